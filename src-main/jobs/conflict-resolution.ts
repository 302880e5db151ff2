// The recruiter's decision on a conflict: per property, keep mine (it is sent) or use the job board's (it
// replaces mine here); the job's other changes go on once no property is left in conflict.
import { err, ok, type Result } from '../../src-shared/result.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import type { ConflictChoice, MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import type { JobInput } from '../../src-shared/schemas/job-input.ts';
import { historyValueOf } from '../store/job-changes.ts';
import { storedFieldsFromJob, withPropertiesFrom } from '../store/stored-job.ts';
import { boardFields, updateFromBoard } from './board-copy-writes.ts';
import type { BoardView } from './board-view.ts';
import type { PullVersionSteps } from './pull-writes.ts';
import { type JobOutcome, outcomeOf } from './write-back.ts';

/** Why a recruiter's choice on a conflict was not applied. */
export type ResolveConflictError =
  | { type: 'not-found' }
  | { type: 'no-conflict' }
  | { type: 'not-in-conflict'; properties: MergedProperty[] }
  /** The board's referenceId is another local job's: taking it here would make two jobs with one. */
  | { type: 'reference-id-in-use'; referenceId: string; jobId: number };

/**
 * In one transaction: for each property chosen, the base takes the board's value (so the next merge sends
 * mine, or finds both sides equal), and with `board` the local job takes it too. The history records each
 * choice and the value that lost. Properties not named stay in conflict, and nothing of the job is sent
 * while one is left; once none is, its waiting changes are due at once (the job's change, published on the
 * store's change stream at the commit, wakes sync). A board that
 * changed a property again meanwhile makes it a conflict again at the next merge: nobody is overwritten.
 * With `versions`, the job's version in the other language takes the board's shared details chosen.
 */
export function resolveConflict(
  store: BoardView,
  employerId: number,
  jobId: number,
  choices: Partial<Record<MergedProperty, ConflictChoice>>,
  versions?: PullVersionSteps,
): Result<JobOutcome, ResolveConflictError> {
  return store.transaction((): Result<JobOutcome, ResolveConflictError> => {
    const local = store.jobs.getJob(employerId, jobId);
    if (local === undefined) return err({ type: 'not-found' });
    const remote = store.boardJobs.get(jobId);
    const conflict = remote?.conflict ?? null;
    if (remote === undefined || conflict === null) return err({ type: 'no-conflict' });
    const chosen = Object.keys(choices) as MergedProperty[];
    const unknown = chosen.filter((property) => !conflict.properties.includes(property));
    if (unknown.length > 0) return err({ type: 'not-in-conflict', properties: unknown });

    const mine = storedFieldsFromJob(local);
    const theirs = boardFields(conflict.board, conflict.board.referenceId, local.publishDate);
    const theirsInput = jobToInput(conflict.board);
    // An unknown base made every difference a conflict: the board's version is the base of the others.
    const base: JobInput = { ...(remote.base ?? theirsInput) };
    for (const property of chosen) Object.assign(base, { [property]: theirsInput[property] });
    const taken = chosen.filter((property) => choices[property] === 'board');
    if (taken.length > 0) {
      const write = () =>
        updateFromBoard(store, employerId, jobId, withPropertiesFrom(mine, theirs, taken), null);
      // The board's values taken for the shared details reach the job's version in the other language too.
      const written = versions === undefined ? write() : versions.followBoard(employerId, jobId, write);
      if (!written.ok) {
        if (written.error.type === 'not-found') return err({ type: 'not-found' });
        // Nothing is written: the transaction returns before the base, history or conflict change.
        return err(written.error);
      }
    }
    store.history.append(jobId, {
      kind: 'conflict-resolved',
      choices: chosen.map((property) => {
        const kept = choices[property] as ConflictChoice;
        return { property, kept, lost: historyValueOf(kept === 'mine' ? theirs : mine, property) };
      }),
    });
    const left = conflict.properties.filter((property) => !chosen.includes(property));
    store.boardJobs.setBase(jobId, base);
    store.boardJobs.setConflict(jobId, left.length === 0 ? null : { ...conflict, properties: left });
    if (left.length === 0) {
      for (const row of store.outbox.listOutboxForJob(jobId)) {
        if (row.state === 'failed') store.outbox.requeueOutbox(row.seq);
      }
    }
    store.changes.publish({ type: 'job', jobId, change: 'updated' });
    return ok(outcomeOf(store, employerId, jobId));
  });
}
