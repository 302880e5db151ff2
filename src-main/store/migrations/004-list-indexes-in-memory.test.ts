import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';
import { remoteJobsMigration } from './002-remote-jobs.ts';
import { autoRefreshIndexMigration } from './003-auto-refresh-index.ts';
import { listIndexesInMemoryMigration } from './004-list-indexes-in-memory.ts';

const UP_TO_3 = [initialMigration, remoteJobsMigration, autoRefreshIndexMigration];

describe('migration 4 (list indexes in memory), from schema version 3 with jobs', () => {
  it('drops the sort and trigram indexes, keeps every job, and leaves jobs writable', () => {
    const db = new Database(':memory:');
    migrate(db, UP_TO_3);
    db.prepare("INSERT INTO employers (id, name) VALUES (1, 'Acme')").run();
    const now = '2026-01-15T09:00:00.000Z';
    const insert = db.prepare(
      `INSERT INTO jobs (employer_id, reference_id, reference_key, title, title_key, status, publish_date,
        confidential, auto_refresh, position_type_id, routing_type_id, locations_json, category_ids_json,
        description, created_at, updated_at)
       VALUES (1, ?, lower(?), ?, lower(?), 'active', ?, 0, 0, 1, 1, '[]', '[1]', '<p>x</p>', ?, ?)`,
    );
    insert.run('R1', 'R1', 'Welder', 'Welder', now, now, now);

    expect(migrate(db, [...UP_TO_3, listIndexesInMemoryMigration])).toEqual({
      from: 3,
      to: 4,
      applied: ['4-list-indexes-in-memory'],
    });
    expect(readSchemaVersion(db)).toBe(4);
    const names = db.prepare('SELECT name FROM sqlite_schema').pluck().all();
    for (const gone of ['jobs_list', 'jobs_list_by_status', 'jobs_search', 'jobs_search_after_insert']) {
      expect(names).not.toContain(gone);
    }
    expect(names).toEqual(expect.arrayContaining(['jobs_by_reference_id', 'jobs_auto_refresh_due']));
    insert.run('R2', 'R2', 'Cook', 'Cook', now, now, now);
    db.prepare("UPDATE jobs SET title = 'Chef', title_key = 'chef' WHERE reference_id = 'R1'").run();
    db.prepare("DELETE FROM jobs WHERE reference_id = 'R2'").run();
    expect(db.prepare('SELECT title FROM jobs').pluck().all()).toEqual(['Chef']);
    expect(() => insert.run('R1', 'R1', 'Twin', 'Twin', now, now, now)).toThrow(/UNIQUE/);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });
});
