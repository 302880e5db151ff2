// The values the merge model writes: each edit a value never written before (numbered by the model), so
// a value shown names the write that made it; status only moves forward, so it never repeats either.
// The salary merges by its parts: an edit writes one part anew (the amount, the maximum, or the period: the
// next one round, which may be a period written before) and keeps the others as shown. Locations and
// categories merge as sets: an edit writes three items no write of the job used before, so two edits made
// without seeing each other always add up to more than three, a conflict, as two writes of one value are.
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
      return Array.from({ length: LIST_SIZE }, (_, index) => ({ description: `Place${n}x${index}, NB` }));
    case 'categories': {
      const fresh = Array.from({ length: CATEGORY_IDS }, (_, index) => 1 + ((n + index) % CATEGORY_IDS))
        .filter((id) => !context.categoriesUsed.has(id))
        .slice(0, LIST_SIZE);
      if (fresh.length < LIST_SIZE) return null;
      for (const id of fresh) context.categoriesUsed.add(id);
      return fresh.map((id) => ({ id }));
    }
    case 'status':
      return forwardStatus(status, n);
    default:
      throw new Error(`The merge model does not edit ${property}.`);
  }
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
