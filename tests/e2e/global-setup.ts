// Before the end-to-end run: one build of the UI (electron-vite build) that every test's core serves.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_PATH } from '../helpers/chromium.ts';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

/** Set by the setup when no browser can run here; every test file then skips itself with this reason. */
export const E2E_SKIP_REASON_VARIABLE = 'JOBDESK_E2E_SKIP_REASON';

export default function globalSetup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    // Playwright passes what global setup puts in process.env on to its workers.
    process.env[E2E_SKIP_REASON_VARIABLE] =
      `no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set JOBDESK_CHROMIUM)`;
    console.warn(`e2e: skipped, ${process.env[E2E_SKIP_REASON_VARIABLE]}`);
    return;
  }
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
