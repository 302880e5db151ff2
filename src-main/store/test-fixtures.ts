// Helpers for the store's tests: a fresh in-memory store with a fixed clock, and sample jobs.
import { POSITION_TYPES } from '../../src-shared/catalogs/position-types.ts';
import type { ReferenceLookups } from './job-rows.ts';
import { openStore, type Store } from './store.ts';
import type { StoredJobFields } from './stored-job.ts';

export const TEST_LOOKUPS: ReferenceLookups = {
  salaryPeriods: [
    { id: 1, name: 'Yearly', unit: 'year' },
    { id: 2, name: 'Monthly', unit: 'month' },
    { id: 5, name: 'Hourly', unit: 'hour' },
  ],
  routingTypes: [
    { id: 1, name: 'Email' },
    { id: 2, name: 'URL' },
  ],
};

export const TEST_CATEGORIES = [
  { id: 1, name: 'Accounting' },
  { id: 2, name: 'Engineering' },
  { id: 3, name: 'Health Care' },
];

/** A clock the test moves by hand. */
export function fixedClock(start = '2026-01-15T09:00:00.000Z'): {
  now: () => Date;
  advance(ms: number): void;
} {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    advance(ms) {
      time += ms;
    },
  };
}

/** A migrated in-memory store with the reference lists seeded. */
export function openTestStore(clock = fixedClock()): Store {
  const store = openStore(':memory:', { now: clock.now, lookups: TEST_LOOKUPS });
  store.reference.upsertCategories(TEST_CATEGORIES);
  store.reference.upsertPositionTypes(POSITION_TYPES);
  return store;
}

export function sampleJobFields(overrides: Partial<StoredJobFields> = {}): StoredJobFields {
  return {
    referenceId: 'REF-1',
    title: 'Senior Accountant',
    status: 'draft',
    publishDate: '2026-01-15T09:00:00.000Z',
    closeDate: '2026-03-16T09:00:00.000Z',
    confidential: false,
    autoRefresh: false,
    locations: [{ id: 7, name: 'Moncton', description: 'Moncton, NB', type: 'Town' }],
    categoryIds: [2, 1],
    positionTypeId: 1,
    salary: { amount: 65000, maxAmount: 80000, periodId: 1, plusCommission: false },
    description: '<p>Keep the books.</p>',
    applicantRoutingTypeId: 1,
    applicationEmail: 'jobs@example.com',
    applicationUrl: null,
    ...overrides,
  };
}
