// The reference catalogs shipped with JobDesk.
export * from './categories.ts';
export * from './position-types.ts';
export * from './routing-types.ts';
export * from './salary-periods.ts';
