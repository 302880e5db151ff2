// Migration 1: the whole schema, read top to bottom: employers and their keys, jobs, the outbox of local
// changes, what the job board has of each job, each job's history, places, reference lists and settings.
// Frozen once released: later changes go in new migrations, each with its test.
import type { Migration } from '../migrate.ts';

// A canonical `Date.prototype.toISOString()` value; the list sorts on these as text.
const ISO_DATE_TIME = `'[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'`;

const EMPLOYERS_AND_KEYS = `
CREATE TABLE employers (
  id INTEGER PRIMARY KEY CHECK (id BETWEEN 1 AND 2147483647),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 128)
) STRICT;

-- The SHA-256 (hex) of each API key: the key itself is never stored.
CREATE TABLE api_keys (
  key_hash TEXT PRIMARY KEY CHECK (length(key_hash) = 64),
  employer_id INTEGER NOT NULL REFERENCES employers (id) ON DELETE CASCADE
) STRICT;
CREATE INDEX api_keys_by_employer ON api_keys (employer_id);
`;

// Column order matters: the description, the only big value, is last so that reading any other
// column never walks its overflow pages. The list's order, filters and search are served by an
// in-memory index (job-list-index.ts), not by SQLite indexes: on disk they only made every write slower.
// `version` counts local changes; what the board has acknowledged is in `board_jobs`.
const JOBS = `
CREATE TABLE jobs (
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
  position_type_id INTEGER NOT NULL,
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
-- Reference ids are unique per employer (NULLs are distinct).
CREATE UNIQUE INDEX jobs_by_reference_id ON jobs (employer_id, reference_id);
-- The active jobs with auto-refresh on, so advancing their publish dates finds them without a scan.
CREATE INDEX jobs_auto_refresh_due ON jobs (employer_id, publish_date)
  WHERE auto_refresh = 1 AND status = 'active';
`;

// One row per local change: "job J changed to version V by operation O", and its delivery state. The
// request body is read from the job when the change is sent (its latest state), never stored here.
// No foreign key to jobs: a delete's row must outlive the job it deletes.
//   pending: waits to be sent (after next_attempt_at when set); in-flight: claimed by the sync engine;
//   failed, needs-attention: wait for a person (last_error says why); set-aside: can never be sent.
const OUTBOX = `
CREATE TABLE outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL,
  employer_id INTEGER NOT NULL,
  operation TEXT NOT NULL CHECK (operation IN ('create', 'update', 'delete')),
  job_version INTEGER NOT NULL CHECK (job_version >= 1),
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT,
  last_error TEXT,
  state TEXT NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'in-flight', 'failed', 'needs-attention', 'set-aside'))
) STRICT;
CREATE INDEX outbox_by_job ON outbox (job_id, seq);
-- The sync status counts an employer's rows by state from this index alone.
CREATE INDEX outbox_by_employer_state ON outbox (employer_id, state);
`;

// What the job board has of each job: one row per job that is, or may be, on the board. Written before
// the first request that can create the job, it outlives a local delete until the board acknowledged the
// delete (no foreign key to jobs). remote_id: null until the board answered. reference_id: null when the
// board has none or it is uncertain (a rename sent, not acknowledged): address the job by remote_id.
// status: what the board has, 'archived' when it may be, null when unknown. acked_version: the local
// version the board last acknowledged (or that a pull wrote). listed_header: the job's header in the
// board's list (GET /jobs) when JobDesk last read or wrote the job, so a pull reads again only the jobs
// whose header differs. missing: the last pull did not list the job.
const BOARD_JOBS = `
CREATE TABLE board_jobs (
  job_id INTEGER PRIMARY KEY,
  employer_id INTEGER NOT NULL,
  remote_id INTEGER CHECK (remote_id IS NULL OR remote_id BETWEEN 1 AND 2147483647),
  reference_id TEXT CHECK (reference_id IS NULL OR length(reference_id) BETWEEN 1 AND 50),
  status TEXT CHECK (status IS NULL OR status IN ('active', 'archived', 'draft')),
  acked_version INTEGER CHECK (acked_version IS NULL OR acked_version >= 1),
  listed_header TEXT,
  missing INTEGER NOT NULL DEFAULT 0 CHECK (missing IN (0, 1)),
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX board_jobs_by_remote_id ON board_jobs (employer_id, remote_id) WHERE remote_id IS NOT NULL;
CREATE INDEX board_jobs_by_reference_id ON board_jobs (employer_id, reference_id)
  WHERE reference_id IS NOT NULL;
`;

