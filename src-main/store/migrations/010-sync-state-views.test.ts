import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { openDatabase } from '../open-database.ts';
import { insertJobCases, jobCase } from '../sync-state-cases.testing.ts';
import { syncStateViewsAreCurrent } from '../sync-state-views.ts';
import { refreshSyncStateViews, syncStateViewsMigration } from './010-sync-state-views.ts';
import { MIGRATIONS } from './all-migrations.ts';

const BEFORE = MIGRATIONS.filter((migration) => migration.version < syncStateViewsMigration.version);
const everyRow = (db: Db) => ({
  postings: db.prepare('SELECT * FROM posting_sync ORDER BY id, board_id').all(),
  jobs: db.prepare('SELECT * FROM job_sync ORDER BY id').all(),
});
const viewText = (db: Db, name: string) =>
  db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'view' AND name = ?").pluck().get(name);

// A rule that differs from the app's: every posting synced.
const OTHER_RULE = `CREATE VIEW posting_sync AS
SELECT j.id, j.employer_id, p.board_id, j.reference_id, j.version, j.created_at, j.updated_at,
  NULL AS remote_id, NULL AS acked_version, 'synced' AS sync_state, NULL AS sync_message
FROM postings AS p JOIN jobs AS j ON j.id = p.job_id`;

describe('migration 10 (sync-state views from the shared rule), from a version 9 database', () => {
  it('gives every job and posting the same sync state, message and board row as the views of migrations 6 and 8', {
    timeout: 30_000,
  }, () => {
    // Migrated once; each run starts from a copy.
    const empty = new Database(':memory:');
    migrate(empty, BEFORE);
    const version9 = empty.serialize();
    empty.close();
    fc.assert(
      fc.property(fc.array(jobCase, { minLength: 1, maxLength: 8 }), (jobs) => {
        const db = new Database(version9);
        try {
          insertJobCases(db, jobs);
          const before = everyRow(db);
          migrate(db, [...BEFORE, syncStateViewsMigration]);
          expect(readSchemaVersion(db)).toBe(10);
          expect(everyRow(db)).toEqual(before);
        } finally {
          db.close();
        }
      }),
      { numRuns: 150, seed: 1010 },
    );
  });
});

describe('the sync-state views kept to the rule at every open', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'jobdesk-views-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('replaces views another rule wrote in a database already at version 10, and keeps every row of its tables', () => {
    const path = join(folder, 'jobdesk.db');
    const first = openDatabase(path);
    insertJobCases(first, [
      {
        version: 2,
        postings: [{ board: 1, boardRow: null, outbox: [{ state: 'failed', error: 'Too long.' }] }],
        withdrawalWaiting: false,
      },
    ]);
    const written = everyRow(first);
    expect(written.jobs).toEqual([
      expect.objectContaining({ sync_state: 'failed', sync_message: 'Too long.' }),
    ]);
    // As an app with another rule would leave it.
    first.exec(`DROP VIEW job_sync; DROP VIEW posting_sync; ${OTHER_RULE};
      CREATE VIEW job_sync AS SELECT * FROM posting_sync`);
    expect(syncStateViewsAreCurrent(first)).toBe(false);
    first.close();

    const reopened = openDatabase(path);
    try {
      expect(readSchemaVersion(reopened)).toBe(MIGRATIONS.length);
      expect(syncStateViewsAreCurrent(reopened)).toBe(true);
      expect(everyRow(reopened)).toEqual(written);
      // Current views are left as they are: a second open writes nothing.
      expect(refreshSyncStateViews(reopened)).toBe(false);
    } finally {
      reopened.close();
    }
  });

  it('leaves the views of a database older than migration 10 as its own migrations wrote them', () => {
    const db = new Database(':memory:');
    try {
      migrate(db, BEFORE);
      const jobSync = viewText(db, 'job_sync');
      expect(refreshSyncStateViews(db)).toBe(false);
      expect(viewText(db, 'job_sync')).toBe(jobSync);
      expect(syncStateViewsAreCurrent(db)).toBe(false);
    } finally {
      db.close();
    }
  });
});
