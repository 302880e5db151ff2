import { describe, expect, it } from 'vitest';
import type { Board, Posting } from '../../../src-shared/schemas/boards.ts';
import {
  boardAnswer,
  boardAnswersBeforeFirstSave,
  boardAnswersSummary,
  boardLacks,
  choicesForNewJob,
  choicesFromPostings,
  postingsPlan,
} from './post-to-boards.ts';

const atlantic: Board = {
  id: 1,
  name: 'Atlantic Jobs',
  url: 'http://a/api/v1.1',
  employer: null,
  keySaved: true,
  state: 'idle',
};
const prairie: Board = {
  id: 2,
  name: 'Prairie Jobs',
  url: 'http://p/api/v1.1',
  employer: null,
  keySaved: true,
  state: 'idle',
  categories: [
    { id: 5, name: 'Nursing' },
    { id: 6, name: 'Retail' },
  ],
  positionTypes: [{ id: 1, name: 'Full time' }],
};

function posting(boardId: number, overrides: Partial<Posting> = {}): Posting {
  return {
    boardId,
    status: 'active',
    boardJobId: 40 + boardId,
    sync: { state: 'synced', messages: [] },
    ...overrides,
  };
}

describe('the boards a job is posted to', () => {
  it('are chosen where the job has a posting, with its status and the values only that board gets', () => {
    const choices = choicesFromPostings(
      [atlantic, prairie],
      [posting(2, { status: 'archived', categories: [{ id: 6, name: 'Retail' }] })],
      'active',
    );
    expect(choices).toEqual([
      { boardId: 1, chosen: false, status: null, categories: null, positionType: null },
      { boardId: 2, chosen: true, status: 'archived', categories: [6], positionType: null },
    ]);
  });

  it('for a new job are the default boards, or every board when none is a default', () => {
    expect(choicesForNewJob([atlantic, prairie]).map((choice) => choice.chosen)).toEqual([true, true]);
    const onlyPrairie = [atlantic, { ...prairie, defaultForNewJobs: true }];
    expect(choicesForNewJob(onlyPrairie).map((choice) => choice.chosen)).toEqual([false, true]);
  });
});

describe('a board’s own lists', () => {
  it('lack the job’s values only when the board has lists of its own without them', () => {
    expect(boardLacks(atlantic, { categories: [99], positionType: 7 })).toEqual({
      categories: false,
      positionType: false,
    });
    expect(boardLacks(prairie, { categories: [5], positionType: 1 })).toEqual({
      categories: false,
      positionType: false,
    });
    expect(boardLacks(prairie, { categories: [5, 9], positionType: 3 })).toEqual({
      categories: true,
      positionType: true,
    });
  });
});

describe('the postings sent', () => {
  const job = { categories: [9], positionType: 3 };

  it('ask first for the values a chosen board does not have, naming the board', () => {
    const choices = choicesFromPostings([atlantic, prairie], [posting(1), posting(2)], 'active');
    const plan = postingsPlan([atlantic, prairie], choices, job);
    expect(plan).toEqual({
      ok: false,
      questions: [
        {
          boardId: 2,
          field: 'categories',
          message:
            'Prairie Jobs does not have every category of this job: choose the categories it gets there.',
        },
        {
          boardId: 2,
          field: 'positionType',
          message: "Prairie Jobs does not have this job's position type: choose the one it gets there.",
        },
      ],
    });
  });

  it('name each chosen board, with a status and values only where they differ from the job’s, and leave the others out', () => {
    const choices = [
      { boardId: 1, chosen: false, status: null, categories: null, positionType: null },
      { boardId: 2, chosen: true, status: 'archived' as const, categories: [6], positionType: 1 },
      { boardId: 3, chosen: true, status: null, categories: null, positionType: null },
    ];
    const pacific: Board = { ...atlantic, id: 3, name: 'Pacific Jobs' };
    expect(postingsPlan([atlantic, prairie, pacific], choices, job)).toEqual({
      ok: true,
      postings: [
        { boardId: 2, status: 'archived', categories: [{ id: 6 }], positionType: { id: 1 } },
        { boardId: 3 },
      ],
    });
  });
});

describe('what each board answered', () => {
  it('is the words of the posting’s sync state with the board’s messages, per board', () => {
    const refused = posting(2, { sync: { state: 'failed', messages: ['Title is too long.'] } });
    expect(boardAnswer(prairie, refused)).toMatchObject({
      label: 'Sync failed',
      messages: ['Title is too long.'],
    });
    expect(boardAnswer(atlantic, undefined).label).toBe('Not posted here');
    expect(boardAnswersSummary([atlantic, prairie], [posting(1), refused])).toEqual([
      'Atlantic Jobs: Synced',
      'Prairie Jobs: Sync failed: Title is too long.',
    ]);
  });

  it('before the first save, says each chosen board is not sent yet, one line each as the answers will be', () => {
    expect(
      boardAnswersBeforeFirstSave(
        [atlantic, prairie],
        [
          { boardId: 1, chosen: true },
          { boardId: 2, chosen: false },
        ],
      ),
    ).toEqual(['Atlantic Jobs: Not sent yet']);
    expect(boardAnswersBeforeFirstSave([atlantic, prairie], choicesForNewJob([atlantic, prairie]))).toEqual([
      'Atlantic Jobs: Not sent yet',
      'Prairie Jobs: Not sent yet',
    ]);
  });

  it('is "Local only" for a change waiting on a board with no address or key', () => {
    const waiting = posting(1, { sync: { state: 'pending', messages: [] } });
    expect(boardAnswer({ ...atlantic, state: 'unconfigured' }, waiting).label).toBe('Local only');
    expect(boardAnswer(atlantic, waiting).label).toBe('Waiting to sync');
  });
});
