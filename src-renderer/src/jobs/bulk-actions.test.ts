// Bulk actions follow the shared status rules and say how many changed and which could not, and why.
import { describe, expect, it } from 'vitest';
import { canTransition } from '../../../src-shared/rules/status-transitions.ts';
import { JOB_STATUSES } from '../../../src-shared/schemas/resources.ts';
import { type BulkJob, planBulkAction, summarizeBulkOutcome, targetStatus } from './bulk-actions.ts';

const job = (id: number, status: BulkJob['status']): BulkJob => ({ id, title: `Job ${id}`, status });

describe('planning a bulk action', () => {
  it('changes exactly the jobs the shared rules let move to the target status', () => {
    for (const action of ['publish', 'archive'] as const) {
      const to = targetStatus(action);
      const jobs = JOB_STATUSES.map((status, index) => job(index + 1, status));
      const plan = planBulkAction(action, jobs);
      for (const each of jobs) {
        const allowed = to !== null && each.status !== to && canTransition(each.status, to);
        expect(plan.toChange.includes(each)).toBe(allowed);
        expect(plan.refused.some((refusal) => refusal.job === each)).toBe(!allowed);
      }
    }
  });

  it('says a job is already in the target status', () => {
    const plan = planBulkAction('archive', [job(1, 'archived'), job(2, 'draft')]);
    expect(plan.refused).toEqual([{ job: job(1, 'archived'), reason: 'It is already archived.' }]);
    expect(plan.toChange).toEqual([job(2, 'draft')]);
  });

  it('deletes every selected job', () => {
    const jobs = [job(1, 'archived'), job(2, 'active'), job(3, 'draft')];
    expect(planBulkAction('delete', jobs)).toEqual({ toChange: jobs, refused: [] });
  });
});

describe('summarizing a bulk action', () => {
  it('counts what changed and lists what could not, with reasons', () => {
    const summary = summarizeBulkOutcome({
      action: 'publish',
      changed: [job(1, 'draft'), job(2, 'archived')],
      refused: [{ job: job(3, 'active'), reason: 'It is already active.' }],
    });
    expect(summary).toEqual({
      headline: 'Published 2 jobs. 1 job could not be published:',
      refusals: ['“Job 3”: It is already active.'],
      complete: false,
    });
  });

  it('says when nothing changed', () => {
    const summary = summarizeBulkOutcome({
      action: 'archive',
      changed: [],
      refused: [{ job: job(1, 'archived'), reason: 'It is already archived.' }],
    });
    expect(summary.headline).toBe('No job was archived. 1 job could not be archived:');
  });

  it('is complete when every job changed', () => {
    const summary = summarizeBulkOutcome({ action: 'delete', changed: [job(1, 'draft')], refused: [] });
    expect(summary).toEqual({ headline: 'Deleted 1 job.', refusals: [], complete: true });
  });
});
