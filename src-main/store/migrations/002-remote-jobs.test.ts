import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';
import { remoteJobsMigration } from './002-remote-jobs.ts';

const NOW = '2026-01-15T09:00:00.000Z';

function insertJob(db: Db, values: Record<string, unknown>): number {
  const row = {
    employer_id: 1,
    reference_id: null,
    title: 'Welder',
    title_key: 'welder',
    reference_key: null,
    status: 'draft',
    publish_date: NOW,
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

describe('migration 2 (remote jobs ledger), from schema version 1 with jobs', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, [initialMigration]);
    db.prepare("INSERT INTO employers (id, name) VALUES (1, 'Acme')").run();
  });
  afterEach(() => db.close());

  it('records every job that has a remote id, with its status only when it was synced', () => {
    const synced = insertJob(db, {
      reference_id: 'R-1',
      reference_key: 'r-1',
      status: 'archived',
      remote_id: 501,
      sync_state: 'synced',
    });
    const pending = insertJob(db, { remote_id: 502, sync_state: 'pending', status: 'active' });
    insertJob(db, { reference_id: 'R-3', reference_key: 'r-3' });
    db.prepare(
      `INSERT INTO outbox (job_id, employer_id, operation, job_version, payload_json, created_at)
       VALUES (?, 1, 'update', 2, '{}', ?)`,
    ).run(pending, NOW);

    const outcome = migrate(db, [initialMigration, remoteJobsMigration]);

    expect(outcome).toEqual({ from: 1, to: 2, applied: ['2-remote-jobs'] });
    expect(readSchemaVersion(db)).toBe(2);
    expect(db.prepare('SELECT * FROM remote_jobs ORDER BY job_id').all()).toEqual([
      {
        job_id: synced,
        employer_id: 1,
        remote_id: 501,
        reference_id: 'R-1',
        status: 'archived',
        updated_at: NOW,
      },
      { job_id: pending, employer_id: 1, remote_id: 502, reference_id: null, status: null, updated_at: NOW },
    ]);
    expect(db.prepare('SELECT count(*) FROM jobs').pluck().get()).toBe(3);
    expect(db.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(1);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('keeps an entry after its job is deleted, and rejects rows that break the checks', () => {
    migrate(db, [initialMigration, remoteJobsMigration]);
    const id = insertJob(db, { reference_id: 'R-1', reference_key: 'r-1' });
    const insert = db.prepare(
      `INSERT INTO remote_jobs (job_id, employer_id, remote_id, reference_id, status, updated_at)
       VALUES (?, 1, ?, ?, ?, ?)`,
    );
    insert.run(id, null, 'R-1', null, NOW);
    db.prepare('DELETE FROM jobs WHERE id = ?').run(id);
    expect(db.prepare('SELECT count(*) FROM remote_jobs').pluck().get()).toBe(1);
    expect(() => insert.run(id + 1, 0, 'R-2', null, NOW)).toThrow(/CHECK/);
    expect(() => insert.run(id + 2, 5, '', null, NOW)).toThrow(/CHECK/);
    expect(() => insert.run(id + 3, 5, 'R-4', 'closed', NOW)).toThrow(/CHECK/);
  });
});
