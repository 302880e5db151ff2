// The sync indicator against a real board behind a fault proxy: waiting while the board is down and "All synced"
// once it is up (no reload), "Syncing n…", "Not set up", a rejected key and a new one in Settings, and the event
// stream coming back after the core restarts.
import { expect, test } from '@playwright/test';
import { validJobBody } from '../helpers/job-bodies.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';
import { BOARD_EMPLOYER, expectIndicator, indicator, syncWorldForThisFile } from './sync-setup.ts';

const world = syncWorldForThisFile();

async function createJob(title: string) {
  const created = await world().jobBoard.createJob(validJobBody({ title }));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.job;
}

test('a job drafted while the board is down waits, then the indicator reaches All synced without a reload', async ({
  page,
}) => {
  const { appAddress, proxy } = world();
  await page.goto(appAddress);
  await expectIndicator(page, 'All synced');
  await saveScreens(page, 'sync-indicator-all-synced', SCREEN_SIZES);

  proxy.setDown(true);
  await createJob('Welder while offline');
  await expectIndicator(page, 'Offline — 1 waiting');
  await expect(page.locator('[data-sync-indicator="offline"]')).toBeVisible();
  await saveScreens(page, 'sync-indicator-offline', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'indicator offline');

  let reloaded = false;
  page.on('load', () => {
    reloaded = true;
  });
  proxy.setDown(false);
  await expectIndicator(page, 'All synced', 30_000);
  expect(reloaded).toBe(false);

  // A slow board: the indicator says what is being sent.
  proxy.setDelayMs(1_500);
  await createJob('Baker sent slowly');
  await expectIndicator(page, 'Syncing 1…');
  await saveScreens(page, 'sync-indicator-syncing', SCREEN_SIZES);
  proxy.setDelayMs(0);
  await expectIndicator(page, 'All synced');
});

test('without a board address it says Not set up; a wrong key shows API key rejected; a new key in Settings resumes sync', async ({
  page,
}) => {
  const { appAddress, boardKey, proxy } = world();
  await page.goto(`${appAddress}#/settings`);
  const address = page.getByRole('textbox', { name: 'Job board address' });
  const key = page.getByLabel('API key', { exact: true });
  await expect(address).toHaveValue(proxy.baseUrl);
  await expect(page.getByTestId('api-key-state')).toHaveText(
    'A key is saved. Type a new one to replace it; it is never shown again.',
  );
  await expect(key).toHaveValue('');

  await address.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectIndicator(page, 'Not set up');
  await saveScreens(page, 'sync-indicator-not-set-up', SCREEN_SIZES);

  await address.fill(proxy.baseUrl);
  await key.fill('not-the-right-key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(key).toHaveValue('');
  await createJob('Cashier with a wrong key');
  await expectIndicator(page, 'API key rejected');
  await expect(page.getByRole('alert').filter({ hasText: 'rejected the API key' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  const result = page.getByTestId('connection-test');
  await expect(result).toContainText('The job board answered.');
  await expect(result).toContainText('It rejected the API key.');
  await saveScreens(page, 'sync-indicator-key-rejected', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'settings with a rejected key');

  await key.fill(boardKey);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectIndicator(page, 'All synced');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(result).toContainText('It accepted the API key.');
  await expect(result).toContainText(`The key belongs to ${BOARD_EMPLOYER}.`);
  await saveScreens(page, 'settings', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'settings');
});

test('the event stream reconnects after the core restarts: the indicator follows without a reload', async ({
  page,
}) => {
  const { appAddress, proxy, stopCore, startCoreAgain } = world();
  await page.goto(appAddress);
  await expectIndicator(page, 'All synced');
  const reconnecting = page.getByTestId('event-stream-reconnecting');
  await expect(reconnecting).toBeHidden();
  await stopCore();
  await expect(reconnecting).toHaveText('Reconnecting to JobDesk…');
  await saveScreens(page, 'sync-indicator-reconnecting', SCREEN_SIZES);
  await startCoreAgain();
  await expect(reconnecting).toBeHidden({ timeout: 20_000 });
  proxy.setDown(true);
  await createJob('Electrician after a restart');
  await expectIndicator(page, 'Offline — 1 waiting', 30_000);
  proxy.setDown(false);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expectIndicator(page, 'All synced');
  await expect(indicator(page)).toBeVisible();
});
