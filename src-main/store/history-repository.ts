// Each job's history (table `job_history`): its local changes, the calls sync made for it and the pulls
// that changed it; bounded per job in entries and in size, the oldest entries pruned in the transaction
// that adds a new one.
import type { PublishFacts } from '../../src-shared/rules/publish-date.ts';
import { type JobHistoryEntry, JobHistoryEntrySchema } from '../../src-shared/schemas/history.ts';
import type { Clock, Db } from './database.ts';

/** At most this many of a job's latest entries are kept, and this many when they fit HISTORY_BYTES_KEPT. */
export const HISTORY_ENTRIES_KEPT = 200;
/**
 * At most about this many bytes of a job's entries are kept (its newest entry always): entries hold the
 * descriptions a change replaced, up to 100,000 characters each, so 200 of them could weigh 40 MB.
 */
export const HISTORY_BYTES_KEPT = 4 * 1024 * 1024;

type WithoutAt<T> = T extends unknown
  ? Omit<T, 'at' | 'kind'> & { kind: T extends { kind: infer K } ? K : never }
  : never;
/** An entry to add; its time comes from the store's clock. */
export type NewHistoryEntry = WithoutAt<JobHistoryEntry>;

export type HistoryRepository = {
  /**
   * Adds an entry to the job's history and prunes all but its last HISTORY_ENTRIES_KEPT, and the oldest of
   * those beyond HISTORY_BYTES_KEPT (never the newest entry), in one step:
   * inside the caller's transaction (the change it records), so a rolled-back change leaves no entry.
   */
  append(jobId: number, entry: NewHistoryEntry): void;
  /** The job's newest `count` entries, newest first, with their row ids (for `remove`). */
  newest(jobId: number, count: number): Array<{ id: number; entry: JobHistoryEntry }>;
  /** Removes one of the job's entries, inside the caller's transaction (an entry folded into a newer one). */
  remove(jobId: number, id: number): void;
  /** One page of the job's history, newest first (`page` from 1), and how many entries it has. */
  page(jobId: number, page: number, pageSize: number): { rows: JobHistoryEntry[]; total: number };
  /** Whether the job's history holds its creation here, and a change that made it active (a publish). */
  publishFacts(jobId: number): PublishFacts;
};

type HistoryRow = { id: number; at: string; kind: JobHistoryEntry['kind']; detail_json: string };

/** A stored row as an entry, parsed again so that a row edited by hand never reaches the UI malformed. */
function entryOf(row: HistoryRow): JobHistoryEntry {
  return JobHistoryEntrySchema.parse({
    ...(JSON.parse(row.detail_json) as object),
    kind: row.kind,
    at: row.at,
  });
}

export function createHistoryRepository(db: Db, options: { now: Clock }): HistoryRepository {
  const insert = db.prepare<[{ job_id: number; at: string; kind: string; detail_json: string }]>(
    'INSERT INTO job_history (job_id, at, kind, detail_json) VALUES (@job_id, @at, @kind, @detail_json)',
  );
  const prune = db.prepare<[{ job_id: number; kept: number }]>(
    `DELETE FROM job_history WHERE job_id = +@job_id AND id <= (
       SELECT id FROM job_history WHERE job_id = +@job_id ORDER BY id DESC LIMIT 1 OFFSET @kept)`,
  );
  // The entries, newest first, whose total with every newer one's is over the bound; the newest stays.
  const pruneBySize = db.prepare<[{ job_id: number; bytes: number }]>(
    `DELETE FROM job_history WHERE id IN (
       SELECT id FROM (
         SELECT id, sum(octet_length(detail_json)) OVER (ORDER BY id DESC) AS total,
                row_number() OVER (ORDER BY id DESC) AS position
         FROM job_history WHERE job_id = +@job_id)
       WHERE total > @bytes AND position > 1)`,
  );
  const selectPage = db.prepare<[{ job_id: number; limit: number; offset: number }], HistoryRow>(
    `SELECT id, at, kind, detail_json FROM job_history WHERE job_id = +@job_id ORDER BY id DESC
     LIMIT @limit OFFSET @offset`,
  );
  const deleteOne = db.prepare<[{ job_id: number; id: number }]>(
    'DELETE FROM job_history WHERE job_id = @job_id AND id = @id',
  );
  const count = db.prepare<[number], number>('SELECT count(*) FROM job_history WHERE job_id = ?').pluck();
  // Any entry's change of status to active (a local change, a pull, a conflict's decision alike), less those
  // an Undo took back before anything reached a board.
  const selectPublishFacts = db.prepare<[{ job_id: number }], { created_here: number; was_active: number }>(
    `WITH status_changes AS (
       SELECT h.kind, json_extract(h.detail_json, '$.operation') AS operation,
              json_extract(c.value, '$.from') AS from_status, json_extract(c.value, '$.to') AS to_status
       FROM job_history AS h, json_each(h.detail_json, '$.changes') AS c
       WHERE h.job_id = +@job_id AND json_extract(c.value, '$.field') = 'status')
     SELECT
       EXISTS (SELECT 1 FROM job_history WHERE job_id = +@job_id AND kind = 'local-change'
                 AND json_extract(detail_json, '$.operation') = 'create') AS created_here,
       (SELECT count(*) FROM status_changes WHERE to_status = 'active')
         > (SELECT count(*) FROM status_changes
            WHERE kind = 'local-change' AND operation = 'undo' AND from_status = 'active') AS was_active`,
  );

  return {
    append(jobId, entry) {
      const { kind, ...detail } = entry;
      insert.run({
        job_id: jobId,
        at: options.now().toISOString(),
        kind,
        detail_json: JSON.stringify(detail),
      });
      prune.run({ job_id: jobId, kept: HISTORY_ENTRIES_KEPT });
      pruneBySize.run({ job_id: jobId, bytes: HISTORY_BYTES_KEPT });
    },
    newest(jobId, limit) {
      return selectPage
        .all({ job_id: jobId, limit, offset: 0 })
        .map((row) => ({ id: row.id, entry: entryOf(row) }));
    },
    remove(jobId, id) {
      deleteOne.run({ job_id: jobId, id });
    },
    page(jobId, page, pageSize) {
      const rows = selectPage
        .all({ job_id: jobId, limit: pageSize, offset: (page - 1) * pageSize })
        .map(entryOf);
      return { rows, total: count.get(jobId) ?? 0 };
    },
    publishFacts(jobId) {
      const facts = selectPublishFacts.get({ job_id: jobId });
      return { createdHere: facts?.created_here === 1, wasActive: facts?.was_active === 1 };
    },
  };
}
