import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createSqlitePlaceDirectory,
  type NewPlace,
  type ProvinceCode,
  toLocation,
} from './places-repository.ts';
import type { Store } from './store.ts';
import { openTestStore } from './test-fixtures.ts';

// Stands in for src-shared's normalizePlaceName: accent- and case-insensitive.
const normalize = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const CATALOG: NewPlace[] = [
  { name: 'Moncton', province: 'NB' },
  { name: 'Lévis', province: 'QC' },
  { name: 'Richmond', province: 'BC' },
  { name: 'Richmond', province: 'QC' },
  { name: 'Richmond Hill', province: 'ON' },
  { name: 'Richmondville', province: 'ON' },
];

describe('the places repository', () => {
  let store: Store;
  beforeEach(() => {
    store = openTestStore();
  });
  afterEach(() => store.close());

  it('seeds the catalog once and keeps ids when seeded again', () => {
    expect(store.places.upsertPlaces(CATALOG, normalize)).toEqual({ added: 6 });
    const moncton = store.places.findPlaceByKeyAndProvince('moncton', 'NB');
    expect(store.places.upsertPlaces(CATALOG, normalize)).toEqual({ added: 0 });
    expect(store.places.findPlaceByKeyAndProvince('moncton', 'NB')).toEqual(moncton);
    expect(moncton).toMatchObject({ name: 'Moncton', province: 'NB', type: 'Town', source: 'catalog' });
  });

  it('seeds thousands of places quickly in one transaction', () => {
    const provinces: ProvinceCode[] = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'QC', 'SK'];
    const many = Array.from({ length: 5000 }, (_, i) => ({
      name: `Place ${i}`,
      province: provinces[i % provinces.length] ?? 'ON',
    }));
    const started = performance.now();
    expect(store.places.upsertPlaces(many, normalize).added).toBe(5000);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(store.places.countPlaces()).toBe(5000);
  });

  it('keeps no place of a seed that fails part way', () => {
    const broken = [...CATALOG, { name: 'Nowhere', province: 'XX' as ProvinceCode }];
    expect(() => store.places.upsertPlaces(broken, normalize)).toThrow(/CHECK/);
    expect(store.places.countPlaces()).toBe(0);
  });

  it('finds places by normalized name, one or several provinces', () => {
    store.places.upsertPlaces(CATALOG, normalize);
    expect(store.places.findPlacesByKey('levis').map(toLocation)).toEqual([
      { id: expect.any(Number), name: 'Lévis', description: 'Lévis, QC', type: 'Town' },
    ]);
    expect(store.places.findPlacesByKey('richmond').map((place) => place.province)).toEqual(['BC', 'QC']);
    expect(store.places.findPlaceByKeyAndProvince('richmond', 'ON')).toBeUndefined();
  });

  it('adds a place a user typed, once, and a catalog seed adopts it later', () => {
    const added = store.places.addUserPlace({ name: 'Saint-Quentin', province: 'NB' }, normalize);
    expect(added).toMatchObject({ name: 'Saint-Quentin', source: 'user' });
    expect(store.places.addUserPlace({ name: 'SAINT-QUENTIN', province: 'NB' }, normalize)).toEqual(added);
    store.places.upsertPlaces([{ name: 'Saint-Quentin', province: 'NB' }], normalize);
    expect(store.places.getPlace(added.id)).toMatchObject({ id: added.id, source: 'catalog' });
  });

  it('searches by literal name prefix, sorted, at most 20 by default', () => {
    store.places.upsertPlaces(CATALOG, normalize);
    store.places.upsertPlaces(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Mont ${String(i).padStart(2, '0')}`,
        province: 'QC' as const,
      })),
      normalize,
    );
    expect(store.places.searchPlacesByPrefix('rich').map((p) => `${p.name}, ${p.province}`)).toEqual([
      'Richmond, BC',
      'Richmond, QC',
      'Richmond Hill, ON',
      'Richmondville, ON',
    ]);
    // A finished word: the name itself and longer names with that word, not Richmondville.
    expect(store.places.searchPlacesByPrefix('richmond ').map((p) => `${p.name}, ${p.province}`)).toEqual([
      'Richmond, BC',
      'Richmond, QC',
      'Richmond Hill, ON',
    ]);
    expect(store.places.searchPlacesByPrefix('mon')).toHaveLength(20);
    expect(store.places.searchPlacesByPrefix('monc', 5).map((p) => p.name)).toEqual(['Moncton']);
    expect(store.places.searchPlacesByPrefix('%')).toEqual([]);
  });

  it('serves as the PlaceDirectory of location resolution', () => {
    store.places.upsertPlaces(CATALOG, normalize);
    const directory = createSqlitePlaceDirectory(store.db);
    expect(directory.findByName('richmond')).toHaveLength(2);
    expect(directory.findByNameAndProvince('levis', 'QC')?.name).toBe('Lévis');
  });
});
