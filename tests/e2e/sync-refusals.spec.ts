// What the board refused and the way out, against a real board behind a fault proxy: a 400 with the board's
// message (the others sync, an edit fixes it), a 402 waiting for credit then Retry, a job gone from the board
// published again, and a job's history with a 503 and the later success.
import { createJobBoardClient } from '../../src-shared/client/job-board-client.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { editorFields, expectErrorUnder } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens, showView } from './page-checks.ts';
import { bodyMentions } from './sync-fault-proxy.ts';
import { expectIndicator, indicator, syncWorldForThisFile } from './sync-setup.ts';

const world = syncWorldForThisFile();

async function createJob(title: string) {
  const created = await world().jobBoard.createJob(validJobBody({ title }));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.job;
}

const needsAttentionLink = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Needs attention/ });

test('a refused job shows the board’s message word for word while the others sync; an edit fixes it', async ({
  page,
}) => {
  const { appAddress, proxy, appGet } = world();
  const refusal = 'Title must not contain the word URGENT.';
  proxy.setRule((request) =>
    bodyMentions(request, 'Welder URGENT')
      ? { status: 400, body: JSON.stringify({ message: refusal }) }
      : null,
  );
  await page.goto(appAddress);
  // The toast is for a refusal the page sees happen: wait until it has the status from before it.
  await expectIndicator(page, 'All synced');
  const refused = await createJob('Welder URGENT');
  const fine = await createJob('Night Baker');
  await expectIndicator(page, '1 needs attention');
  await expect
    .poll(
      async () =>
        ((await appGet(`jobs/sync?ids=${fine.id}`)) as { data: { state: string }[] }).data[0]?.state,
    )
    .toBe('synced');
  await expect(needsAttentionLink(page)).toContainText('1');
  await expect(
    page.getByRole('alert').filter({ hasText: 'A change needs your attention' }).first(),
  ).toBeVisible();
  await saveScreens(page, 'sync-indicator-failed', SCREEN_SIZES);

  await indicator(page).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await expect(panel.getByText(refusal, { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry: Welder URGENT' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Discard my change: Welder URGENT' })).toBeVisible();
  await saveScreens(page, 'sync-panel', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'sync panel');

  await panel.getByRole('button', { name: 'Edit: Welder URGENT' }).click();
  await expect(page).toHaveURL(new RegExp(`#/jobs/${refused.id}$`));
  const title = editorFields(page).title;
  await expect(title).toHaveValue('Welder URGENT');
  await expectErrorUnder(title, refusal);
  await saveScreens(page, 'editor-board-message', SCREEN_SIZES);
  await title.fill('Welder');
  await page.keyboard.press('Control+s');
  await expectIndicator(page, 'All synced');
  await expect(needsAttentionLink(page)).toContainText('0');
});

test('a 402 waits for job credit; Retry after credit goes through syncs it', async ({ page }) => {
  const { appAddress, proxy } = world();
  let credit = false;
  proxy.setRule((request) =>
    !credit && bodyMentions(request, 'Forklift Driver')
      ? { status: 402, body: JSON.stringify({ message: 'No job credit left on this account.' }) }
      : null,
  );
  await page.goto(`${appAddress}#/attention`);
  await createJob('Forklift Driver');
  const group = page.getByRole('region', { name: /Waiting for job credit/ });
  await expect(group).toBeVisible({ timeout: 20_000 });
  await expect(group).toContainText('The board needs job credit to publish this job');
  await expect(group).toContainText('No job credit left on this account.');
  await expect(needsAttentionLink(page)).toContainText('1');
  await expectIndicator(page, '1 waiting for credit');
  await saveScreens(page, 'needs-attention', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'needs attention');

  credit = true;
  await group.getByRole('button', { name: 'Retry: Forklift Driver' }).click();
  await expectIndicator(page, 'All synced');
  await expect(page.getByText('Nothing needs your attention')).toBeVisible();
});

