// Conflicts decided by the recruiter, against a real board process: the same property changed on the board (through
// its API, standing in for its website) and in JobDesk waits in Needs attention with both values; Keep mine sends
// mine, Use the job board's takes theirs and still sends my other changes; the editor offers the same choice.
import type { Locator, Page } from '@playwright/test';
import { createJobBoardClient } from '../../src-shared/client/job-board-client.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { editorFields, openJob, readJob } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens, showView } from './page-checks.ts';
import { expectIndicator, syncWorldForThisFile } from './sync-setup.ts';

const world = syncWorldForThisFile();

const YEARLY_55K = { amount: 55_000, maxAmount: null, period: { id: 1 }, plusCommission: false };
const YEARLY_61K = { amount: 61_000, maxAmount: null, period: { id: 1 }, plusCommission: false };

/** The board as its own website sees it: the standalone board's API with the employer's key. */
function onBoard() {
  const { board, boardKey } = world();
  return createJobBoardClient({ baseUrl: board.baseUrl, getApiKey: () => boardKey });
}

/** Creates a job in JobDesk and waits until the board has it; answers the local job and the board's id. */
async function createSyncedJob(title: string, extra: Record<string, unknown> = {}) {
  const created = await world().jobBoard.createJob(validJobBody({ title, ...extra }));
  if (!created.ok) throw new Error(created.error.message);
  const job = created.value.job;
  let remoteId: number | null = null;
  await expect
    .poll(
      async () => {
        const answer = (await world().appGet(`jobs/sync?ids=${job.id}`)) as {
          data: { state: string; remoteId: number | null }[];
        };
        remoteId = answer.data[0]?.remoteId ?? null;
        return answer.data[0]?.state;
      },
      { timeout: 20_000 },
    )
    .toBe('synced');
  if (remoteId === null) throw new Error(`Job ${job.id} synced without a board id.`);
  return { job, remoteId: remoteId as number };
}

/** Changes the job on the board directly, as someone on its website would. */
async function changeOnBoard(remoteId: number, patch: Record<string, unknown>) {
  const changed = await onBoard().updateJob(remoteId, patch);
  if (!changed.ok) throw new Error(changed.error.message);
}

async function boardJob(remoteId: number): Promise<Job> {
  const read = await onBoard().getJob(remoteId);
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

/**
 * Opens the job in the editor and waits for the read of it from the board that opening makes: a change made on
 * the board after that is one the recruiter has not seen (one made before, the editor shows).
 */
async function openJobAndItsRead(page: Page, appAddress: string, job: Job): Promise<void> {
  const read = page.waitForResponse((response) => response.url().endsWith(`/app/v1/jobs/${job.id}/read`));
  await openJob(page, appAddress, job);
  await read;
}

const conflictGroup = (page: Page) => page.getByRole('region', { name: /Changed here and on the job board/ });
const conflictCard = (page: Page, title: string) =>
  conflictGroup(page).getByRole('article', { name: title, exact: true });
const property = (scope: Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

test('a title changed on the board and here waits with both values; Keep mine sends mine to the board', async ({
  consoleErrors: errors,
  page,
}) => {
  const { appAddress } = world();
  const { job, remoteId } = await createSyncedJob('Pastry Chef', { salary: YEARLY_55K });

  // The recruiter opens the job (which reads it from the board); someone on the board's website then renames
  // it and raises its salary...
  await openJobAndItsRead(page, appAddress, job);
  await changeOnBoard(remoteId, { title: 'Head Pastry Chef', salary: YEARLY_61K });
  // ...while the recruiter renames it in JobDesk.
  await editorFields(page).title.fill('Lead Pastry Chef');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('“Lead Pastry Chef” saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Sync now' }).click();

  await page.goto(`${appAddress}#/attention`);
  const card = conflictCard(page, 'Lead Pastry Chef');
  await expect(card).toBeVisible({ timeout: 20_000 });
  const title = property(card, 'Title');
  await expect(property(title, 'Yours')).toContainText('Lead Pastry Chef');
  await expect(property(title, 'On the job board')).toContainText('Head Pastry Chef');
  // Only the title is in conflict: the salary changed on the board alone.
  await expect(property(card, 'Salary')).toHaveCount(0);
  // A choice to make, not a failure.
  await expectIndicator(page, '1 to decide');
  await saveScreens(page, 'conflict-needs-attention', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'needs attention with a conflict');

  const keepMine = property(title, 'Yours').getByRole('button', { name: 'Keep mine' });
  await card.getByRole('link', { name: 'Lead Pastry Chef' }).focus();
  await tabTo(page, keepMine);
  await page.keyboard.press('Enter');

  await expect(conflictCard(page, 'Lead Pastry Chef')).toHaveCount(0, { timeout: 20_000 });
  await expect(
    page.getByText('Kept yours for Title. Yours goes to the job board with the next sync.'),
  ).toBeVisible();
  await expect
    .poll(async () => (await boardJob(remoteId)).title, { timeout: 20_000 })
    .toBe('Lead Pastry Chef');
  // The board's salary was not sent back over: it stays as its website set it, and came into JobDesk.
  expect((await boardJob(remoteId)).salary?.amount).toBe(61_000);
  await expect
    .poll(async () => (await readJob(world().jobBoard, job.id)).salary?.amount, { timeout: 20_000 })
    .toBe(61_000);
  await expectIndicator(page, 'All synced');
  expect(errors).toEqual([]);
});

test("Use the job board's takes theirs here, leaves the board as it is, and still sends my other change", async ({
  consoleErrors: errors,
  page,
}) => {
  const { appAddress } = world();
  const { job, remoteId } = await createSyncedJob('Night Baker');

  await openJobAndItsRead(page, appAddress, job);
  await changeOnBoard(remoteId, { title: 'Night Baker (weekends)' });
  const fields = editorFields(page);
  await fields.title.fill('Night Baker, full time');
  await fields.confidential.check();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('“Night Baker, full time” saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Sync now' }).click();

  await page.goto(`${appAddress}#/attention`);
  const card = conflictCard(page, 'Night Baker, full time');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(property(card, 'Confidential')).toHaveCount(0);
  const useTheirs = property(property(card, 'Title'), 'On the job board').getByRole('button', {
    name: 'Use the job board’s',
  });
  await useTheirs.focus();
  await page.keyboard.press('Space');

  await expect(conflictCard(page, 'Night Baker, full time')).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await readJob(world().jobBoard, job.id)).title)
    .toBe('Night Baker (weekends)');
  await expect.poll(async () => (await boardJob(remoteId)).confidential, { timeout: 20_000 }).toBe(true);
  expect((await boardJob(remoteId)).title).toBe('Night Baker (weekends)');
  await expectIndicator(page, 'All synced');
  await showView(page, '#/jobs');
  await expect(page.locator(`tr[data-job-id="${job.id}"]`)).toContainText('Night Baker (weekends)');
  expect(errors).toEqual([]);
});

