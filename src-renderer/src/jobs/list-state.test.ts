// The list's view state: searches and tabs restart at page 1, page sizes keep the first row in view.
import { describe, expect, it } from 'vitest';
import {
  emptyReason,
  INITIAL_LIST_STATE,
  pageWithin,
  rangeLabel,
  withBoard,
  withPage,
  withPageSize,
  withSearch,
  withTab,
} from './list-state.ts';

describe('list state', () => {
  it('restarts at page 1 on a new search, tab or board, not on the same one', () => {
    const onPage4 = withPage(INITIAL_LIST_STATE, 4);
    expect(withSearch(onPage4, 'cook').page).toBe(1);
    expect(withSearch(onPage4, '')).toBe(onPage4);
    expect(withTab(onPage4, 'archived')).toMatchObject({ tab: 'archived', page: 1 });
    expect(withTab(onPage4, 'all')).toBe(onPage4);
    expect(withBoard(onPage4, 2)).toMatchObject({ board: 2, page: 1 });
    expect(withBoard(onPage4, null)).toBe(onPage4);
  });

  it('keeps the first visible row on screen when the page size changes', () => {
    const page3of25 = withPage(INITIAL_LIST_STATE, 3); // rows 51–75
    expect(withPageSize(page3of25, 10).page).toBe(6); // rows 51–60
    expect(withPageSize(page3of25, 100).page).toBe(1);
    expect(withPageSize(withPage({ ...INITIAL_LIST_STATE, pageSize: 10 }, 6), 50).page).toBe(2);
  });

  it('never goes below page 1 and clamps past the last page', () => {
    expect(withPage(INITIAL_LIST_STATE, 0).page).toBe(1);
    expect(pageWithin(9, 3)).toBe(3);
    expect(pageWithin(2, 0)).toBe(1);
  });

  it('says which rows are shown out of how many', () => {
    expect(rangeLabel(2, 25, 25, 250)).toBe('Showing 26–50 of 250 jobs');
    expect(rangeLabel(1, 25, 1, 1)).toBe('Showing 1–1 of 1 job');
    expect(rangeLabel(11, 10, 0, 100)).toBe('0 of 100 jobs');
    expect(rangeLabel(1, 100, 100, 10_000)).toBe('Showing 1–100 of 10,000 jobs');
  });

  it('tells apart why a page is empty', () => {
    expect(emptyReason(INITIAL_LIST_STATE, 0)).toBe('no-jobs');
    expect(emptyReason({ ...INITIAL_LIST_STATE, search: 'zz' }, 5)).toBe('no-match');
    expect(emptyReason({ ...INITIAL_LIST_STATE, tab: 'archived' }, 5)).toBe('none-in-status');
    expect(emptyReason({ ...INITIAL_LIST_STATE, tab: 'archived', board: 2 }, 5)).toBe('none-on-board');
    expect(emptyReason({ ...INITIAL_LIST_STATE, board: 2, search: 'zz' }, 5)).toBe('no-match');
  });
});
