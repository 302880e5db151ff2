import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';

const NOW = '2026-01-15T09:00:00.000Z';

function insertJob(db: Db, values: Record<string, unknown> = {}): number {
  const row = {
    employer_id: 1,
    reference_id: 'REF-1',
    title: 'Welder',
    title_key: 'welder',
    reference_key: 'ref-1',
    status: 'draft',
    publish_date: NOW,
    close_date: null,
    confidential: 0,
    auto_refresh: 0,
    position_type_id: 1,
    routing_type_id: 1,
    locations_json: '[]',
    category_ids_json: '[1]',
    created_at: NOW,
    updated_at: NOW,
    description: '<p>x</p>',
    ...values,
  };
  const columns = Object.keys(row);
  const sql = `INSERT INTO jobs (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
  return Number(db.prepare(sql).run(row).lastInsertRowid);
}

describe('migration 1 (initial schema), from an empty database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, [initialMigration]);
    db.prepare("INSERT INTO employers (id, name) VALUES (1, 'Acme'), (2, 'Globex')").run();
  });
  afterEach(() => db.close());

  it('creates every table at schema version 1', () => {
    expect(readSchemaVersion(db)).toBe(1);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(
      expect.arrayContaining([
        'employers',
        'api_keys',
        'jobs',
        'outbox',
        'board_jobs',
        'job_history',
        'places',
        'categories',
        'position_types',
        'settings',
      ]),
    );
    const views = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'view'").pluck().all();
    expect(views).toEqual(['job_sync']);
  });

  it('keeps jobs, keys, places, reference lists, settings, outbox, board and history rows', () => {
    db.prepare('INSERT INTO api_keys VALUES (?, 1)').run('a'.repeat(64));
    const id = insertJob(db);
    db.prepare(
      "INSERT INTO places (name, name_key, province, source) VALUES ('Lévis', 'levis', 'QC', 'catalog')",
    ).run();
    db.prepare("INSERT INTO categories VALUES (1, 'Accounting')").run();
    db.prepare("INSERT INTO position_types VALUES (1, 'Full Time')").run();
    db.prepare("INSERT INTO settings VALUES ('k', 'v')").run();
    expect(db.prepare('SELECT version, sync_state FROM job_sync').get()).toEqual({
      version: 1,
      sync_state: 'local',
    });
    db.prepare(
      `INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at) VALUES (?, 1, 'create', 1, ?)`,
    ).run(id, NOW);
    expect(db.prepare('SELECT sync_state FROM job_sync').pluck().get()).toBe('pending');
    db.prepare('DELETE FROM outbox').run();
    db.prepare(
      `INSERT INTO board_jobs (job_id, employer_id, remote_id, reference_id, status, acked_version, updated_at)
       VALUES (?, 1, 501, 'REF-1', 'draft', 1, ?)`,
    ).run(id, NOW);
    expect(db.prepare('SELECT sync_state, remote_id FROM job_sync').get()).toEqual({
      sync_state: 'synced',
      remote_id: 501,
    });
    db.prepare(
      `INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at) VALUES (?, 1, 'update', 2, ?)`,
    ).run(id, NOW);
    db.prepare(
      `INSERT INTO job_history (job_id, at, kind, detail_json) VALUES (?, ?, 'local-change', '{}')`,
    ).run(id, NOW);
    expect(db.prepare('SELECT type FROM places').pluck().get()).toBe('Town');
    expect(db.prepare('SELECT state, attempts FROM outbox').get()).toEqual({ state: 'pending', attempts: 0 });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('allows a reference id once per employer, for two employers, and null any number of times', () => {
    insertJob(db, { employer_id: 1 });
    insertJob(db, { employer_id: 2 });
    expect(() => insertJob(db, { employer_id: 1 })).toThrow(/UNIQUE/);
    insertJob(db, { reference_id: null, reference_key: null });
    insertJob(db, { reference_id: null, reference_key: null });
    expect(db.prepare('SELECT count(*) FROM jobs').pluck().get()).toBe(4);
  });

  it('rejects rows that break the checks', () => {
    expect(() => insertJob(db, { status: 'closed' })).toThrow(/CHECK/);
    expect(() => insertJob(db, { publish_date: '2026-01-15' })).toThrow(/CHECK/);
    expect(() => insertJob(db, { confidential: 2 })).toThrow(/CHECK/);
    expect(() => insertJob(db, { locations_json: 'not json' })).toThrow(/CHECK/);
    expect(() => insertJob(db, { reference_id: '' })).toThrow(/CHECK/);
    expect(() => insertJob(db, { salary_amount: 5 })).toThrow(/CHECK/);
    expect(() => insertJob(db, { employer_id: 99 })).toThrow(/FOREIGN KEY/);
    expect(() => insertJob(db, { title: Buffer.from('x') })).toThrow(
      /cannot store BLOB value in TEXT column/,
    );
  });

  it('keeps the outbox, board and history rows of a job after it is deleted', () => {
    const id = insertJob(db);
    db.prepare(
      `INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at) VALUES (?, 1, 'delete', 2, ?)`,
    ).run(id, NOW);
    db.prepare(
      `INSERT INTO board_jobs (job_id, employer_id, remote_id, reference_id, status, updated_at)
       VALUES (?, 1, 501, 'REF-1', 'draft', ?)`,
    ).run(id, NOW);
    db.prepare(
      `INSERT INTO job_history (job_id, at, kind, detail_json) VALUES (?, ?, 'local-change', '{}')`,
    ).run(id, NOW);
    db.prepare('DELETE FROM jobs WHERE id = ?').run(id);
    expect(db.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(1);
    expect(db.prepare('SELECT count(*) FROM board_jobs').pluck().get()).toBe(1);
    expect(db.prepare('SELECT count(*) FROM job_history').pluck().get()).toBe(1);
    expect(db.prepare('SELECT count(*) FROM job_sync').pluck().get()).toBe(0);
  });
});
