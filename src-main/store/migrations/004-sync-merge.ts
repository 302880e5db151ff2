// Migration 4: what a three-way merge needs. Per job on the board, the base (the board's version JobDesk last
// read or was answered with), when it was last read in full, and a conflict waiting for the recruiter; a
// 'conflict' sync state in the job_sync view; 'conflict-resolved' history entries.
import type { Db } from '../database.ts';
import type { Migration } from '../migrate.ts';

// base_json: the board's version as JobInput (jobToInput); NULL when unknown (a job synced before this
// migration with changes still waiting: its first merge leaves every difference to the recruiter).
// read_at: when JobDesk last had the board's whole job (a read or an answer), so a pull can re-read the
// least recently read ones. conflict_json: {properties, board} — the properties changed on both sides and
// the board's whole job when the merge found them; NULL when there is no conflict. sent_json: the properties
// (as JobInput holds them) of an update sent and not yet acknowledged: found on the board at the next read,
// they are JobDesk's own change that arrived, not a change made on the board.
const BOARD_JOBS_COLUMNS = `
ALTER TABLE board_jobs ADD COLUMN sent_json TEXT CHECK (sent_json IS NULL OR json_valid(sent_json));
ALTER TABLE board_jobs ADD COLUMN base_json TEXT CHECK (base_json IS NULL OR json_valid(base_json));
ALTER TABLE board_jobs ADD COLUMN read_at TEXT;
ALTER TABLE board_jobs ADD COLUMN conflict_json TEXT CHECK (conflict_json IS NULL OR json_valid(conflict_json));
CREATE INDEX board_jobs_by_read_at ON board_jobs (employer_id, read_at) WHERE remote_id IS NOT NULL;
`;

const HISTORY_WITH_CONFLICTS = `
CREATE TABLE job_history_new (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('local-change', 'sync-call', 'pull', 'discard', 'conflict-resolved')),
  detail_json TEXT NOT NULL CHECK (json_valid(detail_json))
) STRICT;
INSERT INTO job_history_new (id, job_id, at, kind, detail_json)
  SELECT id, job_id, at, kind, detail_json FROM job_history;
DROP TABLE job_history;
ALTER TABLE job_history_new RENAME TO job_history;
CREATE INDEX job_history_by_job ON job_history (job_id, id);
`;

// As in migration 1, plus two rules (the view of its time: migration 10 writes the shared rule's). A conflict comes first: nothing of the job is sent until the
// recruiter decides, whatever else waits. A job the board no longer has stays 'missing-on-remote' even
// when it is edited again: an edit never recreates it (Publish again does, as a create).
const JOB_SYNC = `
DROP VIEW job_sync;
CREATE VIEW job_sync AS
SELECT id, employer_id, reference_id, version, created_at, updated_at, remote_id, acked_version,
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
      (SELECT last_error FROM outbox WHERE job_id = id AND state IN ('failed', 'needs-attention')
       ORDER BY seq DESC LIMIT 1)
    WHEN aside AND coalesce(acked_version, 0) < version THEN
      (SELECT last_error FROM outbox WHERE job_id = id AND state = 'set-aside' ORDER BY seq LIMIT 1)
  END AS sync_message
FROM (
  SELECT j.id, j.employer_id, j.reference_id, j.version, j.created_at, j.updated_at,
    b.remote_id, b.acked_version, b.missing, b.conflict_json IS NOT NULL AS conflict,
    EXISTS (SELECT 1 FROM outbox WHERE job_id = j.id AND state IN ('pending', 'in-flight')) AS waiting,
    EXISTS (SELECT 1 FROM outbox WHERE job_id = j.id AND state = 'needs-attention') AS attention,
    EXISTS (SELECT 1 FROM outbox WHERE job_id = j.id AND state = 'failed') AS failed,
    EXISTS (SELECT 1 FROM outbox WHERE job_id = j.id AND state = 'set-aside') AS aside
  FROM jobs AS j LEFT JOIN board_jobs AS b ON b.job_id = j.id
);
`;

type SyncedJobRow = {
  id: number;
  reference_id: string | null;
  title: string;
  status: string;
  close_date: string | null;
  confidential: 0 | 1;
  auto_refresh: 0 | 1;
  position_type_id: number;
  salary_amount: number | null;
  salary_max_amount: number | null;
  salary_period_id: number | null;
  salary_plus_commission: 0 | 1 | null;
  routing_type_id: number;
  application_email: string | null;
  application_url: string | null;
  locations_json: string;
  category_ids_json: string;
  description: string;
};

/**
 * A job the board acknowledged in its current version, with nothing waiting, is what the board had when
 * JobDesk last saw it (the answer was written back): its base. Written as jobToInput writes it.
 */
function baseOf(row: SyncedJobRow): string {
  const locations = JSON.parse(row.locations_json) as Array<{ description: string }>;
  const categoryIds = JSON.parse(row.category_ids_json) as number[];
  return JSON.stringify({
    referenceId: row.reference_id,
    title: row.title,
    closeDate: row.close_date,
    confidential: row.confidential === 1,
    autoRefresh: row.auto_refresh === 1,
    status: row.status,
    locations: locations.map(({ description }) => ({ description })),
    categories: categoryIds.map((id) => ({ id })),
    positionType: { id: row.position_type_id },
    salary:
      row.salary_amount === null || row.salary_period_id === null
        ? null
        : {
            amount: row.salary_amount,
            maxAmount: row.salary_max_amount,
            period: { id: row.salary_period_id },
            plusCommission: row.salary_plus_commission === 1,
          },
    description: row.description,
    applicantRoutingType: { id: row.routing_type_id },
    applicationEmail: row.application_email,
    applicationUrl: row.application_url,
  });
}

function fillKnownBases(db: Db): void {
  const synced = db.prepare<[], SyncedJobRow>(
    `SELECT j.* FROM jobs AS j JOIN board_jobs AS b ON b.job_id = j.id
     WHERE b.remote_id IS NOT NULL AND b.missing = 0 AND b.acked_version >= j.version
       AND NOT EXISTS (SELECT 1 FROM outbox WHERE job_id = j.id)`,
  );
  const setBase = db.prepare<[string, number]>('UPDATE board_jobs SET base_json = ? WHERE job_id = ?');
  for (const row of synced.all()) setBase.run(baseOf(row), row.id);
}

export const syncMergeMigration: Migration = {
  version: 4,
  name: 'sync-merge',
  up(db) {
    db.exec(BOARD_JOBS_COLUMNS);
    db.exec(HISTORY_WITH_CONFLICTS);
    db.exec(JOB_SYNC);
    fillKnownBases(db);
  },
};
