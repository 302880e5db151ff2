// Before the end-to-end run: one build of the UI (electron-vite build) that every test's core serves.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_PATH } from './playwright.config.ts';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

export default function globalSetup(): void {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install Debian's (apt-get install -y chromium) or set JOBDESK_CHROMIUM.`,
    );
  execFileSync(
    process.execPath,
    [resolve(PROJECT_ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (!existsSync(resolve(PROJECT_ROOT, 'out/renderer/index.html')))
    throw new Error('electron-vite build wrote no out/renderer/index.html.');
}
