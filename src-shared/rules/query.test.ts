// The GET /jobs query string and the /jobs/{id} path id (interface Limits table; api-decisions.md, Ids).
import { describe, expect, it } from 'vitest';
import { fieldsOf, successOf } from './job-fixtures.testing.ts';
import {
  defaultSortOrder,
  type JobListSort,
  parseAppJobListQuery,
  parseJobId,
  parseJobListQuery,
} from './query.ts';

describe('parseJobListQuery', () => {
  it('defaults to page 1 of 10 jobs of every status, with no search term', () => {
    expect(successOf(parseJobListQuery({}))).toEqual({ page: 1, pageSize: 10 });
  });

  it('reads page and pageSize given as text', () => {
    expect(successOf(parseJobListQuery({ page: '3', pageSize: '25' }))).toMatchObject({
      page: 3,
      pageSize: 25,
    });
  });

  it('rejects a pageSize of 101 and accepts 100', () => {
    expect(successOf(parseJobListQuery({ pageSize: '100' })).pageSize).toBe(100);
    expect(fieldsOf(parseJobListQuery({ pageSize: '101' }))).toEqual([
      { path: 'pageSize', message: 'Page size must be a whole number from 1 to 100.' },
    ]);
  });

  it.each(['0', '-1', '1.5', '+1', ' 1', '', 'abc', '1e2', '2147483648'])('rejects page %j', (page) => {
    expect(fieldsOf(parseJobListQuery({ page }))).toEqual([
      { path: 'page', message: 'Page must be a whole number from 1 to 2147483647.' },
    ]);
  });

  it.each(['0', '-5', '10.0', 'ten'])('rejects pageSize %j', (pageSize) => {
    expect(fieldsOf(parseJobListQuery({ pageSize })).map((field) => field.path)).toEqual(['pageSize']);
  });

  it.each(['active', 'archived', 'draft'] as const)('filters on status %s', (status) => {
    expect(successOf(parseJobListQuery({ status })).status).toBe(status);
  });

  it('rejects a status that is not one of the three', () => {
    expect(fieldsOf(parseJobListQuery({ status: 'open' }))).toEqual([
      { path: 'status', message: 'Status must be active, archived or draft.' },
    ]);
  });

  it('trims the search term and reads a blank one as no filter', () => {
    expect(successOf(parseJobListQuery({ q: '  cook ' })).q).toBe('cook');
    expect(successOf(parseJobListQuery({ q: '   ' })).q).toBeUndefined();
  });

  it('ignores unknown parameters', () => {
    expect(successOf(parseJobListQuery({ sort: 'title' }))).toEqual({ page: 1, pageSize: 10 });
  });

  it('reports every bad parameter at once', () => {
    expect(
      fieldsOf(parseJobListQuery({ status: 'x', page: '0', pageSize: '1000' })).map((f) => f.path),
    ).toEqual(['status', 'page', 'pageSize']);
  });
});

describe('parseAppJobListQuery', () => {
  it('reads the board of the app’s jobs list with the rest of the list’s query', () => {
    expect(successOf(parseAppJobListQuery({ board: '2', status: 'active', page: '2' }))).toEqual({
      board: 2,
      status: 'active',
      page: 2,
      pageSize: 10,
      sort: 'publishDate',
    });
    expect(successOf(parseAppJobListQuery({})).board).toBeUndefined();
  });

  it('reads sort, order, province and closing, and names each bad one', () => {
    expect(
      successOf(parseAppJobListQuery({ sort: 'closeDate', order: 'desc', province: 'QC', closing: 'soon' })),
    ).toMatchObject({ sort: 'closeDate', order: 'desc', province: 'QC', closing: 'soon' });
    expect(fieldsOf(parseAppJobListQuery({ sort: 'salary', province: 'qc' }))).toEqual([
      { path: 'sort', message: 'Sort must be publishDate, closeDate or title.' },
      {
        path: 'province',
        message: 'Province must be one of AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK, YT.',
      },
    ]);
  });

  it('orders newest published first, soonest closing first and titles A to Z unless told', () => {
    expect(
      ['publishDate', 'closeDate', 'title'].map((sort) => defaultSortOrder(sort as JobListSort)),
    ).toEqual(['desc', 'asc', 'asc']);
  });

  it.each(['0', '-2', 'two', '1.5', '', '2147483648'])('rejects board %j, naming the parameter', (board) => {
    expect(fieldsOf(parseAppJobListQuery({ board }))).toEqual([
      {
        path: 'board',
        message:
          'Board must be a whole number from 1 to 2147483647: the id of a job board (GET /app/v1/boards).',
      },
    ]);
  });

  it('is not the job board interface’s query: GET /jobs ignores a board it does not know of', () => {
    expect(successOf(parseJobListQuery({ board: 'two' }))).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('parseJobId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('reads %s', (segment, id) => {
    expect(successOf(parseJobId(segment))).toBe(id);
  });

  it.each(['0', '2147483648', '-1', '1.0', '1e3', 'abc', '', ' 1', '0x10', 'JD-123'])(
    'rejects %j',
    (segment) => {
      expect(fieldsOf(parseJobId(segment))).toEqual([
        { path: 'id', message: 'The job id must be a whole number from 1 to 2147483647.' },
      ]);
    },
  );
});
