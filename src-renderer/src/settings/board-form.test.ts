import { describe, expect, it } from 'vitest';
import { JobBoardError } from '../../../src-shared/client/job-board-error.ts';
import type { Board } from '../../../src-shared/schemas/boards.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import {
  asksToAllowUnencrypted,
  boardCardMessage,
  boardCreateOf,
  boardEmployerLine,
  boardFormHasChanges,
  boardKeyDescription,
  boardKeyLine,
  boardSaveFailure,
  boardStateWords,
  boardUpdateOf,
  isPostedThere,
  removeBoardQuestion,
} from './board-form.ts';
import { noKeySaved } from './settings-form.ts';

const board: Board = {
  id: 2,
  name: 'Prairie Jobs',
  url: 'http://127.0.0.1:9000/api/v1.1',
  employer: null,
  keySaved: true,
  state: 'idle',
  lastSyncAt: '2026-11-27T10:00:00.000Z',
};

function refusal(
  status: number,
  reason: JobBoardError['reason'],
  fields: { path: string; message: string }[] = [],
) {
  return new JobBoardError({
    kind: 'http',
    status,
    type: null,
    messages: ['Refused.'],
    fields,
    retryable: false,
    retryAfterMs: null,
    reason,
  });
}

describe('a board in Settings', () => {
  it('is added with its key only when one is typed', () => {
    expect(
      boardCreateOf({
        name: ' Prairie Jobs ',
        url: ' http://p/api/v1.1 ',
        apiKey: '  ',
        allowUnencrypted: false,
      }),
    ).toEqual({
      name: 'Prairie Jobs',
      url: 'http://p/api/v1.1',
    });
    expect(
      boardCreateOf({ name: 'P', url: 'http://p/api/v1.1', apiKey: ' K1 ', allowUnencrypted: false }).apiKey,
    ).toBe('K1');
  });

  it('sends only what changed: a rename sends the name alone, never an empty key', () => {
    expect(
      boardUpdateOf(board, { name: 'Prairies', url: board.url, apiKey: '', allowUnencrypted: false }),
    ).toEqual({
      name: 'Prairies',
    });
    expect(
      boardUpdateOf(board, {
        name: board.name,
        url: 'http://q/api/v1.1',
        apiKey: 'K2',
        allowUnencrypted: false,
      }),
    ).toEqual({
      url: 'http://q/api/v1.1',
      apiKey: 'K2',
    });
  });

  it('puts the core’s messages under their inputs, and the rest as one problem', () => {
    const named = boardSaveFailure(refusal(400, 'validation', [{ path: 'url', message: 'Bad address.' }]));
    expect(named).toEqual({ fields: { url: 'Bad address.' }, problem: null });
    expect(boardSaveFailure(refusal(500, 'server'))).toEqual({ fields: {}, problem: 'Refused.' });
  });

  it('knows a removal refused because jobs are posted there (409) from other refusals', () => {
    expect(isPostedThere(refusal(409, 'conflict'))).toBe(true);
    expect(isPostedThere(refusal(404, 'not-found'))).toBe(false);
  });

  it('says its sync state in the indicator’s words and whose key it holds', () => {
    expect(boardStateWords(board).label).toBe('All synced');
    expect(boardStateWords({ ...board, state: 'paused' }).label).toBe('API key rejected');
    expect(boardStateWords({ ...board, state: 'unconfigured' }).label).toBe('Not connected yet');
    expect(boardKeyLine(board)).toBe('An API key is saved.');
    expect(boardKeyLine({ keySaved: false })).toBe(noKeySaved());
  });

  it('names the employer the board shows on its jobs, and says it will appear until the board shows it', () => {
    expect(boardEmployerLine({ ...board, name: 'BC Jobs', employer: 'Coast Health' })).toBe(
      'Employer on BC Jobs: Coast Health',
    );
    expect(boardEmployerLine({ ...board, name: 'BC Jobs', employer: null })).toBe(
      'Your employer’s name will appear once BC Jobs shows it on a job.',
    );
    expect(boardEmployerLine({ ...board, keySaved: false })).toBeNull();
  });

  it('says a refused key as what to do about it, never “Check it in Settings.” on its own card', () => {
    const paused = { name: 'BC Jobs', state: 'paused', reason: 'key-rejected' } as const;
    expect(boardCardMessage(paused)).toBe(
      'BC Jobs did not accept this API key. Copy it again from your BC Jobs account.',
    );
    expect(boardCardMessage({ name: 'BC Jobs', state: 'idle' })).toBeNull();
    expect(boardCardMessage({ name: 'BC Jobs', state: 'unconfigured', reason: 'no-key' })).toBeNull();
    expect(boardCardMessage({ name: 'BC Jobs', state: 'retrying', reason: 'board-trouble' })).toBe(
      'The job board answered with an error. JobDesk will try again.',
    );
  });

  it('words the core’s reason on the card in the screen’s language, a full disk apart from a read-only folder', async () => {
    const full = { name: 'BC Jobs', state: 'cannot-save', reason: 'disk-full' } as const;
    const readOnly = { ...full, reason: 'read-only' } as const;
    expect(boardCardMessage(full)).toMatch(/the disk is full/);
    expect(boardCardMessage(readOnly)).toMatch(/read-only/);
    await useFrenchUi();
    expect(boardCardMessage(full)).toMatch(/disque est plein/);
    expect(boardCardMessage(readOnly)).toMatch(/lecture seule/);
  });

  it('says how many jobs a removal withdraws from the board before it asks, and withdraws them on yes', () => {
    const question = removeBoardQuestion({ name: 'BC Jobs', postedJobs: 301 });
    expect(question.body).toMatch(
      /^301 jobs will be withdrawn from BC Jobs: they are deleted on that board only and stay in JobDesk/,
    );
    expect(question.confirm).toBe('Withdraw 301 jobs and remove BC Jobs');
    expect(question.withdraw).toBe(true);
    expect(removeBoardQuestion({ name: 'BC Jobs', postedJobs: 1 }).body).toMatch(
      /^1 job will be withdrawn from BC Jobs: it is deleted on that board only and stays in JobDesk/,
    );
    const none = removeBoardQuestion({ name: 'BC Jobs', postedJobs: 0 });
    expect(none.body).toBe(
      'JobDesk stops posting to BC Jobs and forgets its API key. No job is posted there.',
    );
    expect(none.withdraw).toBe(false);
  });

  it('asks the removal in French with the count written as Quebec writes it', async () => {
    await useFrenchUi();
    const question = removeBoardQuestion({ name: 'BC Jobs', postedJobs: 1301 });
    expect(question.body).toMatch(/^1\u00a0301 postes seront retirés de BC Jobs/);
    expect(question.confirm).toBe('Retirer 1\u00a0301 postes et supprimer BC Jobs');
  });
});

