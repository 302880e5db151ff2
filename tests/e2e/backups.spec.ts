// Settings → Backups in a browser: the backup made at start is listed with its date, reason and size, and
// "Restore this backup", by keyboard through its confirm dialog, puts JobDesk back as it was then (a job
// saved after the backup is gone once the page has reloaded).
import { validJobBody } from '../helpers/job-bodies.ts';
import { coreForThisFile } from './e2e-core.ts';
import { expect, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';

const core = coreForThisFile();

/** The core's backups, as GET /app/v1/backups lists them. */
async function backupNames(): Promise<string[]> {
  const answer = await fetch(`${core().origin}/app/v1/backups`, { headers: { 'API-Key': core().apiKey } });
  const body = (await answer.json()) as { data: { name: string }[] };
  return body.data.map((backup) => backup.name);
}

test('restores the backup made at start from Settings, by keyboard, and the job saved after it is gone', async ({
  page,
}) => {
  // The first start of the day backs the database up shortly after the core is up.
  await expect.poll(backupNames, { timeout: 15_000 }).toHaveLength(1);
  const created = await core().jobBoard.createJob(validJobBody({ title: 'Saved after the backup' }));
  expect(created.ok).toBe(true);

  await page.goto(`${core().appAddress}#/settings`);
  const section = page.getByRole('region', { name: 'Backups' });
  const table = section.getByRole('table', { name: 'Backups' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Daily');
  await expect(table.getByRole('row').nth(1)).toContainText(/\d+ kB|\d+\.\d MB/);
  await expect(section).toContainText('The database passed its check at start.');
  await expectNoSeriousAxeViolations(page, 'Settings, backups');
  for (const size of SCREEN_SIZES) {
    // The section sits at the end of Settings: each screen shows it scrolled into view at its size.
    await page.setViewportSize(size);
    await table.scrollIntoViewIfNeeded();
    await saveScreens(page, 'settings-backups', [size]);
  }

  const restore = table.getByRole('button', { name: /^Restore this backup made / });
  await tabTo(page, restore);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Restore the backup of .+\?$/ });
  await expect(dialog).toContainText('Changes the backup holds that were not sent');
  await saveScreens(page, 'settings-backups-confirm', SCREEN_SIZES);
  const confirm = dialog.getByRole('button', { name: 'Restore this backup' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');

  // The page reloads over the restored database: the job saved after the backup is not there.
  await page.waitForEvent('load');
  await page.goto(core().appAddress);
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();
  await expect(page.getByText('Saved after the backup')).toHaveCount(0);
});
