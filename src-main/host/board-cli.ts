// `npm run board`: the standalone job board on 127.0.0.1, the stand-in for the real remote.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DataFolder, describeDataFolderProblem, openDataFolder } from '../core/data-folder.ts';
import { restoreFromCommandLine } from '../core/restore-from-command-line.ts';
import { BOARD_DATABASE_FILE, createStandaloneBoard } from '../core/standalone-board.ts';
import { startupFailureLine } from '../core/startup-problem.ts';
import { DatabaseRefusedError } from '../store/database-guard.ts';
import { hasFaults, withFaults } from './board-faults.ts';
import { BOARD_USAGE, parseBoardOptions } from './board-options.ts';
import { endStart, startInOneLine } from './one-line-start.ts';
import { wantsHelp } from './secret-option.ts';
import { createSeededRandom } from './seeded-random.ts';
import { type NodeFetchHandler, serveOnLoopback } from './serve-on-loopback.ts';
import { createStderrLogger } from './stderr-logger.ts';
import { stopOnSignals } from './stop-on-signals.ts';

if (wantsHelp(process.argv.slice(2))) {
  console.log(BOARD_USAGE);
  process.exit(0);
}
let dataForMessages = 'its data folder';
const started = startInOneLine('The JobDesk board', () => dataForMessages);
const options = parseBoardOptions(process.argv.slice(2), process.env);
if (!options.ok) endStart(`${options.error} (npm run board -- --help lists every option)`, 2);
const { port, data, keys, seed, restoreBackup, ...faults } = options.value;
// The keys the board takes are masked in its log, whatever their length, as JobDesk's own are.
const boardKeys = keys.map((entry) => entry.key);
const logger = createStderrLogger({ name: 'board', secrets: () => boardKeys });

// One process per data folder; without --data the board lives in memory and needs no folder.
let dataFolder: DataFolder | undefined;
if (data !== undefined) {
  const folder = openDataFolder(data, 'the JobDesk board');
  if (!folder.ok) {
    console.error(describeDataFolderProblem(folder.error));
    process.exit(1);
  }
  dataFolder = folder.value;
  dataForMessages = folder.value.path;
  if (restoreBackup !== undefined) {
    const restored = restoreFromCommandLine(join(folder.value.path, BOARD_DATABASE_FILE), restoreBackup, {
      cwd: process.cwd(),
      now: new Date(),
    });
    console.error(restored.ok ? restored.value : restored.error);
    if (!restored.ok) process.exit(1);
  }
}
const board = await createStandaloneBoard({ keys, dataFolder, logger }).catch((error: Error) => {
  // A damaged or emptied board.db: its one sentence names the file and the last good backup.
  if (error instanceof DatabaseRefusedError) {
    console.error(error.message);
    process.exit(1);
  }
  endStart(startupFailureLine('The JobDesk board', error, dataForMessages));
});
const answer: NodeFetchHandler = (request) => board.fetch(request);
const handler = hasFaults(faults)
  ? withFaults(answer, faults, {
      random: createSeededRandom(seed ?? Date.now()),
      now: () => Date.now(),
      sleep: (ms) => sleep(ms),
    }).handler
  : answer;

const server = await serveOnLoopback(handler, port).catch((error: Error) => {
  console.error(`The board cannot listen on 127.0.0.1:${port}: ${error.message}`);
  board.close();
  process.exit(1);
});

stopOnSignals(
  async () => {
    await server.close();
    board.close();
  },
  (error) => logger.error('The board did not stop cleanly', { error }),
);

// Printed only once the signal handlers are in place: a test may stop the board right after it.
started();
console.log(`JobDesk board listening on ${server.origin}/api/v1.1`);
