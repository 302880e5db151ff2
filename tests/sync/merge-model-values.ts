// The values the merge model writes: each edit a value never written before (numbered by the model), so
// a value shown names the write that made it; status only moves forward, so it never repeats either.
// The salary merges by its parts: an edit writes one part anew (the amount, the maximum, or the period: the
// next one round, which may be a period written before) and keeps the others as shown. Locations and
// categories merge as sets: an edit replaces the list with three items no write of the job used before, adds
// one such item or removes one, so two edits made without seeing each other merge, or go beyond the board's
// limits (a conflict).
import type { JobRequestBody } from '../../src-shared/client/index.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import type { MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import type { Job, JobStatus } from '../../src-shared/schemas/resources.ts';

const DAY_MS = 24 * 60 * 60_000;
const CATEGORY_IDS = 30;
const LIST_SIZE = 3;
/** Salary periods have ids 1 to 5 (src-shared/catalogs/salary-periods.ts). */
const PERIODS = 5;
const AMOUNT = 40_000;
/** Above every amount a run writes, so that any merge of the parts holds together. */
const MAX_AMOUNT = 90_000;

/** What an edit of a job needs to know of it beyond its number: as shown, and the category ids it used. */
export type EditContext = { shown: Job | null; categoriesUsed: Set<number> };

/**
 * The value to send for `property`, number `n`; null for a status that cannot move forward, or categories
 * when the job has used every id.
 */
export function freshValue(
  property: MergedProperty,
  n: number,
  status: JobStatus,
  context: EditContext,
): unknown {
  switch (property) {
    case 'title':
      return `T${n}`;
    case 'description':
      return `<p>D${n}</p>`;
    case 'closeDate':
      return new Date(Date.parse('2027-01-01T00:00:00Z') + n * DAY_MS).toISOString().slice(0, 10);
    case 'salary': {
      const shown = context.shown?.salary ?? null;
      const salary = {
        amount: shown?.amount ?? AMOUNT + n,
        maxAmount: shown?.maxAmount ?? MAX_AMOUNT + n,
        period: { id: shown?.period.id ?? 1 },
      };
      if (n % 3 === 0) return { ...salary, amount: AMOUNT + n };
      if (n % 3 === 1) return { ...salary, maxAmount: MAX_AMOUNT + n };
      return { ...salary, period: { id: (salary.period.id % PERIODS) + 1 } };
    }
    case 'locations':
      return listEdit(
        n,
        context.shown?.locations.map(({ description }) => ({ description })) ?? null,
        (count) => Array.from({ length: count }, (_, index) => ({ description: `Place${n}x${index}, NB` })),
      );
    case 'categories':
      return listEdit(n, context.shown?.categories.map(({ id }) => ({ id })) ?? null, (count) => {
        const fresh = Array.from({ length: CATEGORY_IDS }, (_, index) => 1 + ((n + index) % CATEGORY_IDS))
          .filter((id) => !context.categoriesUsed.has(id))
          .slice(0, count);
        if (fresh.length < count) return null;
        for (const id of fresh) context.categoriesUsed.add(id);
        return fresh.map((id) => ({ id }));
      });
    case 'status':
      return forwardStatus(status, n);
    default:
      throw new Error(`The merge model does not edit ${property}.`);
  }
}

/**
 * A list edit, by `n`: the whole list anew (three items no write of the job used), one item added (when
 * under three), or one removed (when over one). `fresh(count)` gives new items, or null when none are left.
 */
function listEdit<T>(n: number, shown: T[] | null, fresh: (count: number) => T[] | null): T[] | null {
  if (shown === null || n % 3 === 0) return fresh(LIST_SIZE);
  if (n % 3 === 1 && shown.length < LIST_SIZE) {
    const added = fresh(1);
    return added === null ? null : [...shown, ...added];
  }
  if (shown.length > 1) return shown.filter((_, index) => index !== n % shown.length);
  const added = fresh(1);
  return added === null ? null : [...shown, ...added];
}

/** The next status forward (draft → active or archived, active → archived), or null from archived. */
function forwardStatus(from: JobStatus, n: number): JobStatus | null {
  if (from === 'draft') return n % 2 === 0 ? 'active' : 'archived';
  if (from === 'active') return 'archived';
  return null;
}

