// Migration 6: several job boards. The boards (the single board of before becomes board 1, with the address
// saved in settings), a job's postings (one per board it is sent to, with the values that differ there),
// the outbox and board_jobs per (job, board), a `posting_sync` view per posting, and `job_sync` as the
// posting that most needs the recruiter.
import type { Migration } from '../migrate.ts';

// url: '' while the board has no address (board 1 on a store that never had one). position_types_json,
// categories_json: the board's own lists as [{id, name}], NULL for JobDesk's built-in ones. employer_name:
// the employer the board's key answers for, once an answer showed it. removed: withdrawn from every job and
// out of the list; kept until the board has confirmed the deletes it still has to receive.
const BOARDS = `
CREATE TABLE boards (
  id INTEGER PRIMARY KEY CHECK (id BETWEEN 1 AND 2147483647),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  url TEXT NOT NULL,
  employer_name TEXT,
  position_types_json TEXT CHECK (position_types_json IS NULL OR json_valid(position_types_json)),
  categories_json TEXT CHECK (categories_json IS NULL OR json_valid(categories_json)),
  removed INTEGER NOT NULL DEFAULT 0 CHECK (removed IN (0, 1)),
  created_at TEXT NOT NULL
) STRICT;
`;

// A job's posting on a board: the job is sent there. NULL values follow the job's (status, categories,
// position type, close date); a value is kept only where this board gets another. No foreign key to jobs:
// a local delete removes the postings in its own transaction, after the delete rows are queued.
const POSTINGS = `
CREATE TABLE postings (
  job_id INTEGER NOT NULL,
  board_id INTEGER NOT NULL REFERENCES boards (id),
  status TEXT CHECK (status IS NULL OR status IN ('active', 'archived', 'draft')),
  category_ids_json TEXT CHECK (category_ids_json IS NULL OR json_valid(category_ids_json)),
  position_type_id INTEGER,
  close_date TEXT,
  PRIMARY KEY (job_id, board_id)
) STRICT;
CREATE INDEX postings_by_board ON postings (board_id, job_id);
`;

// board_jobs keyed by (job, board): what each board has of each job.
const BOARD_JOBS_PER_BOARD = `
DROP VIEW job_sync;
CREATE TABLE board_jobs_new (
  job_id INTEGER NOT NULL,
  board_id INTEGER NOT NULL,
  employer_id INTEGER NOT NULL,
  remote_id INTEGER CHECK (remote_id IS NULL OR remote_id BETWEEN 1 AND 2147483647),
  reference_id TEXT CHECK (reference_id IS NULL OR length(reference_id) BETWEEN 1 AND 50),
  status TEXT CHECK (status IS NULL OR status IN ('active', 'archived', 'draft')),
  acked_version INTEGER CHECK (acked_version IS NULL OR acked_version >= 1),
  listed_header TEXT,
  missing INTEGER NOT NULL DEFAULT 0 CHECK (missing IN (0, 1)),
  updated_at TEXT NOT NULL,
  sent_json TEXT CHECK (sent_json IS NULL OR json_valid(sent_json)),
  base_json TEXT CHECK (base_json IS NULL OR json_valid(base_json)),
  read_at TEXT,
  conflict_json TEXT CHECK (conflict_json IS NULL OR json_valid(conflict_json)),
  PRIMARY KEY (job_id, board_id)
) STRICT;
INSERT INTO board_jobs_new (job_id, board_id, employer_id, remote_id, reference_id, status, acked_version,
    listed_header, missing, updated_at, sent_json, base_json, read_at, conflict_json)
  SELECT job_id, 1, employer_id, remote_id, reference_id, status, acked_version, listed_header, missing,
    updated_at, sent_json, base_json, read_at, conflict_json FROM board_jobs;
DROP TABLE board_jobs;
ALTER TABLE board_jobs_new RENAME TO board_jobs;
CREATE INDEX board_jobs_by_remote_id ON board_jobs (board_id, employer_id, remote_id) WHERE remote_id IS NOT NULL;
CREATE INDEX board_jobs_by_reference_id ON board_jobs (board_id, employer_id, reference_id)
  WHERE reference_id IS NOT NULL;
CREATE INDEX board_jobs_by_read_at ON board_jobs (board_id, employer_id, read_at) WHERE remote_id IS NOT NULL;
CREATE INDEX board_jobs_missing ON board_jobs (employer_id) WHERE missing = 1 OR conflict_json IS NOT NULL;

ALTER TABLE outbox ADD COLUMN board_id INTEGER NOT NULL DEFAULT 1;
CREATE INDEX outbox_by_board_state ON outbox (board_id, employer_id, state);
CREATE INDEX outbox_by_job_board ON outbox (job_id, board_id, seq);
`;

