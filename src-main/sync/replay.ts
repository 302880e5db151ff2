// Outbox replay: each job's waiting changes, in order and collapsed into one call, different jobs in
// parallel; a change leaves the outbox only once the board has acknowledged it.
import type { JobBoardError } from '../../src-shared/client/job-board-error.ts';
import { DEFAULT_BACKOFF, OFFLINE_BACKOFF, retryDelayMs } from '../../src-shared/rules/backoff.ts';
import { appendSyncCall, callOutcome, describeCall } from '../jobs/job-history.ts';
import { planJobSync, type SendablePlan } from '../jobs/outbox-plan.ts';
import { dropSupersededRows } from '../jobs/outbox-upkeep.ts';
import {
  applyAcknowledged,
  applyDrop,
  applyMissing,
  applyOwnCreateFound,
  applyRead,
  applyReferenceTaken,
  applyRefusal,
  applyRenamedSinceCreate,
  applyRetryLater,
  applySetAside,
  claimRows,
  deleteAfterFind,
  deleteAfterRead,
  deleteByIdAfterMiss,
  forgetBoardRow,
  type StepOutcome,
} from '../jobs/write-back.ts';
import { storeFailureOf } from '../store/store-failure.ts';
import { type EngineContext, forEachBounded, versionStepsOf, withJob } from './engine-context.ts';
import { classifyFailure } from './failure-policy.ts';
import { checkOutboxRows } from './outbox-rows.ts';
import {
  findReferenceHolder,
  isDefiniteRefusal,
  mayMeanReferenceInUse,
  referenceTakenMessage,
} from './reference-holder.ts';
import { type BoardSession, openBoardSession, sendPlannedCall } from './remote-calls.ts';
import { errorMessage } from './sync-logger.ts';
import type { ReplayReport } from './sync-types.ts';

/**
 * An update takes a read and a write; a create sent unanswered and changed since takes its create again
 * before them; one more lets a job edited during its read be planned again.
 */
const MAX_STEPS_PER_JOB = 4;
const DUE_JOBS_PER_PASS = 1000;

const ACTIVE_STATES = new Set(['pending', 'failed', 'needs-attention']);

export function emptyReplayReport(): ReplayReport {
  return { requests: 0, completed: 0, deferred: 0, failed: 0, setAside: 0, paused: false };
}

/**
 * One pass over the jobs whose changes are due now. Jobs run `concurrency` at a time, each one request
 * at a time. A job whose change was refused, needs attention or waits for a retry never holds up another
 * job; it is taken again when the recruiter changes it (its latest state is then sent), on retryJob, or
 * when its retry is due. Stops taking new jobs as soon as the board rejects the API key. Retried: network
 * failures, timeouts, 408, 425, 429 (after its Retry-After) and 5xx, with backoff; nothing else.
 */
export async function replayPass(context: EngineContext): Promise<ReplayReport> {
  const report = emptyReplayReport();
  const { store, employerId, tracker } = context;
  if (context.access.getRemote() === null) return report;
  if (tracker.isPaused()) return { ...report, paused: true };
  const now = new Date(context.access.now()).toISOString();
  const due = store.outbox
    .listDueOutboxJobIds(employerId, now, DUE_JOBS_PER_PASS)
    .filter((jobId) => !context.busy.has(jobId));
  await forEachBounded(
    due,
    context.concurrency,
    (jobId) =>
      context.busy.has(jobId)
        ? Promise.resolve()
        : withJob(context, jobId, () => replayJob(context, jobId, report)),
    () => tracker.isPaused(),
  );
  report.paused = tracker.isPaused();
  return report;
}

/** A step to send: its plan and the attempt it is. */
type PreparedStep = { plan: SendablePlan; attempts: number };

