// The values the merge model writes: each edit a value never written before (numbered by the model), so
// a value shown names the write that made it; status only moves forward, so it never repeats either.
import type { JobRequestBody } from '../../src-shared/client/index.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import type { MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import type { Job, JobStatus } from '../../src-shared/schemas/resources.ts';

const DAY_MS = 24 * 60 * 60_000;
const CATEGORY_IDS = 30;

/** The value to send for `property`, number `n`; null for a status that cannot move forward. */
export function freshValue(property: MergedProperty, n: number, status: JobStatus): unknown {
  switch (property) {
    case 'title':
      return `T${n}`;
    case 'description':
      return `<p>D${n}</p>`;
    case 'closeDate':
      return new Date(Date.parse('2027-01-01T00:00:00Z') + n * DAY_MS).toISOString().slice(0, 10);
    case 'salary':
      return { amount: 40_000 + n, period: { id: 1 } };
    case 'locations':
      return [{ description: `Place${n}, NB` }];
    case 'categories': {
      const first = 1 + (n % CATEGORY_IDS);
      const second = 1 + (Math.floor(n / CATEGORY_IDS) % CATEGORY_IDS);
      return first === second ? [{ id: first }] : [{ id: first }, { id: second }];
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

/** A whole new job, every edited property fresh. */
export function newJobBody(referenceId: string, n: number, status: JobStatus): JobRequestBody {
  return {
    referenceId,
    status,
    title: `T${n}`,
    description: `<p>D${n}</p>`,
    closeDate: freshValue('closeDate', n, status) as string,
    salary: { amount: 40_000 + n, period: { id: 1 } },
    locations: [{ description: `Place${n}, NB` }],
    categories: freshValue('categories', n, status) as Array<{ id: number }>,
    positionType: { id: 1 },
    applicantRoutingType: { id: 1 },
    applicationEmail: 'jobs@example.com',
  };
}

/** A property's value as JobDesk and the board hold it (the form conflicts carry). */
export function propertyOf(job: Job, property: MergedProperty): unknown {
  return jobToInput(job)[property];
}
