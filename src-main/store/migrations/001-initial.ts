// Migration 1: the whole first schema (employers and keys, jobs and their search index, the outbox,
// places, reference lists, settings). Frozen once released: later changes go in new migrations.
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
// column never walks its overflow pages.
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
  remote_id INTEGER,
  sync_state TEXT NOT NULL DEFAULT 'local'
    CHECK (sync_state IN ('local', 'pending', 'synced', 'failed', 'needs-attention', 'missing-on-remote')),
  sync_message TEXT,
  synced_version INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  description TEXT NOT NULL
) STRICT;

-- Reference ids are unique per employer (NULLs are distinct); also the narrow index counts use.
CREATE UNIQUE INDEX jobs_by_reference_id ON jobs (employer_id, reference_id);

CREATE UNIQUE INDEX jobs_by_remote_id ON jobs (employer_id, remote_id) WHERE remote_id IS NOT NULL;

-- The list order; covers the search filter too, so a substring scan never reads a job row.
CREATE INDEX jobs_list ON jobs (employer_id, publish_date DESC, id DESC, status, title_key, reference_key);
-- The same for one status.
CREATE INDEX jobs_list_by_status
  ON jobs (employer_id, status, publish_date DESC, id DESC, title_key, reference_key);
`;

// Trigram index of the folded title and reference id, for substring search of 3 or more characters.
// employer_token and status_token hold one trigram each (the employer id as three private-use
// characters, the first three letters of the status), so a MATCH counts one employer's matches
// without reading job rows. Contentless: it stores no text, only the index.
const JOB_SEARCH = `
CREATE VIRTUAL TABLE jobs_search USING fts5(
  title_key, reference_key, employer_token, status_token,
  content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1'
);

CREATE TRIGGER jobs_search_after_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_search (rowid, title_key, reference_key, employer_token, status_token)
  VALUES (
    new.id, new.title_key, new.reference_key,
    char(57344 + ((new.employer_id >> 22) & 2047), 57344 + ((new.employer_id >> 11) & 2047),
      57344 + (new.employer_id & 2047)),
    substr(new.status, 1, 3)
  );
END;

CREATE TRIGGER jobs_search_after_update
AFTER UPDATE OF id, employer_id, title_key, reference_key, status ON jobs BEGIN
  DELETE FROM jobs_search WHERE rowid = old.id;
  INSERT INTO jobs_search (rowid, title_key, reference_key, employer_token, status_token)
  VALUES (
    new.id, new.title_key, new.reference_key,
    char(57344 + ((new.employer_id >> 22) & 2047), 57344 + ((new.employer_id >> 11) & 2047),
      57344 + (new.employer_id & 2047)),
    substr(new.status, 1, 3)
  );
END;

CREATE TRIGGER jobs_search_after_delete AFTER DELETE ON jobs BEGIN
  DELETE FROM jobs_search WHERE rowid = old.id;
END;
`;

// No foreign key to jobs: a delete's outbox row must outlive the job it deletes.
const OUTBOX = `
CREATE TABLE outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL,
  employer_id INTEGER NOT NULL,
  reference_id TEXT,
  remote_id INTEGER,
  operation TEXT NOT NULL CHECK (operation IN ('create', 'update', 'delete')),
  job_version INTEGER NOT NULL,
  payload_json TEXT NOT NULL CHECK (json_valid(payload_json)),
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT,
  last_error TEXT,
  state TEXT NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'in-flight', 'failed', 'needs-attention', 'set-aside'))
) STRICT;
CREATE INDEX outbox_by_state ON outbox (state, seq);
CREATE INDEX outbox_by_job ON outbox (job_id, seq);
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
    db.exec(JOB_SEARCH);
    db.exec(OUTBOX);
    db.exec(PLACES_AND_REFERENCE_LISTS);
  },
};
