// Migration 3: a job's history may also say that the recruiter discarded their changes and the board's
// version came back (kind `discard`). SQLite cannot widen a CHECK in place, so the table is rebuilt.
import type { Migration } from '../migrate.ts';

export const historyDiscardMigration: Migration = {
  version: 3,
  name: 'history-discard',
  up(db) {
    db.exec(`
CREATE TABLE job_history_new (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('local-change', 'sync-call', 'pull', 'discard')),
  detail_json TEXT NOT NULL CHECK (json_valid(detail_json))
) STRICT;
INSERT INTO job_history_new (id, job_id, at, kind, detail_json)
  SELECT id, job_id, at, kind, detail_json FROM job_history;
DROP TABLE job_history;
ALTER TABLE job_history_new RENAME TO job_history;
CREATE INDEX job_history_by_job ON job_history (job_id, id);
`);
  },
};
