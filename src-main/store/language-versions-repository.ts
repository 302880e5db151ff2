// A job's version in the other language and the recruiter's answers about a job for the posting laws, in
// the store. Rows only: the domain's commands (src-main/jobs/language-versions.ts) decide when to write.
import type { VersionLanguage } from '../../src-shared/schemas/language-versions.ts';
import type { Db } from './database.ts';

export type JobVersionLink = { twinJobId: number; language: VersionLanguage };

export type LanguageVersionsRepository = {
  /** The job's twin and the twin's language; undefined when it has none. */
  twinOf(jobId: number): JobVersionLink | undefined;
  /** Links the two jobs, each to the other (`twinLanguage`: the language of `twinJobId`). */
  link(jobId: number, jobLanguage: VersionLanguage, twinJobId: number, twinLanguage: VersionLanguage): void;
  /** Whether the recruiter said the job's role pays over $200,000 a year (false until they do). */
  paysOver200k(jobId: number): boolean;
  setPaysOver200k(jobId: number, answer: boolean): void;
};

export function createLanguageVersionsRepository(db: Db): LanguageVersionsRepository {
  const selectTwin = db.prepare<[number], { twinJobId: number; language: VersionLanguage }>(
    'SELECT twin_job_id AS twinJobId, language FROM job_versions WHERE job_id = ?',
  );
  const insertLink = db.prepare<[number, number, string]>(
    'INSERT INTO job_versions (job_id, twin_job_id, language) VALUES (?, ?, ?)',
  );
  const selectAnswer = db
    .prepare<[number], number>('SELECT pays_over_200k FROM job_posting_answers WHERE job_id = ?')
    .pluck();
  const upsertAnswer = db.prepare<[number, number]>(
    'INSERT INTO job_posting_answers (job_id, pays_over_200k) VALUES (?, ?) ON CONFLICT (job_id) DO UPDATE SET pays_over_200k = excluded.pays_over_200k',
  );
  return {
    twinOf: (jobId) => selectTwin.get(jobId),
    link(jobId, jobLanguage, twinJobId, twinLanguage) {
      insertLink.run(jobId, twinJobId, twinLanguage);
      insertLink.run(twinJobId, jobId, jobLanguage);
    },
    paysOver200k: (jobId) => selectAnswer.get(jobId) === 1,
    setPaysOver200k(jobId, answer) {
      upsertAnswer.run(jobId, answer ? 1 : 0);
    },
  };
}
