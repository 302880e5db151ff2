// What a location typed into the editor becomes: a known place, a new `City, PR`, a choice between
// places of the same name, or a problem; decided by the shared location rule over the core's places.

import { t } from '@lingui/core/macro';
import { createMemoryPlaceDirectory } from '../../../src-shared/locations/memory-place-directory.ts';
import { normalizePlaceName } from '../../../src-shared/locations/normalize-place-name.ts';
import {
  formatLocationDescription,
  parseLocation,
  withProvinceComma,
} from '../../../src-shared/locations/parse-location.ts';
import type { Place } from '../../../src-shared/locations/place-directory.ts';
import { resolveLocation } from '../../../src-shared/locations/resolve-location.ts';
import type { Result } from '../../../src-shared/result.ts';
import type { Location } from '../../../src-shared/schemas/resources.ts';
import { locationProblemWords } from './location-problem-words.ts';

export type TypedLocation =
  /** `notListed`: the sentence to show when the place is accepted but not in JobDesk's list of places. */
  | { kind: 'place'; description: string; notListed?: string }
  | { kind: 'choose'; city: string; candidates: string[] }
  | { kind: 'problem'; message: string };

/** The core's places (`/locations?q=`) as the shared directory's places; ones it cannot read are left out. */
function placesOf(locations: ReadonlyArray<Location>): Place[] {
  return locations.flatMap((location) => {
    const parsed = parseLocation(location.description);
    if (!parsed.ok || parsed.value.province === null) return [];
    return [{ id: location.id, name: location.name, province: parsed.value.province }];
  });
}

/**
 * Resolves `text` as the core will on save (shared `resolveLocations`), against the places the core knows
 * by that name: `City, PR` is always accepted (spelled as the known place when there is one, and marked
 * when there is none); `City` alone must name one place, and when several provinces have it the candidates
 * are offered. "Halifax NS" is read as "Halifax, NS".
 */
export async function resolveTypedLocation(
  typed: string,
  search: (q: string) => Promise<Result<Location[], { messages: string[] }>>,
): Promise<TypedLocation> {
  const text = withProvinceComma(typed);
  const parsed = parseLocation(text);
  if (!parsed.ok) return { kind: 'problem', message: locationProblemWords(parsed.error) };
  const { city, province } = parsed.value;
  const found = await search(city);
  if (!found.ok) {
    // Offline from the core's places: a full `City, PR` is still a valid location.
    if (province !== null) return { kind: 'place', description: formatLocationDescription(city, province) };
    const reason = found.error.messages.join(' ');
    return {
      kind: 'problem',
      message: t`Could not look up ${city}: ${reason} Add the province, like "${city}, ON".`,
    };
  }
  const directory = createMemoryPlaceDirectory(placesOf(found.value));
  const resolved = resolveLocation(text, directory);
  if (resolved.ok) {
    const { description } = resolved.value;
    return resolved.value.place === null
      ? { kind: 'place', description, notListed: locationProblemWords({ kind: 'not-listed', description }) }
      : { kind: 'place', description };
  }
  const sameName = directory.findByName(normalizePlaceName(city));
  const candidates = [
    ...new Set(sameName.map((place) => formatLocationDescription(place.name, place.province))),
  ].sort();
  if (province === null && candidates.length > 1) return { kind: 'choose', city, candidates };
  return { kind: 'problem', message: locationProblemWords(resolved.error) };
}

/**
 * The places once a look-up of typed places has come back: the list as it is now (other places may have been
 * added meanwhile), without those the change took out, with the places found added once, at most `max`.
 */
export function placesAfterLookUp(
  now: readonly string[],
  removed: readonly string[],
  found: readonly string[],
  max: number,
): string[] {
  const places = now.filter((place) => !removed.includes(place));
  for (const place of found) if (!places.includes(place)) places.push(place);
  return places.slice(0, max);
}
