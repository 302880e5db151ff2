// Fills a board's data directory with jobs straight through the store (one transaction), much faster
// than through the API, so the board CLI can then be started on it.

import { lockDataFolder } from '../src-main/core/data-folder.ts';
import type { EmployerKey } from '../src-main/core/seeded-store.ts';
import { createStandaloneBoard } from '../src-main/core/standalone-board.ts';
import { createSeededRandom } from '../src-main/host/seeded-random.ts';
import { createStderrLogger } from '../src-main/host/stderr-logger.ts';
import { type Store, type StoredJobFields, toLocation } from '../src-main/store/index.ts';
import type { ProvinceCode } from '../src-main/store/places-repository.ts';
import { normalizePlaceName } from '../src-shared/locations/normalize-place-name.ts';
import type { Location } from '../src-shared/schemas/resources.ts';
import { BENCH_CITIES, type BenchJob, makeBenchJob } from './job-corpus.ts';

/** The measured employer's key first, then another employer whose jobs share the tables. */
export const BENCH_KEYS: [EmployerKey, EmployerKey] = [
  { key: 'bench-key-main', employer: 'Bench Employer' },
  { key: 'bench-key-other', employer: 'Other Employer' },
];

export type SeedOptions = {
  dataDir: string;
  /** The employer measured, first, and another one whose jobs share the tables. */
  keys: [EmployerKey, EmployerKey];
  jobs: number;
  otherEmployerJobs: number;
  seed: number;
};

export type SeedResult = { employerId: number; jobIds: number[]; seedMs: number };

/** Seeds the jobs and closes the store; the ids of the measured employer's jobs come back for GET/PUT. */
export async function seedBoard(options: SeedOptions): Promise<SeedResult> {
  const start = performance.now();
  const core = await createStandaloneBoard({
    keys: options.keys,
    dataFolder: lockDataFolder(options.dataDir, 'the benchmark seeding a board'),
    logger: createStderrLogger(),
  });
  try {
    const { store } = core;
    const [main, other] = options.keys.map((k) => store.employers.findEmployerByKey(k.key)?.id);
    if (main === undefined || other === undefined) throw new Error('The seeded employers are missing.');
    const [jobIds = []] = insertBenchJobs(
      store,
      [
        { employerId: main, jobs: options.jobs },
        { employerId: other, jobs: options.otherEmployerJobs },
      ],
      options.seed,
    );
    // Start the board on a checkpointed file, as after a normal restart.
    store.db.pragma('wal_checkpoint(TRUNCATE)');
    return { employerId: main, jobIds, seedMs: performance.now() - start };
  } finally {
    core.close();
  }
}

/**
 * Inserts the corpus's jobs straight into the store, in one transaction: each employer's share in turn,
 * numbered on from the one before, so a seed always gives the same jobs. The new ids, per employer.
 */
export function insertBenchJobs(
  store: Store,
  shares: ReadonlyArray<{ employerId: number; jobs: number }>,
  seed: number,
): number[][] {
  const locationOf = cityLocations(store);
  const random = createSeededRandom(seed);
  let i = 0;
  return store.transaction(() =>
    shares.map(({ employerId, jobs }) => {
      const ids: number[] = [];
      for (const end = i + jobs; i < end; i += 1) {
        const inserted = store.jobs.insertJob(employerId, toStoredJob(makeBenchJob(i, random), locationOf));
        if (!inserted.ok) throw new Error(`Seed job ${i} refused: ${inserted.error.type}`);
        ids.push(inserted.value.id);
      }
      return ids;
    }),
  );
}

function cityLocations(store: Store): (city: BenchJob['city']) => Location {
  const byDescription = new Map<string, Location>();
  for (const city of BENCH_CITIES) {
    const province = city.province as ProvinceCode;
    const key = normalizePlaceName(city.name);
    const place =
      store.places.findPlaceByKeyAndProvince(key, province) ??
      store.places.addUserPlace({ name: city.name, province }, normalizePlaceName);
    byDescription.set(`${city.name}, ${city.province}`, toLocation(place));
  }
  return (city) => {
    const location = byDescription.get(`${city.name}, ${city.province}`);
    if (location === undefined) throw new Error(`No place for ${city.name}, ${city.province}.`);
    return location;
  };
}

function toStoredJob(job: BenchJob, locationOf: (city: BenchJob['city']) => Location): StoredJobFields {
  const closeDate = new Date(Date.parse(job.publishDate) + 60 * 86_400_000).toISOString();
  return {
    referenceId: job.referenceId,
    title: job.title,
    status: job.status,
    publishDate: job.publishDate,
    closeDate,
    confidential: false,
    autoRefresh: false,
    locations: [locationOf(job.city)],
    categoryIds: [job.categoryId],
    positionTypeId: job.positionTypeId,
    salary: job.salary && { ...job.salary, plusCommission: false },
    description: job.description,
    applicantRoutingTypeId: 1,
    applicationEmail: 'jobs@example.com',
    applicationUrl: null,
  };
}
