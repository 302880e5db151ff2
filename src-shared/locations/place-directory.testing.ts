// An in-memory place directory over a fixed list: a test fixture, and the oracle the store's SQL
// lookups are compared with.
import { normalizePlaceName } from './normalize-place-name.ts';
import {
  comparePlaces,
  compareStrings,
  type Place,
  type PlaceDirectory,
  type PlacePrefixLookup,
} from './place-directory.ts';

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
