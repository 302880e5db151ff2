// Migration 9: a job's history may also keep what the job board's version held when a delete made here
// removed it there (kind `board-changes-deleted`), so that nothing changed on the board is lost unseen.
// SQLite cannot widen a CHECK in place, so the table is rebuilt, its rows and ids kept.
import type { Migration } from '../migrate.ts';

export const historyBoardChangesDeletedMigration: Migration = {
  version: 9,
  name: 'history-board-changes-deleted',
  up(db) {
    db.exec(`
CREATE TABLE job_history_new (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('local-change', 'sync-call', 'pull', 'discard', 'conflict-resolved',
    'board-changes-deleted')),
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
