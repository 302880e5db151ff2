// A bulk action changes exactly the jobs the shared status rules let move, and says why it leaves the others.
import { describe, expect, it } from 'vitest';
import { BULK_JOB_ACTIONS } from '../schemas/job-list-view.ts';
import { JOB_STATUSES } from '../schemas/resources.ts';
import { bulkStatusRefusal, bulkTargetStatus } from './bulk-job-action.ts';
import { canTransition } from './status-transitions.ts';

describe('the bulk action rule', () => {
  it('publishes to active, archives to archived, and gives delete no status', () => {
    expect(BULK_JOB_ACTIONS.map(bulkTargetStatus)).toEqual(['active', 'archived', null]);
  });

  it('leaves a job only when it is already in the status or the status rules refuse the move', () => {
    for (const action of BULK_JOB_ACTIONS) {
      const to = bulkTargetStatus(action);
      for (const status of JOB_STATUSES) {
        const refusal = bulkStatusRefusal(action, status);
        const changes = to === null || (status !== to && canTransition(status, to));
        expect(refusal === null).toBe(changes);
      }
    }
  });

  it('says a job is already in the status asked', () => {
    expect(bulkStatusRefusal('archive', 'archived')).toEqual({
      reason: 'unchanged',
      message: 'It is already archived.',
    });
    expect(bulkStatusRefusal('publish', 'active')?.message).toBe('It is already active.');
  });

  it('deletes a job whatever its status', () => {
    for (const status of JOB_STATUSES) expect(bulkStatusRefusal('delete', status)).toBeNull();
  });
});