describe('a board form', () => {
  const board = { name: 'East', url: 'http://east/api/v1.1', keySaved: true };

  it('says in one sentence whether a key is saved, and that a new address forgets it', () => {
    expect(boardKeyDescription(board, board.url)).toBe(
      'A key is saved. Type a new one to replace it; it is never shown again.',
    );
    expect(boardKeyDescription(board, 'http://west/api/v1.1')).toMatch(/saving this new address forgets it/);
    expect(boardKeyDescription({ ...board, keySaved: false }, board.url)).toBe(noKeySaved());
  });

  it('has changes when Save would send something, and a new board as soon as anything is typed', () => {
    expect(
      boardFormHasChanges(board, { name: 'East', url: board.url, apiKey: '', allowUnencrypted: false }),
    ).toBe(false);
    expect(
      boardFormHasChanges(board, { name: 'East ', url: board.url, apiKey: ' ', allowUnencrypted: false }),
    ).toBe(false);
    expect(
      boardFormHasChanges(board, { name: 'East', url: board.url, apiKey: 'k', allowUnencrypted: false }),
    ).toBe(true);
    expect(
      boardFormHasChanges(board, { name: 'Eastern', url: board.url, apiKey: '', allowUnencrypted: false }),
    ).toBe(true);
    expect(boardFormHasChanges(null, { name: '', url: '', apiKey: '', allowUnencrypted: false })).toBe(false);
    expect(
      boardFormHasChanges(null, { name: '', url: 'http://x', apiKey: '', allowUnencrypted: false }),
    ).toBe(true);
  });

  it('sends the permission for an unencrypted address only when ticked and only for such an address', () => {
    const values = {
      name: 'Plain',
      url: 'http://jobs.example.com/api/v1.1',
      apiKey: 'K',
      allowUnencrypted: true,
    };
    expect(asksToAllowUnencrypted(values.url)).toBe(true);
    expect(boardCreateOf(values).allowUnencrypted).toBe(true);
    expect(boardCreateOf({ ...values, allowUnencrypted: false })).not.toHaveProperty('allowUnencrypted');
    const local = { ...values, url: 'http://127.0.0.1:8787/api/v1.1' };
    expect(asksToAllowUnencrypted(local.url)).toBe(false);
    expect(boardCreateOf(local)).not.toHaveProperty('allowUnencrypted');
    const board = { name: 'Plain', url: 'https://jobs.example.com/api/v1.1' };
    expect(boardUpdateOf(board, values)).toMatchObject({ url: values.url, allowUnencrypted: true });
    expect(boardUpdateOf({ ...board, url: values.url }, { ...values, name: 'Renamed' })).toEqual({
      name: 'Renamed',
      apiKey: 'K',
    });
  });
});
