import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './store.ts';
import { fixedClock, TEST_LOOKUPS } from './test-fixtures.ts';

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
