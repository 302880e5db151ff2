// Running a bulk action: only allowed changes are sent, the core's refusals are reported with its words, in row order.
import { describe, expect, it } from 'vitest';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { JobBoardError } from '../../../src-shared/client/job-board-error.ts';
import { err, ok } from '../../../src-shared/result.ts';
import type { BulkJob } from './bulk-actions.ts';
import { runBulkAction } from './run-bulk-action.ts';

const job = (id: number, status: BulkJob['status']): BulkJob => ({ id, title: `Job ${id}`, status });

function httpError(status: number, reason: JobBoardError['reason'], message: string): JobBoardError {
  return new JobBoardError({
    kind: 'http',
    status,
    type: null,
    messages: [message],
    fields: [],
    retryable: false,
    retryAfterMs: null,
    reason,
  });
}

/** A client whose update and delete answer from `answers` by job id (after a random delay), recording calls. */
function fakeClient(answers: Record<number, JobBoardError | undefined>) {
  const calls: string[] = [];
  const answer = async (id: number) => {
    await new Promise((done) => setTimeout(done, Math.random() * 10));
    const failure = answers[id];
    return failure === undefined ? ok(undefined) : err(failure);
  };
  const client = {
    updateJob: async (id: number, patch: { status?: string }) => {
      calls.push(`PUT ${id} ${patch.status}`);
      return answer(id);
    },
    deleteJob: async (id: number) => {
      calls.push(`DELETE ${id}`);
      return answer(id);
    },
  } as unknown as JobBoardClient;
  return { client, calls };
}

describe('runBulkAction', () => {
  it('sends only the changes the status rules allow and reports the rest without a request', async () => {
    const { client, calls } = fakeClient({});
    const outcome = await runBulkAction(client, 'publish', [
      job(1, 'draft'),
      job(2, 'active'),
      job(3, 'archived'),
    ]);
    expect(calls.sort()).toEqual(['PUT 1 active', 'PUT 3 active']);
    expect(outcome.changed.map((each) => each.id)).toEqual([1, 3]);
    expect(outcome.refused).toEqual([{ job: job(2, 'active'), reason: 'It is already active.' }]);
  });

  it('reports what the core refused in its own words, in the order of the rows', async () => {
    const jobs = [5, 4, 3, 2, 1].map((id) => job(id, 'draft'));
    const { client } = fakeClient({
      2: httpError(400, 'validation', 'Close date must not be before the publish date.'),
      4: httpError(500, 'server', 'Something went wrong on our side.'),
    });
    const outcome = await runBulkAction(client, 'archive', jobs);
    expect(outcome.changed.map((each) => each.id)).toEqual([5, 3, 1]);
    expect(outcome.refused.map(({ job: each, reason }) => `${each.id}: ${reason}`)).toEqual([
      '4: Something went wrong on our side.',
      '2: Close date must not be before the publish date.',
    ]);
  });

  it('counts a job already gone as deleted', async () => {
    const { client, calls } = fakeClient({ 7: httpError(404, 'not-found', 'No such job.') });
    const outcome = await runBulkAction(client, 'delete', [job(7, 'active'), job(8, 'draft')]);
    expect(calls.sort()).toEqual(['DELETE 7', 'DELETE 8']);
    expect(outcome.changed.map((each) => each.id)).toEqual([7, 8]);
    expect(outcome.refused).toEqual([]);
  });
});
