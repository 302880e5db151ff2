// The core's one change stream: every committed change (a job written by the local API, the app
// endpoints or sync, the sync status, the settings) is published here once, after its transaction
// commits; the sync engine, the UI's event stream and anything else subscribe to it.
import type { AppEvent } from '../../src-shared/schemas/app.ts';

/**
 * What the stream carries: the events the UI hears (AppEvent), and the settings saved (which the sync
 * engine acts on and the UI reads again by itself).
 */
export type CoreChange = AppEvent | { type: 'settings' };

export type ChangeListener = (change: CoreChange) => void;

export type ChangeStream = {
  /**
   * Publishes `change`. Inside a store transaction it waits for the outermost commit and is dropped if
   * the transaction (or the savepoint it was published in) rolls back; outside one it goes out at once.
   */
  publish(change: CoreChange): void;
  /** Hears every change published after this call; returns the way to stop. */
  subscribe(listener: ChangeListener): () => void;
};

/** The stream as the store's transaction runner drives it: a level per transaction or savepoint. */
export type TransactionalChangeStream = ChangeStream & {
  /** Runs `body` as one level: its changes join the level above when it returns, and are dropped when it throws. */
  within<T>(body: () => T): T;
};

/** `onListenerError`: a listener that throws must not keep the others from hearing, nor fail the writer. */
export function createChangeStream(onListenerError: (error: unknown) => void): TransactionalChangeStream {
  const listeners = new Set<ChangeListener>();
  // One list of changes per open transaction level, innermost last.
  const levels: CoreChange[][] = [];

  const deliver = (change: CoreChange): void => {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        onListenerError(error);
      }
    }
  };

  return {
    publish(change) {
      const level = levels.at(-1);
      if (level === undefined) deliver(change);
      else level.push(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    within(body) {
      const level: CoreChange[] = [];
      levels.push(level);
      let result: ReturnType<typeof body>;
      try {
        result = body();
      } finally {
        levels.pop();
      }
      const outer = levels.at(-1);
      if (outer !== undefined) outer.push(...level);
      else for (const change of level) deliver(change);
      return result;
    },
  };
}
