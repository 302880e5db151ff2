// Resolves a job's location descriptions against the known places: which place each one is, how it
// is spelled, and which ones are new places that the caller adds to the list.
import { formatFieldPath, type ValidationFailure, validationFailure } from '../errors/validation-failure.ts';
import { err, ok, type Result } from '../result.ts';
import type { FieldError } from '../schemas/resources.ts';
import { type LocationProblem, locationProblemInEnglish } from './location-problems.ts';
import { normalizePlaceName, placeNameSpelling } from './normalize-place-name.ts';
import { formatLocationDescription, parseLocation } from './parse-location.ts';
import { LOCATION_TYPE, type Place, type PlaceDirectory } from './place-directory.ts';
import type { ProvinceCode } from './provinces.ts';

export type ResolvedLocation = {
  /** The known place, or null for a `City, PR` not in the list yet: the caller adds it. */
  place: Place | null;
  /** The known place's spelling (accents kept), or the city as typed for a new place. */
  name: string;
  province: ProvinceCode;
  /** "Moncton, NB", with `name`'s spelling. */
  description: string;
  type: typeof LOCATION_TYPE;
};

/**
 * Resolves every item, in order (api-decisions.md, "Locations"):
 * - `City, PR` is always accepted: the known place of that name in that province, else a new place;
 * - `City` alone must name exactly one known place, matched accent- and case-insensitively;
 * - two items naming the same place are refused on the later one.
 * Returns every problem at once, each on its field (`locations[1].description`). Reads the directory
 * and changes nothing; the number of items (1 to 3) is the schema's to check.
 */
export function resolveLocations(
  items: ReadonlyArray<{ description: string }>,
  directory: PlaceDirectory,
): Result<ResolvedLocation[], ValidationFailure> {
  const resolved: ResolvedLocation[] = [];
  const problems: FieldError[] = [];
  const seen = new Set<string>();

  items.forEach((item, index) => {
    const path = formatFieldPath(['locations', index, 'description']);
    const location = resolveLocation(item.description, directory);
    if (!location.ok) {
      problems.push({ path, message: locationProblemInEnglish(location.error) });
      return;
    }
    // Same key and province is the same place, whether it is known or about to be added.
    const identity = `${normalizePlaceName(location.value.name)}|${location.value.province}`;
    if (seen.has(identity)) {
      problems.push({ path, message: 'This location is listed twice.' });
      return;
    }
    seen.add(identity);
    resolved.push(location.value);
  });

  return problems.length > 0 ? err(validationFailure(problems)) : ok(resolved);
}

/** One description resolved as `resolveLocations` resolves each; the problem as its kind and values. */
export function resolveLocation(
  description: string,
  directory: PlaceDirectory,
): Result<ResolvedLocation, LocationProblem> {
  const parsed = parseLocation(description);
  if (!parsed.ok) return parsed;
  const { city, province } = parsed.value;
  const key = normalizePlaceName(city);

  if (province !== null) {
    const known = directory.findByNameAndProvince(key, province);
    return ok(known ? fromPlace(known) : newPlace(city, province));
  }

  const candidates = directory.findByName(key);
  const first = candidates[0];
  if (first === undefined) {
    return err({ kind: 'not-found', city });
  }
  // Two spellings of one name in one province are one place to the person typing it.
  if (inOneProvince(candidates)) return ok(fromPlace(first));
  // "St. Thomas" is also read "Saint-Thomas"; when the name as spelled singles out one province
  // (St. Thomas, ON rather than Saint-Thomas, QC), that is the place meant.
  const spelling = placeNameSpelling(city);
  const spelledAlike = candidates.filter((candidate) => placeNameSpelling(candidate.name) === spelling);
  const firstSpelledAlike = spelledAlike[0];
  if (firstSpelledAlike !== undefined && inOneProvince(spelledAlike)) return ok(fromPlace(firstSpelledAlike));

  const listed = [...candidates]
    .sort((a, b) => (a.province < b.province ? -1 : a.province > b.province ? 1 : 0))
    .filter((candidate, index, sorted) => sorted[index - 1]?.province !== candidate.province)
    .map((candidate) => formatLocationDescription(candidate.name, candidate.province));
  return err({ kind: 'in-several-provinces', city, listed });
}

function inOneProvince(places: readonly Place[]): boolean {
  return places.every((place) => place.province === places[0]?.province);
}

function fromPlace(place: Place): ResolvedLocation {
  return {
    place,
    name: place.name,
    province: place.province,
    description: formatLocationDescription(place.name, place.province),
    type: LOCATION_TYPE,
  };
}

function newPlace(city: string, province: ProvinceCode): ResolvedLocation {
  return {
    place: null,
    name: city,
    province,
    description: formatLocationDescription(city, province),
    type: LOCATION_TYPE,
  };
}
