import { describe, expect, it } from 'vitest';
import { boardLabels } from './board-labels.ts';

describe('the labels of a job’s boards', () => {
  it('name each board, and say in words a status or sync state that differs there', () => {
    const labels = boardLabels({
      status: 'active',
      boards: [
        { boardId: 1, name: 'East', status: 'active', syncState: 'synced' },
        { boardId: 2, name: 'West', status: 'archived', syncState: 'failed' },
        { boardId: 3, name: 'North', status: 'active', syncState: 'pending' },
      ],
    });
    expect(labels.map((label) => label.text)).toEqual([
      'East',
      'West · Archived · Sync failed',
      'North · Waiting to sync',
    ]);
    expect(labels.map((label) => [label.name, label.differences])).toEqual([
      ['East', []],
      ['West', ['Archived', 'Sync failed']],
      ['North', ['Waiting to sync']],
    ]);
    expect(labels[1]?.hint).toBe('Archived on West. Sync failed: The job board refused the last change.');
  });

  it('are none for a job posted nowhere', () => {
    expect(boardLabels({ status: 'draft', boards: [] })).toEqual([]);
    expect(boardLabels({ status: 'draft' })).toEqual([]);
  });
});
