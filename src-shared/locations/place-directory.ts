// Known Canadian places and how to look them up: one interface that the API backs with SQLite and
// the UI with an in-memory list, and that in-memory implementation.
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

export interface MemoryPlaceDirectory extends PlaceDirectory, PlacePrefixLookup {}

/**
 * An in-memory directory over a fixed list, indexed once: lookups are a Map access, prefix search a
 * binary search over the sorted keys. The list is not copied defensively; do not change it afterwards.
 */
export function createMemoryPlaceDirectory(places: readonly Place[]): MemoryPlaceDirectory {
  const byKey = new Map<string, Place[]>();
  // The trailing space lets a finished word in a prefix ("Port ") match a whole-word name ("Port").
  const sorted = places.map((place) => ({ sortKey: `${normalizePlaceName(place.name)} `, place }));
  for (const { sortKey, place } of sorted) {
    const key = sortKey.slice(0, -1);
    const same = byKey.get(key);
    if (same) same.push(place);
    else byKey.set(key, [place]);
  }
  sorted.sort((a, b) => compareStrings(a.sortKey, b.sortKey) || comparePlaces(a.place, b.place));

  type Entry = (typeof sorted)[number];
  const collect = (prefixKey: string, limit: number): Entry[] => {
    const found: Entry[] = [];
    for (let index = lowerBound(sorted, prefixKey); index < sorted.length && found.length < limit; index++) {
      const entry = sorted[index];
      if (!entry?.sortKey.startsWith(prefixKey)) break;
      found.push(entry);
    }
    return found;
  };

  return {
    findByName: (normalizedName) => [...(byKey.get(normalizedName) ?? [])],
    findByNameAndProvince: (normalizedName, province) =>
      byKey.get(normalizedName)?.find((place) => place.province === province),
    placesWithKeyPrefix: (prefixKey, limit) => collect(prefixKey, limit).map((entry) => entry.place),
  };
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

function lowerBound(sorted: ReadonlyArray<{ sortKey: string }>, key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareStrings(sorted[middle]?.sortKey ?? '', key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function comparePlaces(a: Place, b: Place): number {
  return compareStrings(a.province, b.province) || compareStrings(a.name, b.name) || a.id - b.id;
}

/** Code-unit order: the same in Node and every browser, unlike `localeCompare`. */
function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
