import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { deletedJobVersionLinkMigration } from './014-deleted-job-version-link.ts';
import { MIGRATIONS } from './all-migrations.ts';

const BEFORE = MIGRATIONS.filter((migration) => migration.version < deletedJobVersionLinkMigration.version);
const AT = '2026-12-06T09:00:00.000Z';

describe('migration 14 (a deleted job keeps its version link), from a version 13 database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, BEFORE);
  });
  afterEach(() => db.close());

  const keep = (jobId: number, link: string | null) =>
    db
      .prepare(
        `INSERT INTO deleted_jobs (job_id, employer_id, version, job_json, postings_json, spelling_language,
           created_at, restorable_until, version_link)
         VALUES (?, 1, 2, '{}', '[]', 'fr-CA', ?, ?, ?)`,
      )
      .run(jobId, AT, AT, link);

  it('keeps every kept job as it was, without a link, and then keeps a link given as JSON', () => {
    db.prepare(
      `INSERT INTO deleted_jobs (job_id, employer_id, version, job_json, postings_json, spelling_language,
         created_at, restorable_until)
       VALUES (7, 1, 3, '{"id":7}', '[]', NULL, ?, ?)`,
    ).run(AT, AT);
    const keptBefore = db.prepare('SELECT * FROM deleted_jobs').get();

    migrate(db, [...BEFORE, deletedJobVersionLinkMigration]);

    expect(readSchemaVersion(db)).toBe(14);
    expect(db.prepare('SELECT * FROM deleted_jobs WHERE job_id = 7').get()).toEqual({
      ...(keptBefore as object),
      version_link: null,
    });
    keep(8, '{"twinJobId":9,"twinLanguage":"fr","ownLanguage":"en"}');
    expect(db.prepare('SELECT version_link FROM deleted_jobs WHERE job_id = 8').pluck().get()).toBe(
      '{"twinJobId":9,"twinLanguage":"fr","ownLanguage":"en"}',
    );
    expect(() => keep(10, 'not json')).toThrow(/CHECK/);
  });
});
