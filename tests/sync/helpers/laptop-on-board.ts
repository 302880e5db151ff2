// One laptop (a whole core on a file) syncing to a board in this process, every request the board got
// recorded as `METHOD /path`: the setting of the front-door tests of one laptop and the board.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createStandaloneBoard, type StandaloneBoard } from '../../../src-main/core/standalone-board.ts';
import { createTestLogger } from '../../helpers/test-logger.ts';
import { createFakeClock, type FakeClock } from './fake-clock.ts';
import { type Laptop, openLaptop } from './laptop.ts';
import { REMOTE_KEY, TEST_PLACES } from './sync-world.ts';

const SETTLE = { maxMs: 60_000 };

export type LaptopOnBoard = {
  clock: FakeClock;
  board: StandaloneBoard;
  laptop: Laptop;
  /** `METHOD /path` (under /api/v1.1) of every request that reached the board. */
  boardCalls: string[];
  /** The board's job with this referenceId, as the board stores it. */
  onBoard(referenceId: string): ReturnType<StandaloneBoard['store']['jobs']['getJobByReferenceId']>;
  /** Sync now, with the fake clock run until it is done. */
  syncNow(): Promise<void>;
  close(): void;
};

/** The board the laptops sync to: in memory, on the fake clock, with one employer (Acme, REMOTE_KEY). */
export function startTestBoard(clock: FakeClock): Promise<StandaloneBoard> {
  return createStandaloneBoard({
    keys: [{ key: REMOTE_KEY, employer: 'Acme' }],
    now: clock.date,
    places: TEST_PLACES,
    logger: createTestLogger({ quiet: true }),
  });
}

/** `folderPrefix` names the laptop's temporary data folder (in /dev/shm on Linux). */
export async function openLaptopOnBoard(folderPrefix: string): Promise<LaptopOnBoard> {
  const clock = createFakeClock();
  const board = await startTestBoard(clock);
  const boardCalls: string[] = [];
  const root = mkdtempSync(join(process.platform === 'linux' ? '/dev/shm' : '/tmp', folderPrefix));
  const laptop = await openLaptop({
    name: 'A',
    dataDir: join(root, 'A'),
    clock,
    random: () => 0.5,
    boardFetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      boardCalls.push(`${request.method} ${new URL(request.url).pathname.replace('/api/v1.1', '')}`);
      return board.fetch(request);
    }) as typeof fetch,
    referenceOf: () => undefined,
  });
  const boardEmployerId = () => board.store.employers.findEmployerByKey(REMOTE_KEY)?.id ?? 0;
  return {
    clock,
    board,
    laptop,
    boardCalls,
    onBoard: (referenceId) => board.store.jobs.getJobByReferenceId(boardEmployerId(), referenceId),
    syncNow: () => clock.settle(laptop.core.engine.syncNow(), SETTLE),
    close() {
      laptop.clock.freeze();
      laptop.close();
      board.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
