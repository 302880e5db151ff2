// Turns the core's event stream into cache invalidations: events that arrive together refresh the data once.
import type { AppEvent } from '../../../src-shared/schemas/app.ts';

export type CacheActions = {
  /** Something about jobs changed (or may have, after a reconnect): lists, counts, details and sync states. */
  jobsChanged(jobIds: ReadonlySet<number> | 'all'): void;
  /** The core's sync status, as it sent it. */
  syncStatusChanged(status: Extract<AppEvent, { type: 'sync' }>['status']): void;
};

export type Scheduler = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/**
 * Collects job events for `delayMs` after the first and hands them over as one set (a bulk archive of 100
 * jobs sends 100 events: the list is read again once, not 100 times). Sync status is passed on at once.
 */
export function createEventInvalidator(actions: CacheActions, scheduler: Scheduler, delayMs = 50) {
  let pending: Set<number> | 'all' | null = null;
  let timer: unknown;
  const flush = (): void => {
    const changed = pending;
    pending = null;
    timer = undefined;
    if (changed !== null) actions.jobsChanged(changed);
  };
  const later = (): void => {
    if (timer === undefined) timer = scheduler.setTimeout(flush, delayMs);
  };
  return {
    onEvent(event: AppEvent): void {
      if (event.type === 'sync') {
        actions.syncStatusChanged(event.status);
        return;
      }
      if (pending === null) pending = new Set([event.jobId]);
      else if (pending !== 'all') pending.add(event.jobId);
      later();
    },
    /** After a (re)connection: events may have been missed, so everything about jobs is read again. */
    onReconnect(): void {
      pending = 'all';
      later();
    },
    dispose(): void {
      if (timer !== undefined) scheduler.clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}
