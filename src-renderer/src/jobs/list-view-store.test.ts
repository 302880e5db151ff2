// The list's view store, without React: its actions move the view as the list rules say, and its
// selectors give the query the core is asked and the selection among the rows on screen.
import { describe, expect, it } from 'vitest';
import { createListViewStore, INITIAL_LIST_VIEW, selectViewQuery } from './list-view-store.ts';

const rows = [11, 12, 13, 14, 15];

describe('the list view store', () => {
  it('asks for the first page of every job at first', () => {
    const store = createListViewStore();
    expect(selectViewQuery(store.getState())).toEqual({
      q: '',
      status: null,
      board: null,
      province: null,
      closing: null,
      sort: 'publishDate',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
  });

  it('sorts by a column, turns its order around on a second click, and starts another column its own way', () => {
    const store = createListViewStore();
    store.getState().setPage(3);
    store.getState().sortBy('closeDate');
    expect(selectViewQuery(store.getState())).toMatchObject({ sort: 'closeDate', order: 'asc', page: 1 });
    store.getState().sortBy('closeDate');
    expect(selectViewQuery(store.getState())).toMatchObject({ sort: 'closeDate', order: 'desc' });
    store.getState().sortBy('title');
    expect(selectViewQuery(store.getState())).toMatchObject({ sort: 'title', order: 'asc' });
    store.getState().sortBy('publishDate');
    expect(selectViewQuery(store.getState())).toMatchObject({ sort: 'publishDate', order: 'desc' });
  });

  it('asks Closing soon for the active jobs closing within 7 days, soonest first', () => {
    const store = createListViewStore();
    store.getState().setTab('closing-soon');
    expect(selectViewQuery(store.getState())).toMatchObject({
      status: 'active',
      closing: 'soon',
      sort: 'closeDate',
      order: 'asc',
    });
    store.getState().setTab('all');
    expect(selectViewQuery(store.getState())).toMatchObject({ status: null, closing: null });
  });

  it('filters by province from page 1, and clears the search, board and province in one move', () => {
    const store = createListViewStore();
    store.getState().setPage(2);
    store.getState().setProvince('QC');
    expect(selectViewQuery(store.getState())).toMatchObject({ province: 'QC', page: 1 });
    store.getState().setBoard(2);
    store.getState().setSearch('cook');
    store.getState().applySearch('cook');
    store.getState().clearFilters();
    expect(store.getState().search).toBe('');
    expect(selectViewQuery(store.getState())).toMatchObject({ q: '', board: null, province: null, page: 1 });
  });

  it('clears the search box and the search asked at once, without waiting for typing to settle', () => {
    const store = createListViewStore();
    store.getState().setSearch('cook');
    store.getState().applySearch('cook');
    store.getState().setPage(2);
    store.getState().clearSearch();
    expect(store.getState().search).toBe('');
    expect(selectViewQuery(store.getState())).toMatchObject({ q: '', page: 1 });
  });

  it('asks for what was typed only once the search is applied, from page 1, trimmed', () => {
    const store = createListViewStore();
    store.getState().setPage(4);
    store.getState().setSearch('  cook ');
    expect(store.getState().search).toBe('  cook ');
    expect(selectViewQuery(store.getState())).toMatchObject({ q: '', page: 4 });
    store.getState().applySearch('  cook ');
    expect(selectViewQuery(store.getState())).toMatchObject({ q: 'cook', page: 1 });
  });

  it('keeps the page when the same search is applied again', () => {
    const store = createListViewStore();
    store.getState().applySearch('cook');
    store.getState().setPage(3);
    store.getState().applySearch('cook');
    expect(store.getState().page).toBe(3);
  });

  it('asks for the tab’s status from page 1, and for every status on All', () => {
    const store = createListViewStore();
    store.getState().setPage(2);
    store.getState().setTab('archived');
    expect(selectViewQuery(store.getState())).toMatchObject({ status: 'archived', page: 1 });
    store.getState().setTab('all');
    expect(selectViewQuery(store.getState()).status).toBeNull();
  });

  it('asks for one board’s jobs from page 1, clearing the selection, and for every job again on null', () => {
    const store = createListViewStore();
    store.getState().setPage(3);
    store.getState().toggleRow([7, 8], 7, true, false);
    store.getState().setBoard(2);
    expect(selectViewQuery(store.getState())).toMatchObject({ board: 2, page: 1 });
    expect(store.getState().selection.selected.size).toBe(0);
    store.getState().setBoard(null);
    expect(selectViewQuery(store.getState()).board).toBeNull();
  });

  it('keeps the first row in view when the page size changes', () => {
    const store = createListViewStore();
    store.getState().setPage(3); // rows 51–75 at 25 a page
    store.getState().setPageSize(50);
    expect(selectViewQuery(store.getState())).toMatchObject({ page: 2, pageSize: 50 });
  });

  it('moves a page past the last one to the last page, and leaves a page within alone', () => {
    const store = createListViewStore();
    store.getState().setPage(9);
    store.getState().keepPageWithin(4);
    expect(store.getState().page).toBe(4);
    store.getState().keepPageWithin(7);
    expect(store.getState().page).toBe(4);
    store.getState().keepPageWithin(0);
    expect(store.getState().page).toBe(4);
  });

  it('selects rows, a shift-click range, and all rows, and clears them', () => {
    const store = createListViewStore();
    store.getState().toggleRow(rows, 12, true, false);
    store.getState().toggleRow(rows, 14, true, true);
    expect([...store.getState().selection.selected]).toEqual([12, 13, 14]);
    store.getState().toggleAll(rows);
    expect(store.getState().selection.selected.size).toBe(5);
    store.getState().toggleAll(rows);
    expect(store.getState().selection.selected.size).toBe(0);
    store.getState().toggleRow(rows, 11, true, false);
    store.getState().clearSelection();
    expect(store.getState().selection.selected.size).toBe(0);
  });

  it('clears the selection when the rows on screen change: page, tab, page size or search', () => {
    const moves: Array<(store: ReturnType<typeof createListViewStore>) => void> = [
      (store) => store.getState().setPage(2),
      (store) => store.getState().setTab('draft'),
      (store) => store.getState().setPageSize(10),
      (store) => store.getState().applySearch('welder'),
    ];
    for (const move of moves) {
      const store = createListViewStore();
      store.getState().toggleRow(rows, 12, true, false);
      move(store);
      expect(store.getState().selection.selected.size).toBe(0);
    }
  });

  it('keeps the selection while the recruiter only types, and while the page stays', () => {
    const store = createListViewStore();
    store.getState().toggleRow(rows, 12, true, false);
    store.getState().setSearch('wel');
    store.getState().setPage(1);
    expect([...store.getState().selection.selected]).toEqual([12]);
  });

  it('widens a selection to every matching job, and narrows it again on any change of rows or selection', () => {
    const store = createListViewStore();
    store.getState().toggleAll(rows);
    store.getState().selectAllMatching();
    expect(store.getState().allMatching).toBe(true);
    store.getState().toggleRow(rows, 12, false, false);
    expect(store.getState().allMatching).toBe(false);
    store.getState().selectAllMatching();
    store.getState().applySearch('cook');
    expect(store.getState().allMatching).toBe(false);
    store.getState().selectAllMatching();
    store.getState().setTab('draft');
    expect(store.getState().allMatching).toBe(false);
    store.getState().selectAllMatching();
    store.getState().clearSelection();
    expect(store.getState().allMatching).toBe(false);
  });

  it('gives each app its own store', () => {
    const first = createListViewStore();
    first.getState().setTab('active');
    expect(createListViewStore().getState().tab).toBe(INITIAL_LIST_VIEW.tab);
  });
});
