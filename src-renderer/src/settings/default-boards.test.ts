import { describe, expect, it } from 'vitest';
import { defaultBoardIdsAfterTick, defaultBoardsSummary } from './default-boards.ts';

const boards = [
  { id: 1, name: 'Atlantic Jobs' },
  { id: 2, name: 'Prairie Jobs' },
  { id: 3, name: 'Coast Jobs' },
];
const ids = boards.map((board) => board.id);

describe('defaultBoardIdsAfterTick', () => {
  it('adds a ticked board in the boards’ order and drops a cleared one', () => {
    expect(defaultBoardIdsAfterTick(ids, [3], 1, true)).toEqual([1, 3]);
    expect(defaultBoardIdsAfterTick(ids, [1, 3], 3, false)).toEqual([1]);
    expect(defaultBoardIdsAfterTick(ids, [1], 1, false)).toEqual([]);
  });

  it('forgets ids of boards that are gone and never repeats one', () => {
    expect(defaultBoardIdsAfterTick(ids, [9, 2, 2], 2, true)).toEqual([2]);
  });
});

describe('defaultBoardsSummary', () => {
  it('says every board when none or all are ticked', () => {
    expect(defaultBoardsSummary(boards, [])).toBe(
      'New jobs go to every board (none ticked means every board).',
    );
    expect(defaultBoardsSummary(boards, ids)).toBe(
      'New jobs go to every board (none ticked means every board).',
    );
  });

  it('names the chosen boards', () => {
    expect(defaultBoardsSummary(boards, [2])).toBe('New jobs go to Prairie Jobs only.');
    expect(defaultBoardsSummary(boards, [1, 3])).toBe('New jobs go to Atlantic Jobs and Coast Jobs only.');
  });
});
