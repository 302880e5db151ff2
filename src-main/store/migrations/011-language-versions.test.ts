import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { createLanguageVersionsRepository } from '../language-versions-repository.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { languageVersionsMigration } from './011-language-versions.ts';
import { MIGRATIONS } from './all-migrations.ts';

const BEFORE = MIGRATIONS.filter((migration) => migration.version < languageVersionsMigration.version);
const AT = '2026-12-06T09:00:00.000Z';

function insertJob(db: Db, id: number): void {
  db.prepare(
    `INSERT INTO jobs (id, employer_id, reference_id, title, title_key, reference_key, status, publish_date,
       close_date, confidential, auto_refresh, position_type_id, routing_type_id, application_email,
       locations_json, category_ids_json, version, created_at, updated_at, description)
     VALUES (?, 1, ?, 'Cook', 'cook', ?, 'draft', ?, NULL, 0, 1, 2, 1, 'jobs@example.com', '[]', '[12]', 1, ?, ?,
       '<p>Cook.</p>')`,
  ).run(id, `R-${id}`, `r-${id}`, AT, AT, AT);
}

describe('migration 11 (language versions and posting answers), from a version 10 database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, BEFORE);
    db.prepare("INSERT INTO employers (id, name) VALUES (1, 'Me')").run();
  });
  afterEach(() => db.close());

  it('keeps every job as it was, and links two jobs each way until either is deleted', () => {
    insertJob(db, 1);
    insertJob(db, 2);
    const jobsBefore = db.prepare('SELECT * FROM jobs ORDER BY id').all();
    migrate(db, [...BEFORE, languageVersionsMigration]);
    expect(readSchemaVersion(db)).toBe(11);
    expect(db.prepare('SELECT * FROM jobs ORDER BY id').all()).toEqual(jobsBefore);

    const versions = createLanguageVersionsRepository(db);
    expect(versions.twinOf(1)).toBeUndefined();
    versions.link(1, 'en', 2, 'fr');
    expect(versions.twinOf(1)).toEqual({ twinJobId: 2, language: 'fr' });
    expect(versions.twinOf(2)).toEqual({ twinJobId: 1, language: 'en' });
    expect(() => versions.link(1, 'en', 2, 'fr')).toThrow(/UNIQUE|PRIMARY/);
    db.prepare('DELETE FROM jobs WHERE id = 2').run();
    expect(versions.twinOf(1)).toBeUndefined();
    expect(db.prepare('SELECT count(*) FROM job_versions').pluck().get()).toBe(0);
  });

  it('keeps a job’s answer about its pay, false until given, gone with the job', () => {
    insertJob(db, 1);
    migrate(db, [...BEFORE, languageVersionsMigration]);
    const versions = createLanguageVersionsRepository(db);
    expect(versions.paysOver200k(1)).toBe(false);
    versions.setPaysOver200k(1, true);
    expect(versions.paysOver200k(1)).toBe(true);
    versions.setPaysOver200k(1, false);
    expect(versions.paysOver200k(1)).toBe(false);
    expect(() => db.prepare('INSERT INTO job_posting_answers VALUES (1, 2)').run()).toThrow(/CHECK|UNIQUE/);
    db.prepare('DELETE FROM jobs WHERE id = 1').run();
    expect(db.prepare('SELECT count(*) FROM job_posting_answers').pluck().get()).toBe(0);
  });
});
