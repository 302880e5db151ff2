import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';
import { remoteJobsMigration } from './002-remote-jobs.ts';
import { autoRefreshIndexMigration } from './003-auto-refresh-index.ts';

describe('migration 3 (auto-refresh index), from schema version 2 with jobs', () => {
  it('adds the index and keeps every job', () => {
    const db = new Database(':memory:');
    migrate(db, [initialMigration, remoteJobsMigration]);
    db.prepare("INSERT INTO employers (id, name) VALUES (1, 'Acme')").run();
    const now = '2026-01-15T09:00:00.000Z';
    db.prepare(
      `INSERT INTO jobs (employer_id, title, title_key, status, publish_date, confidential, auto_refresh,
        position_type_id, routing_type_id, locations_json, category_ids_json, description, created_at, updated_at)
       VALUES (1, 'Welder', 'welder', 'active', ?, 0, 1, 1, 1, '[]', '[1]', '<p>x</p>', ?, ?)`,
    ).run(now, now, now);

    expect(migrate(db, [initialMigration, remoteJobsMigration, autoRefreshIndexMigration])).toEqual({
      from: 2,
      to: 3,
      applied: ['3-auto-refresh-index'],
    });
    expect(readSchemaVersion(db)).toBe(3);
    expect(
      db.prepare("SELECT name FROM sqlite_master WHERE name = 'jobs_auto_refresh_due'").pluck().get(),
    ).toBe('jobs_auto_refresh_due');
    expect(db.prepare('SELECT title FROM jobs').pluck().all()).toEqual(['Welder']);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });
});