async function replayJob(context: EngineContext, jobId: number, report: ReplayReport): Promise<void> {
  // A step planned by the one before, its rows still claimed (the update a read called for).
  let carried: PreparedStep | null = null;
  for (let step = 0; step < MAX_STEPS_PER_JOB; step += 1) {
    if (context.tracker.isPaused() && carried === null) return;
    const session = openBoardSession(context.access);
    const prepared: PreparedStep | null =
      session === null ? null : (carried ?? prepareStep(context, jobId, report));
    carried = null;
    if (prepared === null || session === null) return;
    const plan: SendablePlan = prepared.plan;
    const attempts: number = prepared.attempts;
    report.requests += 1;
    let next: StepOutcome;
    try {
      const started = context.access.now();
      const result = await sendPlannedCall(session.client, plan);
      const outcome = callOutcome(result);
      const durationMs = context.access.now() - started;
      logCall(context, jobId, plan, outcome, durationMs);
      // A create refused: its referenceId may be in use, or (after an earlier send whose answer was lost)
      // this job may be there already. Looked up before anything is decided, outside the transaction.
      const refusedCreate = !result.ok && plan.kind === 'create' && isDefiniteRefusal(result.error);
      const lookup =
        refusedCreate && plan.kind === 'create' && (!plan.firstSend || mayMeanReferenceInUse(result.error))
          ? await findReferenceHolder(session.client, plan)
          : null;
      if (lookup !== null) report.requests += lookup.requests;
      // The call's history entry and its outcome in one transaction. An answer's record need not wait for
      // the disk: lost to a power cut, the change is sent again, idempotently. A read's must, as it
      // records what the update it calls for sends (an archive on its way, the values the next read
      // must know as ours).
      next = context.store.transaction(
        (): StepOutcome => {
          appendSyncCall(context.store, jobId, plan, outcome, durationMs);
          if (result.ok) {
            context.tracker.noteReached(true);
            const answer = result.value.job;
            if (plan.kind === 'read-before-delete')
              return deleteAfterRead(context.store, context.employerId, jobId, plan, answer);
            if (plan.kind === 'find-before-delete')
              return deleteAfterFind(context.store, context.employerId, jobId, plan, answer);
            if (plan.kind === 'read') {
              if (answer === null) throw new Error('A read was answered without a job.');
              return applyRead(
                context.store,
                context.employerId,
                jobId,
                plan,
                answer,
                versionStepsOf(context),
              );
            }
            if (plan.kind === 'delete-by-reference' && result.value.status === 404) {
              const byId = deleteByIdAfterMiss(context.store, jobId, plan);
              if (byId !== null) return byId;
            }
            return applyAcknowledged(context.store, context.employerId, jobId, plan, answer);
          }
          if (refusedCreate && plan.kind === 'create') {
            if (lookup !== null && !lookup.holder.ok) {
              handleFailure(context, jobId, plan, attempts, lookup.holder.error, session, report);
              return { step: 'done', outcome: null };
            }
            const holder = lookup?.holder.ok ? lookup.holder.value : { kind: 'none' as const };
            if (holder.kind === 'this-job')
              return applyOwnCreateFound(context.store, context.employerId, jobId, plan, holder.job);
            if (holder.kind === 'another') {
              context.tracker.noteReached(true);
              // The recruiter gave the job another Reference ID since this create was planned (a board row
              // rebuilt at an unclean start still names the old one): nothing of it is taken, and its next
              // send is a first send under the name it has now.
              const now = context.store.jobs.getJob(context.employerId, jobId)?.referenceId;
              if (now !== undefined && now !== plan.body.referenceId)
                return applyRenamedSinceCreate(context.store, jobId, plan.seqs);
              const message = referenceTakenMessage(plan.body.referenceId, holder);
              report.failed += 1;
              applyReferenceTaken(context.store, context.employerId, jobId, plan.seqs, message);
              context.tracker.jobsChanged();
              return { step: 'done', outcome: null };
            }
            // Nothing of this job is on the board (a first send refused, or none found under its
            // referenceId): its board row goes, and the next send is a first send of the job as it is then.
            forgetBoardRow(context.store, jobId);
          }
          handleFailure(context, jobId, plan, attempts, result.error, session, report);
          return { step: 'done', outcome: null };
        },
        { flush: plan.kind === 'read' },
      );
    } catch (error) {
      // A bug or a store failure must not leave the rows in flight until the next start.
      const failure = storeFailureOf(error);
      if (failure === null)
        context.logger.error('replay step failed unexpectedly', {
          jobId,
          call: plan.kind,
          error: errorMessage(error),
        });
      else {
        context.logger.warn('replay step put off: the store refused a write', {
          jobId,
          call: plan.kind,
          failure,
        });
        context.tracker.noteStoreRefused(failure);
      }
      const message = `Sync stopped on an unexpected error: ${errorMessage(error)}`;
      const delay = retryDelayMs(attempts, context.random);
      try {
        applyRetryLater(context.store, plan.seqs, message, new Date(context.access.now() + delay));
      } catch (again) {
        if (storeFailureOf(again) === null) throw again;
        // The store still refuses (another program holds it, the disk is full): the rows stay in flight
        // and the next pass puts them back (sync-engine.ts), so the change is sent again, idempotently.
      }
      report.deferred += 1;
      return;
    }
    context.tracker.noteStoreSaved();
    if (next.step === 'next') {
      carried = { plan: next.plan, attempts };
      continue;
    }
    if (next.step === 'again') continue;
    if (next.outcome === null) return;
    context.tracker.jobsChanged();
    if (next.outcome === 'conflict' || next.outcome === 'missing-on-remote' || next.outcome === 'failed')
      report.failed += 1;
    else report.completed += 1;
    return;
  }
  // Steps left over (the job kept changing): its rows wait, due now, for the next pass.
  if (carried !== null) {
    applyRetryLater(context.store, carried.plan.seqs, 'Waits for the next pass.', null);
    report.deferred += 1;
  }
}

