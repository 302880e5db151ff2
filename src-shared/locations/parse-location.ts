// Reads a job location as a person writes it, "City" or "City, PR", into a city and a province code.
import { err, ok, type Result } from '../result.ts';
import { LIMITS } from '../schemas/limits.ts';
import { type LocationProblem, locationProblemInEnglish } from './location-problems.ts';
import { normalizePlaceName } from './normalize-place-name.ts';
import { isProvinceCode, PROVINCE_NAMES_IN_FRENCH, PROVINCES, type ProvinceCode } from './provinces.ts';

export type ParsedLocation = {
  /** Trimmed, inner runs of whitespace made one space; spelled as typed. */
  city: string;
  /** null when only a city was given. */
  province: ProvinceCode | null;
};

/**
 * Parses a location description (interface document, POST /jobs `locations`). The province code may
 * be in any case. Returns a message a person can act on when the text is not of that shape; whether
 * the place exists is for `resolveLocations` to say.
 */
export function parseLocationDescription(text: string): Result<ParsedLocation, string> {
  const parsed = parseLocation(text);
  return parsed.ok ? parsed : err(locationProblemInEnglish(parsed.error));
}

/** `parseLocationDescription` with the problem as its kind and values, for the editor to word. */
export function parseLocation(text: string): Result<ParsedLocation, LocationProblem> {
  if (text.length > LIMITS.locationDescriptionLength) return err({ kind: 'too-long' });
  if (text.trim() === '') return err({ kind: 'required' });

  const parts = text.split(',');
  if (parts.length > 2) return err({ kind: 'too-many-commas' });
  const city = collapseWhitespace(parts[0] ?? '');
  if (city === '') return err({ kind: 'no-city' });
  if (city.length > LIMITS.locationNameLength) return err({ kind: 'city-too-long' });
  if (parts.length === 1) return ok({ city, province: null });

  const written = collapseWhitespace(parts[1] ?? '');
  if (written === '') return err({ kind: 'no-province' });
  const code = written.toUpperCase();
  if (isProvinceCode(code)) return ok({ city, province: code });

  // "Moncton, New Brunswick" (« Moncton, Nouveau-Brunswick ») is a common way to write it: point to the
  // code rather than just refuse.
  const writtenName = normalizePlaceName(written);
  const named = PROVINCES.find(
    (province) =>
      normalizePlaceName(province.name) === writtenName ||
      normalizePlaceName(PROVINCE_NAMES_IN_FRENCH[province.code]) === writtenName,
  );
  if (named) return err({ kind: 'province-by-name', city, code: named.code });
  return err({ kind: 'not-a-province', written });
}

/**
 * "Halifax NS" (or "halifax ns"): a city and a province code written without the comma, as people often
 * type them, with the comma put in ("Halifax, NS"); any other text comes back unchanged. No Canadian place
 * name ends in a word that is a province code, so this never changes the name of a place.
 */
export function withProvinceComma(text: string): string {
  if (text.includes(',')) return text;
  const match = /^(.*\S)\s+([A-Za-z]{2})\s*$/.exec(text);
  const city = match?.[1];
  const code = match?.[2]?.toUpperCase();
  if (city === undefined || code === undefined || !isProvinceCode(code)) return text;
  return formatLocationDescription(city.trim(), code);
}

/** The description of a place as the board shows it: "Moncton, NB". */
export function formatLocationDescription(city: string, province: ProvinceCode): string {
  return `${city}, ${province}`;
}

function collapseWhitespace(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
