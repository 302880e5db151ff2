import { describe, expect, it } from 'vitest';
import { err, ok } from '../../src-shared/result.ts';
import { DatabaseRefusedError } from '../store/database-guard.ts';
import { answerRefusedDatabase, describeStartupFailure, RESTORE_BUTTONS } from './startup-failure.ts';

function failure(code: string, message = 'database is locked') {
  return Object.assign(new Error(message), { code });
}

describe('describeStartupFailure', () => {
  it.each([
    ['SQLITE_BUSY', /Another program is using/],
    ['SQLITE_BUSY_SNAPSHOT', /Another program is using/],
    ['SQLITE_CORRUPT', /database is damaged. Move the file jobdesk.db out of \/data/],
    ['SQLITE_NOTADB', /database is damaged/],
    ['ENOSPC', /disk is full/],
    ['SQLITE_CANTOPEN', /cannot write to its data folder \/data/],
    ['EACCES', /cannot write to its data folder/],
  ])('turns %s into what to do', (code, expected) => {
    const described = describeStartupFailure(failure(code), '/data', '/logs');
    expect(described.title).toBe('JobDesk could not start');
    expect(described.message).toMatch(expected);
    expect(described.message).toContain('Details are in the log in /logs.');
  });

  it('says nothing of the error itself for an unknown cause (it is in the log)', () => {
    const described = describeStartupFailure(
      new TypeError('x is undefined at /src/main.ts:12'),
      '/data',
      '/logs',
    );
    expect(described.message).toMatch(/^JobDesk ran into an unexpected problem/);
    expect(described.message).not.toContain('main.ts');
  });
});

describe('a refused database at start', () => {
  const backup = {
    name: 'jobdesk-2026-12-06T02-18-34-123Z-daily.db',
    path: '/data/backups/jobdesk-2026-12-06T02-18-34-123Z-daily.db',
    createdAt: new Date('2026-12-06T02:18:34.123Z'),
    sizeBytes: 4096,
    reason: 'daily' as const,
  };
  const refused = (lastGoodBackup: typeof backup | null) =>
    new DatabaseRefusedError({
      reason: 'damaged',
      database: '/data/jobdesk.db',
      problem: 'file is not a database',
      lastGoodBackup,
    });

  it('shows the one sentence naming the file and the last good backup, with the button that restores it', () => {
    const described = describeStartupFailure(refused(backup), '/data', '/logs');
    expect(described.message).toBe(
      'JobDesk will not open its database /data/jobdesk.db: it is damaged (file is not a database), and nothing was written to it; the last good backup is /data/backups/jobdesk-2026-12-06T02-18-34-123Z-daily.db (choose “Restore this backup and start” to put it back; the file it replaces is kept in the backups folder).',
    );
    expect(described.restore).toEqual({
      database: '/data/jobdesk.db',
      backup: backup.path,
      button: RESTORE_BUTTONS[0],
    });
  });

  it('offers no restore when there is no good backup', () => {
    const described = describeStartupFailure(refused(null), '/data', '/logs');
    expect(described.restore).toBeUndefined();
    expect(described.message).toContain('there is no good backup to restore');
  });

  it('restores and relaunches when the restore button is chosen, and only then', () => {
    const described = describeStartupFailure(refused(backup), '/data', '/logs');
    const calls: string[] = [];
    const restore = (database: string, named: string) => {
      calls.push(`${database} <- ${named}`);
      return ok('restored');
    };
    const now = new Date();
    expect(answerRefusedDatabase(described, 1, now, restore)).toEqual({ action: 'quit' });
    expect(calls).toEqual([]);
    expect(answerRefusedDatabase(described, 0, now, restore)).toEqual({ action: 'relaunch' });
    expect(calls).toEqual([`/data/jobdesk.db <- ${backup.path}`]);
    expect(answerRefusedDatabase(described, 0, now, () => err('The backup cannot be restored.'))).toEqual({
      action: 'quit',
      message: 'The backup cannot be restored.',
    });
  });
});