/**
 * Reads the job's rows, sets aside those that no longer parse, plans, and either finishes the job
 * without a call (drop, refusal, wait) or claims the rows and returns the step to send. Synchronous: no
 * local change can slip between the read and the claim.
 */
function prepareStep(context: EngineContext, jobId: number, report: ReplayReport): PreparedStep | null {
  const { store, employerId, tracker } = context;
  const rows = store.outbox.listOutboxForJob(jobId);
  if (rows.some((row) => row.state === 'in-flight')) return null;
  let active = rows.filter((row) => ACTIVE_STATES.has(row.state));
  const pending = active.filter((row) => row.state === 'pending');
  const now = new Date(context.access.now()).toISOString();
  // A refused change waits for a person or a new edit; a deferred one for its retry time.
  if (pending.length === 0 || pending.some((row) => row.nextAttemptAt !== null && row.nextAttemptAt > now)) {
    return null;
  }
  let job = store.jobs.getJob(employerId, jobId);
  // Withdrawn from this board, then posted here again. A withdrawal never sent is dropped: the board still
  // has the job, and the posting keeps it. One sent without an answer may have deleted the job there: it is
  // finished first, as the delete it is (the job read, deleted if still there), and the posting makes the
  // job anew on the next pass; otherwise the posting would read the board, find nothing and call the job
  // gone from the board.
  const lastCreate = job === undefined ? -1 : active.findLastIndex((row) => row.operation === 'create');
  const superseded = active.filter((row, index) => row.operation === 'delete' && index < lastCreate);
  const sentWithdrawal = superseded.findLast((row) => row.attempts > 0);
  const finishing = sentWithdrawal === undefined ? [] : active.slice(0, active.indexOf(sentWithdrawal) + 1);
  const dropped = superseded.filter((row) => !finishing.includes(row));
  if (dropped.length > 0) {
    dropSupersededRows(store, dropped);
    active = active.filter((row) => !dropped.includes(row));
  }
  if (finishing.length > 0) {
    active = finishing;
    job = undefined;
  }
  const checked = checkOutboxRows(active, employerId, job !== undefined);
  if (checked.setAside.length > 0) {
    applySetAside(store, employerId, jobId, checked.setAside);
    report.setAside += checked.setAside.length;
    tracker.jobsChanged();
  }
  // Only a change that can be read makes a refused one worth sending again.
  if (!checked.valid.some((row) => row.state === 'pending')) return null;
  const plan = planJobSync(
    checked.valid,
    job,
    store.jobs.getJobVersion(jobId) ?? 1,
    store.boardJobs.get(jobId),
  );
  switch (plan.kind) {
    case 'nothing':
      return null;
    case 'drop':
      applyDrop(store, employerId, jobId, plan.seqs);
      tracker.jobsChanged();
      report.completed += 1;
      return null;
    case 'refuse':
      applyRefusal(store, employerId, jobId, plan.seqs, plan.rowState, plan.message);
      tracker.jobsChanged();
      if (plan.rowState === 'set-aside') report.setAside += plan.seqs.length;
      else report.failed += 1;
      return null;
  }
  if (plan.kind === 'create' && holdsUp(context, jobId, plan, report)) return null;
  const attempts = 1 + Math.max(0, ...checked.valid.map((row) => row.attempts));
  claimRows(store, employerId, jobId, plan);
  return { plan, attempts };
}

