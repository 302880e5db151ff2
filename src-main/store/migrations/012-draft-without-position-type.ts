// Migration 12: a half-done draft may be kept without a position type (src-shared/rules/draft-details.ts), so
// `jobs.position_type_id` may be NULL. SQLite cannot drop a NOT NULL, so the table is rebuilt: same columns,
// checks, indexes and rows, ids and the id sequence kept (an undone delete brings its job back under its id).
import type { Db } from '../database.ts';
import type { Migration } from '../migrate.ts';
import { replaceSyncStateViews } from '../sync-state-views.ts';

const ISO_DATE_TIME = `'[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'`;

const JOBS = `
CREATE TABLE jobs_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT CHECK (id <= 2147483647),
  employer_id INTEGER NOT NULL REFERENCES employers (id),
  reference_id TEXT CHECK (reference_id IS NULL OR length(reference_id) BETWEEN 1 AND 50),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 256),
  title_key TEXT NOT NULL,
  reference_key TEXT CHECK ((reference_key IS NULL) = (reference_id IS NULL)),
  status TEXT NOT NULL CHECK (status IN ('active', 'archived', 'draft')),
  publish_date TEXT NOT NULL CHECK (publish_date GLOB ${ISO_DATE_TIME}),
  close_date TEXT CHECK (close_date IS NULL OR close_date GLOB ${ISO_DATE_TIME}),
  confidential INTEGER NOT NULL CHECK (confidential IN (0, 1)),
  auto_refresh INTEGER NOT NULL CHECK (auto_refresh IN (0, 1)),
  position_type_id INTEGER,
  salary_amount REAL,
  salary_max_amount REAL CHECK (salary_max_amount IS NULL OR salary_amount IS NOT NULL),
  salary_period_id INTEGER CHECK ((salary_period_id IS NULL) = (salary_amount IS NULL)),
  salary_plus_commission INTEGER
    CHECK ((salary_plus_commission IS NULL) = (salary_amount IS NULL) AND salary_plus_commission IN (0, 1)),
  routing_type_id INTEGER NOT NULL,
  application_email TEXT,
  application_url TEXT,
  locations_json TEXT NOT NULL CHECK (json_valid(locations_json) AND json_type(locations_json) = 'array'),
  category_ids_json TEXT NOT NULL
    CHECK (json_valid(category_ids_json) AND json_type(category_ids_json) = 'array'),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  description TEXT NOT NULL
) STRICT;
INSERT INTO jobs_new SELECT * FROM jobs;
`;

const INDEXES = `
CREATE UNIQUE INDEX jobs_by_reference_id ON jobs (employer_id, reference_id);
CREATE INDEX jobs_auto_refresh_due ON jobs (employer_id, publish_date)
  WHERE auto_refresh = 1 AND status = 'active';
`;

/** The tables with a foreign key to jobs (read from the schema, so a table added before this migration counts). */
function tablesNamingJobs(db: Db): string[] {
  return db
    .prepare(
      `SELECT DISTINCT m.name FROM sqlite_master AS m, pragma_foreign_key_list(m.name) AS f
       WHERE m.type = 'table' AND f."table" = 'jobs' ORDER BY m.name`,
    )
    .pluck()
    .all() as string[];
}

function rebuildJobs(db: Db): void {
  const sequence = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'jobs'").pluck().get() as
    | number
    | undefined;
  // With foreign keys on (a migration cannot turn them off), dropping jobs would cascade to every table that
  // names a job (its spelling language, its language version, its posting answers): their rows are kept aside
  // and put back once the new table has the jobs they name.
  const naming = tablesNamingJobs(db);
  for (const table of naming)
    db.exec(
      `CREATE TEMP TABLE "${table}_kept" AS SELECT * FROM main."${table}"; DELETE FROM main."${table}";`,
    );
  // Views that read jobs must go before it is renamed over (SQLite checks every view at a rename).
  for (const view of ['job_sync', 'posting_sync']) db.exec(`DROP VIEW IF EXISTS ${view}`);
  db.exec(JOBS);
  db.exec('DROP TABLE jobs; ALTER TABLE jobs_new RENAME TO jobs;');
  db.exec(INDEXES);
  if (sequence !== undefined)
    db.prepare("UPDATE sqlite_sequence SET seq = ? WHERE name = 'jobs'").run(sequence);
  for (const table of naming)
    db.exec(
      `INSERT INTO main."${table}" SELECT * FROM temp."${table}_kept"; DROP TABLE temp."${table}_kept";`,
    );
  replaceSyncStateViews(db);
}

export const draftWithoutPositionTypeMigration: Migration = {
  version: 12,
  name: 'draft-without-position-type',
  up: rebuildJobs,
};
