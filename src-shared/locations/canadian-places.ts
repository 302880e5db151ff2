// The known list of Canadian cities and towns, shipped as generated data (canadian-places.data.ts).
import { CANADIAN_PLACE_NAMES, CANADIAN_PLACES_SOURCE } from './canadian-places.data.ts';
import { PROVINCE_CODES, type ProvinceCode } from './provinces.ts';

export type CanadianPlace = { name: string; province: ProvinceCode };

/** The data package and version the shipped places come from ("country-state-city@3.2.1"). */
export { CANADIAN_PLACES_SOURCE };

/**
 * Every Canadian city and town JobDesk knows, sorted by province then name (accents ignored), one entry
 * per name and province. The data is generated from the maintained country-state-city package by
 * `npm run places` (scripts/generate-canadian-places.ts), so the app never loads that package's list of
 * the whole world's cities. A new array each call: the caller may keep or change it.
 */
export function listCanadianPlaces(): CanadianPlace[] {
  return PROVINCE_CODES.flatMap((province) =>
    CANADIAN_PLACE_NAMES[province].map((name) => ({ name, province })),
  );
}
