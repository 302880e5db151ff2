// The core of a job board without any transport: a migrated store seeded with the reference lists
// and employers, and the API's fetch handler over it. The standalone board, browser mode and the
// tests all start from here.
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
import { createJobBoardApi } from '../api/job-board-api.ts';
import type { ApiRole, JobChange } from '../api/jobs-service.ts';
import { openStore, type Store } from '../store/store.ts';

export type EmployerKey = { key: string; employer: string };

export type BoardCoreOptions = {
  keys: EmployerKey[];
  /** Folder of the database file; in memory when absent. */
  dataDir?: string;
  /** The database file's name in dataDir. */
  databaseFile?: string;
  role?: ApiRole;
  now?: () => Date;
  newReferenceId?: () => string;
  /** The Canadian places to seed; loaded from the data package when absent. */
  places?: readonly CanadianPlace[];
  onJobChange?: (change: JobChange) => void;
  onUnexpectedError?: (error: unknown) => void;
};

export type BoardCore = {
  fetch(request: Request): Promise<Response>;
  store: Store;
  close(): void;
};

export const BOARD_DATABASE_FILE = 'board.db';

export async function createBoardCore(options: BoardCoreOptions): Promise<BoardCore> {
  const now = options.now ?? (() => new Date());
  let path = ':memory:';
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    path = join(options.dataDir, options.databaseFile ?? BOARD_DATABASE_FILE);
  }
  const store = openStore(path, {
    now,
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
  const api = createJobBoardApi({
    store,
    now,
    role: options.role ?? 'board',
    newReferenceId: options.newReferenceId,
    onJobChange: options.onJobChange,
    onUnexpectedError: options.onUnexpectedError,
  });
  return { fetch: api.fetch, store, close: () => store.close() };
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
function addEmployers(store: Store, keys: EmployerKey[]): void {
  const byName = new Map<string, number>();
  for (const { key, employer } of keys) {
    const known = byName.get(employer);
    if (known === undefined) byName.set(employer, store.employers.addEmployerWithKey(employer, key).id);
    else store.employers.addApiKey(known, key);
  }
}
