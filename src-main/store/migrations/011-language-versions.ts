// Migration 11: a job's version in the other language (a linked twin job, published, archived and closed
// with it), and what the recruiter says of a job for the posting laws (its pay over $200,000 a year).
import type { Migration } from '../migrate.ts';

// job_versions: one row each way, so each job finds its twin by its own id; `language` is the twin's. Either
// job's delete removes both rows. job_posting_answers: one row per job that has an answer.
const LANGUAGE_VERSIONS = `
CREATE TABLE job_versions (
  job_id INTEGER PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  twin_job_id INTEGER NOT NULL UNIQUE REFERENCES jobs (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'fr')),
  CHECK (twin_job_id <> job_id)
) STRICT;
CREATE TABLE job_posting_answers (
  job_id INTEGER PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  pays_over_200k INTEGER NOT NULL CHECK (pays_over_200k IN (0, 1))
) STRICT;
`;

export const languageVersionsMigration: Migration = {
  version: 11,
  name: 'language-versions',
  up(db) {
    db.exec(LANGUAGE_VERSIONS);
  },
};
