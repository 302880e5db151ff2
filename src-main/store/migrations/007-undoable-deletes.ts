// Migration 7: deletes a recruiter can undo. An outbox row may wait until a time (`not_before`) whatever
// "Sync now" does, so the board's delete waits out the undo window; and the deleted job is kept for that
// window (`deleted_jobs`), so an Undo puts the same job back: its id, fields, version, postings and language.
import type { Migration } from '../migrate.ts';

// not_before: the row is not sent before this time (an ISO date-time), unlike next_attempt_at (a retry's
// backoff, which "Sync now" clears). job_json: the job as the API showed it; postings_json: its postings'
// rows; version: its last version, which its delete rows name; created_at: when the job was created, put
// back with it. Kept until restorable_until, then pruned.
const UNDOABLE_DELETES = `
ALTER TABLE outbox ADD COLUMN not_before TEXT;
CREATE TABLE deleted_jobs (
  job_id INTEGER PRIMARY KEY,
  employer_id INTEGER NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1),
  job_json TEXT NOT NULL CHECK (json_valid(job_json)),
  postings_json TEXT NOT NULL CHECK (json_valid(postings_json) AND json_type(postings_json) = 'array'),
  spelling_language TEXT,
  created_at TEXT NOT NULL,
  restorable_until TEXT NOT NULL
) STRICT;
CREATE INDEX deleted_jobs_by_restorable_until ON deleted_jobs (restorable_until);
`;

export const undoableDeletesMigration: Migration = {
  version: 7,
  name: 'undoable-deletes',
  up(db) {
    db.exec(UNDOABLE_DELETES);
  },
};
