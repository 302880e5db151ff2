// The editor's link to the unsaved-edits store: records typing (throttled), offers a restore on opening,
// and forgets the entry once the core has acknowledged a save.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Job } from '../../../../src-shared/schemas/resources.ts';
import type { JobFormValues } from '../form-values.ts';
import { decideRestore, jobFingerprint, type RestoreDecision } from './restore-decision.ts';
import { useUnsavedEditsStore } from './unsaved-edits-context.ts';
import { createUnsavedEditsRecorder, type UnsavedEditsRecorder } from './unsaved-edits-recorder.ts';
import { type UnsavedEditEntry, unsavedEditKeyOfJob, unsavedEditKeyOfNewJob } from './unsaved-edits-store.ts';

/** Longest wait for an idle moment once a write is due. */
const IDLE_WAIT_MS = 150;
/** Longest wait for an idle moment before the latest state is journaled (what a crash would lose). */
const JOURNAL_WAIT_MS = 50;

/** Timers whose callbacks run at an idle moment after the delay, at most `idleWaitMs` later. */
function idleTimers(idleWaitMs: number) {
  return {
    setTimeout: (callback: () => void, ms: number) =>
      window.setTimeout(() => window.requestIdleCallback(callback, { timeout: idleWaitMs }), ms),
    clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  };
}

export type UnsavedEditsTarget = {
  /** The job as loaded from the core; null for a new job. */
  job: Job | null;
  duplicateOf: number | null;
  /** The form as the job (or a new one) starts, to tell an entry worth offering from one already saved. */
  initialValues: JobFormValues;
  /** A fresh id for a new job's entry, used when there is no earlier new-job entry to offer. */
  newDraftId: string;
  /** The form's values now (description read from the editor), or null when they hold no unsaved edit. */
  unsavedValues(): JobFormValues | null;
};

export type PendingRestore = {
  entry: UnsavedEditEntry;
  decision: Extract<RestoreDecision, { kind: 'offer' }>;
};

export type UnsavedEdits = {
  /** The entry offered for restore, once the store has been read; null when there is nothing to offer. */
  pending: PendingRestore | null;
  /** Something changed: the values are read (through `unsavedValues`) and written within the interval. */
  changed(): void;
  /**
   * After the core acknowledged a save (`saved`, the job it now has) or the recruiter discarded the edits:
   * the entry is removed and will not come back; later typing compares against `saved`.
   */
  forget(saved?: Job): Promise<void>;
  /**
   * A new job's save came back while the recruiter was still typing: what was typed after the save read the
   * form is kept as unsaved edits of the job it created, offered for restore where that job opens.
   */
  keepForCreatedJob(created: Job): Promise<void>;
  /** Restore accepted: the entry's values are returned and further typing goes on in the same entry. */
  acceptRestore(): JobFormValues | null;
  /** Restore refused: the entry is removed. */
  discardRestore(): Promise<void>;
  flush(): Promise<void>;
};

export function useUnsavedEdits(target: UnsavedEditsTarget): UnsavedEdits {
  const store = useUnsavedEditsStore();
  const recorder = useRef<UnsavedEditsRecorder | null>(null);
  const [pending, setPending] = useState<PendingRestore | null>(null);
  const jobId = target.job?.id ?? null;
  const key = useRef(jobId === null ? unsavedEditKeyOfNewJob(target.newDraftId) : unsavedEditKeyOfJob(jobId));
  const baseFingerprint = useRef(target.job === null ? null : jobFingerprint(target.job));
  /** The job a new job's save created, once it has (its edits are then that job's). */
  const createdJobId = useRef<number | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;

  useEffect(() => {
    if (store === null) return;
    const made = createUnsavedEditsRecorder(store, {
      onError: (error) => console.warn('JobDesk: could not keep unsaved edits', error),
      // The write (reading a long description's HTML) waits for an idle moment, at most IDLE_WAIT_MS, so it
      // never lands in the frame of a key being typed; the journal, for at most JOURNAL_WAIT_MS.
      timers: idleTimers(IDLE_WAIT_MS),
      journalTimers: idleTimers(JOURNAL_WAIT_MS),
    });
    recorder.current = made;
    // The page may go away with the last keys still waiting for the interval (a reload, a quit, a closed
    // window): they are kept at once, synchronously, before it does.
    const keepNow = () => made.keepNow();
    const keepWhenHidden = () => {
      if (document.visibilityState === 'hidden') made.keepNow();
    };
    window.addEventListener('pagehide', keepNow);
    window.addEventListener('beforeunload', keepNow);
    document.addEventListener('visibilitychange', keepWhenHidden);
    let cancelled = false;
    void (async () => {
      const { job, duplicateOf, initialValues } = targetRef.current;
      let entry: UnsavedEditEntry | undefined;
      if (job !== null) entry = await store.get(key.current);
      else {
        // A new job offers the latest new-job draft started the same way (blank, or from the same job).
        const all = await store.list();
        entry = all.find((candidate) => candidate.jobId === null && candidate.duplicateOf === duplicateOf);
      }
      if (cancelled) return;
      const decision = decideRestore(entry, job === null ? undefined : { job, values: initialValues });
      if (decision.kind === 'already-saved' && entry) await store.remove(entry.key);
      if (decision.kind === 'offer' && entry) setPending({ entry, decision });
    })().catch((error: unknown) => {
      // Without IndexedDB (private mode, a broken profile) editing still works; only the safety net is gone.
      console.warn('JobDesk: could not read unsaved edits', error);
    });
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', keepNow);
      window.removeEventListener('beforeunload', keepNow);
      document.removeEventListener('visibilitychange', keepWhenHidden);
      void made.flush();
      recorder.current = null;
    };
  }, [store]);

  const changed = useCallback(() => {
    recorder.current?.record(() => {
      const values = targetRef.current.unsavedValues();
      if (values === null) return null;
      return {
        key: key.current,
        jobId: targetRef.current.job?.id ?? createdJobId.current,
        duplicateOf: targetRef.current.duplicateOf,
        values,
        baseFingerprint: baseFingerprint.current,
        savedAt: Date.now(),
      };
    });
  }, []);

  const forget = useCallback(async (saved?: Job) => {
    if (saved !== undefined) baseFingerprint.current = jobFingerprint(saved);
    await recorder.current?.discard(key.current);
  }, []);

  const keepForCreatedJob = useCallback(
    async (created: Job) => {
      key.current = unsavedEditKeyOfJob(created.id);
      createdJobId.current = created.id;
      baseFingerprint.current = jobFingerprint(created);
      changed();
      await recorder.current?.flush();
    },
    [changed],
  );

  const acceptRestore = useCallback(() => {
    if (pending === null) return null;
    key.current = pending.entry.key;
    setPending(null);
    return pending.entry.values;
  }, [pending]);

  const discardRestore = useCallback(async () => {
    if (pending === null) return;
    setPending(null);
    await recorder.current?.discard(pending.entry.key);
  }, [pending]);

  const flush = useCallback(async () => {
    await recorder.current?.flush();
  }, []);

  return { pending, changed, forget, keepForCreatedJob, acceptRestore, discardRestore, flush };
}
