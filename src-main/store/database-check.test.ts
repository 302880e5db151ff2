import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkDatabaseFile,
  checkDatabaseFileInBackground,
  copyDatabaseFileInBackground,
} from './database-check.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function smallDatabase(): string {
  const folder = mkdtempSync(join(tmpdir(), 'jobdesk-check-'));
  folders.push(folder);
  const path = join(folder, 'jobdesk.db');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec("CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('a'), ('b')");
  db.close();
  return path;
}

// Small files are checked on the calling thread; `inlineBelowBytes: 0` takes the worker's path as a large one would.
describe('the database checks on a worker thread', { timeout: 30_000 }, () => {
  it('checks a sound file and a damaged one', async () => {
    const path = smallDatabase();
    expect(await checkDatabaseFileInBackground(path, 'integrity_check', { inlineBelowBytes: 0 })).toEqual({
      ok: true,
    });
    const garbage = join(path, '..', 'garbage.db');
    writeFileSync(garbage, Buffer.alloc(8192, 0x33));
    expect(await checkDatabaseFileInBackground(garbage, 'quick_check', { inlineBelowBytes: 0 })).toEqual({
      ok: false,
      problem: 'file is not a database',
    });
  });

  it('answers timedOut when the check outlasts its time', async () => {
    const path = smallDatabase();
    expect(
      await checkDatabaseFileInBackground(path, 'quick_check', { timeoutMs: 0, inlineBelowBytes: 0 }),
    ).toEqual({
      timedOut: true,
    });
  });

  it('copies a database into a checked, standalone file', async () => {
    const path = smallDatabase();
    const copy = join(path, '..', 'copy.db');
    expect(await copyDatabaseFileInBackground(path, copy, { paced: true, inlineBelowBytes: 0 })).toEqual({
      ok: true,
    });
    expect(checkDatabaseFile(copy, 'quick_check')).toEqual({ ok: true });
    const db = new Database(copy, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2 });
    db.close();
  });
});
