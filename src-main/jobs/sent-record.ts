// What JobDesk recorded of a create it sent, against the job found on the board under its Reference ID:
// whether that job is this one (its answer lost), and what the recruiter reads when it cannot be told.
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import { samePropertyValue } from '../../src-shared/rules/three-way-merge.ts';
import { MERGED_PROPERTIES } from '../../src-shared/schemas/conflicts.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { CreateBody } from './outbox-plan.ts';

/**
 * Whether the board's job is what was sent: every property sent holds the same value there. A close date
 * sent empty is the board's to choose (60 days on), so it is not compared.
 */
export function isWhatWasSent(board: Job, sent: CreateBody): boolean {
  const theirs = jobToInput(board);
  return MERGED_PROPERTIES.every((property) => {
    if (property === 'closeDate' && sent.closeDate === null) return true;
    return samePropertyValue(property, sent[property] as never, theirs[property] as never);
  });
}

/**
 * What the recruiter reads in Needs attention when a job deleted here before its create was answered was
 * not deleted on the board: the job found under its Reference ID is not what JobDesk sent.
 */
export function deleteHeldMessage(boardTitle: string): string {
  return `JobDesk did not delete “${boardTitle}” on the job board: it differs from what JobDesk sent, so it may be another recruiter’s job. Delete it there too, or leave it.`;
}
