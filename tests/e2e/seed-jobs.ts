// Seeds a core with many jobs through its API (the job board client), a few requests at a time.
import type { JobBoardClient, JobRequestBody } from '../../src-shared/client/index.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';

export const SEED_ROLES = ['Line Cook', 'Welder', 'Baker', 'Cashier', 'Electrician'] as const;

/**
 * Job `n` (1-based) of a seeded list: a role from SEED_ROLES in turn, reference `E2E-000n`, every fifth one
 * active, every seventh confidential, every eleventh closing in three days.
 */
export function seedJobBody(n: number, now = Date.now()): JobRequestBody {
  const closeIn = n % 11 === 0 ? 3 : 45;
  return validJobBody({
    title: `${SEED_ROLES[(n - 1) % SEED_ROLES.length]} ${String(n).padStart(4, '0')}`,
    referenceId: `E2E-${String(n).padStart(4, '0')}`,
    status: n % 5 === 0 ? 'active' : 'draft',
    confidential: n % 7 === 0,
    closeDate: new Date(now + closeIn * 86_400_000).toISOString().slice(0, 10),
  });
}

/** Creates jobs 1…count in order (so job `count` is the newest), `concurrency` requests at a time. */
export async function seedJobs(jobBoard: JobBoardClient, count: number, concurrency = 8): Promise<Job[]> {
  const created: Job[] = [];
  let next = 1;
  // Created in order within each batch: publish dates and ids then grow with n.
  while (next <= count) {
    const batch = Array.from({ length: Math.min(concurrency, count - next + 1) }, (_, index) => next + index);
    next += batch.length;
    const results = await Promise.all(batch.map((n) => jobBoard.createJob(seedJobBody(n))));
    for (const result of results) {
      if (!result.ok) throw new Error(`Seeding failed: ${result.error.message}`);
      created.push(result.value.job);
    }
  }
  return created;
}
