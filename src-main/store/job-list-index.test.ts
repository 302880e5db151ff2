import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobStatus } from '../../src-shared/schemas/resources.ts';
import type { Db } from './database.ts';
import { createJobListIndex, type JobListFilter, type JobListIndex } from './job-list-index.ts';
import { openDatabase } from './open-database.ts';

const STATUSES: JobStatus[] = ['active', 'archived', 'draft'];
const TERMS = ['', 'a', 'ab', 'b', 'x', 'abx', 'r-'];

/** The list answer computed from the table itself: filter, then sort, then cut the page. */
function expectedPage(db: Db, employerId: number, filter: JobListFilter, offset: number, limit: number) {
  type Row = {
    id: number;
    status: JobStatus;
    publish_date: string;
    title_key: string;
    reference_key: string | null;
  };
  const rows = db
    .prepare<[number], Row>(
      'SELECT id, status, publish_date, title_key, reference_key FROM jobs WHERE employer_id = ?',
    )
    .all(employerId)
    .filter((row) => filter.status === null || row.status === filter.status)
    .filter((row) => row.title_key.includes(filter.term) || (row.reference_key ?? '').includes(filter.term))
    .sort((a, b) =>
      a.publish_date === b.publish_date ? b.id - a.id : a.publish_date > b.publish_date ? -1 : 1,
    );
  return { ids: rows.slice(offset, offset + limit).map((row) => row.id), total: rows.length };
}

function insertJob(
  db: Db,
  employerId: number,
  title: string,
  status: JobStatus,
  day: number,
  ref: string | null,
) {
  const date = `2026-01-${String(day).padStart(2, '0')}T09:00:00.000Z`;
  return Number(
    db
      .prepare(
        `INSERT INTO jobs (employer_id, reference_id, reference_key, title, title_key, status, publish_date,
          confidential, auto_refresh, position_type_id, routing_type_id, locations_json, category_ids_json,
          description, created_at, updated_at)
         VALUES (?, ?, lower(?), ?, lower(?), ?, ?, 0, 0, 1, 1, '[]', '[1]', '<p>x</p>', ?, ?)`,
      )
      .run(employerId, ref, ref, title, title, status, date, date, date).lastInsertRowid,
  );
}

const title = fc.stringMatching(/^[abx -]{1,6}$/);
const command = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    employer: fc.constantFrom(1, 2),
    title,
    status: fc.constantFrom(...STATUSES),
    day: fc.integer({ min: 1, max: 5 }),
    withRef: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('retitle' as const), pick: fc.nat(), title }),
  fc.record({ kind: fc.constant('restatus' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant('redate' as const), pick: fc.nat(), day: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('bulk-insert' as const), count: fc.integer({ min: 65, max: 120 }) }),
  // Writes, a read inside the transaction, then a rollback of all of it.
  fc.record({ kind: fc.constant('rolled-back' as const), pick: fc.nat(), title }),
  // A savepoint rolled back inside a transaction that commits.
  fc.record({ kind: fc.constant('savepoint' as const), pick: fc.nat(), title }),
  // Another connection's commit; then, maybe, the first read after it inside a transaction rolled back.
  fc.record({
    kind: fc.constant('other-connection' as const),
    pick: fc.nat(),
    title,
    thenRollBack: fc.boolean(),
  }),
);
type Query = { employer: number; status: JobStatus | null; term: string; offset: number; limit: number };
const query: fc.Arbitrary<Query> = fc.record({
  employer: fc.constantFrom(1, 2),
  status: fc.constantFrom<JobStatus | null>(null, ...STATUSES),
  term: fc.constantFrom(...TERMS),
  offset: fc.integer({ min: 0, max: 12 }),
  limit: fc.integer({ min: 1, max: 6 }),
});

