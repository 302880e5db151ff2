// Migration 5: the recruiter's templates (pieces of description text and whole jobs), their own spelling
// dictionary, and the spelling language a job may have of its own.
import type { Migration } from '../migrate.ts';

export const templatesSpellingMigration: Migration = {
  version: 5,
  name: 'templates-spelling',
  up(db) {
    db.exec(`
CREATE TABLE templates (
  id INTEGER PRIMARY KEY CHECK (id <= 2147483647),
  employer_id INTEGER NOT NULL REFERENCES employers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('text', 'job')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  body_json TEXT NOT NULL CHECK (json_valid(body_json)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX templates_by_name ON templates (employer_id, kind, name COLLATE NOCASE);

CREATE TABLE dictionary_words (
  employer_id INTEGER NOT NULL REFERENCES employers (id) ON DELETE CASCADE,
  word TEXT NOT NULL CHECK (length(word) BETWEEN 1 AND 64),
  added_at TEXT NOT NULL,
  PRIMARY KEY (employer_id, word)
) STRICT;

CREATE TABLE job_spelling (
  job_id INTEGER PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en-CA', 'fr-CA'))
) STRICT;
`);
  },
};
