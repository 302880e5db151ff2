// The desktop app end to end, through Playwright's Electron support: the built app starts, a job is drafted
// on jobdesk://app with the page's own key, and the jobs list shows it. Needs Electron's binary: where it
// cannot be downloaded (our build machines) the test reports itself skipped with the reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { _electron } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findElectronBinary } from '../../scripts/electron-binary.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { PROJECT_ROOT } from './builder-config.ts';
import { ensureBuiltApp } from './built-app.ts';

const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
const electronBinary = findElectronBinary(electronDir, process.env);
const SKIP_REASON =
  'no Electron binary in node_modules/electron (it cannot be downloaded here; `npx install-electron` fetches it where GitHub is reachable)';

describe.skipIf(electronBinary === null)('the desktop app in Electron', () => {
  let userData = '';

  beforeAll(async () => {
    userData = mkdtempSync(join(tmpdir(), 'jobdesk-electron-e2e-'));
    await ensureBuiltApp();
  }, 180_000);
  afterAll(() => {
    if (userData) rmSync(userData, { recursive: true, force: true });
  });

  it('starts, drafts a job over jobdesk://app and finds it in the jobs list', async () => {
    const app = await _electron.launch({
      executablePath: electronBinary ?? undefined,
      args: [PROJECT_ROOT],
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        JOBDESK_USER_DATA_DIR: userData,
        JOBDESK_DISABLE_UPDATES: '1',
        ELECTRON_RENDERER_URL: '',
      },
      timeout: 60_000,
    });
    try {
      const page = await app.firstWindow();
      await page.waitForLoadState('domcontentloaded');
      expect(page.url()).toBe('jobdesk://app/');

      // The page is sandboxed: no Node, only the bridge.
      expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe(
        'undefined',
      );
      expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
        'undefined',
      );
      expect(
        await page.evaluate(() => Object.keys((globalThis as unknown as { jobdesk: object }).jobdesk)),
      ).toEqual(['onMenuCommand']);
      const title = `Desktop draft ${Date.now()}`;
      const created = await page.evaluate(
        async (body) => {
          const key = document.querySelector<HTMLMetaElement>('meta[name="jobdesk-api-key"]')?.content ?? '';
          const response = await fetch('/api/v1.1/jobs', {
            method: 'POST',
            headers: { 'API-Key': key, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: response.status, job: (await response.json()) as { id: number; status: string } };
        },
        validJobBody({ title, status: 'draft' }),
      );
      expect(created.status).toBe(201);
      expect(created.job.status).toBe('draft');

      await page.reload();
      await page
        .getByRole('table', { name: 'Jobs' })
        .getByRole('link', { name: title })
        .waitFor({ timeout: 20_000 });
    } finally {
      await app.close();
    }
  }, 120_000);
});

// The release workflow sets this: there the binary must be present, and a skip would hide a broken setup.
if (electronBinary === null && process.env.JOBDESK_REQUIRE_ELECTRON)
  it('finds the Electron binary the release workflow installed', () => {
    throw new Error(`JOBDESK_REQUIRE_ELECTRON is set but there is ${SKIP_REASON}`);
  });
else if (electronBinary === null)
  console.log(`tests/electron/desktop-app.e2e.test.ts skipped: ${SKIP_REASON}`);