describe('the in-memory job list index', () => {
  let dir: string;
  let db: Db;
  let other: Db;
  let index: JobListIndex;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'jobdesk-list-index-'));
    db = openDatabase(join(dir, 'jobs.db'));
    // Durability is not what this test is about; a commit without fsync keeps it quick.
    db.pragma('synchronous = OFF');
    db.exec("INSERT INTO employers (id, name) VALUES (1, 'Acme'), (2, 'Globex')");
    index = createJobListIndex(db);
    other = new Database(join(dir, 'jobs.db'));
  });
  afterEach(() => {
    other.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers like a filter and sort of the table after any mix of writes, rollbacks and outside commits', () => {
    let refCounter = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(command, query), { minLength: 1, maxLength: 30 }), (steps) => {
        db.exec('DELETE FROM jobs');
        const someId = (pick: number) => {
          const ids = db.prepare('SELECT id FROM jobs ORDER BY id').pluck().all() as number[];
          return ids.length === 0 ? undefined : ids[pick % ids.length];
        };
        const check = (q: Query) => {
          const filter = { status: q.status, term: q.term };
          expect(index.page(q.employer, filter, q.offset, q.limit)).toEqual(
            expectedPage(db, q.employer, filter, q.offset, q.limit),
          );
        };
        for (const [step, q] of steps) {
          const id = 'pick' in step ? someId(step.pick) : undefined;
          switch (step.kind) {
            case 'insert':
              refCounter += 1;
              insertJob(
                db,
                step.employer,
                step.title,
                step.status,
                step.day,
                step.withRef ? `R-${refCounter}` : null,
              );
              break;
            case 'bulk-insert':
              db.transaction(() => {
                for (let i = 0; i < step.count; i += 1)
                  insertJob(db, 1 + (i % 2), `b${i % 7}a`, 'draft', 1 + (i % 5), null);
              })();
              break;
            case 'retitle':
              if (id !== undefined)
                db.prepare('UPDATE jobs SET title = ?, title_key = lower(?) WHERE id = ?').run(
                  step.title,
                  step.title,
                  id,
                );
              break;
            case 'restatus':
              if (id !== undefined)
                db.prepare('UPDATE jobs SET status = ? WHERE id = ?').run(step.status, id);
              break;
            case 'redate':
              if (id !== undefined) {
                db.prepare('UPDATE jobs SET publish_date = ? WHERE id = ?').run(
                  `2026-01-0${step.day}T09:00:00.000Z`,
                  id,
                );
              }
              break;
            case 'move':
              if (id !== undefined)
                db.prepare(
                  'UPDATE jobs SET employer_id = 3 - employer_id, reference_id = NULL, reference_key = NULL WHERE id = ?',
                ).run(id);
              break;
            case 'delete':
              if (id !== undefined) db.prepare('DELETE FROM jobs WHERE id = ?').run(id);
              break;
            case 'rolled-back':
              expect(() =>
                db.transaction(() => {
                  insertJob(db, 1, step.title, 'active', 5, null);
                  if (id !== undefined) db.prepare('DELETE FROM jobs WHERE id = ?').run(id);
                  check(q);
                  throw new Error('roll back');
                })(),
              ).toThrow('roll back');
              break;
            case 'savepoint':
              db.transaction(() => {
                insertJob(db, 2, step.title, 'draft', 2, null);
                expect(() =>
                  db.transaction(() => {
                    if (id !== undefined)
                      db.prepare('UPDATE jobs SET title_key = ? WHERE id = ?').run(`${step.title}x`, id);
                    insertJob(db, 1, `${step.title}b`, 'active', 4, null);
                    check(q);
                    throw new Error('roll back the savepoint');
                  })(),
                ).toThrow('roll back the savepoint');
                check(q);
              })();
              break;
            case 'other-connection':
              if (id !== undefined)
                other.prepare('UPDATE jobs SET title_key = ? WHERE id = ?').run(step.title, id);
              if (step.thenRollBack) {
                expect(() =>
                  db.transaction(() => {
                    insertJob(db, q.employer, step.title, q.status ?? 'draft', 5, null);
                    check(q);
                    throw new Error('roll back');
                  })(),
                ).toThrow('roll back');
              }
              break;
          }
          check(q);
        }
      }),
      { numRuns: 120 },
    );
  }, 60_000);

  it('pages through more matches than it sorts at once, by walking the list', () => {
    db.transaction(() => {
      for (let i = 0; i < 2600; i += 1) {
        const status = STATUSES[i % 3] as JobStatus;
        insertJob(db, 1, i % 10 === 0 ? `cook ${i}` : `baker ${i}`, status, 1 + ((i * 7) % 28), `R-${i}`);
      }
    })();
    for (const filter of [
      { status: null, term: 'baker' },
      { status: null, term: 'r-' },
      { status: 'draft' as const, term: 'a' },
      { status: null, term: 'cook' },
    ]) {
      for (const offset of [0, 995, 2337, 2600]) {
        expect(index.page(1, filter, offset, 10)).toEqual(expectedPage(db, 1, filter, offset, 10));
      }
    }
  });

  it('sorts by close date or title and keeps each order current after a write, a province filter included', () => {
    const a = insertJob(db, 1, 'Welder', 'active', 1, null);
    const b = insertJob(db, 1, 'électricien', 'active', 2, null);
    const c = insertJob(db, 1, 'Cook', 'draft', 3, null);
    const setClose = (id: number, day: string | null) =>
      db.prepare('UPDATE jobs SET close_date = ? WHERE id = ?').run(day && `${day}T00:00:00.000Z`, id);
    setClose(a, '2026-02-10');
    setClose(b, '2026-02-01');
    const everything = { status: null, term: '' };
    const byClose = { by: 'closeDate', direction: 'asc' } as const;
    expect(index.page(1, everything, 0, 10, byClose).ids).toEqual([b, a, c]);
    expect(index.page(1, everything, 0, 10, { by: 'title', direction: 'asc' }).ids).toEqual([c, b, a]);
    setClose(c, '2026-01-20');
    db.prepare(
      `UPDATE jobs SET locations_json = '[{"id":1,"name":"Laval","description":"Laval, QC","type":"Town"}]' WHERE id = ?`,
    ).run(a);
    expect(index.page(1, everything, 0, 10, byClose).ids).toEqual([c, b, a]);
    expect(index.page(1, { ...everything, province: 'QC' }, 0, 10, byClose)).toEqual({ ids: [a], total: 1 });
    const range = { from: '2026-01-25T00:00:00.000Z', before: '2026-02-10T00:00:00.000Z' };
    expect(index.count(1, { ...everything, closeDateRange: range })).toBe(1);
    expect(index.countByStatus(1, '', null, 'QC')).toEqual({ active: 1, archived: 0, draft: 0 });
  });

  it('stops logging past a few thousand changes, then rebuilds from the table', () => {
    const filter = { status: null, term: '7' };
    expect(index.page(1, filter, 0, 5)).toEqual({ ids: [], total: 0 });
    db.transaction(() => {
      for (let i = 0; i < 7000; i += 1) insertJob(db, 1, `job ${i}`, 'active', 1 + (i % 28), null);
    })();
    const logged = db.prepare('SELECT count(*) FROM temp.job_list_changes').pluck().get() as number;
    expect(logged).toBeGreaterThan(5000);
    expect(logged).toBeLessThan(5010);
    expect(index.page(1, filter, 0, 5)).toEqual(expectedPage(db, 1, filter, 0, 5));
    expect(index.page(1, filter, 0, 5).total).toBeGreaterThan(1000);
    expect(db.prepare('SELECT count(*) FROM temp.job_list_changes').pluck().get()).toBe(0);
  });
});
