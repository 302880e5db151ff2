// The in-memory place directory: exact lookups by key and province, and autocomplete by prefix.
import { describe, expect, it } from 'vitest';
import { normalizePlaceName } from './normalize-place-name.ts';
import { createMemoryPlaceDirectory } from './place-directory.testing.ts';
import { type Place, placeToLocation, searchPlacesByPrefix } from './place-directory.ts';

const places: Place[] = [
  { id: 1, name: 'Montréal', province: 'QC' },
  { id: 2, name: 'Montréal-Est', province: 'QC' },
  { id: 3, name: 'Moncton', province: 'NB' },
  { id: 4, name: 'Windsor', province: 'ON' },
  { id: 5, name: 'Windsor', province: 'NS' },
  { id: 6, name: 'St. Catharines', province: 'ON' },
  { id: 7, name: 'Saint-Jérôme', province: 'QC' },
  { id: 8, name: 'Stratford', province: 'ON' },
  { id: 9, name: 'Port Alberni', province: 'BC' },
  { id: 10, name: 'Portage la Prairie', province: 'MB' },
  { id: 11, name: 'Port', province: 'NL' },
];
const directory = createMemoryPlaceDirectory(places);
const names = (found: Place[]): string[] => found.map((place) => `${place.name}, ${place.province}`);

describe('createMemoryPlaceDirectory', () => {
  it('finds a place by its key', () => {
    expect(directory.findByName(normalizePlaceName('MONTREAL'))).toEqual([places[0]]);
  });

  it('finds every province a name is in', () => {
    expect(names(directory.findByName('windsor'))).toEqual(['Windsor, ON', 'Windsor, NS']);
  });

  it('finds nothing for an unknown name or a name that is only a prefix', () => {
    expect(directory.findByName('atlantis')).toEqual([]);
    expect(directory.findByName('mont')).toEqual([]);
  });

  it('finds a place by key and province', () => {
    expect(directory.findByNameAndProvince('windsor', 'NS')).toEqual(places[4]);
    expect(directory.findByNameAndProvince('windsor', 'QC')).toBeUndefined();
  });

  it('does not let a caller change its index through a returned list', () => {
    directory.findByName('windsor').pop();
    expect(directory.findByName('windsor')).toHaveLength(2);
  });
});

describe('searchPlacesByPrefix', () => {
  it('finds places by an accent- and case-insensitive prefix, sorted by name', () => {
    expect(names(searchPlacesByPrefix(directory, 'MONT', 20))).toEqual(['Montréal, QC', 'Montréal-Est, QC']);
  });

  it('returns at most the number asked for', () => {
    expect(searchPlacesByPrefix(directory, 'mo', 2)).toHaveLength(2);
    expect(searchPlacesByPrefix(directory, 'mo', 0)).toEqual([]);
  });

  it('lists a name found in several provinces once per province, sorted by province', () => {
    expect(names(searchPlacesByPrefix(directory, 'wind', 20))).toEqual(['Windsor, NS', 'Windsor, ON']);
  });

  it('reads "St" both as Saint and as the start of a word', () => {
    expect(names(searchPlacesByPrefix(directory, 'St', 20))).toEqual([
      'St. Catharines, ON',
      'Saint-Jérôme, QC',
      'Stratford, ON',
    ]);
    expect(names(searchPlacesByPrefix(directory, 'saint j', 20))).toEqual(['Saint-Jérôme, QC']);
    expect(names(searchPlacesByPrefix(directory, 'st-jerome', 20))).toEqual(['Saint-Jérôme, QC']);
  });

  it('matches only whole words after a finished word', () => {
    expect(names(searchPlacesByPrefix(directory, 'Port ', 20))).toEqual(['Port, NL', 'Port Alberni, BC']);
    expect(names(searchPlacesByPrefix(directory, 'Port', 20))).toEqual([
      'Port, NL',
      'Port Alberni, BC',
      'Portage la Prairie, MB',
    ]);
  });

  it('finds nothing for a blank prefix', () => {
    expect(searchPlacesByPrefix(directory, ' ', 20)).toEqual([]);
  });
});

describe('placeToLocation', () => {
  it('gives the Location resource of a known place', () => {
    expect(placeToLocation({ id: 3, name: 'Moncton', province: 'NB' })).toEqual({
      id: 3,
      name: 'Moncton',
      description: 'Moncton, NB',
      type: 'Town',
    });
  });
});
