// `npm start`: the desktop app in development. Fetches Electron's binary once when it is missing (electron
// 45 has no install script and electron-vite never triggers the download), then runs `electron-vite dev`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ensureElectronBinary } from './electron-binary.ts';

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));
const { version } = JSON.parse(readFileSync(`${electronDir}/package.json`, 'utf8')) as { version: string };
// Ten minutes fits a slow link for the ~110 MB archive; a network that is cut fails within seconds anyway.
const timeoutMs = Number(process.env.JOBDESK_ELECTRON_DOWNLOAD_TIMEOUT_MS ?? 600_000);

const binary = await ensureElectronBinary({
  electronDir,
  version,
  env: process.env,
  timeoutMs,
  onSlowDownload: () => console.log(`JobDesk: downloading Electron ${version} (once, ~110 MB)…`),
});
if (!binary.ok) {
  console.error(binary.error.message);
  process.exit(1);
}

// electron-vite exports no path to its bin; its package.json is exported and names it.
const electronViteDir = dirname(require.resolve('electron-vite/package.json'));
const electronVite = join(electronViteDir, 'bin/electron-vite.js');
const child = spawn(process.execPath, [electronVite, 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
