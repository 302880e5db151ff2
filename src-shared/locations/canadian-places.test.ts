// The known Canadian places JobDesk ships, and resolution against the real list.
import { describe, expect, it } from 'vitest';
import { listCanadianPlaces } from './canadian-places.ts';
import { createMemoryPlaceDirectory, type MemoryPlaceDirectory } from './memory-place-directory.ts';
import { searchPlacesByPrefix } from './place-directory.ts';
import { isProvinceCode, PROVINCE_CODES } from './provinces.ts';
import { resolveLocations } from './resolve-location.ts';

const places = listCanadianPlaces();
const directory: MemoryPlaceDirectory = createMemoryPlaceDirectory(
  places.map((place, index) => ({ id: index + 1, ...place })),
);

const has = (name: string, province: string): boolean =>
  places.some((place) => place.name === name && place.province === province);

describe('listCanadianPlaces', () => {
  it('gives more than a thousand places, each with one of the 13 codes and a trimmed name', () => {
    expect(places.length).toBeGreaterThan(1000);
    for (const place of places) {
      expect(isProvinceCode(place.province)).toBe(true);
      expect(place.name).toBe(place.name.trim());
      expect(place.name).not.toBe('');
      expect(place.name).not.toContain(',');
    }
  });

  it('has places in every province and territory', () => {
    expect(new Set(places.map((place) => place.province))).toEqual(new Set(PROVINCE_CODES));
  });

  it('includes the large cities, with their accents', () => {
    expect(has('Moncton', 'NB')).toBe(true);
    expect(has('Toronto', 'ON')).toBe(true);
    expect(has('Vancouver', 'BC')).toBe(true);
    expect(has('Montréal', 'QC')).toBe(true);
    expect(has('Québec', 'QC')).toBe(true);
  });

  it('lists each name once per province, sorted by province', () => {
    const identities = places.map((place) => `${place.province}|${place.name}`);
    expect(new Set(identities).size).toBe(identities.length);
    const provinces = places.map((place) => place.province);
    expect(provinces).toEqual([...provinces].sort());
  });
});

describe('resolving against the real list', () => {
  it('resolves "montreal" to "Montréal, QC"', () => {
    const resolved = resolveLocations([{ description: 'montreal' }], directory);
    expect(resolved.ok && resolved.value[0]?.description).toBe('Montréal, QC');
  });

  it('resolves "Quebec, qc" to "Québec, QC"', () => {
    const resolved = resolveLocations([{ description: 'Quebec, qc' }], directory);
    expect(resolved.ok && resolved.value[0]?.description).toBe('Québec, QC');
  });

  it('refuses "Windsor" alone, which is in three provinces', () => {
    const resolved = resolveLocations([{ description: 'Windsor' }], directory);
    expect(resolved.ok).toBe(false);
    if (!resolved.ok) {
      expect(resolved.error.messages).toEqual([
        'Windsor is in more than one province: Windsor, NS, Windsor, ON, Windsor, QC. Add the province.',
      ]);
    }
  });

  it('resolves "St. Thomas" alone to Ontario\'s, since Quebec\'s is spelled Saint-Thomas', () => {
    const resolved = resolveLocations([{ description: 'St. Thomas' }], directory);
    expect(resolved.ok && resolved.value[0]?.description).toBe('St. Thomas, ON');
  });

  it('keeps the hyphenated spelling of a place the package lists twice', () => {
    expect(has('Pont-Rouge', 'QC')).toBe(true);
    expect(has('Pont Rouge', 'QC')).toBe(false);
  });

  it('suggests places for autocomplete', () => {
    const found = searchPlacesByPrefix(directory, 'trois', 20).map((place) => place.name);
    expect(found).toContain('Trois-Rivières');
  });
});
