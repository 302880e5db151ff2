// Canadian places the job locations resolve to: the shipped catalog plus places users added.
import type { Location } from '../../src-shared/schemas/resources.ts';
import { createTransactionRunner, type Db, type RunInTransaction } from './database.ts';

// Mirrors the ProvinceCode of src-shared/locations (being written): swap for an import once it lands.
export type ProvinceCode =
  | 'AB'
  | 'BC'
  | 'MB'
  | 'NB'
  | 'NL'
  | 'NS'
  | 'NT'
  | 'NU'
  | 'ON'
  | 'PE'
  | 'QC'
  | 'SK'
  | 'YT';

/** The accent- and case-insensitive key of a place name (src-shared's normalizePlaceName). */
export type NormalizePlaceName = (name: string) => string;

export type PlaceSource = 'catalog' | 'user';

export type StoredPlace = {
  id: number;
  name: string;
  province: ProvinceCode;
  /** `Town` unless the catalog says otherwise. */
  type: string;
  source: PlaceSource;
};

export type NewPlace = { name: string; province: ProvinceCode; type?: string };

/** The PlaceDirectory shape of src-shared/locations, declared here so the store does not depend on it. */
export type PlaceDirectoryShape = {
  findByName(normalizedName: string): StoredPlace[];
  findByNameAndProvince(normalizedName: string, province: ProvinceCode): StoredPlace | undefined;
};

/** The Location a job stores for a place: `{ id, name, description: "Moncton, NB", type }`. */
export function toLocation(place: StoredPlace): Location {
  return {
    id: place.id,
    name: place.name,
    description: `${place.name}, ${place.province}`,
    type: place.type,
  };
}

export type PlacesRepository = {
  /**
   * Adds the catalog's places in one transaction (all or none); places already known are kept with
   * their ids (jobs store them), and a user place the catalog now lists becomes a catalog place.
   * Returns how many were new. Fast enough to run at every start (~5,000 places).
   */
  upsertPlaces(places: Iterable<NewPlace>, normalize: NormalizePlaceName): { added: number };
  /** Adds a place a user typed as `City, PR`, or returns the known one with that key and province. */
  addUserPlace(place: NewPlace, normalize: NormalizePlaceName): StoredPlace;
  getPlace(id: number): StoredPlace | undefined;
  /** Every place with this normalized name, by province. */
  findPlacesByKey(nameKey: string): StoredPlace[];
  findPlaceByKeyAndProvince(nameKey: string, province: ProvinceCode): StoredPlace | undefined;
  /**
   * Places whose normalized name starts with `prefixKey` (one of src-shared's placeNamePrefixKeys),
   * by name then province, at most `limit` (20); for autocomplete.
   */
  searchPlacesByPrefix(prefixKey: string, limit?: number): StoredPlace[];
  countPlaces(): number;
};

/** The store's places as the PlaceDirectory that location resolution takes. */
export function createSqlitePlaceDirectory(db: Db): PlaceDirectoryShape {
  // Lookups only: the runner is never used.
  const places = createPlacesRepository(db, createTransactionRunner(db));
  return { findByName: places.findPlacesByKey, findByNameAndProvince: places.findPlaceByKeyAndProvince };
}

type PlaceParams = { name: string; name_key: string; province: ProvinceCode; type: string };
const PLACE_COLUMNS = 'id, name, province, type, source';

export function createPlacesRepository(db: Db, transaction: RunInTransaction): PlacesRepository {
  const insertCatalog = db.prepare<[PlaceParams]>(
    `INSERT INTO places (name, name_key, province, type, source)
     VALUES (@name, @name_key, @province, @type, 'catalog')
     ON CONFLICT (name_key, province) DO UPDATE SET source = 'catalog' WHERE source = 'user'`,
  );
  const insertUser = db.prepare<[PlaceParams]>(
    `INSERT INTO places (name, name_key, province, type, source)
     VALUES (@name, @name_key, @province, @type, 'user')
     ON CONFLICT (name_key, province) DO NOTHING`,
  );
  const selectById = db.prepare<[number], StoredPlace>(`SELECT ${PLACE_COLUMNS} FROM places WHERE id = ?`);
  const selectByKey = db.prepare<[string], StoredPlace>(
    `SELECT ${PLACE_COLUMNS} FROM places WHERE name_key = +? ORDER BY province`,
  );
  const selectByKeyAndProvince = db.prepare<[string, ProvinceCode], StoredPlace>(
    `SELECT ${PLACE_COLUMNS} FROM places WHERE name_key = ? AND province = ?`,
  );
  // A range on name_key (not LIKE) so that the prefix is literal and the unique index serves it;
  // U+10FFFF sorts after every character that can follow the prefix. A prefix key ending in a space
  // (a finished word, src-shared's placeNamePrefixKeys) also matches that word alone: "port " finds Port.
  const selectByPrefix = db.prepare<
    [{ low: string; high: string; exact: string | null; limit: number }],
    StoredPlace
  >(
    `SELECT ${PLACE_COLUMNS} FROM places
     WHERE (name_key >= @low AND name_key < @high) OR name_key = +@exact
     ORDER BY name_key, province, name, id LIMIT @limit`,
  );
  const count = db.prepare<[], number>('SELECT count(*) FROM places').pluck();

  const toParams = (place: NewPlace, normalize: NormalizePlaceName): PlaceParams => ({
    name: place.name,
    name_key: normalize(place.name),
    province: place.province,
    type: place.type ?? 'Town',
  });

  return {
    upsertPlaces(places, normalize) {
      return transaction(() => {
        const before = count.get() ?? 0;
        for (const place of places) insertCatalog.run(toParams(place, normalize));
        return { added: (count.get() ?? 0) - before };
      });
    },
    addUserPlace(place, normalize) {
      const params = toParams(place, normalize);
      return transaction(() => {
        insertUser.run(params);
        const stored = selectByKeyAndProvince.get(params.name_key, params.province);
        if (stored === undefined) throw new Error('The place just written cannot be read back.');
        return stored;
      });
    },
    getPlace: (id) => selectById.get(id),
    findPlacesByKey: (nameKey) => selectByKey.all(nameKey),
    findPlaceByKeyAndProvince: (nameKey, province) => selectByKeyAndProvince.get(nameKey, province),
    searchPlacesByPrefix(prefixKey, limit = 20) {
      const exact = prefixKey.endsWith(' ') ? prefixKey.slice(0, -1) : null;
      return selectByPrefix.all({ low: prefixKey, high: `${prefixKey}\u{10FFFF}`, exact, limit });
    },
    countPlaces: () => count.get() ?? 0,
  };
}
