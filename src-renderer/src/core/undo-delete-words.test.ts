import { describe, expect, it } from 'vitest';
import { deletedHeadline, restoredWords } from './undo-delete-words.ts';

describe('the words of a delete and its Undo', () => {
  it('names one deleted job by its title and counts several', () => {
    expect(deletedHeadline([{ id: 1, title: 'Baker' }])).toBe('“Baker” was deleted.');
    expect(
      deletedHeadline([
        { id: 1, title: 'Baker' },
        { id: 2, title: 'Driver' },
      ]),
    ).toBe('2 jobs were deleted.');
  });

  it('says which came back, and gives the core’s reason for each that did not', () => {
    expect(restoredWords({ restored: [{ id: 1, title: 'Baker' }], refused: [] })).toEqual({
      ok: true,
      message: '“Baker” is back.',
    });
    expect(
      restoredWords({
        restored: [
          { id: 1, title: 'Baker' },
          { id: 2, title: 'Driver' },
        ],
        refused: [{ id: 3, reason: 'expired', messages: ['The time to undo this delete has passed.'] }],
      }),
    ).toEqual({ ok: false, message: '2 jobs are back. The time to undo this delete has passed.' });
  });
});
