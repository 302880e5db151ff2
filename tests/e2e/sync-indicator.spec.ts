// The sync indicator against a real board behind a fault proxy: waiting while the board is down and "All synced"
// once it is up (no reload), "Syncing n…", "Connect job board", a rejected key and a new one in Settings, and the event
// stream's loss when the core stops, and the session's end when it restarts (a cookie is good for one run).
import { validJobBody } from '../helpers/job-bodies.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';
import { BOARD_EMPLOYER, expectIndicator, indicator, syncWorldForThisFile } from './sync-setup.ts';

const world = syncWorldForThisFile();

/** One change waiting for a board out of reach, with the time of its next try while one is planned. */
const OFFLINE_ONE_WAITING = /^Offline — 1 waiting(, next try \d{1,2}:\d{2}\s?[ap]\.m\.)?$/;

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
  // Between two tries it says when the next one is.
  await expectIndicator(page, OFFLINE_ONE_WAITING);
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

test('a new board address without its key offers Connect job board; a wrong key shows API key rejected; a new key in Settings resumes sync', async ({
  page,
}) => {
  const { appAddress, boardKey, proxy } = world();
  await page.goto(`${appAddress}#/settings`);
  // The board of --remote is the first board, in the boards list as any other.
  const card = page.getByRole('article', { name: 'Job board' });
  await expect(card).toContainText(proxy.baseUrl);
  await expect(card).toContainText('An API key is saved');
  const change = async (values: { url?: string; key?: string }) => {
    await card.getByRole('button', { name: 'Change Job board' }).click();
    const form = card.getByRole('form', { name: 'Change Job board' });
    if (values.url !== undefined) await form.getByRole('textbox', { name: 'Board address' }).fill(values.url);
    if (values.key !== undefined) await form.getByLabel('Board API key', { exact: true }).fill(values.key);
    await form.getByRole('button', { name: 'Save Job board' }).click();
    await expect(form).toHaveCount(0);
  };

  // The key is kept for its address only: another address without a key leaves nothing to sync with.
  await change({ url: proxy.baseUrl.replace('127.0.0.1', 'localhost') });
  await expectIndicator(page, 'Connect job board');
  await saveScreens(page, 'sync-indicator-not-set-up', SCREEN_SIZES);

  await change({ url: proxy.baseUrl, key: 'not-the-right-key' });
  await createJob('Cashier with a wrong key');
  await expectIndicator(page, 'API key rejected');
  await expect(page.getByRole('alert').filter({ hasText: 'rejected the API key' }).first()).toBeVisible();
  await card.getByRole('button', { name: 'Test Job board' }).click();
  const result = card.getByTestId('board-test');
  await expect(result).toContainText('The job board answered.');
  await expect(result).toContainText(
    'Job board did not accept this API key. Copy it again from your Job board account.',
  );
  await saveScreens(page, 'sync-indicator-key-rejected', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'settings with a rejected key');

  await change({ key: boardKey });
  await expectIndicator(page, 'All synced');
  await card.getByRole('button', { name: 'Test Job board' }).click();
  await expect(result).toContainText('It accepted the API key.');
  await expect(result).toContainText(`The key belongs to ${BOARD_EMPLOYER}.`);
  await saveScreens(page, 'settings', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'settings');
});

test.describe('a core stopped under the page', () => {
  // The page's requests fail while the core is down: refused, or reset or closed unanswered when it stops
  // mid-request (a part's code the page loads after its first screen can be on its way then), and the event
  // stream it held is cut off.
  test.use({
    expectedConsoleErrors:
      /net::ERR_CONNECTION_REFUSED|net::ERR_CONNECTION_RESET|net::ERR_EMPTY_RESPONSE|net::ERR_INCOMPLETE_CHUNKED_ENCODING/,
  });

  test('after the core restarts the page says its session ended, and the new address opens it again', async ({
    page,
  }) => {
    const { appAddress, proxy, stopCore, startCoreAgain } = world();
    await page.goto(appAddress);
    await expectIndicator(page, 'All synced');
    const reconnecting = page.getByTestId('event-stream-reconnecting');
    await expect(reconnecting).toBeHidden();
    await stopCore();
    await expect(reconnecting).toHaveText('Reconnecting to JobDesk…');
    // One truth at a time: while the page has lost its core, what sync does is unknown; no "All synced" beside.
    await expect(indicator(page)).toBeHidden();
    await saveScreens(page, 'sync-indicator-reconnecting', SCREEN_SIZES);
    await startCoreAgain();
    // The session cookie is good for one run only: a page left open cannot act on the new run.
    const sessionEnded = page.getByTestId('event-stream-session-ended');
    await expect(sessionEnded).toHaveText('JobDesk restarted: open the address it printed', {
      timeout: 20_000,
    });
    await expect(reconnecting).toBeHidden();
    await saveScreens(page, 'sync-indicator-session-ended', SCREEN_SIZES);
    await page.goto(world().appAddress);
    await expectIndicator(page, 'All synced');
    await expect(sessionEnded).toBeHidden();
    proxy.setDown(true);
    await createJob('Electrician after a restart');
    await expectIndicator(page, OFFLINE_ONE_WAITING, 30_000);
    proxy.setDown(false);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expectIndicator(page, 'All synced');
    await expect(indicator(page)).toBeVisible();
  });
});
