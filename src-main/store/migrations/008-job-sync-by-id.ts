// Migration 8: the same `job_sync` as migration 6, written so that one job's row is read through indexes.
// Migration 6 left-joined `posting_sync`; SQLite cannot push a join's condition into that view, so every
// lookup of one job materialized the view for every posting (about 30 ms at 10,000 jobs, once per row of the
// jobs list). Read from `posting_sync` itself, a `WHERE id = ?` reaches its tables' indexes. Migration 10
// writes the same shape from the shared rule.
import type { Migration } from '../migrate.ts';

// A job's own sync state: that of its posting most in need of the recruiter (the first board on a tie);
// a job posted nowhere is 'local', or 'pending' while a withdrawal still waits to be sent.
const JOB_SYNC = `
DROP VIEW job_sync;
CREATE VIEW job_sync AS
SELECT w.id, w.employer_id, w.reference_id, w.version, w.created_at, w.updated_at,
  w.remote_id, w.acked_version, w.sync_state, w.sync_message
FROM posting_sync AS w
WHERE w.board_id = (
  SELECT ps.board_id FROM posting_sync AS ps WHERE ps.id = w.id
  ORDER BY CASE ps.sync_state WHEN 'conflict' THEN 0 WHEN 'missing-on-remote' THEN 1
    WHEN 'needs-attention' THEN 2 WHEN 'failed' THEN 3 WHEN 'pending' THEN 4 WHEN 'local' THEN 5 ELSE 6 END,
    ps.board_id
  LIMIT 1)
UNION ALL
SELECT j.id, j.employer_id, j.reference_id, j.version, j.created_at, j.updated_at, NULL, NULL,
  CASE WHEN EXISTS (SELECT 1 FROM outbox AS o WHERE o.job_id = j.id AND o.state IN ('pending', 'in-flight'))
    THEN 'pending' ELSE 'local' END,
  NULL
FROM jobs AS j
WHERE NOT EXISTS (SELECT 1 FROM postings AS p WHERE p.job_id = j.id);
`;

export const jobSyncByIdMigration: Migration = {
  version: 8,
  name: 'job-sync-by-id',
  up(db) {
    db.exec(JOB_SYNC);
  },
};