// The rules of migration 4's job_sync, per posting: each board's outbox rows and board row only. The views of
// their time: migration 10 writes them from the shared rule.
const POSTING_SYNC = `
CREATE VIEW posting_sync AS
SELECT id, employer_id, board_id, reference_id, version, created_at, updated_at, remote_id, acked_version,
  CASE
    WHEN conflict THEN 'conflict'
    WHEN missing = 1 THEN 'missing-on-remote'
    WHEN waiting THEN 'pending'
    WHEN attention THEN 'needs-attention'
    WHEN failed THEN 'failed'
    WHEN aside AND coalesce(acked_version, 0) < version THEN 'failed'
    WHEN acked_version >= version THEN 'synced'
    ELSE 'local'
  END AS sync_state,
  CASE
    WHEN conflict THEN 'This job was changed both here and on the job board. Choose which to keep.'
    WHEN missing = 1 THEN 'This job is no longer on the job board.'
    WHEN waiting THEN NULL
    WHEN attention OR failed THEN
      (SELECT last_error FROM outbox AS o WHERE o.job_id = s.id AND o.board_id = s.board_id
         AND o.state IN ('failed', 'needs-attention') ORDER BY seq DESC LIMIT 1)
    WHEN aside AND coalesce(acked_version, 0) < version THEN
      (SELECT last_error FROM outbox AS o WHERE o.job_id = s.id AND o.board_id = s.board_id
         AND o.state = 'set-aside' ORDER BY seq LIMIT 1)
  END AS sync_message
FROM (
  SELECT j.id, j.employer_id, p.board_id, j.reference_id, j.version, j.created_at, j.updated_at,
    b.remote_id, b.acked_version, coalesce(b.missing, 0) AS missing, b.conflict_json IS NOT NULL AS conflict,
    EXISTS (SELECT 1 FROM outbox AS o WHERE o.job_id = j.id AND o.board_id = p.board_id
      AND o.state IN ('pending', 'in-flight')) AS waiting,
    EXISTS (SELECT 1 FROM outbox AS o WHERE o.job_id = j.id AND o.board_id = p.board_id
      AND o.state = 'needs-attention') AS attention,
    EXISTS (SELECT 1 FROM outbox AS o WHERE o.job_id = j.id AND o.board_id = p.board_id
      AND o.state = 'failed') AS failed,
    EXISTS (SELECT 1 FROM outbox AS o WHERE o.job_id = j.id AND o.board_id = p.board_id
      AND o.state = 'set-aside') AS aside
  FROM postings AS p JOIN jobs AS j ON j.id = p.job_id
    LEFT JOIN board_jobs AS b ON b.job_id = p.job_id AND b.board_id = p.board_id
) AS s;
`;

// A job's own sync state: that of its posting most in need of the recruiter (the first board on a tie);
// a job posted nowhere is 'local', or 'pending' while a withdrawal still waits to be sent.
const JOB_SYNC = `
CREATE VIEW job_sync AS
SELECT j.id, j.employer_id, j.reference_id, j.version, j.created_at, j.updated_at,
  w.remote_id, w.acked_version,
  coalesce(w.sync_state, CASE WHEN EXISTS (SELECT 1 FROM outbox AS o WHERE o.job_id = j.id
    AND o.state IN ('pending', 'in-flight')) THEN 'pending' ELSE 'local' END) AS sync_state,
  w.sync_message
FROM jobs AS j LEFT JOIN posting_sync AS w ON w.id = j.id AND w.board_id = (
  SELECT ps.board_id FROM posting_sync AS ps WHERE ps.id = j.id
  ORDER BY CASE ps.sync_state WHEN 'conflict' THEN 0 WHEN 'missing-on-remote' THEN 1
    WHEN 'needs-attention' THEN 2 WHEN 'failed' THEN 3 WHEN 'pending' THEN 4 WHEN 'local' THEN 5 ELSE 6 END,
    ps.board_id
  LIMIT 1);
`;

export const boardsMigration: Migration = {
  version: 6,
  name: 'boards',
  up(db) {
    db.exec(BOARDS);
    db.exec(POSTINGS);
    // The board of before, under its saved address ('' when none was saved): nothing is lost on upgrade.
    db.prepare(
      `INSERT INTO boards (id, name, url, created_at)
       VALUES (1, 'Job board', coalesce((SELECT value FROM settings WHERE key = 'remote.url'), ''),
         strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    ).run();
    // Every job was sent to that board, and every job still is.
    db.exec('INSERT INTO postings (job_id, board_id) SELECT id, 1 FROM jobs');
    db.exec(BOARD_JOBS_PER_BOARD);
    db.exec(POSTING_SYNC);
    db.exec(JOB_SYNC);
  },
};
