// What sync writes into a job's history: each call it made for the job, with its outcome and duration (a
// read the board answered is no entry: what it changed is the pull's; repeated failed tries are one entry),
// each pull that changed the job (with the values it replaced, descriptions included), and the board's
// changes a delete removes. Never an API key.
import type { JobBoardError } from '../../src-shared/client/job-board-error.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import { samePropertyValue } from '../../src-shared/rules/three-way-merge.ts';
import { MERGED_PROPERTIES } from '../../src-shared/schemas/conflicts.ts';
import type { FieldChange, JobHistoryEntry } from '../../src-shared/schemas/history.ts';
import type { JobInput } from '../../src-shared/schemas/job-input.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { HistoryRepository, NewHistoryEntry } from '../store/history-repository.ts';
import { historyFieldOf, inputHistoryValue } from '../store/job-changes.ts';
import type { Store } from '../store/store.ts';
import type { SendablePlan } from './outbox-plan.ts';

type SyncCallEntry = Extract<JobHistoryEntry, { kind: 'sync-call' }>;

/** The call a step makes, as the history (and the log) names it, and what it addresses the job by. */
export function describeCall(plan: SendablePlan): Pick<SyncCallEntry, 'call' | 'target'> {
  switch (plan.kind) {
    case 'create':
      return { call: 'POST /jobs', target: plan.body.referenceId };
    case 'find-before-delete':
      return { call: 'GET /jobs', target: plan.record.referenceId };
    case 'read':
    case 'read-before-delete':
      return { call: 'GET /jobs/{id}', target: plan.remoteId };
    case 'update-by-id':
      return { call: 'PUT /jobs/{id}', target: plan.remoteId };
    case 'delete-by-reference':
      return { call: 'DELETE /jobs', target: plan.referenceId };
    case 'delete-by-id':
      return { call: 'DELETE /jobs/{id}', target: plan.remoteId };
  }
}

/** The outcome of a call: its status, or the failure without an answer, and the board's messages. */
export function callOutcome(
  result: { ok: true; value: { status: number } } | { ok: false; error: JobBoardError },
): Pick<SyncCallEntry, 'status' | 'failure' | 'messages'> {
  if (result.ok) return { status: result.value.status, failure: null, messages: [] };
  const { error } = result;
  const failure =
    error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted' ? error.kind : null;
  return { status: error.status, failure, messages: error.messages };
}

/**
 * Adds the call's entry (and prunes the job's oldest); call it in the transaction that applies its outcome.
 * A read the board answered adds none: it only says the board was read, and what it changed (if anything)
 * is the pull's entry.
 */
export function appendSyncCall(
  store: Store,
  jobId: number,
  plan: SendablePlan,
  outcome: Pick<SyncCallEntry, 'status' | 'failure' | 'messages'>,
  durationMs: number,
): void {
  const call = describeCall(plan);
  if (call.call.startsWith('GET') && outcome.status !== null && outcome.status < 300) return;
  // Measured on the wall clock, a call during which it stepped back lasts less than nothing: an entry the
  // history's schema refuses would make the whole history unreadable.
  const lasted = Math.max(0, durationMs);
  store.history.append(jobId, { kind: 'sync-call', ...call, ...outcome, durationMs: lasted });
}

type NewSyncCall = Extract<NewHistoryEntry, { kind: 'sync-call' }>;

/** How far back a repeated try looks for the entry it repeats (past other boards' calls in between). */
const FOLD_LOOK_BACK = 20;

/**
 * Whether `next` is another try of the call `previous` records, with the same outcome: a failure (no answer,
 * or an error status) to the same board, for the same call and target, and, where the board answered, in
 * the same words. Successes never fold: each sends something of its own.
 */
export function repeatsFailedCall(previous: JobHistoryEntry, next: NewSyncCall): boolean {
  if (previous.kind !== 'sync-call') return false;
  const failed = next.status === null || next.status >= 400;
  return (
    failed &&
    previous.boardId === next.boardId &&
    previous.call === next.call &&
    previous.target === next.target &&
    previous.status === next.status &&
    previous.failure === next.failure &&
    // Without an answer the words are ours (which may name a port or a code): only the board's must match.
    (next.status === null || previous.messages.join('\n') === next.messages.join('\n'))
  );
}

/**
 * Adds a call's entry, folding it into the entry of the same failed call when nothing of this board happened
 * since (a local change or another outcome in between starts a new entry): that entry is replaced by one
 * with the tries counted, the first try's time kept and the last try's time as its own, so a board down for
 * a day is one entry, not hundreds that would push the job's older entries (values set aside) out of the
 * history's bound. Call it inside the transaction that applies the call's outcome.
 */
export function appendFoldingRetries(history: HistoryRepository, jobId: number, entry: NewSyncCall): void {
  for (const { id, entry: previous } of history.newest(jobId, FOLD_LOOK_BACK)) {
    // Another board's calls interleave with this one's (two boards down together): looked past.
    if (previous.kind === 'sync-call' && previous.boardId !== entry.boardId) continue;
    if (previous.kind !== 'sync-call' || !repeatsFailedCall(previous, entry)) break;
    history.remove(jobId, id);
    history.append(jobId, {
      ...entry,
      tries: (previous.tries ?? 1) + 1,
      firstAt: previous.firstAt ?? previous.at,
    });
    return;
  }
  history.append(jobId, entry);
}

/** The entry of a pull that changed the job or brought it in; none for a pull that changed nothing. */
export function pullEntry(imported: boolean, changes: FieldChange[]): NewHistoryEntry | null {
  return !imported && changes.length === 0 ? null : { kind: 'pull', imported, changes };
}

/** The entry of a discard: the board's version back in place of the local one, or the job gone. */
export function discardEntry(outcome: 'restored' | 'deleted', changes: FieldChange[]): NewHistoryEntry {
  return { kind: 'discard', outcome, changes };
}

/**
 * The entry of a delete about to remove changes made on the board since JobDesk last saw the job (`base`;
 * null: unknown, so every value of the board's is kept): the board's values, which the delete loses, stay
 * in the history. Null when the board changed nothing.
 */
export function boardChangesDeletedEntry(base: JobInput | null, board: Job): NewHistoryEntry | null {
  const theirs = jobToInput(board);
  const changes: FieldChange[] = [];
  for (const property of MERGED_PROPERTIES) {
    if (base !== null && samePropertyValue(property, base[property], theirs[property])) continue;
    changes.push({
      field: historyFieldOf(property),
      from: base === null ? null : inputHistoryValue(property, base[property]),
      to: inputHistoryValue(property, theirs[property]),
    });
  }
  return changes.length === 0 ? null : { kind: 'board-changes-deleted', changes };
}
