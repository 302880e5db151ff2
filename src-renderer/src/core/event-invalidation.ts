// Turns the core's event stream into cache invalidations: events that arrive together refresh the data once.
import { APP_EVENT_TYPES, type AppEvent } from '../../../src-shared/schemas/app.ts';

/** The recruiter's own data, each told by an event of its own: templates, spelling, the posting-law answers. */
export type RecruiterData = Exclude<AppEvent['type'], 'job' | 'sync'>;
const RECRUITER_DATA = APP_EVENT_TYPES.filter(
  (type): type is RecruiterData => type !== 'job' && type !== 'sync',
);

export type CacheActions = {
  /** Something about jobs changed (or may have, after a reconnect): lists, counts, details and sync states. */
  jobsChanged(jobIds: ReadonlySet<number> | 'all'): void;
  /** The jobs lists may have changed since they were read (before the page started): the lists alone. */
  jobListsChanged(): void;
  /** The core's sync status, as it sent it. */
  syncStatusChanged(status: SyncStatus): void;
  /** Templates, spelling settings or the employer's posting-law answers changed (or may have, after a reconnect). */
  recruiterDataChanged(data: RecruiterData): void;
};

type SyncStatus = Extract<AppEvent, { type: 'sync' }>['status'];

/**
 * Whether a sync status the stream sent differs from the one the page had (none counts as a change). The one
 * the stream sends as it opens is most often the one the page has just read: nothing to read again for it.
 */
export function syncStatusMoved(before: SyncStatus | undefined, status: SyncStatus): boolean {
  return before === undefined || JSON.stringify(before) !== JSON.stringify(status);
}

export type Scheduler = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/**
 * Collects job events for `delayMs` after the first and hands them over as one set (a bulk archive of 100
 * jobs sends 100 events: the list is read again once, not 100 times). Sync status and the recruiter's own
 * data are passed on at once.
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
  let opened = false;
  const readAllAgain = (): void => {
    for (const data of RECRUITER_DATA) actions.recruiterDataChanged(data);
    pending = 'all';
    later();
  };
  return {
    onEvent(event: AppEvent): void {
      if (event.type === 'sync') {
        actions.syncStatusChanged(event.status);
        return;
      }
      if (event.type !== 'job') {
        actions.recruiterDataChanged(event.type);
        return;
      }
      if (pending === null) pending = new Set([event.jobId]);
      else if (pending !== 'all') pending.add(event.jobId);
      later();
    },
    /**
     * The stream is open. The first opening follows what the page has just read, so nothing is read again,
     * unless the page wrote before it (`wroteBefore`): that write's event may have gone out before the
     * stream was there; or its jobs list came from an answer read before the page started (`listReadEarly`,
     * the first paint's): a change made since told nobody here, so the lists are read again. A later opening
     * follows a gap that may have lost events: everything is read again.
     */
    onOpen(wroteBefore: boolean, listReadEarly = false): void {
      if (opened || wroteBefore) readAllAgain();
      else if (listReadEarly) actions.jobListsChanged();
      opened = true;
    },
    dispose(): void {
      if (timer !== undefined) scheduler.clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}
