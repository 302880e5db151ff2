import { describe, expect, it } from 'vitest';
import { describeStartupFailure } from './startup-failure.ts';

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
