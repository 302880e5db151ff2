// The known list of Canadian cities and towns, read from the maintained country-state-city package.
import { normalizePlaceName } from './normalize-place-name.ts';
import { isProvinceCode, type ProvinceCode } from './provinces.ts';

export type CanadianPlace = { name: string; province: ProvinceCode };

const CANADA = 'CA';

/**
 * Every Canadian city and town of country-state-city, sorted by province then name (accents ignored), one entry per
 * name (`normalizePlaceName` key) and province. The package and its ~8 MB list of the world's cities
 * are imported dynamically, so a bundle only carries them when something calls this; it is meant to
 * be called once (seeding the store, or a UI without a core), and the caller keeps the result.
 * A state code that is not one of the 13 province and territory codes is skipped.
 */
export async function loadCanadianPlaces(): Promise<CanadianPlace[]> {
  // Node resolves the package's CommonJS entry and bundlers its ES module one; both export City.
  const { City } = await import('country-state-city');
  const byKey = new Map<string, CanadianPlace & { key: string }>();
  for (const city of City.getCitiesOfCountry(CANADA) ?? []) {
    const name = city.name.trim();
    if (name === '' || !isProvinceCode(city.stateCode)) continue;
    const key = normalizePlaceName(name);
    const identity = `${city.stateCode}|${key}`;
    const kept = byKey.get(identity);
    // The package lists a few places twice ("Pont Rouge" and "Pont-Rouge"): keep the spelling with
    // accents and hyphens, which is the official French form when the two differ.
    if (kept === undefined || markCount(name) > markCount(kept.name)) {
      byKey.set(identity, { name, province: city.stateCode, key });
    }
  }
  return [...byKey.values()]
    .sort((a, b) => compare(a.province, b.province) || compare(a.key, b.key) || compare(a.name, b.name))
    .map(({ name, province }) => ({ name, province }));
}

/** How many characters of a name are not plain ASCII letters or spaces: accents, hyphens, apostrophes. */
function markCount(name: string): number {
  return name.replace(/[A-Za-z ]/g, '').length;
}

/** Code-unit order: the same in Node and every browser, unlike `localeCompare`. */
function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
