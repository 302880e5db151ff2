// Writes the editor's state to the unsaved-edits store as the recruiter types: at most once every
// `intervalMs` per recorder, the latest state always written, writes and removals in the order asked. The
// latest state also goes to the store's synchronous journal when typing pauses (`journalQuietMs`), and at
// least every `journalMaxWaitMs` while it goes on, and at once when the page goes away, so that a crash, a
// reload or a quit right after the last key loses nothing the IndexedDB write had no time for. Not after
// every key: the journal holds the whole entry (a long description's HTML), and writing it at each key put
// a millisecond and more into the frames of the keys that followed.
import type { UnsavedEditEntry, UnsavedEditsStore } from './unsaved-edits-store.ts';

export type Timers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/** The entry to write, built when the write happens (null: nothing worth keeping now). */
export type EntrySource = UnsavedEditEntry | (() => UnsavedEditEntry | null);

export type UnsavedEditsRecorder = {
  /**
   * Keeps `entry` to write when the interval since the last write has passed. Given as a function, it is
   * called only then: reading a long description on every key press would cost more than a frame.
   */
  record(entry: EntrySource): void;
  /** Writes what is waiting now (leaving the editor). */
  flush(): Promise<void>;
  /**
   * The page is going away (pagehide, hidden, before unload): the latest entry not yet known to be in the
   * store, waiting or still being written, is kept before this returns (the store's journal), and written.
   */
  keepNow(): void;
  /**
   * Drops what is waiting for `key` and removes its stored entry, after any write already started: called
   * once the core acknowledged a save, so the entry cannot come back.
   */
  discard(key: string): Promise<void>;
  /** Resolves when every write and removal asked so far is done. */
  settled(): Promise<void>;
};

export function createUnsavedEditsRecorder(
  store: UnsavedEditsStore,
  options: {
    intervalMs?: number;
    timers: Timers;
    /** When the journal is written after a change; `timers` when absent. */
    journalTimers?: Timers;
    /** How long typing must pause before the journal is written (default 60 ms). */
    journalQuietMs?: number;
    /** The longest the journal waits while changes go on without a pause (default 400 ms). */
    journalMaxWaitMs?: number;
    /** The clock the journal's waits are measured with (default Date.now). */
    now?: () => number;
    onError?: (error: unknown) => void;
  },
): UnsavedEditsRecorder {
  const intervalMs = options.intervalMs ?? 300;
  const journalTimers = options.journalTimers ?? options.timers;
  const journalQuietMs = options.journalQuietMs ?? 60;
  const journalMaxWaitMs = options.journalMaxWaitMs ?? 400;
  const now = options.now ?? Date.now;
  // When the oldest change the journal does not have yet was recorded (null: it has them all).
  let unjournaledSince: number | null = null;
  let waiting: EntrySource | null = null;
  let timer: unknown = null;
  let journalTimer: unknown = null;
  // The last entry handed to the store whose write has not finished yet.
  let unconfirmed: UnsavedEditEntry | null = null;
  // Every store operation runs after the previous one: a removal never overtakes a write.
  let chain: Promise<void> = Promise.resolve();

  function enqueue(operation: () => Promise<void>): Promise<void> {
    chain = chain.then(operation).catch((error: unknown) => options.onError?.(error));
    return chain;
  }

  /** Journals the waiting state, built once: the store write that follows reuses it. */
  function journalWaiting(): void {
    journalTimer = null;
    unjournaledSince = null;
    if (waiting === null) return;
    const entry = typeof waiting === 'function' ? waiting() : waiting;
    waiting = entry;
    if (entry !== null) store.keepNow(entry);
  }

  /** Stops the write's and the journal's waits: what was waiting is taken or dropped. */
  function cancelWaits(): void {
    if (timer !== null) options.timers.clearTimeout(timer);
    timer = null;
    if (journalTimer !== null) journalTimers.clearTimeout(journalTimer);
    journalTimer = null;
    unjournaledSince = null;
  }

  function takeWaiting(): UnsavedEditEntry | null {
    cancelWaits();
    const source = waiting;
    waiting = null;
    return typeof source === 'function' ? source() : source;
  }

  function write(entry: UnsavedEditEntry): Promise<void> {
    unconfirmed = entry;
    return enqueue(async () => {
      await store.put(entry);
      if (unconfirmed === entry) unconfirmed = null;
    });
  }

  function writeWaiting(): Promise<void> {
    const entry = takeWaiting();
    return entry === null ? chain : write(entry);
  }

  return {
    record(entry) {
      waiting = entry;
      if (timer === null) timer = options.timers.setTimeout(writeWaiting, intervalMs);
      // The journal waits for a pause, but never longer than journalMaxWaitMs after the first change it lacks.
      const at = now();
      unjournaledSince ??= at;
      if (journalTimer !== null) journalTimers.clearTimeout(journalTimer);
      const wait = Math.min(journalQuietMs, Math.max(0, unjournaledSince + journalMaxWaitMs - at));
      journalTimer = journalTimers.setTimeout(journalWaiting, wait);
    },
    flush: writeWaiting,
    keepNow() {
      const entry = takeWaiting();
      const latest = entry ?? unconfirmed;
      if (latest !== null) store.keepNow(latest);
      if (entry !== null) void write(entry);
    },
    discard(key) {
      const waitingKey = typeof waiting === 'function' ? waiting()?.key : waiting?.key;
      if (waiting !== null && (waitingKey === undefined || waitingKey === key)) {
        waiting = null;
        cancelWaits();
      }
      if (unconfirmed?.key === key) unconfirmed = null;
      return enqueue(() => store.remove(key));
    },
    settled() {
      return chain;
    },
  };
}
