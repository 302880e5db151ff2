import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './database.ts';
import { openStore, type Store } from './store.ts';
import { fixedClock, TEST_LOOKUPS } from './test-fixtures.ts';
import {
  type CheckpointAnswer,
  type CheckpointWorker,
  createWalCheckpoints,
  type WalCheckpoints,
} from './wal-checkpoints.ts';

let dir: string;
let path: string;
let store: Store;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jobdesk-wal-'));
  path = join(dir, 'jobdesk.db');
  store = openStore(path, { now: fixedClock().now, lookups: TEST_LOOKUPS });
});
afterEach(() => {
  if (store.db.open) store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The WAL's last frame and how many of its frames are copied back, from the wal-index (the -shm file). */
function walIndex(): { lastFrame: number; backfilled: number } {
  const shm = readFileSync(`${path}-shm`);
  return { lastFrame: shm.readUInt32LE(16), backfilled: shm.readUInt32LE(96) };
}

/** Commits, each of a few pages, far more in all than SQLite's own checkpoint threshold of 1,000 pages. */
function writeManyPages(): void {
  const big = 'x'.repeat(3 * 4096);
  for (let i = 0; i < 600; i += 1) store.transaction(() => store.settings.setSetting(`filler.${i}`, big));
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition() && waited < 5_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('checkpoints of a file database', () => {
  it('are made by the worker thread, not in the commits of the main one', async () => {
    writeManyPages();
    // The main connection's own threshold is far above what was written: nothing was copied back there.
    expect(walIndex().lastFrame).toBeGreaterThan(1_000);
    expect(walIndex().backfilled).toBe(0);

    await until(() => walIndex().backfilled > 0 && walIndex().backfilled === walIndex().lastFrame);

    expect(walIndex().backfilled).toBe(walIndex().lastFrame);
  });

  it('leave no connection open after close: the last one removes the WAL', () => {
    writeManyPages();
    store.close();
    expect(existsSync(`${path}-wal`)).toBe(false);
  });
});

/** A worker thread in the test's hands: it records what it is asked, and answers when told. */
class FakeWorker extends EventEmitter implements CheckpointWorker {
  readonly asked: string[] = [];
  private readonly closed: Int32Array;
  constructor(closed: Int32Array) {
    super();
    this.closed = closed;
  }
  postMessage(message: 'checkpoint' | 'close'): void {
    this.asked.push(message);
    if (message === 'close') Atomics.store(this.closed, 0, 1);
  }
  unref(): void {}
  answer(answer: CheckpointAnswer = { ok: true }): void {
    this.emit('message', answer);
  }
  checkpointsAsked(): number {
    return this.asked.filter((message) => message === 'checkpoint').length;
  }
}

describe('when the worker is asked for a checkpoint', () => {
  let db: Db;
  let worker: FakeWorker | null;
  let checkpoints: WalCheckpoints;
  const failures: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    db = new Database(':memory:');
    worker = null;
    failures.length = 0;
    checkpoints = createWalCheckpoints(
      db,
      (message) => failures.push(message),
      (_path, closed) => {
        worker = new FakeWorker(closed);
        return worker;
      },
    );
  });
  afterEach(() => {
    checkpoints.close();
    db.close();
    vi.useRealTimers();
  });

  const commit = (times: number) => {
    for (let n = 0; n < times; n += 1) checkpoints.committed();
  };
  const started = (): FakeWorker => {
    if (worker === null) throw new Error('The worker has not started.');
    return worker;
  };

  it('starts the worker only once the store has committed enough to be busy', () => {
    commit(99);
    expect(worker).toBeNull();
    commit(1);
    expect(started().asked).toEqual([]);
  });

  it('asks for one checkpoint for the commits of an interval', () => {
    commit(100);
    commit(20);
    vi.advanceTimersByTime(100);
    expect(started().checkpointsAsked()).toBe(1);
  });

  it('asks again after a checkpoint for the commits made while it ran', () => {
    commit(100);
    vi.advanceTimersByTime(100);
    commit(3);
    vi.advanceTimersByTime(1_000);
    expect(started().checkpointsAsked()).toBe(1);

    started().answer();
    vi.advanceTimersByTime(100);
    expect(started().checkpointsAsked()).toBe(2);

    // Nothing committed since: no third checkpoint.
    started().answer();
    vi.advanceTimersByTime(1_000);
    expect(started().checkpointsAsked()).toBe(2);
  });

  it('reports a checkpoint that failed and goes on asking for the next', () => {
    commit(100);
    vi.advanceTimersByTime(100);
    started().answer({ ok: false, message: 'database is locked' });
    expect(failures).toEqual(['A WAL checkpoint failed: database is locked']);
    commit(1);
    vi.advanceTimersByTime(100);
    expect(started().checkpointsAsked()).toBe(2);
  });

  it('goes back to SQLite’s own checkpoints when the worker stops', () => {
    commit(100);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
    started().emit('exit', 1);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect(failures).toEqual(['WAL checkpoints are back on the main thread: its worker stopped']);
    commit(5);
    vi.advanceTimersByTime(1_000);
    expect(started().checkpointsAsked()).toBe(0);
  });

  it('closes the worker’s connection before the store closes its own', () => {
    commit(100);
    checkpoints.close();
    expect(started().asked).toEqual(['close']);
  });
});