test('a draft gone from the board can be put back on it (a draft is offered no Publish again)', async ({
  page,
}) => {
  const { origin, appAddress, board, boardKey, apiKey, proxy } = world();
  const job = await createJob('Crane Operator');
  // A refused job beside the one gone from the board: the header and the navigation count both, alike.
  proxy.setRule((request) =>
    bodyMentions(request, 'Rigger URGENT')
      ? { status: 400, body: JSON.stringify({ message: 'Title must not contain the word URGENT.' }) }
      : null,
  );
  await page.goto(`${appAddress}#/attention`);
  await expectIndicator(page, 'All synced');
  await createJob('Rigger URGENT');
  await expectIndicator(page, '1 needs attention');
  await expect(needsAttentionLink(page)).toContainText('1');
  const onBoard = createJobBoardClient({ baseUrl: board.baseUrl, getApiKey: () => boardKey });
  const listed = await onBoard.listJobs({ q: 'Crane Operator' });
  if (!listed.ok) throw new Error(listed.error.message);
  const remote = listed.value.data.find((one) => one.title === 'Crane Operator');
  if (!remote) throw new Error('The board does not list the job.');
  const deleted = await onBoard.deleteJob(remote.id);
  expect(deleted.ok).toBe(true);
  await fetch(`${origin}/app/v1/sync`, {
    method: 'POST',
    headers: { 'API-Key': apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ full: true }),
  });
  const group = page.getByRole('region', { name: /Gone from the job board/ });
  await expect(group).toContainText('Crane Operator', { timeout: 20_000 });
  await expect(group.getByRole('button', { name: 'Delete the job here: Crane Operator' })).toBeVisible();
  // One refused and one gone: the status counts one failed change, the list two jobs; both places say two.
  await expectIndicator(page, '2 need attention');
  await expect(needsAttentionLink(page)).toContainText('2');
  await saveScreens(page, 'needs-attention-gone', SCREEN_SIZES);
  await expect(group.getByRole('button', { name: 'Publish again: Crane Operator' })).toHaveCount(0);
  await group.getByRole('button', { name: 'Put back on the job board: Crane Operator' }).click();
  await expectIndicator(page, '1 needs attention');
  await expect(needsAttentionLink(page)).toContainText('1');
  await page.getByRole('button', { name: 'Discard my change: Rigger URGENT' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Discard/ })
    .click();
  await expect(page.getByText('Nothing needs your attention')).toBeVisible({ timeout: 20_000 });
  await expectIndicator(page, 'All synced');
  await expect(needsAttentionLink(page)).toContainText('0');
  await expect
    .poll(async () => {
      const again = await onBoard.listJobs({ q: 'Crane Operator' });
      return again.ok ? again.value.data.length : -1;
    })
    .toBe(1);
  expect(job.id).toBeGreaterThan(0);
});

test('a job’s history shows the 503 and the later success, newest first, with the raw details a click away', async ({
  page,
}) => {
  const { appAddress, proxy } = world();
  let failedOnce = false;
  proxy.setRule((request) => {
    if (failedOnce || !bodyMentions(request, 'Dock Loader')) return null;
    failedOnce = true;
    // An hour's Retry-After: the history says when sync tries again, until Sync now.
    return {
      status: 503,
      body: '<html><body>Service Unavailable</body></html>',
      contentType: 'text/html',
      retryAfterSeconds: 3600,
    };
  });
  const job = await createJob('Dock Loader');
  await page.goto(`${appAddress}#/jobs/${job.id}`);
  // The board's last answer was a 503: never green, and it says the board is not answering.
  await expectIndicator(page, /^Board not answering — 1 waiting, next try \d{1,2}:\d{2}\s?[ap]\.m\.$/);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/jobs/${job.id}/history$`));
  const sentences = page.locator('[data-history-sentence]');
  await expect(sentences.first()).toHaveText(/^The job board was unavailable — will retry at \d{1,2}:\d{2}/);
  await saveScreens(page, 'job-history-waiting', SCREEN_SIZES);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expectIndicator(page, 'All synced');
  await expect(sentences.first()).toHaveText('Added to the job board');
  // The older failure was tried again: it says what happened, no longer when it is tried.
  await expect(sentences).toContainText(['The job board was unavailable']);
  await expect(sentences.last()).toHaveText('Created');
  const failedCall = page
    .locator('[data-history-entry]')
    .filter({ hasText: 'The job board was unavailable' });
  // The board's page said nothing readable: no quote; the status only under Details.
  await expect(failedCall.locator('[data-history-board-said]')).toHaveCount(0);
  await expect(failedCall).not.toContainText('503');
  await failedCall.getByRole('button', { name: 'Details' }).click();
  await expect(failedCall.locator('[data-history-details]')).toContainText('Answer: 503');
  await expect(failedCall.locator('pre')).toContainText('"status": 503');
  await saveScreens(page, 'job-history', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'job history');

  await showView(page, '#/jobs');
  await page.getByRole('button', { name: 'History of Dock Loader' }).click();
  await expect(sentences.first()).toHaveText('Added to the job board');
});

test('Discard my change asks first, then restores the board’s version', async ({ page }) => {
  const { appAddress, proxy, jobBoard } = world();
  const job = await createJob('Pastry Chef');
  await page.goto(`${appAddress}#/attention`);
  await expectIndicator(page, 'All synced');
  proxy.setRule((request) =>
    bodyMentions(request, 'Pastry Chef ON SALE')
      ? { status: 400, body: JSON.stringify({ message: 'Job titles cannot advertise sales.' }) }
      : null,
  );
  const updated = await jobBoard.updateJob(job.id, { title: 'Pastry Chef ON SALE' });
  expect(updated.ok).toBe(true);
  const group = page.getByRole('region', { name: /Refused by the job board/ });
  await expect(group).toContainText('Job titles cannot advertise sales.', { timeout: 20_000 });
  await group.getByRole('button', { name: 'Discard my change: Pastry Chef ON SALE' }).click();
  const confirm = page.getByRole('dialog', { name: /Discard your change/ });
  await expect(confirm).toContainText('goes back to the job board’s version');
  await expectNoSeriousAxeViolations(page, 'discard confirmation');
  await confirm.getByRole('button', { name: 'Discard my change' }).click();
  await expect(page.getByText('Nothing needs your attention')).toBeVisible();
  await expect
    .poll(async () => {
      const read = await jobBoard.getJob(job.id);
      return read.ok ? read.value.title : null;
    })
    .toBe('Pastry Chef');
});
