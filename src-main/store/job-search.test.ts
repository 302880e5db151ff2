import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobHeader, JobStatus } from '../../src-shared/schemas/resources.ts';
import type { ListJobsQuery } from './job-search.ts';
import type { Store } from './store.ts';
import { openTestStore, sampleJobFields } from './test-fixtures.ts';

type Seed = { title: string; referenceId: string | null; status?: JobStatus; day?: number };

function seedJobs(store: Store, employerId: number, seeds: Seed[]): number[] {
  return seeds.map((seed) => {
    const day = String(seed.day ?? 1).padStart(2, '0');
    const result = store.jobs.insertJob(
      employerId,
      sampleJobFields({
        title: seed.title,
        referenceId: seed.referenceId,
        status: seed.status ?? 'draft',
        publishDate: `2026-01-${day}T09:00:00.000Z`,
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.value.id;
  });
}

const titles = (rows: JobHeader[]) => rows.map((row) => row.title);

describe('listing and searching jobs', () => {
  let store: Store;
  let acme: number;
  let globex: number;
  const list = (query: Partial<ListJobsQuery>, employerId = acme) =>
    store.jobs.listJobs(employerId, { page: 1, pageSize: 10, ...query });
  beforeEach(() => {
    store = openTestStore();
    acme = store.employers.addEmployerWithKey('Acme', 'key-a').id;
    globex = store.employers.addEmployerWithKey('Globex', 'key-b').id;
  });
  afterEach(() => store.close());

  it('lists newest first, then by descending id, with headers only', () => {
    const [a, b, c] = seedJobs(store, acme, [
      { title: 'A', referenceId: null, day: 2 },
      { title: 'B', referenceId: null, day: 3 },
      { title: 'C', referenceId: null, day: 2 },
    ]);
    const { rows, total } = list({});
    expect(total).toBe(3);
    expect(rows.map((row) => row.id)).toEqual([b, c, a]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['confidential', 'employer', 'id', 'locations', 'publishDate', 'referenceId', 'status', 'title'].sort(),
    );
    expect(rows[0]?.employer).toEqual({ id: acme, name: 'Acme' });
  });

  it('pages with a true total, and returns an empty page past the last', () => {
    seedJobs(
      store,
      acme,
      Array.from({ length: 25 }, (_, i) => ({ title: `Job ${i}`, referenceId: null, day: i + 1 })),
    );
    expect(list({ pageSize: 10, page: 1 })).toMatchObject({ total: 25 });
    expect(titles(list({ pageSize: 10, page: 3 }).rows)).toEqual([
      'Job 4',
      'Job 3',
      'Job 2',
      'Job 1',
      'Job 0',
    ]);
    expect(list({ pageSize: 10, page: 4 })).toEqual({ rows: [], total: 25 });
    expect(list({ q: 'job', pageSize: 10, page: 9 })).toEqual({ rows: [], total: 25 });
    expect(list({ q: 'jo', pageSize: 10, page: 9 })).toEqual({ rows: [], total: 25 });
  });

  it('filters by status', () => {
    seedJobs(store, acme, [
      { title: 'Draft', referenceId: null },
      { title: 'Live', referenceId: null, status: 'active' },
      { title: 'Old', referenceId: null, status: 'archived' },
    ]);
    expect(titles(list({ status: 'active' }).rows)).toEqual(['Live']);
    expect(list({ status: 'archived' }).total).toBe(1);
  });

  it('finds a case-insensitive substring of the title or the reference id', () => {
    seedJobs(store, acme, [
      { title: 'Senior Software ENGINEER', referenceId: 'JD-001', day: 3 },
      { title: 'Nurse', referenceId: 'eng-42', day: 2 },
      { title: 'Cook', referenceId: 'JD-002', day: 1 },
    ]);
    expect(titles(list({ q: 'Engineer' }).rows)).toEqual(['Senior Software ENGINEER']);
    expect(titles(list({ q: 'ENG' }).rows)).toEqual(['Senior Software ENGINEER', 'Nurse']);
    expect(titles(list({ q: 'jd-00' }).rows)).toEqual(['Senior Software ENGINEER', 'Cook']);
    expect(list({ q: 'ware eng' }).total).toBe(1);
    expect(list({ q: 'welder' })).toEqual({ rows: [], total: 0 });
  });

  it('finds terms of one and two characters', () => {
    seedJobs(store, acme, [
      { title: 'QA Lead', referenceId: null, day: 2 },
      { title: 'Cook', referenceId: 'x9', day: 1 },
    ]);
    expect(titles(list({ q: 'qa' }).rows)).toEqual(['QA Lead']);
    expect(titles(list({ q: 'X' }).rows)).toEqual(['Cook']);
    expect(titles(list({ q: 'o' }).rows)).toEqual(['Cook']);
  });

  it('treats %, _, quotes, backslashes and FTS syntax in a term as plain characters', () => {
    seedJobs(store, acme, [
      { title: '100% remote', referenceId: 'A_1', day: 5 },
      { title: 'Chef "de partie"', referenceId: "O'Neil", day: 4 },
      { title: 'Path C:\\jobs', referenceId: null, day: 3 },
      { title: 'title_key : x AND y*', referenceId: null, day: 2 },
      { title: '1000 remote', referenceId: 'AB1', day: 1 },
    ]);
    expect(titles(list({ q: '%' }).rows)).toEqual(['100% remote']);
    expect(titles(list({ q: '0% r' }).rows)).toEqual(['100% remote']);
    expect(titles(list({ q: '_' }).rows)).toEqual(['100% remote', 'title_key : x AND y*']);
    expect(titles(list({ q: 'a_1' }).rows)).toEqual(['100% remote']);
    expect(titles(list({ q: '"de' }).rows)).toEqual(['Chef "de partie"']);
    expect(titles(list({ q: '"' }).rows)).toEqual(['Chef "de partie"']);
    expect(titles(list({ q: "o'neil" }).rows)).toEqual(['Chef "de partie"']);
    expect(titles(list({ q: ':\\jo' }).rows)).toEqual(['Path C:\\jobs']);
    expect(titles(list({ q: 'AND y*' }).rows)).toEqual(['title_key : x AND y*']);
    expect(list({ q: 'x OR y' }).total).toBe(0);
  });

  it('matches accented letters in any case, and composed or decomposed alike', () => {
    seedJobs(store, acme, [
      { title: 'Ébéniste', referenceId: null, day: 2 },
      { title: 'Cafe\u0301 manager', referenceId: null, day: 1 },
    ]);
    expect(titles(list({ q: 'éb' }).rows)).toEqual(['Ébéniste']);
    expect(titles(list({ q: 'ÉBÉN' }).rows)).toEqual(['Ébéniste']);
    expect(titles(list({ q: 'É' }).rows)).toEqual(['Ébéniste', 'Cafe\u0301 manager']);
    expect(titles(list({ q: 'café' }).rows)).toEqual(['Cafe\u0301 manager']);
  });

  it('trims the term and treats a blank one as no filter', () => {
    seedJobs(store, acme, [
      { title: 'Welder', referenceId: null, day: 2 },
      { title: 'Cook', referenceId: null, day: 1 },
    ]);
    expect(list({ q: '   ' }).total).toBe(2);
    expect(titles(list({ q: '  weld ' }).rows)).toEqual(['Welder']);
  });

  it('combines a term with a status filter', () => {
    seedJobs(store, acme, [
      { title: 'Welder A', referenceId: null, status: 'active' },
      { title: 'Welder B', referenceId: null },
      { title: 'Cook', referenceId: null, status: 'active' },
    ]);
    expect(titles(list({ q: 'welder', status: 'active' }).rows)).toEqual(['Welder A']);
    expect(titles(list({ q: 'w', status: 'draft' }).rows)).toEqual(['Welder B']);
  });

  it('searches only the employer’s own jobs', () => {
    seedJobs(store, acme, [{ title: 'Welder', referenceId: 'W1' }]);
    seedJobs(store, globex, [{ title: 'Welder', referenceId: 'W1' }]);
    const ids = store.employers.addEmployerWithKey('Big', 'key-c', 2048);
    seedJobs(store, ids.id, [{ title: 'Welder', referenceId: 'W1' }]);
    for (const employerId of [acme, globex, ids.id]) {
      const { rows, total } = list({ q: 'welder' }, employerId);
      expect(total).toBe(1);
      expect(rows[0]?.employer.id).toBe(employerId);
    }
  });

  it('does not fail on a term holding a NUL character', () => {
    seedJobs(store, acme, [{ title: 'Welder', referenceId: null }]);
    expect(list({ q: 'wel\u0000der' })).toEqual({ rows: [], total: 0 });
  });

  it('refuses a page or page size that is not a positive integer', () => {
    expect(() => list({ page: 0 })).toThrow(RangeError);
    expect(() => list({ pageSize: 1.5 })).toThrow(RangeError);
  });

  it('gives the same answers as a plain filter and sort, after any mix of writes', () => {
    const alphabet = ['a', 'B', 'é', 'É', '%', '_', '"', "'", ' ', 'x', '-'];
    const text = fc
      .array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 8 })
      .map((chars) => chars.join(''))
      .filter((value) => value.trim() !== '');
    const seedArb = fc.record({
      title: text,
      referenceId: fc.option(text, { nil: null }),
      status: fc.constantFrom<JobStatus>('active', 'archived', 'draft'),
      day: fc.integer({ min: 1, max: 4 }),
      mine: fc.boolean(),
    });
    const queryArb = fc.record({
      q: fc
        .array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 4 })
        .map((chars) => chars.join('')),
      status: fc.option(fc.constantFrom<JobStatus>('active', 'archived', 'draft'), { nil: null }),
      page: fc.integer({ min: 1, max: 3 }),
      pageSize: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(seedArb, { maxLength: 25 }), queryArb, (seeds, query) => {
        store.db.prepare('DELETE FROM jobs').run();
        const unique = seeds.map((seed, i) => ({
          ...seed,
          referenceId: seed.referenceId && `${seed.referenceId}#${i}`,
        }));
        const ids = unique.map((seed) => seedJobs(store, seed.mine ? acme : globex, [seed])[0] ?? 0);
        const fold = (value: string) => value.normalize('NFC').toLowerCase();
        const term = fold(query.q.trim());
        const expected = unique
          .map((seed, i) => ({ ...seed, id: ids[i] ?? 0 }))
          .filter((job) => job.mine && (query.status === null || job.status === query.status))
          .filter((job) => fold(job.title).includes(term) || fold(job.referenceId ?? '').includes(term))
          .sort((x, y) => y.day - x.day || y.id - x.id);
        const offset = (query.page - 1) * query.pageSize;
        const expectedIds = expected.slice(offset, offset + query.pageSize).map((job) => job.id);
        const result = store.jobs.listJobs(acme, query);
        expect(result.total).toBe(expected.length);
        expect(result.rows.map((row) => row.id)).toEqual(expectedIds);
      }),
      { numRuns: 150 },
    );
  });
});
