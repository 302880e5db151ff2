import { describe, expect, it } from 'vitest';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { deletedHeadline, restoredWords } from './undo-delete-words.ts';

describe('the words of a bulk action’s Undo', () => {
  it('names one deleted job by its title and counts several', () => {
    expect(deletedHeadline([{ id: 1, title: 'Baker' }])).toBe('“Baker” was deleted.');
    expect(
      deletedHeadline([
        { id: 1, title: 'Baker' },
        { id: 2, title: 'Driver' },
      ]),
    ).toBe('2 jobs were deleted.');
  });

  it('says which came back, and words each refusal by the core’s reason with the job’s title', () => {
    expect(restoredWords('delete', { restored: [{ id: 1, title: 'Baker' }], refused: [] })).toEqual({
      ok: true,
      message: '“Baker” is back.',
    });
    expect(
      restoredWords(
        'delete',
        {
          restored: [
            { id: 1, title: 'Baker' },
            { id: 2, title: 'Driver' },
          ],
          refused: [{ id: 3, reason: 'expired', messages: ['The time to undo this delete has passed.'] }],
        },
        new Map([[3, 'Nurse']]),
      ),
    ).toEqual({
      ok: false,
      message:
        '2 jobs are back. “Nurse”: the time to undo has passed; it is being deleted from the job board too.',
    });
  });

  it('says a Publish or an Archive undone in its own words, and why a published job stays published', () => {
    const two = [
      { id: 1, title: 'Baker' },
      { id: 2, title: 'Driver' },
    ];
    expect(restoredWords('archive', { restored: two, refused: [] }).message).toBe('2 jobs are not archived.');
    expect(restoredWords('publish', { restored: [{ id: 1, title: 'Baker' }], refused: [] }).message).toBe(
      '“Baker” is not published.',
    );
    const late = restoredWords('publish', {
      restored: [],
      refused: [
        { id: 2, reason: 'expired', messages: ['A job that has been active cannot return to draft.'] },
      ],
    });
    expect(late.ok).toBe(false);
    expect(late.message).toContain('Job 2');
    expect(late.message).toContain('cannot become a draft again');
  });

  it('speaks French with plurals and Quebec’s spacing', async () => {
    await useFrenchUi();
    const twelve = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, title: `Poste ${index + 1}` }));
    expect(deletedHeadline(twelve)).toBe('12 postes supprimés.');
    expect(restoredWords('archive', { restored: twelve, refused: [] }).message).toBe(
      '12 postes ne sont plus archivés.',
    );
    expect(
      restoredWords(
        'delete',
        { restored: [], refused: [{ id: 3, reason: 'conflict', messages: ['x'] }] },
        new Map([[3, 'Boulanger']]),
      ).message,
    ).toBe('«\u00a0Boulanger\u00a0»\u00a0: un autre poste a pris son numéro de référence entre-temps.');
  });
});
