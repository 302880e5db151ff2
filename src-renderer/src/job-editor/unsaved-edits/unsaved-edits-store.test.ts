// First: Dexie's liveQuery reads the page's own indexedDB (as a browser has it), so this file installs one.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { newJobFormValues } from '../form-values.ts';
import { createUnsavedEditsRecorder, type Timers } from './unsaved-edits-recorder.ts';
import {
  createUnsavedEditsStore,
  type JournalStorage,
  openUnsavedEditsDatabase,
  type UnsavedEditEntry,
  type UnsavedEditsStore,
  unsavedEditKeyOfJob,
  unsavedEditKeyOfNewJob,
} from './unsaved-edits-store.ts';

const opened: UnsavedEditsStore[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

function freshStore(
  factory = new IDBFactory(),
  journal?: JournalStorage,
): { store: UnsavedEditsStore; factory: IDBFactory } {
  const store = createUnsavedEditsStore(
    openUnsavedEditsDatabase({ indexedDB: factory, IDBKeyRange }),
    journal,
  );
  opened.push(store);
  return { store, factory };
}

function entry(key: string, title: string, savedAt: number): UnsavedEditEntry {
  const jobId = key.startsWith('job:') ? Number(key.slice(4)) : null;
  return {
    key,
    jobId,
    duplicateOf: null,
    values: { ...newJobFormValues({ referenceId: 'R-1', closeDate: '2027-01-01' }), title },
    baseFingerprint: jobId === null ? null : '{}',
    savedAt,
  };
}

/** localStorage as a page has it: synchronous, kept by the browser across a reload. */
function memoryStorage(): JournalStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Timers run by hand, so a test decides when the interval has passed. */
function manualTimers(): Timers & { runAll(): void; pending(): number } {
  const callbacks = new Map<number, () => void>();
  let next = 0;
  return {
    setTimeout(callback) {
      next += 1;
      callbacks.set(next, callback);
      return next;
    },
    clearTimeout(handle) {
      callbacks.delete(handle as number);
    },
    runAll() {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback();
    },
    pending: () => callbacks.size,
  };
}

/** Timers on a clock moved by hand: `advance` runs each callback whose delay has passed, in order. */
function clockTimers(): Timers & { now(): number; advance(ms: number): void } {
  const callbacks = new Map<number, { at: number; callback: () => void }>();
  let time = 0;
  let next = 0;
  return {
    setTimeout(callback, ms) {
      next += 1;
      callbacks.set(next, { at: time + ms, callback });
      return next;
    },
    clearTimeout(handle) {
      callbacks.delete(handle as number);
    },
    now: () => time,
    advance(ms) {
      const end = time + ms;
      for (;;) {
        const due = [...callbacks.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (due === undefined) break;
        callbacks.delete(due[0]);
        time = due[1].at;
        due[1].callback();
      }
      time = end;
    },
  };
}

describe('the unsaved edits store', () => {
  it('keeps entries across reopening the database, newest first', async () => {
    const { store, factory } = freshStore();
    await store.put(entry(unsavedEditKeyOfJob(4), 'Cook', 10));
    await store.put(entry(unsavedEditKeyOfNewJob('a1'), 'Baker', 20));
    store.close();
    const { store: reopened } = freshStore(factory);
    expect((await reopened.list()).map((item) => item.values.title)).toEqual(['Baker', 'Cook']);
    expect((await reopened.get('job:4'))?.values.title).toBe('Cook');
  });

  it('removes an entry it can no longer read instead of offering it', async () => {
    const factory = new IDBFactory();
    const db = openUnsavedEditsDatabase({ indexedDB: factory, IDBKeyRange });
    await db.table('entries').put({ key: 'job:9', savedAt: 1, values: { title: 3 } });
    const store = createUnsavedEditsStore(db);
    opened.push(store);
    expect(await store.get('job:9')).toBeUndefined();
    expect(await db.table('entries').count()).toBe(0);
  });

  it('gives live readers every change, newest first, through Dexie’s liveQuery', async () => {
    const { store } = freshStore();
    const seen: string[][] = [];
    const subscription = store.live().subscribe((entries) => seen.push(entries.map((item) => item.key)));
    await expect.poll(() => seen.at(-1)).toEqual([]);
    await store.put(entry('job:7', 'Cook', 10));
    await expect.poll(() => seen.at(-1)).toEqual(['job:7']);
    await store.put(entry('new:b2', '', 20));
    await expect.poll(() => seen.at(-1)).toEqual(['new:b2', 'job:7']);
    await store.remove('job:7');
    await expect.poll(() => seen.at(-1)).toEqual(['new:b2']);
    subscription.unsubscribe();
  });

  it('leaves out an entry it cannot read when read live, without writing', async () => {
    const factory = new IDBFactory();
    const db = openUnsavedEditsDatabase({ indexedDB: factory, IDBKeyRange });
    await db.table('entries').put({ key: 'job:9', savedAt: 1, values: { title: 3 } });
    const store = createUnsavedEditsStore(db);
    opened.push(store);
    await store.put(entry('job:3', 'Cook', 2));
    expect((await store.readable()).map((item) => item.key)).toEqual(['job:3']);
    expect(await db.table('entries').count()).toBe(2);
  });
});

describe('the journal kept as the page goes away', () => {
  it('keeps an entry at once, and the next page moves it into the store where it is newer', async () => {
    const journal = memoryStorage();
    const { store, factory } = freshStore(new IDBFactory(), journal);
    await store.put(entry('job:1', 'Cook', 10));
    store.keepNow(entry('job:1', 'Cook, nights', 11));
    store.keepNow(entry('new:a1', 'Baker', 12));
    await store.put(entry('job:2', 'Driver', 20));
    store.keepNow(entry('job:2', 'Driver (older)', 19));
    // The page went away before any IndexedDB write of these: only the journal has them.
    expect((await store.get('job:1'))?.values.title).toBe('Cook');
    store.close();

    const { store: next } = freshStore(factory, journal);
    await next.absorbJournal();
    expect((await next.get('job:1'))?.values.title).toBe('Cook, nights');
    expect((await next.get('new:a1'))?.values.title).toBe('Baker');
    expect((await next.get('job:2'))?.values.title).toBe('Driver');
    expect(journal.items.size).toBe(0);
  });

  it('forgets the journal’s copy once the store has the entry or it is removed, so a saved job offers nothing', async () => {
    const journal = memoryStorage();
    const { store } = freshStore(new IDBFactory(), journal);
    store.keepNow(entry('job:1', 'Cook', 10));
    await store.put(entry('job:1', 'Cook', 10));
    expect(journal.items.size).toBe(0);
    store.keepNow(entry('job:3', 'Nurse', 30));
    await store.remove('job:3');
    await store.absorbJournal();
    expect(await store.get('job:3')).toBeUndefined();
  });
});

describe('the unsaved edits recorder', () => {
  it('writes at most once per interval, always the latest state', async () => {
    const { store } = freshStore();
    const timers = manualTimers();
    const recorder = createUnsavedEditsRecorder(store, { timers, journalTimers: manualTimers() });
    recorder.record(entry('job:1', 'C', 1));
    recorder.record(entry('job:1', 'Co', 2));
    recorder.record(entry('job:1', 'Coo', 3));
    expect(timers.pending()).toBe(1);
    expect(await store.get('job:1')).toBeUndefined();
    timers.runAll();
    await recorder.settled();
    expect((await store.get('job:1'))?.values.title).toBe('Coo');
  });

  it('builds an entry given as a function only when it writes, and skips it when there is nothing to keep', async () => {
    const { store } = freshStore();
    const timers = manualTimers();
    const recorder = createUnsavedEditsRecorder(store, { timers, journalTimers: manualTimers() });
    let built = 0;
    let title: string | null = 'Cook';
    const source = () => {
      built += 1;
      return title === null ? null : entry('job:2', title, 1);
    };
    recorder.record(source);
    recorder.record(source);
    expect(built).toBe(0);
    timers.runAll();
    await recorder.settled();
    expect(built).toBe(1);
    expect((await store.get('job:2'))?.values.title).toBe('Cook');
    title = null;
    recorder.record(source);
    timers.runAll();
    await recorder.settled();
    expect((await store.get('job:2'))?.values.title).toBe('Cook');
  });

  it('keeps the latest state at once when the page goes away, whether it waited or was still being written', async () => {
    const journal = memoryStorage();
    const { store, factory } = freshStore(new IDBFactory(), journal);
    const timers = manualTimers();
    const recorder = createUnsavedEditsRecorder(store, { timers, journalTimers: manualTimers() });
    recorder.record(entry('job:1', 'Cook', 1));
    recorder.record(entry('job:1', 'Cook, nig', 2));
    recorder.keepNow();
    // Kept before keepNow returned, with no IndexedDB write finished.
    expect(JSON.parse([...journal.items.values()][0] ?? '{}').values.title).toBe('Cook, nig');
    expect(timers.pending()).toBe(0);

    // A write under way when the page goes away (started by the interval, not finished).
    recorder.record(entry('new:a1', 'Baker', 3));
    timers.runAll();
    recorder.keepNow();
    expect(journal.items.size).toBe(2);
    await recorder.settled();
    expect(journal.items.size).toBe(0);
    store.close();
    const { store: next } = freshStore(factory, journal);
    expect((await next.get('job:1'))?.values.title).toBe('Cook, nig');
    expect((await next.get('new:a1'))?.values.title).toBe('Baker');
  });

  it('journals the latest state at the first idle moment after a change, built once for the journal and the store', async () => {
    const journal = memoryStorage();
    const { store, factory } = freshStore(new IDBFactory(), journal);
    const timers = manualTimers();
    const journalTimers = manualTimers();
    const recorder = createUnsavedEditsRecorder(store, { timers, journalTimers });
    let built = 0;
    recorder.record(() => {
      built += 1;
      return entry('job:4', 'Welder, nights', 5);
    });
    journalTimers.runAll();
    expect(built).toBe(1);
    // A crash now: the store has nothing, the next page finds the journal.
    const { store: afterCrash } = freshStore(factory, journal);
    await afterCrash.absorbJournal();
    expect((await afterCrash.get('job:4'))?.values.title).toBe('Welder, nights');

    timers.runAll();
    await recorder.settled();
    expect(built).toBe(1);
    expect((await store.get('job:4'))?.values.title).toBe('Welder, nights');
  });

  it('journals when typing pauses and at least every 400 ms while it goes on, not after every key', async () => {
    const journal = memoryStorage();
    const { store, factory } = freshStore(new IDBFactory(), journal);
    const journaled: string[] = [];
    const counting = {
      ...store,
      keepNow(kept: UnsavedEditEntry) {
        journaled.push(kept.values.title);
        store.keepNow(kept);
      },
    };
    const clock = clockTimers();
    const recorder = createUnsavedEditsRecorder(counting, {
      timers: manualTimers(),
      journalTimers: clock,
      now: clock.now,
    });
    // A key every 20 ms for a second: 50 changes, journaled twice on the way (at 400 and 800 ms).
    let title = '';
    for (let key = 0; key < 50; key += 1) {
      title += 'a';
      recorder.record(entry('job:5', title, key));
      clock.advance(20);
    }
    expect(journaled.map((kept) => kept.length)).toEqual([20, 40]);
    // The pause after the last key: the latest state is journaled within 60 ms.
    clock.advance(60);
    expect(journaled.at(-1)).toBe(title);
    // A crash now: the next page finds every key in the journal.
    const { store: afterCrash } = freshStore(factory, journal);
    await afterCrash.absorbJournal();
    expect((await afterCrash.get('job:5'))?.values.title).toBe(title);
  });

  it('never lets a write that was waiting bring back an entry discarded after a save', async () => {
    const { store } = freshStore();
    const timers = manualTimers();
    const recorder = createUnsavedEditsRecorder(store, { timers, journalTimers: manualTimers() });
    recorder.record(entry('job:1', 'Cook', 1));
    await recorder.flush();
    recorder.record(entry('job:1', 'Cook!', 2));
    await recorder.discard('job:1');
    timers.runAll();
    await recorder.settled();
    expect(await store.get('job:1')).toBeUndefined();
  });
});