// A job's sync state as version 1 derived it (migration 10 replaced the view with the shared rule's,
// src-shared/rules/job-sync-state.ts), from its outbox rows and its board row:
//   pending: a change waits to be sent or is being sent; needs-attention / failed: a change waits for a
//   person (a refusal, or rows set aside while the board does not have the current version);
//   missing-on-remote: the board no longer lists it; synced: the board acknowledged the current
//   version; local: never sent. sync_message says why for the states that wait for a person.
const JOB_SYNC = `
CREATE VIEW job_sync AS
SELECT id, employer_id, reference_id, version, created_at, updated_at, remote_id, acked_version,
  CASE
    WHEN waiting THEN 'pending'
    WHEN attention THEN 'needs-attention'
    WHEN failed THEN 'failed'
    WHEN aside AND coalesce(acked_version, 0) < version THEN 'failed'
    WHEN missing = 1 THEN 'missing-on-remote'
    WHEN acked_version >= version THEN 'synced'
    ELSE 'local'
  END AS sync_state,
  CASE
    WHEN waiting THEN NULL
    WHEN attention OR failed THEN
      (SELECT last_error FROM outbox WHERE job_id = id AND state IN ('failed', 'needs-attention')
       ORDER BY seq DESC LIMIT 1)
    WHEN aside AND coalesce(acked_version, 0) < version THEN
      (SELECT last_error FROM outbox WHERE job_id = id AND state = 'set-aside' ORDER BY seq LIMIT 1)
    WHEN missing = 1 THEN 'This job is no longer on the job board.'
  END AS sync_message
FROM (
  SELECT j.id, j.employer_id, j.reference_id, j.version, j.created_at, j.updated_at,
    b.remote_id, b.acked_version, b.missing,
    EXISTS (SELECT 1 FROM outbox WHERE job_id = j.id AND state IN ('pending', 'in-flight')) AS waiting,
    EXISTS (SELECT 1 FROM outbox WHERE job_id = j.id AND state = 'needs-attention') AS attention,
    EXISTS (SELECT 1 FROM outbox WHERE job_id = j.id AND state = 'failed') AS failed,
    EXISTS (SELECT 1 FROM outbox WHERE job_id = j.id AND state = 'set-aside') AS aside
  FROM jobs AS j LEFT JOIN board_jobs AS b ON b.job_id = j.id
);
`;

// Why the board shows what it shows: per job, its local changes, the calls sync made for it and the pulls
// that changed it, newest last (id order). Bounded: the writer prunes all but the last entries of a job in
// the same transaction. No foreign key: a deleted job's history stays readable. No AUTOINCREMENT (it
// writes sqlite_sequence on every insert): pruning removes only a job's oldest entries, never the newest
// row, so new ids keep growing.
const JOB_HISTORY = `
CREATE TABLE job_history (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('local-change', 'sync-call', 'pull')),
  detail_json TEXT NOT NULL CHECK (json_valid(detail_json))
) STRICT;
CREATE INDEX job_history_by_job ON job_history (job_id, id);
`;

// UNIQUE (name_key, province) is also the index for lookups and prefix search by name_key.
const PLACES_AND_REFERENCE_LISTS = `
CREATE TABLE places (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 256),
  name_key TEXT NOT NULL,
  province TEXT NOT NULL
    CHECK (province IN ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')),
  type TEXT NOT NULL DEFAULT 'Town' CHECK (length(type) BETWEEN 1 AND 50),
  source TEXT NOT NULL CHECK (source IN ('catalog', 'user')),
  UNIQUE (name_key, province)
) STRICT;

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40)
) STRICT;

CREATE TABLE position_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 10)
) STRICT;

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;
`;

export const initialMigration: Migration = {
  version: 1,
  name: 'initial',
  up(db) {
    db.exec(EMPLOYERS_AND_KEYS);
    db.exec(JOBS);
    db.exec(OUTBOX);
    db.exec(BOARD_JOBS);
    db.exec(JOB_SYNC);
    db.exec(JOB_HISTORY);
    db.exec(PLACES_AND_REFERENCE_LISTS);
  },
};
