// `npm run web`: JobDesk in browser mode: the core and the built UI served on 127.0.0.1, for
// development, demos and the end-to-end and crash tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { describeDataFolderProblem, openDataFolder } from '../core/data-folder.ts';
import { createJobDeskCore } from '../core/jobdesk-core.ts';
import { JOBDESK_DATABASE_FILE } from '../core/local-api.ts';
import { readOrCreateLocalApiKey } from '../core/local-api-key.ts';
import { rememberBoardKeys } from '../core/remembered-keys.ts';
import { restoreFromCommandLine } from '../core/restore-from-command-line.ts';
import { startupFailureLine } from '../core/startup-problem.ts';
import { systemClock } from '../core/system-clock.ts';
import { readUiFolder } from '../core/ui-folder.ts';
import { DatabaseRefusedError } from '../store/database-guard.ts';
import { appDataFolder } from './app-data-folder.ts';
import { createFileSecretStore } from './file-secret-store.ts';
import { endStart, startInOneLine } from './one-line-start.ts';
import { wantsHelp } from './secret-option.ts';
import { listenOnLoopback } from './serve-on-loopback.ts';
import { createStderrLogger } from './stderr-logger.ts';
import { stopOnSignals } from './stop-on-signals.ts';
import {
  BUILT_FIRST_SCREEN_MODULE,
  BUILT_UI_FOLDER,
  buildUi,
  builtUiTime,
  isUiBuildStale,
  newestUiSourceTime,
} from './ui-build.ts';
import { parseWebOptions, WEB_USAGE } from './web-options.ts';

if (wantsHelp(process.argv.slice(2))) {
  console.log(WEB_USAGE);
  process.exit(0);
}
let dataForMessages = 'its data folder';
const started = startInOneLine('JobDesk', () => dataForMessages);
const options = parseWebOptions(process.argv.slice(2), process.env);
if (!options.ok) endStart(`${options.error} (npm run web -- --help lists every option)`, 2);
const { port, remote, remoteKey, open, build } = options.value;
// Before anything else touches the folder: one process per data folder, and only its owner may read it.
const folder = openDataFolder(
  options.value.data ?? appDataFolder(process.platform, process.env, homedir()),
  'JobDesk browser mode',
);
if (!folder.ok) {
  console.error(describeDataFolderProblem(folder.error));
  process.exit(1);
}
const data = folder.value.path;
dataForMessages = data;
if (options.value.restoreBackup !== undefined) {
  const restored = restoreFromCommandLine(join(data, JOBDESK_DATABASE_FILE), options.value.restoreBackup, {
    cwd: process.cwd(),
    now: new Date(),
  });
  console.error(restored.ok ? restored.value : restored.error);
  if (!restored.ok) process.exit(1);
}
// Every key this run holds is masked wherever a log line holds it: the local API key and this run's token
// once known, and each board's key as Settings saves it (remembered-keys.ts).
const keysToMask: string[] = [];
const boardKeys = rememberBoardKeys(createFileSecretStore(join(data, 'remote-key')));
const logger = createStderrLogger({ name: 'jobdesk', secrets: () => [...keysToMask, ...boardKeys.keys()] });

// The project this script belongs to (src-main/host/ → two up), wherever it is started from.
const projectRoot = resolve(import.meta.dirname, '..', '..');
if (build && isUiBuildStale(builtUiTime(projectRoot), newestUiSourceTime(projectRoot))) {
  logger.info('Building the UI (electron-vite build)');
  await buildUi(projectRoot).catch((error: Error) => {
    console.error(
      `The UI could not be built: ${error.message} Fix the error above, or start with --no-build.`,
    );
    process.exit(1);
  });
}

// Bound first: the core admits only requests naming this address (DNS rebinding).
const server = await listenOnLoopback(port).catch((error: Error) => {
  console.error(`JobDesk cannot listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
const localApiKey = options.value.apiKey ?? (await readOrCreateLocalApiKey(join(data, 'local-api-key')));
// This run's way in for a browser: the address printed below carries it (see browser-access.ts).
const token = randomBytes(24).toString('hex');
const address = `${server.origin}/?token=${token}`;
keysToMask.push(localApiKey, token);
const core = await createJobDeskCore({
  dataFolder: folder.value,
  localApiKey,
  secrets: boardKeys.store,
  fetch: globalThis.fetch,
  clock: systemClock,
  random: Math.random,
  logger,
  ui: {
    readFile: readUiFolder(join(projectRoot, BUILT_UI_FOLDER)),
    firstScreenModule: join(projectRoot, BUILT_FIRST_SCREEN_MODULE),
  },
  allowedHosts: [server.host, `localhost:${server.port}`],
  browserAccess: {
    token,
    origins: [server.origin, `http://localhost:${server.port}`],
    port: server.port,
  },
}).catch((error: Error) => {
  // A damaged or emptied database: its one sentence says which file and which backup, nothing more.
  if (error instanceof DatabaseRefusedError) {
    console.error(error.message);
    process.exit(1);
  }
  endStart(startupFailureLine('JobDesk', error, data));
});
if (remote !== undefined || remoteKey !== undefined) {
  const saved = core.settings.update({ remoteUrl: remote, apiKey: remoteKey });
  if (!saved.ok) {
    console.error(`Invalid --remote-key: ${saved.error.map((field) => field.message).join(' ')}`);
    await core.close();
    process.exit(2);
  }
}
server.serve((request) => core.fetch(request));

stopOnSignals(
  async () => {
    await server.close();
    await core.close();
  },
  (error) => logger.error('JobDesk did not stop cleanly', { error }),
);

// Printed once the signal handlers are in place: tests stop the core right after it.
started();
console.log(`JobDesk listening on ${address}`);
logger.info('Data folder', { folder: data });
if (open) openInBrowser(address);

function openInBrowser(url: string): void {
  const command =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { detached: true, stdio: 'ignore' });
  // No browser to open (a server, a CI machine) is not a failure: the address is printed above.
  child.on('error', (error) => logger.warn('Could not open a browser', { error: error.message }));
  child.unref();
}