/** A whole new job, every edited property fresh; `categoriesUsed` is the job's own, empty. */
export function newJobBody(
  referenceId: string,
  n: number,
  status: JobStatus,
  categoriesUsed: Set<number>,
): JobRequestBody {
  const context = { shown: null, categoriesUsed };
  return {
    referenceId,
    status,
    title: `T${n}`,
    description: `<p>D${n}</p>`,
    closeDate: freshValue('closeDate', n, status, context) as string,
    salary: { amount: AMOUNT + n, maxAmount: MAX_AMOUNT + n, period: { id: 1 } },
    locations: freshValue('locations', n, status, context) as Array<{ description: string }>,
    categories: freshValue('categories', n, status, context) as Array<{ id: number }>,
    positionType: { id: 1 },
    applicantRoutingType: { id: 1 },
    applicationEmail: 'jobs@example.com',
  };
}

/** A property's value as JobDesk and the board hold it (the form conflicts carry). */
export function propertyOf(job: Job, property: MergedProperty): unknown {
  return jobToInput(job)[property];
}

/**
 * A value's pieces as the merge compares them, each with its value as text: the salary's parts, a list's
 * items (present: "in"), or the whole value (piece "").
 */
export function piecesOf(property: MergedProperty, value: unknown): Map<string, string> {
  if (property === 'locations' || property === 'categories')
    return new Map((Array.isArray(value) ? value : []).map((item) => [JSON.stringify(item), 'in']));
  if (property === 'salary' && value !== null && typeof value === 'object') {
    const salary = value as {
      amount: number;
      maxAmount?: number | null;
      period: { id: number };
      plusCommission?: boolean;
    };
    return new Map([
      ['amount', String(salary.amount)],
      ['maxAmount', String(salary.maxAmount ?? null)],
      ['period', String(salary.period.id)],
      ['plusCommission', String(salary.plusCommission ?? false)],
    ]);
  }
  return new Map([['', JSON.stringify(value ?? null)]]);
}

/** Every piece value each job's properties ever had on the board, as seen after each command. */
export type BoardValues = {
  /** Records what the board's jobs hold now; an item once there and now gone is recorded as "out". */
  record(jobs: readonly Job[], properties: readonly MergedProperty[]): void;
  /**
   * Whether writing `next` over `shown` gives some piece a value the board once had. A value-based merge
   * cannot tell a value put back from no change (A-B-A): a side whose base has that value then sees no
   * change, and takes the other side's. Restores, the one move that writes old values, keep clear of them.
   */
  putsBack(referenceId: string, property: MergedProperty, shown: unknown, next: unknown): boolean;
};

export function createBoardValues(): BoardValues {
  const seen = new Map<string, Set<string>>();
  const add = (name: string, value: string) => {
    const values = seen.get(name) ?? new Set<string>();
    values.add(value);
    seen.set(name, values);
  };
  const nameOf = (referenceId: string, property: MergedProperty, piece: string) =>
    `${referenceId}\u0000${property}\u0000${piece}`;
  const pieceOf = (pieces: Map<string, string>, property: MergedProperty, piece: string) =>
    pieces.get(piece) ?? (property === 'locations' || property === 'categories' ? 'out' : undefined);
  return {
    record(jobs, properties) {
      for (const job of jobs) {
        if (job.referenceId === null) continue;
        for (const property of properties) {
          const pieces = piecesOf(property, propertyOf(job, property));
          for (const [piece, value] of pieces) add(nameOf(job.referenceId, property, piece), value);
          if (property !== 'locations' && property !== 'categories') continue;
          // Items the board had and no longer has were taken out there.
          const prefix = nameOf(job.referenceId, property, '');
          for (const name of seen.keys())
            if (name.startsWith(prefix) && !pieces.has(name.slice(prefix.length))) add(name, 'out');
        }
      }
    },
    putsBack(referenceId, property, shown, next) {
      const [before, after] = [piecesOf(property, shown), piecesOf(property, next)];
      const names = new Set([...before.keys(), ...after.keys()]);
      return [...names].some((piece) => {
        const value = pieceOf(after, property, piece);
        if (value === undefined || value === pieceOf(before, property, piece)) return false;
        return seen.get(nameOf(referenceId, property, piece))?.has(value) === true;
      });
    },
  };
}
