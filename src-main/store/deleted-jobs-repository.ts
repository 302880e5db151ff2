// Jobs deleted with an undo window: each kept as it was (its fields, version, postings, spelling language
// and its link to its version in the other language) until the window ends, so that an Undo puts back the same job; forgotten once it has passed.
import * as z from 'zod/mini';
import { type Job, JobSchema, JobStatusSchema } from '../../src-shared/schemas/resources.ts';
import { type SpellingLanguage, SpellingLanguageSchema } from '../../src-shared/schemas/spelling.ts';
import type { BoardsRepository, StoredPosting } from './boards-repository.ts';
import type { Db } from './database.ts';
import type { LanguageVersionsRepository } from './language-versions-repository.ts';
import type { SpellingRepository } from './spelling-repository.ts';
import { parseStoredJson } from './stored-json.ts';

const StoredPostingsSchema = z.array(
  z.object({
    jobId: z.int(),
    boardId: z.int(),
    status: z.nullable(JobStatusSchema),
    categoryIds: z.nullable(z.array(z.int())),
    positionTypeId: z.nullable(z.int()),
    closeDate: z.nullable(z.string()),
  }),
);

const VersionLanguageSchema = z.enum(['en', 'fr']);
const VersionLinkSchema = z.object({
  twinJobId: z.int(),
  twinLanguage: VersionLanguageSchema,
  ownLanguage: VersionLanguageSchema,
});

/** The deleted job's link to its version in the other language: the version's id and each one's language. */
export type KeptVersionLink = z.infer<typeof VersionLinkSchema>;

export type KeptJob = {
  job: Job;
  /** The job's last version, which its delete rows name; it comes back with it. */
  version: number;
  /** When the job was first created. */
  createdAt: string;
  postings: StoredPosting[];
  spellingLanguage: SpellingLanguage | null;
  /** Null for a job that had no version in the other language (or whose kept link no longer parses). */
  versionLink: KeptVersionLink | null;
  /** The end of the undo window (an ISO date-time); the board's delete is sent from then on. */
  restorableUntil: string;
};

export type DeletedJobsRepository = {
  /**
   * Keeps the job as it is now, with its postings, language and version link: call it in the delete's transaction,
   * before the job's rows go. Forgets, in passing, every kept job whose window has passed by `now`.
   */
  keep(kept: Omit<KeptJob, 'postings' | 'spellingLanguage' | 'versionLink'>, now: string): void;
  /** The employer's kept job; undefined when none is (never deleted with an undo, put back, or forgotten). */
  find(employerId: number, jobId: number): KeptJob | undefined;
  /**
   * Whether each delete row of this delete (those waiting until its `restorableUntil`) still waits in the
   * outbox: none has been claimed for sending.
   */
  deletesStillWaiting(kept: KeptJob): boolean;
  /** Forgets the kept job (its delete undone, or its window passed). */
  forget(jobId: number): void;
};

type KeptRow = {
  job_id: number;
  employer_id: number;
  version: number;
  job_json: string;
  postings_json: string;
  spelling_language: string | null;
  version_link: string | null;
  created_at: string;
  restorable_until: string;
};

export function createDeletedJobsRepository(
  db: Db,
  parts: {
    boards: BoardsRepository;
    spelling: SpellingRepository;
    languageVersions: LanguageVersionsRepository;
  },
): DeletedJobsRepository {
  const { boards, spelling, languageVersions } = parts;
  const insert = db.prepare<[KeptRow]>(
    `INSERT OR REPLACE INTO deleted_jobs (job_id, employer_id, version, job_json, postings_json,
       spelling_language, version_link, created_at, restorable_until)
     VALUES (@job_id, @employer_id, @version, @job_json, @postings_json, @spelling_language, @version_link,
       @created_at, @restorable_until)`,
  );
  const prune = db.prepare<[string]>('DELETE FROM deleted_jobs WHERE restorable_until <= ?');
  const select = db.prepare<[number, number], KeptRow>(
    'SELECT * FROM deleted_jobs WHERE employer_id = ? AND job_id = ?',
  );
  const forget = db.prepare<[number]>('DELETE FROM deleted_jobs WHERE job_id = ?');
  // This delete's rows: they wait until the end of its window, which no other row of the job names.
  const countClaimedDeletes = db
    .prepare<[number, string], number>(
      `SELECT count(*) FROM outbox
       WHERE job_id = ? AND operation = 'delete' AND not_before = ? AND state <> 'pending'`,
    )
    .pluck();

  // A kept job linked to this one: its version, deleted first, whose link went with its row.
  const selectKeptLinkTo = db.prepare<[number], { job_id: number; version_link: string }>(
    `SELECT job_id, version_link FROM deleted_jobs
       WHERE version_link IS NOT NULL AND json_extract(version_link, '$.twinJobId') = ?`,
  );

  function versionLinkOf(jobId: number): string | null {
    const link = languageVersions.twinOf(jobId);
    const back = link === undefined ? undefined : languageVersions.twinOf(link.twinJobId);
    if (link !== undefined && back !== undefined) {
      const kept: KeptVersionLink = {
        twinJobId: link.twinJobId,
        twinLanguage: link.language,
        ownLanguage: back.language,
      };
      return JSON.stringify(kept);
    }
    const row = selectKeptLinkTo.get(jobId);
    const theirs = row === undefined ? null : parseStoredJson(row.version_link, VersionLinkSchema);
    if (row === undefined || theirs === null) return null;
    const kept: KeptVersionLink = {
      twinJobId: row.job_id,
      twinLanguage: theirs.ownLanguage,
      ownLanguage: theirs.twinLanguage,
    };
    return JSON.stringify(kept);
  }

  return {
    keep(kept, now) {
      prune.run(now);
      insert.run({
        job_id: kept.job.id,
        employer_id: kept.job.employer.id,
        version: kept.version,
        job_json: JSON.stringify(kept.job),
        postings_json: JSON.stringify(boards.postingsOfJob(kept.job.id)),
        spelling_language: spelling.getJobLanguage(kept.job.id),
        version_link: versionLinkOf(kept.job.id),
        created_at: kept.createdAt,
        restorable_until: kept.restorableUntil,
      });
    },
    find(employerId, jobId) {
      const row = select.get(employerId, jobId);
      if (row === undefined) return undefined;
      const job = parseStoredJson(row.job_json, JobSchema);
      const postings = parseStoredJson(row.postings_json, StoredPostingsSchema);
      // A kept job that no longer parses cannot be put back as it was: it reads as none.
      if (job === null || postings === null || job.id !== row.job_id) return undefined;
      const language = SpellingLanguageSchema.safeParse(row.spelling_language);
      const versionLink =
        row.version_link === null ? null : parseStoredJson(row.version_link, VersionLinkSchema);
      return {
        job,
        version: row.version,
        createdAt: row.created_at,
        postings,
        spellingLanguage: language.success ? language.data : null,
        versionLink,
        restorableUntil: row.restorable_until,
      };
    },
    deletesStillWaiting: (kept) => countClaimedDeletes.get(kept.job.id, kept.restorableUntil) === 0,
    forget(jobId) {
      forget.run(jobId);
    },
  };
}
