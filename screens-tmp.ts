// Not committed: screenshots of every screen at both sizes, for looking at after the restructuring.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium.ts';
import { startE2eCore } from './tests/e2e/e2e-core.ts';
import { seedJobs } from './tests/e2e/seed-jobs.ts';

const out = '/tmp/screens';
mkdirSync(out, { recursive: true });
const core = await startE2eCore();
const jobs = await seedJobs(core.jobBoard, 30);
const id = jobs[0]?.id ?? 1;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const errors: string[] = [];
try {
  for (const [width, height] of [[1366, 850], [1024, 700]] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${m.text()}`); });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(core.appAddress);
    await page.locator('tbody tr[data-job-id]').first().waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/jobs-${width}.png` });
    await page.getByRole('button', { name: /Not set up|Synced|sync/i }).first().click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/sync-panel-${width}.png` });
    await page.keyboard.press('Escape');
    for (const [name, hash] of [['new-job', '#/jobs/new'], ['edit-job', `#/jobs/${id}`], ['history', `#/jobs/${id}/history`], ['settings', '#/settings'], ['attention', '#/attention'], ['drafts', '#/drafts']] as const) {
      await page.evaluate((h) => { window.location.hash = h; }, hash);
      await page.waitForTimeout(name.includes('job') ? 2500 : 1200);
      await page.screenshot({ path: `${out}/${name}-${width}.png` });
      if (name === 'new-job' || name === 'edit-job') {
        await page.evaluate(() => { window.location.hash = '#/jobs'; });
        await page.waitForTimeout(600);
        const discard = page.getByRole('button', { name: 'Discard edits and leave' });
        if (await discard.isVisible()) await discard.click();
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await core.stop();
}
console.log('console errors:', errors.length ? errors : 'none');