test('the editor shows a conflict with the description as text, and resolves it property by property', async ({
  consoleErrors: errors,
  page,
}) => {
  const { appAddress } = world();
  const { job, remoteId } = await createSyncedJob('Sous Chef', {
    closeDate: '2027-01-15',
    description: '<p>Run the line.</p>',
  });

  await changeOnBoard(remoteId, {
    title: 'Sous Chef (evenings)',
    closeDate: '2027-03-15T12:00:00Z',
    description: '<p>Run the <strong>evening</strong> line.</p><ul><li>Four nights a week</li></ul>',
  });
  const local = await world().jobBoard.updateJob(job.id, {
    title: 'Senior Sous Chef',
    closeDate: '2027-02-20T12:00:00Z',
    description: '<p>Lead the line &amp; train cooks.</p>',
  });
  if (!local.ok) throw new Error(local.error.message);
  await page.goto(appAddress);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('link', { name: /Needs attention/ })).toContainText('1', { timeout: 20_000 });

  await openJob(page, appAddress, { ...job, title: 'Senior Sous Chef' });
  const conflicts = page.getByRole('region', { name: 'Changed here and on the job board' });
  await expect(conflicts).toBeVisible();
  const description = property(conflicts, 'Description');
  await expect(property(description, 'Yours')).toContainText('Lead the line & train cooks.');
  await expect(property(description, 'On the job board')).toContainText('Run the evening line.');
  await expect(property(description, 'On the job board')).toContainText('• Four nights a week');
  await expect(description).not.toContainText('<p>');
  const closeDate = property(conflicts, 'Close date');
  await expect(property(closeDate, 'Yours')).toContainText('February 20, 2027');
  await expect(property(closeDate, 'On the job board')).toContainText('March 15, 2027');
  await saveScreens(page, 'conflict-editor', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'editor with a conflict');

  await property(description, 'On the job board')
    .getByRole('button', { name: 'Use the job board’s' })
    .click();
  await expect(property(conflicts, 'Description')).toHaveCount(0);
  // The form opens again on the job as it is now: the board's description, my title.
  await expect(editorFields(page).description).toContainText('Run the evening line.');
  await expect(editorFields(page).title).toHaveValue('Senior Sous Chef');
  await saveScreens(page, 'conflict-editor-one-left', SCREEN_SIZES);

  await conflicts.getByRole('button', { name: 'Keep all mine' }).click();
  await expect(conflicts).toHaveCount(0);
  await expect(page.getByText('Synced', { exact: true })).toBeVisible({ timeout: 20_000 });
  const onTheBoard = await boardJob(remoteId);
  expect(onTheBoard.title).toBe('Senior Sous Chef');
  expect(onTheBoard.description).toContain('evening');
  expect(Date.parse(onTheBoard.closeDate ?? '')).toBe(Date.parse('2027-02-20T12:00:00Z'));

  await showView(page, `#/jobs/${job.id}/history`);
  // The history keeps each choice with the value that lost.
  await expect(
    page.getByText(
      'Conflict resolved: kept yours for Title (the job board’s was “Sous Chef (evenings)”), Close date (the job board’s was “March 15, 2027”)',
    ),
  ).toBeVisible();
  await expect(page.getByText('Conflict resolved: used the job board’s for Description')).toBeVisible();
  // My description, set aside, is kept as text, and can be put back as an edit of mine.
  const setAside = page.locator('[data-history-lost]').filter({ hasText: 'Description (yours)' });
  await expect(setAside).toContainText('Lead the line & train cooks.');
  await expect(setAside).not.toContainText('<p>');
  await setAside.getByRole('button', { name: 'Restore this version of Description (yours)' }).click();
  await expect(setAside.getByRole('status')).toContainText('Restored');
  await expect
    .poll(async () => (await readJob(world().jobBoard, job.id)).description)
    .toBe('<p>Lead the line &amp; train cooks.</p>');
  expect(errors).toEqual([]);
});
