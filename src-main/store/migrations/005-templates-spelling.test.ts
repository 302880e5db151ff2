import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';
import { refusalFieldsMigration } from './002-refusal-fields.ts';
import { historyDiscardMigration } from './003-history-discard.ts';
import { syncMergeMigration } from './004-sync-merge.ts';
import { templatesSpellingMigration } from './005-templates-spelling.ts';

const BEFORE = [initialMigration, refusalFieldsMigration, historyDiscardMigration, syncMergeMigration];

describe('migration 5 (templates and spelling), from a version 4 database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, BEFORE);
    db.prepare("INSERT INTO employers (id, name) VALUES (1, 'Acme')").run();
  });
  afterEach(() => db.close());

  it('keeps the jobs, adds templates unique by name per employer and kind, words, and per-job languages that go with their job', () => {
    const settingsBefore = db.prepare('SELECT count(*) FROM settings').pluck().get();
    migrate(db, [...BEFORE, templatesSpellingMigration]);
    expect(readSchemaVersion(db)).toBe(5);
    expect(db.prepare('SELECT count(*) FROM settings').pluck().get()).toBe(settingsBefore);

    const insertTemplate = db.prepare(
      "INSERT INTO templates (employer_id, kind, name, body_json, created_at, updated_at) VALUES (1, ?, ?, ?, 't', 't')",
    );
    insertTemplate.run('text', 'Benefits', '{"purpose":"benefits","html":"<p>x</p>"}');
    insertTemplate.run('job', 'Benefits', '{"job":{}}');
    expect(() => insertTemplate.run('text', 'BENEFITS', '{}')).toThrow(/UNIQUE/);
    expect(() => insertTemplate.run('snippet', 'Other', '{}')).toThrow(/CHECK/);
    expect(() => insertTemplate.run('text', 'Broken', 'not json')).toThrow(/CHECK/);

    const insertWord = db.prepare(
      "INSERT INTO dictionary_words (employer_id, word, added_at) VALUES (1, ?, 't')",
    );
    insertWord.run('JobDesk');
    expect(() => insertWord.run('JobDesk')).toThrow(/UNIQUE|PRIMARY/);

    db.prepare(
      `INSERT INTO jobs (id, employer_id, title, title_key, description, status, publish_date, confidential,
        auto_refresh, position_type_id, routing_type_id, application_email, locations_json, category_ids_json,
        created_at, updated_at)
       VALUES (5, 1, 'Welder', 'welder', '<p>x</p>', 'draft', '2026-11-02T09:00:00.000Z', 0, 0, 1, 1, 'a@b.ca',
        '[]', '[]', 't', 't')`,
    ).run();
    db.prepare("INSERT INTO job_spelling (job_id, language) VALUES (5, 'fr-CA')").run();
    expect(() =>
      db.prepare("INSERT INTO job_spelling (job_id, language) VALUES (5, 'de-DE')").run(),
    ).toThrow();
    db.prepare('DELETE FROM jobs WHERE id = 5').run();
    expect(db.prepare('SELECT count(*) FROM job_spelling').pluck().get()).toBe(0);
  });
});
