// Known Canadian places and how to look them up: the interfaces the store's places implement, and the
// one rule for autocomplete suggestions (which places, in which order).
import type { Location } from '../schemas/resources.ts';
import { normalizePlaceName, placeNamePrefixKeys } from './normalize-place-name.ts';
import { formatLocationDescription } from './parse-location.ts';
import type { ProvinceCode } from './provinces.ts';

export type Place = { id: number; name: string; province: ProvinceCode };

/** The type the real board shows for a city or town (api-decisions.md, "Locations"). */
export const LOCATION_TYPE = 'Town';

/** Looks places up by their `normalizePlaceName` key; implementations never normalize again. */
export interface PlaceDirectory {
  /** Every place with this key, in any province (none, one, or a name found in several provinces). */
  findByName(normalizedName: string): Place[];
  /** The place with this key in this province; the first one listed if the list has two. */
  findByNameAndProvince(normalizedName: string, province: ProvinceCode): Place | undefined;
}

/** Places whose key starts with a prefix key, for autocomplete: the store's query or an in-memory index. */
export interface PlacePrefixLookup {
  /** At most `limit` places whose key starts with `prefixKey` (one of `placeNamePrefixKeys`). */
  placesWithKeyPrefix(prefixKey: string, limit: number): readonly Place[];
}

/**
 * Places whose name starts with `prefix`, accent- and case-insensitively and with the other
 * equivalences of `normalizePlaceName`, for autocomplete: at most `limit`, sorted by name key then
 * province, in code-unit order (the same in Node and every browser). A blank prefix finds nothing.
 * The API's /locations and the in-memory directory both answer with it.
 */
export function searchPlacesByPrefix(lookup: PlacePrefixLookup, prefix: string, limit: number): Place[] {
  const found = new Map<number, Place>();
  for (const key of placeNamePrefixKeys(prefix)) {
    for (const place of lookup.placesWithKeyPrefix(key, limit)) found.set(place.id, place);
  }
  return [...found.values()]
    .map((place) => ({ sortKey: `${normalizePlaceName(place.name)} `, place }))
    .sort((a, b) => compareStrings(a.sortKey, b.sortKey) || comparePlaces(a.place, b.place))
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.place);
}

/** A known place as the board's Location resource. */
export function placeToLocation(place: Place): Location {
  return {
    id: place.id,
    name: place.name,
    description: formatLocationDescription(place.name, place.province),
    type: LOCATION_TYPE,
  };
}

export function comparePlaces(a: Place, b: Place): number {
  return compareStrings(a.province, b.province) || compareStrings(a.name, b.name) || a.id - b.id;
}

/** Code-unit order: the same in Node and every browser, unlike `localeCompare`. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
