// Opens a store ready to serve the job board's interface: migrated, with the reference lists, the
// Canadian places (loaded from the data package only when its version changed) and the employers.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CATEGORIES,
  POSITION_TYPES,
  ROUTING_TYPES,
  SALARY_PERIODS,
} from '../../src-shared/catalogs/index.ts';
import { type CanadianPlace, loadCanadianPlaces } from '../../src-shared/locations/canadian-places.ts';
import { normalizePlaceName } from '../../src-shared/locations/normalize-place-name.ts';
import { openStore, type Store } from '../store/store.ts';

export type EmployerKey = { key: string; employer: string };

export type SeededStoreOptions = {
  /** Folder of the database file; in memory when absent. */
  dataDir?: string;
  /** The database file's name in dataDir. */
  databaseFile: string;
  now: () => Date;
  /** API keys and their employers; keys naming the same employer share it. */
  keys: readonly EmployerKey[];
  /** The Canadian places to seed; loaded from the data package when absent. */
  places?: readonly CanadianPlace[];
};

export async function openSeededStore(options: SeededStoreOptions): Promise<Store> {
  let path = ':memory:';
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    path = join(options.dataDir, options.databaseFile);
  }
  const store = openStore(path, {
    now: options.now,
    lookups: { salaryPeriods: SALARY_PERIODS, routingTypes: ROUTING_TYPES },
  });
  const places = options.places ?? (await loadPlacesIfNew(store));
  store.transaction(() => {
    store.reference.upsertCategories(CATEGORIES);
    store.reference.upsertPositionTypes(POSITION_TYPES);
    if (places) store.places.upsertPlaces(places, normalizePlaceName);
    if (!options.places) store.settings.setSetting(PLACES_CATALOG_SETTING, placesCatalogVersion());
    addEmployers(store, options.keys);
  });
  return store;
}

const PLACES_CATALOG_SETTING = 'places.catalog';

/** The data package the places come from, with its version: the places change only with it. */
function placesCatalogVersion(): string {
  const { version } = createRequire(import.meta.url)('country-state-city/package.json') as {
    version: string;
  };
  return `country-state-city@${version}`;
}

/** The packaged places, unless this store already holds this version of them (loading takes ~1 s). */
async function loadPlacesIfNew(store: Store): Promise<readonly CanadianPlace[] | undefined> {
  if (store.settings.getSetting(PLACES_CATALOG_SETTING) === placesCatalogVersion()) return undefined;
  return loadCanadianPlaces();
}

/** Keys naming the same employer share one employer, so each sees the jobs of the others. */
function addEmployers(store: Store, keys: readonly EmployerKey[]): void {
  const byName = new Map<string, number>();
  for (const { key, employer } of keys) {
    const known = byName.get(employer);
    if (known === undefined) byName.set(employer, store.employers.addEmployerWithKey(employer, key).id);
    else store.employers.addApiKey(known, key);
  }
}
