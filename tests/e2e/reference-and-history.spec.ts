// What the recruiter sees when sync keeps everybody's work, against a real board process: a Reference ID a
// colleague already uses on the board waits in Needs attention naming their job, and is changed from there in
// the editor, saved with one request and sent; a description that lost a conflict is kept in the job's
// history as text, with Restore this version. Screens of each at 1366×850 and 1024×700 (JOBDESK_SCREENS=1).
import { createJobBoardClient } from '../../src-shared/client/job-board-client.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { EDITOR_FIRST_OPEN_TIMEOUT_MS, editorFields, readJob } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens, showView } from './page-checks.ts';
import { syncWorldForThisFile } from './sync-setup.ts';

const world = syncWorldForThisFile();

// Two syncs, a conflict and four pairs of screens on a machine shared with other work: more than a minute.
test.setTimeout(180_000);

/** The board as its own website sees it (another recruiter's laptop would be the same). */
function onBoard() {
  const { board, boardKey } = world();
  return createJobBoardClient({ baseUrl: board.baseUrl, getApiKey: () => boardKey });
}

async function jobState(jobId: number): Promise<string | undefined> {
  const answer = (await world().appGet(`jobs/sync?ids=${jobId}`)) as { data: { state: string }[] };
  return answer.data[0]?.state;
}

const TAKEN =
  'The Reference ID “REQ-2024-017” is already used on this job board by “Senior Accountant”. Give this job another Reference ID.';

test('a Reference ID a colleague uses on the board waits in Needs attention, naming their job, and is changed from there', async ({
  consoleErrors: errors,
  page,
}) => {
  const { appAddress } = world();
  const theirs = await onBoard().createJob(
    validJobBody({ referenceId: 'REQ-2024-017', title: 'Senior Accountant', status: 'active' }),
  );
  if (!theirs.ok) throw new Error(theirs.error.message);
  const mine = await world().jobBoard.createJob(
    validJobBody({ referenceId: 'REQ-2024-017', title: 'Warehouse Lead', status: 'active' }),
  );
  if (!mine.ok) throw new Error(mine.error.message);
  const job = mine.value.job;
  await expect.poll(() => jobState(job.id), { timeout: 20_000 }).toBe('failed');

  await page.goto(`${appAddress}#/attention`);
  const card = page.getByRole('article', { name: 'Warehouse Lead' });
  await expect(card).toContainText(TAKEN, { timeout: 20_000 });
  await saveScreens(page, 'reference-id-taken-attention', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'Needs attention with a Reference ID taken');

  await card.getByRole('button', { name: 'Change the Reference ID' }).click();
  const referenceId = editorFields(page).referenceId;
  await expect(referenceId).toHaveValue('REQ-2024-017', { timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
  await expect(page.locator('[data-job-editor]')).toContainText(TAKEN);
  await referenceId.focus();
  await saveScreens(page, 'reference-id-taken-editor', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'the editor with a Reference ID taken');

  await referenceId.fill('REQ-2024-018');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('“Warehouse Lead” saved.')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => jobState(job.id), { timeout: 30_000 }).toBe('synced');
  const board = await onBoard().listAllJobs({ q: 'REQ-2024-01' });
  if (!board.ok) throw new Error(board.error.message);
  expect(board.value.map((each) => [each.referenceId, each.title]).sort()).toEqual([
    ['REQ-2024-017', 'Senior Accountant'],
    ['REQ-2024-018', 'Warehouse Lead'],
  ]);
  expect(errors).toEqual([]);
});

test('a description that lost a conflict stays in the history as text, with Restore this version', async ({
  consoleErrors: errors,
  page,
}) => {
  const { appAddress } = world();
  const created = await world().jobBoard.createJob(
    validJobBody({ title: 'Night Baker', description: '<p>Bake bread overnight.</p>' }),
  );
  if (!created.ok) throw new Error(created.error.message);
  const job = created.value.job;
  await expect.poll(() => jobState(job.id), { timeout: 20_000 }).toBe('synced');
  const sync = (await world().appGet(`jobs/sync?ids=${job.id}`)) as { data: { remoteId: number }[] };
  const remoteId = sync.data[0]?.remoteId ?? 0;

  const website = await onBoard().updateJob(remoteId, {
    description:
      '<p>Bake bread and <strong>pastries</strong> overnight.</p><ul><li>Four nights a week</li></ul>',
  });
  if (!website.ok) throw new Error(website.error.message);
  const here = await world().jobBoard.updateJob(job.id, { description: '<p>Bake sourdough from 2 a.m.</p>' });
  if (!here.ok) throw new Error(here.error.message);
  await page.goto(appAddress);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect.poll(() => jobState(job.id), { timeout: 20_000 }).toBe('conflict');
  // The recruiter keeps their own description: the board's is the one that loses.
  const kept = await fetch(`${world().origin}/app/v1/jobs/${job.id}/resolve`, {
    method: 'POST',
    headers: { 'API-Key': world().apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ choices: { description: 'mine' } }),
  });
  expect(kept.status).toBe(200);

  await showView(page, `#/jobs/${job.id}/history`);
  const lost = page.locator('[data-history-lost]').filter({ hasText: 'Description (the job board’s)' });
  await expect(lost).toContainText('Bake bread and pastries overnight.', { timeout: 20_000 });
  await expect(lost).toContainText('Four nights a week');
  await expect(lost).not.toContainText('<p>');
  const restore = lost.getByRole('button', { name: /^Restore this version of Description/ });
  await expect(restore).toBeVisible();
  await restore.scrollIntoViewIfNeeded();
  await saveScreens(page, 'history-lost-description', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'a job’s history with a lost description');

  await restore.click();
  await expect(lost.getByRole('status')).toContainText('Restored');
  await expect.poll(async () => (await readJob(world().jobBoard, job.id)).description).toContain('pastries');
  expect(errors).toEqual([]);
});
