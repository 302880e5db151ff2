import { describe, expect, it } from 'vitest';
import { buildPaging } from './paging.ts';

const listUrl = 'http://board.test/api/v1.1/jobs';

describe('the paging object', () => {
  it('counts pages as the ceiling of total over page size', () => {
    expect(buildPaging(listUrl, { q: undefined, page: 1, pageSize: 10 }, 21).pages).toBe(3);
    expect(buildPaging(listUrl, { q: undefined, page: 1, pageSize: 10 }, 20).pages).toBe(2);
  });

  it('has zero pages and no links when nothing matches', () => {
    expect(buildPaging(listUrl, { q: undefined, page: 1, pageSize: 10 }, 0)).toMatchObject({
      pages: 0,
      previous: null,
      next: null,
    });
  });

  it('has no previous link on the first page and a next link repeating the active parameters', () => {
    const paging = buildPaging(
      `${listUrl}?q=weld&status=active&pageSize=5`,
      { q: 'weld', status: 'active', page: 1, pageSize: 5 },
      12,
    );
    expect(paging.previous).toBeNull();
    expect(paging.next).toBe(`${listUrl}?q=weld&status=active&pageSize=5&page=2`);
  });

  it('does not add pageSize to the links when the request did not give it', () => {
    expect(buildPaging(listUrl, { q: undefined, page: 1, pageSize: 10 }, 30).next).toBe(`${listUrl}?page=2`);
  });

  it('has no next link on the last page', () => {
    const paging = buildPaging(`${listUrl}?page=3`, { q: undefined, page: 3, pageSize: 10 }, 30);
    expect(paging.next).toBeNull();
    expect(paging.previous).toBe(`${listUrl}?page=2`);
  });

  it('points back to the last page from a page past it', () => {
    const paging = buildPaging(`${listUrl}?page=9`, { q: undefined, page: 9, pageSize: 10 }, 30);
    expect(paging).toMatchObject({ page: 9, pages: 3, next: null, previous: `${listUrl}?page=3` });
  });
});
