// Opens a store ready to serve the job board's interface: migrated, with the reference lists, the
// Canadian places (written again only when the shipped data changed) and the employers.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CATEGORIES,
  POSITION_TYPES,
  ROUTING_TYPES,
  SALARY_PERIODS,
} from '../../src-shared/catalogs/index.ts';
import {
  CANADIAN_PLACES_SOURCE,
  type CanadianPlace,
  listCanadianPlaces,
} from '../../src-shared/locations/canadian-places.ts';
import { normalizePlaceName } from '../../src-shared/locations/normalize-place-name.ts';
import { checkBeforeOpening, DatabaseRefusedError } from '../store/database-guard.ts';
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
  /** The Canadian places to seed; the ones JobDesk ships when absent. */
  places?: readonly CanadianPlace[];
  /** Told when a listener of the store's change stream throws. */
  onChangeListenerError?: (error: unknown) => void;
  /** Told what the store could not do in the background and did otherwise. */
  onStoreWarning?: (message: string) => void;
};

/**
 * Opens the store. A file database is first checked (checkBeforeOpening): a damaged one, or one emptied in
 * a used folder, throws DatabaseRefusedError and is not written to. One a migration will change is backed up first.
 */
export async function openSeededStore(options: SeededStoreOptions): Promise<Store> {
  let path = ':memory:';
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    path = join(options.dataDir, options.databaseFile);
    const refusal = await checkBeforeOpening(path);
    if (refusal !== null) throw new DatabaseRefusedError(refusal);
  }
  const store = openStore(path, {
    now: options.now,
    backupBeforeMigrating: { now: options.now },
    lookups: { salaryPeriods: SALARY_PERIODS, routingTypes: ROUTING_TYPES },
    onChangeListenerError: options.onChangeListenerError,
    onWarning: options.onStoreWarning,
  });
  const places = options.places ?? placesIfNew(store);
  store.transaction(() => {
    store.reference.upsertCategories(CATEGORIES);
    store.reference.upsertPositionTypes(POSITION_TYPES);
    if (places) store.places.upsertPlaces(places, normalizePlaceName);
    if (!options.places) store.settings.setSetting(PLACES_CATALOG_SETTING, CANADIAN_PLACES_SOURCE);
    addEmployers(store, options.keys);
  });
  return store;
}

const PLACES_CATALOG_SETTING = 'places.catalog';

/** The shipped places, unless this store already holds the ones of this data package version. */
function placesIfNew(store: Store): readonly CanadianPlace[] | undefined {
  if (store.settings.getSetting(PLACES_CATALOG_SETTING) === CANADIAN_PLACES_SOURCE) return undefined;
  return listCanadianPlaces();
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
