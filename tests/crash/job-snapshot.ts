// Reading every job of an API (JobDesk's local one or the board) and reducing each to the fields the
// crash test compares: what a recruiter wrote, not what a server stamps (ids, dates, resolved names).
import pLimit from 'p-limit';
import { type Job, JobListResponseSchema, JobSchema } from '../../src-shared/schemas/resources.ts';
import type { ApiTarget } from '../helpers/api-target.ts';
import { send } from '../helpers/raw-request.ts';

const PAGE_SIZE = 100;
const DETAIL_READS_AT_ONCE = 6;

/** A job as the crash test compares it: equal fields mean the same job as far as the recruiter can tell. */
export type JobFields = {
  referenceId: string | null;
  title: string;
  description: string;
  status: Job['status'];
  /** Location descriptions (`City, PR`), in order. */
  locations: string[];
  categories: number[];
  positionType: number | null;
  routingType: number;
  applicationEmail: string | null;
  applicationUrl: string | null;
};

export function fieldsOf(job: Job): JobFields {
  return {
    referenceId: job.referenceId,
    title: job.title,
    description: job.description,
    status: job.status,
    locations: job.locations.map((location) => location.description),
    categories: job.categories.map((category) => category.id),
    positionType: job.positionType?.id ?? null,
    routingType: job.applicantRoutingType.id,
    applicationEmail: job.applicationEmail,
    applicationUrl: job.applicationUrl,
  };
}

export function sameFields(a: JobFields, b: JobFields): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Fields with one line per difference, for failure messages. */
export function describeDifference(expected: JobFields, actual: JobFields): string {
  const lines: string[] = [];
  for (const key of Object.keys(expected) as Array<keyof JobFields>) {
    const want = JSON.stringify(expected[key]);
    const got = JSON.stringify(actual[key]);
    if (want !== got) lines.push(`${key}: expected ${want}, got ${got}`);
  }
  return lines.join('; ');
}

/**
 * Every job of the target's keyA employer: `GET /jobs` page by page (pageSize 100), then `GET /jobs/{id}`
 * for each. Throws on any answer but 200: it is called when no change is being made (the sync engine
 * only imports or refreshes jobs, it never deletes one), so a listed job that cannot be read is a bug.
 */
export async function readAllJobs(target: ApiTarget): Promise<Job[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await send(target, { method: 'GET', path: `/jobs?page=${page}&pageSize=${PAGE_SIZE}` });
    if (answer.status !== 200) throw new Error(`Listing the jobs failed: ${answer.summary}`);
    const list = JobListResponseSchema.parse(answer.json);
    ids.push(...list.data.map((job) => job.id));
    if (page >= list.paging.pages) break;
  }
  const bounded = pLimit(DETAIL_READS_AT_ONCE);
  const jobs = await Promise.all(
    ids.map((id) =>
      bounded(async () => {
        const answer = await send(target, { method: 'GET', path: `/jobs/${id}` });
        if (answer.status !== 200) throw new Error(`Reading a listed job failed: ${answer.summary}`);
        return JobSchema.parse(answer.json);
      }),
    ),
  );
  return jobs.sort((a, b) => a.id - b.id);
}

/** An API target over plain fetch with one key, every request bounded by `timeoutMs`. */
export function apiTarget(name: string, baseUrl: string, key: string, timeoutMs = 20_000): ApiTarget {
  return {
    name,
    baseUrl,
    fetch: (input, init) => globalThis.fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
    keyA: key,
    keyB: key,
    close: async () => {},
  };
}