/**
 * A create must not be sent while another local job (one deleted or renamed here, whose change has not
 * reached the board) still holds that referenceId there: the board would refuse it as in use by a job
 * that is about to let it go. The change waits for it; if that job's change is refused, it fails too.
 */
function holdsUp(
  context: EngineContext,
  jobId: number,
  plan: Extract<SendablePlan, { kind: 'create' }>,
  report: ReplayReport,
): boolean {
  const { store, employerId } = context;
  const holder = store.boardJobs.find(employerId, { referenceId: plan.body.referenceId }, jobId);
  if (holder === undefined) return false;
  const holderRows = store.outbox.listOutboxForJob(holder.jobId);
  if (holderRows.some((row) => row.state === 'pending' || row.state === 'in-flight')) {
    // Due again at once: the next pass sends it if the other job's change has gone through by then.
    const message = `Waits for the job board to release the referenceId "${plan.body.referenceId}".`;
    applyRetryLater(store, plan.seqs, message, null);
    report.deferred += 1;
    return true;
  }
  const message =
    `Another job still has the referenceId "${plan.body.referenceId}" on the job board. ` +
    'Give this job another referenceId, or resolve the other job first.';
  applyRefusal(store, employerId, jobId, plan.seqs, 'failed', message);
  context.tracker.jobsChanged();
  report.failed += 1;
  return true;
}

function handleFailure(
  context: EngineContext,
  jobId: number,
  plan: SendablePlan,
  attempts: number,
  error: JobBoardError,
  session: BoardSession,
  report: ReplayReport,
): void {
  const { store, employerId, tracker } = context;
  // An update never recreates a job: the board no longer has it, so it waits for the recruiter.
  if (error.reason === 'not-found' && (plan.kind === 'read' || plan.kind === 'update-by-id')) {
    tracker.noteReached(true);
    applyMissing(store, employerId, jobId, plan.seqs);
    tracker.jobsChanged();
    report.failed += 1;
    return;
  }
  const action = classifyFailure(error, { call: plan.kind === 'create' ? 'create' : 'other' });
  switch (action.action) {
    case 'retry': {
      tracker.noteReached(!action.offline);
      if (!action.offline && !action.immediate) tracker.noteTrouble(action.message);
      if (action.retryAfterMs !== null) context.noteRetryAfter(action.retryAfterMs);
      // A board that cannot be reached is tried again within 30 s: when it is back, nobody should have to
      // press Sync now (its answering again, or the network coming back, retries at once).
      const policy = action.offline ? OFFLINE_BACKOFF : DEFAULT_BACKOFF;
      const delay = action.immediate
        ? 0
        : retryDelayMs(attempts, context.random, action.retryAfterMs, policy);
      applyRetryLater(
        store,
        plan.seqs,
        action.message,
        delay === 0 ? null : new Date(context.access.now() + delay),
      );
      report.deferred += 1;
      return;
    }
    case 'pause':
      tracker.noteReached(true);
      applyRetryLater(store, plan.seqs, action.message, null);
      tracker.pause(session.lastKeyUsed());
      report.deferred += 1;
      return;
    case 'not-a-board':
      tracker.noteReached(true);
      applyRetryLater(store, plan.seqs, action.message, null);
      tracker.haltNotABoard(session.baseUrl, action.message, action.reason);
      report.deferred += 1;
      return;
    case 'needs-attention':
      tracker.noteReached(true);
      applyRefusal(store, employerId, jobId, plan.seqs, 'needs-attention', action.message);
      tracker.jobsChanged();
      report.failed += 1;
      return;
    case 'refuse':
      tracker.noteReached(true);
      applyRefusal(store, employerId, jobId, plan.seqs, 'failed', action.message, error.fields);
      tracker.jobsChanged();
      report.failed += 1;
      return;
  }
}

/** Every call, at info when the board took it, at warn with its status or failure and messages when not. */
function logCall(
  context: EngineContext,
  jobId: number,
  plan: SendablePlan,
  outcome: ReturnType<typeof callOutcome>,
  durationMs: number,
): void {
  const { call, target } = describeCall(plan);
  const fields = { jobId, call, target, status: outcome.status, durationMs };
  if (outcome.messages.length === 0) {
    context.logger.info('call', fields);
    return;
  }
  context.logger.warn('call failed', {
    ...fields,
    failure: outcome.failure ?? undefined,
    messages: outcome.messages.join(' '),
  });
}
