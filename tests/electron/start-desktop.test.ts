// `npm start` where Electron's binary cannot be downloaded: one line saying why and pointing to browser mode.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findElectronBinary } from '../../scripts/electron-binary.ts';

const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
const installed = findElectronBinary(electronDir, process.env);

describe('npm start without an Electron binary', () => {
  it.skipIf(installed !== null)(
    'exits within seconds with one line that names the failure and points to npm run web',
    (context) => {
      const cache = mkdtempSync(join(tmpdir(), 'jobdesk-electron-cache-'));
      try {
        const started = Date.now();
        // An unreachable local mirror and an empty cache make the download fail the same way on any machine.
        const run = spawnSync(process.execPath, ['scripts/start-desktop.ts'], {
          env: {
            ...process.env,
            ELECTRON_MIRROR: 'http://127.0.0.1:9/',
            electron_config_cache: cache,
            JOBDESK_ELECTRON_DOWNLOAD_TIMEOUT_MS: '20000',
          },
          encoding: 'utf8',
          timeout: 30_000,
        });
        const elapsedMs = Date.now() - started;
        const lines = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line.trim() !== '');
        context.annotate(`exited with ${run.status} after ${elapsedMs} ms`);
        expect(run.status).toBe(1);
        expect(elapsedMs).toBeLessThan(15_000);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(
          /cannot start the desktop app: the Electron [\d.]+ binary could not be downloaded \(.+\)/,
        );
        expect(lines[0]).toContain('npm run web');
      } finally {
        rmSync(cache, { recursive: true, force: true });
      }
    },
  );
  if (installed)
    console.log(`skipped: an Electron binary is installed here (${installed}); npm start would open the app`);
});
