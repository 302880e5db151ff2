// Writes the editor's state to the unsaved-edits store as the recruiter types: at most once every
// `intervalMs` per recorder, the latest state always written, writes and removals in the order asked.
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
  /** Writes what is waiting now (leaving the editor, the page hiding). */
  flush(): Promise<void>;
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
  options: { intervalMs?: number; timers: Timers; onError?: (error: unknown) => void },
): UnsavedEditsRecorder {
  const intervalMs = options.intervalMs ?? 300;
  let waiting: EntrySource | null = null;
  let timer: unknown = null;
  // Every store operation runs after the previous one: a removal never overtakes a write.
  let chain: Promise<void> = Promise.resolve();

  function enqueue(operation: () => Promise<void>): Promise<void> {
    chain = chain.then(operation).catch((error: unknown) => options.onError?.(error));
    return chain;
  }

  function writeWaiting(): Promise<void> {
    timer = null;
    const source = waiting;
    waiting = null;
    const entry = typeof source === 'function' ? source() : source;
    if (entry === null) return chain;
    return enqueue(() => store.put(entry));
  }

  return {
    record(entry) {
      waiting = entry;
      if (timer === null) timer = options.timers.setTimeout(writeWaiting, intervalMs);
    },
    flush() {
      if (timer !== null) options.timers.clearTimeout(timer);
      return writeWaiting();
    },
    discard(key) {
      const waitingKey = typeof waiting === 'function' ? waiting()?.key : waiting?.key;
      if (waiting !== null && (waitingKey === undefined || waitingKey === key)) {
        waiting = null;
        if (timer !== null) options.timers.clearTimeout(timer);
        timer = null;
      }
      return enqueue(() => store.remove(key));
    },
    settled() {
      return chain;
    },
  };
}
