// Deletes that happen: a delete in the editor or the list takes the job out of the core at once, so a
// reload right after it changes nothing, and reaches the job board once the Undo time is over; Undo puts
// back the same job and the board never hears of the delete. Against a real board process.
import { expect, type Page, test } from '@playwright/test';
import { createJobBoardClient } from '../../src-shared/client/job-board-client.ts';
import { UNDO_DELETE_WINDOW_MS } from '../../src-shared/rules/undo-delete.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { type BoardProcess, startBoardProcess } from '../helpers/board-process.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { coreForThisFile } from './e2e-core.ts';
import { editorFields } from './editor-page.ts';

test.describe.configure({ mode: 'serial' });

const BOARD_KEY = randomApiKey('board');
let board: BoardProcess | undefined;
test.beforeAll(async () => {
  board = await startBoardProcess({ keys: [{ key: BOARD_KEY, employer: 'Acme Bakery' }] });
});
test.afterAll(async () => {
  await board?.stop();
});
// Registered after the board's hooks, so the core starts once the board is up and stops before it.
const core = coreForThisFile(() => ({
  extraArgs: ['--remote', board?.baseUrl ?? '', '--remote-key', BOARD_KEY],
}));

const onBoard = () => createJobBoardClient({ baseUrl: board?.baseUrl ?? '', getApiKey: () => BOARD_KEY });

/** Whether the board has a job with this Reference ID. */
async function boardHas(referenceId: string): Promise<boolean> {
  const listed = await onBoard().listJobs({ q: referenceId });
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value.data.some((job) => job.referenceId === referenceId);
}

/** An active job in the core, once the board has it too. */
async function publishedJob(title: string, referenceId: string): Promise<Job> {
  const created = await core().jobBoard.createJob(validJobBody({ title, referenceId, status: 'active' }));
  if (!created.ok) throw new Error(created.error.message);
  await expect.poll(() => boardHas(referenceId), { timeout: 20_000 }).toBe(true);
  return created.value.job;
}

/** Every console error and uncaught exception of the page, to be asserted empty at the end. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser asks every site for /favicon.ico by itself (issue 18 gives the UI one).
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens the job's editor; the first open of a page loads the editor's code and lists (slow on a busy machine). */
async function openJob(page: Page, job: Job): Promise<void> {
  await page.goto(`${core().appAddress}#/jobs/${job.id}`);
  await expect(editorFields(page).title).toHaveValue(job.title, { timeout: 30_000 });
}

async function deleteInEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this job?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/#\/jobs$/);
}

test('a delete followed at once by a reload still deletes: the core has no job, and after the Undo time neither has the board', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const job = await publishedJob('Baker (deleted, then reload)', 'DEL-RELOAD');
  await openJob(page, job);
  await deleteInEditor(page);
  await expect(page.getByText('“Baker (deleted, then reload)” was deleted.')).toBeVisible();
  await page.reload();

  expect((await core().jobBoard.getJob(job.id)).ok).toBe(false);
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();
  await expect.poll(() => boardHas('DEL-RELOAD'), { timeout: UNDO_DELETE_WINDOW_MS + 20_000 }).toBe(false);
  expect(errors).toEqual([]);
});

test('Undo in the editor’s toast puts back the same job, and the board keeps it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const job = await publishedJob('Driver (kept by Undo)', 'DEL-UNDO');
  await openJob(page, job);
  // The job as the core has it when deleted (the board's answers wrote its own publish date back).
  const before = await core().jobBoard.getJob(job.id);
  await deleteInEditor(page);
  const row = page.locator(`tr[data-job-id="${job.id}"]`);
  await expect(row).toHaveCount(0);
  expect((await core().jobBoard.getJob(job.id)).ok).toBe(false);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('“Driver (kept by Undo)” is back.')).toBeVisible();
  await expect(row).toContainText('Driver (kept by Undo)');
  const back = await core().jobBoard.getJob(job.id);
  expect(back.ok && back.value).toEqual(before.ok && before.value);

  // Past the Undo time, the board still has the job: its delete never left the core.
  await page.waitForTimeout(UNDO_DELETE_WINDOW_MS + 2_000);
  expect(await boardHas('DEL-UNDO')).toBe(true);
  expect(errors).toEqual([]);
});

test('a bulk delete can be undone too: every job deleted comes back', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const jobs = [
    await publishedJob('Nurse (bulk)', 'DEL-BULK-1'),
    await publishedJob('Welder (bulk)', 'DEL-BULK-2'),
  ];
  await page.goto(core().appAddress);
  // Ticked at once after the page opens, as a quick recruiter does: each tick takes, and the bar says so.
  const bar = page.getByRole('region', { name: 'Selected jobs' });
  for (const job of jobs) {
    const box = page.getByRole('checkbox', { name: `Select “${job.title}”` });
    await box.click();
    await expect(box).toBeChecked();
    await expect(bar).toBeVisible();
  }
  await expect(bar).toContainText('2 jobs selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete 2 jobs?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('bulk-undo-toast').filter({ hasText: 'Deleted 2 jobs.' })).toBeVisible();
  for (const job of jobs) await expect(page.locator(`tr[data-job-id="${job.id}"]`)).toHaveCount(0);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('2 jobs are back.')).toBeVisible();
  for (const job of jobs) await expect(page.locator(`tr[data-job-id="${job.id}"]`)).toContainText(job.title);
  // The summary of the delete went with it: it is no longer true.
  await expect(page.getByTestId('bulk-summary')).toHaveCount(0);

  await page.waitForTimeout(UNDO_DELETE_WINDOW_MS + 2_000);
  for (const job of jobs) expect(await boardHas(job.referenceId ?? '')).toBe(true);
  expect(errors).toEqual([]);
});
