// Migration 2: the sync engine's ledger of each job's copy on the remote board (its id, the referenceId
// and status the board has), kept apart from `jobs` so that it outlives a local delete until the
// board has acknowledged it. Frozen once released.
import type { Migration } from '../migrate.ts';

// No foreign key to jobs, as for the outbox: a deleted job's entry stays until its delete is sent.
// `reference_id` null: the board has no referenceId for the job, or it is uncertain (a rename was sent
// and not acknowledged), so the job must be addressed by `remote_id`. Every row means "this job is or
// may be on the board": it is written before the first request that can create it is sent.
const REMOTE_JOBS = `
CREATE TABLE remote_jobs (
  job_id INTEGER PRIMARY KEY,
  employer_id INTEGER NOT NULL,
  remote_id INTEGER CHECK (remote_id IS NULL OR remote_id BETWEEN 1 AND 2147483647),
  reference_id TEXT CHECK (reference_id IS NULL OR length(reference_id) BETWEEN 1 AND 50),
  status TEXT CHECK (status IS NULL OR status IN ('active', 'archived', 'draft')),
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX remote_jobs_by_remote_id ON remote_jobs (employer_id, remote_id) WHERE remote_id IS NOT NULL;
CREATE INDEX remote_jobs_by_reference_id ON remote_jobs (employer_id, reference_id)
  WHERE reference_id IS NOT NULL;
`;

// Jobs that already have a remote id are on the board as they were last synced.
const FROM_JOBS = `
INSERT INTO remote_jobs (job_id, employer_id, remote_id, reference_id, status, updated_at)
SELECT id, employer_id, remote_id, reference_id,
  CASE WHEN sync_state = 'synced' THEN status END, updated_at
FROM jobs WHERE remote_id IS NOT NULL AND remote_id BETWEEN 1 AND 2147483647;
`;

export const remoteJobsMigration: Migration = {
  version: 2,
  name: 'remote-jobs',
  up(db) {
    db.exec(REMOTE_JOBS);
    db.exec(FROM_JOBS);
  },
};
