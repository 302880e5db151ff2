// Where the core's main thread goes during a drain: every method of the store's jobs and outbox
// repositories and its transaction, wrapped in place (the sync engine calls them through the store object),
// timed while recording. Each call's self time excludes the store calls made inside it, so a
// transaction's self time is its BEGIN and COMMIT (with the fsync of synchronous=FULL) and nothing else.
import type { Store } from '../src-main/store/store.ts';

export type StoreCallTiming = { name: string; calls: number; selfMs: number };

export type StoreTiming = {
  /** Time inside outermost store calls: the main thread blocked on SQLite (and on fsync). */
  totalMs: number;
  /** By self time, largest first. */
  byName: StoreCallTiming[];
};

export type StoreTimer = {
  start(): void;
  stop(): StoreTiming;
};

type AnyFunction = (...args: unknown[]) => unknown;

export function instrumentStore(store: Store): StoreTimer {
  let recording = false;
  let totalMs = 0;
  const byName = new Map<string, StoreCallTiming>();
  // Time of the store calls made inside each call under way, innermost last.
  const childMs: number[] = [];

  const wrap = (target: Record<string, unknown>, key: string, name: string): void => {
    const original = target[key];
    if (typeof original !== 'function') return;
    const call = original as AnyFunction;
    target[key] = (...args: unknown[]) => {
      if (!recording) return call.apply(target, args);
      childMs.push(0);
      const before = performance.now();
      try {
        return call.apply(target, args);
      } finally {
        const elapsed = performance.now() - before;
        const inner = childMs.pop() ?? 0;
        if (childMs.length > 0) childMs[childMs.length - 1] = (childMs.at(-1) ?? 0) + elapsed;
        else totalMs += elapsed;
        const entry = byName.get(name) ?? { name, calls: 0, selfMs: 0 };
        entry.calls += 1;
        entry.selfMs += elapsed - inner;
        byName.set(name, entry);
      }
    };
  };

  for (const [prefix, repository] of [
    ['jobs', store.jobs],
    ['outbox', store.outboxOf(1)],
    ['settings', store.settings],
  ] as const) {
    const target = repository as unknown as Record<string, unknown>;
    for (const key of Object.keys(target)) wrap(target, key, `${prefix}.${key}`);
  }
  wrap(store as unknown as Record<string, unknown>, 'transaction', 'transaction (BEGIN/COMMIT, fsync)');

  return {
    start() {
      recording = true;
      totalMs = 0;
      byName.clear();
    },
    stop() {
      recording = false;
      return { totalMs, byName: [...byName.values()].sort((a, b) => b.selfMs - a.selfMs) };
    },
  };
}
