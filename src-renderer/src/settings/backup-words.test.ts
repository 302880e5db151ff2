import { describe, expect, it } from 'vitest';
import { backupReasonWords, backupSizeWords, databaseHealthLine, restoreQuestion } from './backup-words.ts';

describe('the backups section’s words', () => {
  it('says why each backup was made', () => {
    expect(backupReasonWords('daily')).toBe('Daily');
    expect(backupReasonWords('migration')).toBe('Before an update');
    expect(backupReasonWords('quit')).toBe('When JobDesk closed');
  });

  it('says a size in kB or MB', () => {
    expect(backupSizeWords(200)).toBe('1 kB');
    expect(backupSizeWords(456_400)).toBe('456 kB');
    expect(backupSizeWords(12_345_678)).toBe('12.3 MB');
  });

  it('says a damaged database is a problem in the UI’s words, with the core’s own sentence as details', () => {
    expect(databaseHealthLine({ state: 'damaged', message: 'It failed.' })).toEqual({
      text: 'JobDesk found its database damaged and saves nothing more: restore a backup.',
      ok: false,
      details: 'It failed.',
    });
    expect(databaseHealthLine({ state: 'sound' }).ok).toBe(true);
    expect(databaseHealthLine({ state: 'checking' }).ok).toBeNull();
  });

  it('asks before a restore, saying what is lost and what is sent again', () => {
    const question = restoreQuestion('Dec 6, 2026, 2:18 a.m.');
    expect(question.title).toBe('Restore the backup of Dec 6, 2026, 2:18 a.m.?');
    expect(question.body).toContain('what you changed after Dec 6, 2026, 2:18 a.m. is no longer in JobDesk');
    expect(question.confirm).toBe('Restore this backup');
  });
});
