// Migration 13: a bulk Publish or Archive kept for its Undo window in the store, as a delete is (deleted_jobs),
// so that a restart within the window leaves its Undo possible: what the job was before the change, its
// postings, and the outbox rows that wait until the window ends.
import type { Migration } from '../migrate.ts';

// before_json: the job as the API showed it before the change; version_before: its version then;
// postings_json: its postings' rows then; rows_json: the [board id, outbox seq] pairs the change appended;
// held_until: the end of the window (an ISO date-time, the rows' not_before), moved with the wall clock's
// steps as the rows' are. Kept a minute past it, then pruned.
const HELD_STATUS_CHANGES = `
CREATE TABLE held_status_changes (
  job_id INTEGER PRIMARY KEY,
  employer_id INTEGER NOT NULL,
  before_json TEXT NOT NULL CHECK (json_valid(before_json)),
  version_before INTEGER NOT NULL CHECK (version_before >= 0),
  postings_json TEXT NOT NULL CHECK (json_valid(postings_json) AND json_type(postings_json) = 'array'),
  rows_json TEXT NOT NULL CHECK (json_valid(rows_json) AND json_type(rows_json) = 'array'),
  held_until TEXT NOT NULL
) STRICT;
CREATE INDEX held_status_changes_by_held_until ON held_status_changes (held_until);
`;

export const heldStatusChangesMigration: Migration = {
  version: 13,
  name: 'held-status-changes',
  up(db) {
    db.exec(HELD_STATUS_CHANGES);
  },
};
