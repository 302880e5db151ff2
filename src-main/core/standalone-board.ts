// The standalone job board: the stand-in for the real remote board in tests, benchmarks and demos of
// sync (`npm run board`). It serves the job board's interface and nothing of JobDesk's.
import './english-issue-messages.ts';
import type { CanadianPlace } from '../../src-shared/locations/canadian-places.ts';
import type { Logger } from '../../src-shared/logger.ts';
import { createFrontDoor } from '../api/front-door.ts';
import { createJobBoardApi } from '../api/job-board-api.ts';
import { createJobsService } from '../jobs/jobs-service.ts';
import type { Store } from '../store/store.ts';
import type { DataFolder } from './data-folder.ts';
import { type EmployerKey, openSeededStore } from './seeded-store.ts';

export type StandaloneBoardOptions = {
  keys: readonly EmployerKey[];
  /** The locked data folder (openDataFolder) of `board.db`, released by close(); in memory when absent. */
  dataFolder?: DataFolder;
  now?: () => Date;
  /** The Canadian places to seed; loaded from the data package when absent. */
  places?: readonly CanadianPlace[];
  logger: Logger;
};

export type StandaloneBoard = {
  fetch(request: Request): Promise<Response>;
  store: Store;
  close(): void;
};

export const BOARD_DATABASE_FILE = 'board.db';

export async function createStandaloneBoard(options: StandaloneBoardOptions): Promise<StandaloneBoard> {
  const now = options.now ?? (() => new Date());
  const store = await openSeededStore({
    dataDir: options.dataFolder?.path,
    databaseFile: BOARD_DATABASE_FILE,
    now,
    keys: options.keys,
    places: options.places,
  });
  const door = createFrontDoor({
    jobBoard: createJobBoardApi({ store, now, jobs: createJobsService({ store, now }) }),
    logger: options.logger,
  });
  return {
    fetch: door.fetch,
    store,
    close: () => {
      store.close();
      options.dataFolder?.release();
    },
  };
}
