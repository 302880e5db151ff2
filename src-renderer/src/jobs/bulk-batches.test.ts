// A bulk action on more jobs than one request takes: sent in batches, its answers read as one.
import { describe, expect, it } from 'vitest';
import type { BulkJobResult } from '../../../src-shared/schemas/job-list-view.ts';
import { idBatches } from '../core/id-batches.ts';
import { combineBulkResults } from './bulk-batches.ts';

describe('a bulk action on more jobs than one request takes', () => {
  it('sends the ids in batches of the limit, each id once', () => {
    const ids = Array.from({ length: 230 }, (_, index) => index + 1);
    const batches = idBatches([...ids, 5], 100);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 30]);
    expect(batches.flat()).toEqual(ids);
  });

  it('reads the batches’ answers as one', () => {
    const first: BulkJobResult = { action: 'archive', changed: [{ id: 1, title: 'A' }], refused: [] };
    const second: BulkJobResult = {
      action: 'archive',
      changed: [{ id: 2, title: 'B' }],
      refused: [{ id: 3, title: 'C', reason: 'unchanged', messages: ['It is already archived.'] }],
    };
    expect(combineBulkResults('archive', [first, second])).toEqual({
      action: 'archive',
      changed: [
        { id: 1, title: 'A' },
        { id: 2, title: 'B' },
      ],
      refused: second.refused,
    });
  });
});
