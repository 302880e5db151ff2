// Undo for every bulk action: a bulk Archive or Publish shows one toast ("Archived 2 jobs." Undo), the rows
// stay where they were, and Undo puts every job back as it was; a Publish undone never reaches the job board.
// Once in French. Against a real board process.
import { expect, type Page, test } from '@playwright/test';
import { createJobBoardClient } from '../../src-shared/client/job-board-client.ts';
import { UNDO_DELETE_WINDOW_MS } from '../../src-shared/rules/undo-delete.ts';
import type { Job, JobHeader } from '../../src-shared/schemas/resources.ts';
import { type BoardProcess, startBoardProcess } from '../helpers/board-process.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { coreForThisFile } from './e2e-core.ts';
import { SCREEN_SIZES, saveScreens } from './page-checks.ts';

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

/** The board's job with this Reference ID (its list header), once it has it. */
async function boardJob(referenceId: string): Promise<JobHeader | undefined> {
  const listed = await onBoard().listJobs({ q: referenceId });
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value.data.find((job) => job.referenceId === referenceId);
}

/** Jobs in the core in `status`, once the board has them too. */
async function syncedJobs(status: Job['status'], titles: readonly string[]): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const title of titles) {
    const referenceId = `UNDO-${title.replace(/\W+/g, '-').toUpperCase()}`.slice(0, 50);
    const created = await core().jobBoard.createJob(validJobBody({ title, referenceId, status }));
    if (!created.ok) throw new Error(created.error.message);
    jobs.push(created.value.job);
  }
  for (const job of jobs)
    await expect
      .poll(async () => (await boardJob(job.referenceId ?? ''))?.status, { timeout: 20_000 })
      .toBe(status);
  return jobs;
}

async function coreStatus(job: Job): Promise<Job['status'] | undefined> {
  const read = await core().jobBoard.getJob(job.id);
  return read.ok ? read.value.status : undefined;
}

/** Every console error and uncaught exception of the page, to be asserted empty at the end. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Both sizes of the screen with its toast: the pointer rests on the toast at each, as Mantine then holds it
 * open (the window is short, and four screenshots on a busy machine outlast it).
 */
async function saveToastScreens(page: Page, name: string): Promise<void> {
  const toast = page.getByTestId('bulk-undo-toast');
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await toast.hover();
    await saveScreens(page, name, [size]);
  }
}

const rowOf = (page: Page, job: Job) => page.locator(`tr[data-job-id="${job.id}"]`);

/** Ticks each job's row (by its checkbox, whatever the language), as a recruiter does. */
async function select(page: Page, jobs: readonly Job[]): Promise<void> {
  for (const job of jobs) {
    const box = rowOf(page, job).getByRole('checkbox');
    await box.click();
    await expect(box).toBeChecked();
  }
}

/** The order of the rows the list shows, by job id. */
const rowOrder = (page: Page) =>
  page.locator('tr[data-job-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-job-id')));

test('a bulk Archive shows one toast; Undo puts every job back, and the rows stay where they were', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const jobs = await syncedJobs('active', ['Baker (undo archive)', 'Driver (undo archive)', 'Nurse (stays)']);
  const [baker, driver, nurse] = jobs as [Job, Job, Job];
  await page.goto(core().appAddress);
  await expect(rowOf(page, nurse)).toBeVisible();
  const before = await rowOrder(page);

  await select(page, [baker, driver]);
  await page.getByRole('region', { name: 'Selected jobs' }).getByRole('button', { name: 'Archive' }).click();
  const toast = page.getByTestId('bulk-undo-toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Archived 2 jobs.');
  await expect(rowOf(page, baker)).toContainText(/archived/i);
  expect(await rowOrder(page)).toEqual(before);
  expect(await coreStatus(baker)).toBe('archived');

  await toast.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('2 jobs are not archived.')).toBeVisible();
  for (const job of [baker, driver]) expect(await coreStatus(job)).toBe('active');
  await expect(rowOf(page, baker)).not.toContainText(/archived/i);
  expect(await rowOrder(page)).toEqual(before);

  // Past the window, the board never saw the Archive.
  await page.waitForTimeout(UNDO_DELETE_WINDOW_MS + 2_000);
  for (const job of [baker, driver]) expect((await boardJob(job.referenceId ?? ''))?.status).toBe('active');
  expect(errors).toEqual([]);
});

test('a bulk Publish undone leaves the drafts as drafts, here and on the job board', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const drafts = await syncedJobs('draft', ['Cook (undo publish)', 'Welder (undo publish)']);
  await page.goto(core().appAddress);
  await select(page, drafts);
  await page.getByRole('region', { name: 'Selected jobs' }).getByRole('button', { name: 'Publish' }).click();
  // A job with posting-law findings makes Publish ask first.
  const question = page.getByRole('dialog');
  const toast = page.getByTestId('bulk-undo-toast');
  await expect(question.or(toast)).toBeVisible();
  if (await question.isVisible()) await question.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(toast).toContainText('Published 2 jobs.');
  for (const job of drafts) expect(await coreStatus(job)).toBe('active');

  await toast.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('2 jobs are not published.')).toBeVisible();
  for (const job of drafts) {
    expect(await coreStatus(job)).toBe('draft');
    await expect(rowOf(page, job)).toContainText('Not published yet');
  }

  await page.waitForTimeout(UNDO_DELETE_WINDOW_MS + 2_000);
  for (const job of drafts) expect((await boardJob(job.referenceId ?? ''))?.status).toBe('draft');
  expect(errors).toEqual([]);
});

test('the toast of a bulk Archive, in English, at both sizes', async ({ page }) => {
  const jobs = await syncedJobs('active', ['Cashier (screens)', 'Clerk (screens)']);
  await page.goto(core().appAddress);
  await select(page, jobs);
  await page.getByRole('region', { name: 'Selected jobs' }).getByRole('button', { name: 'Archive' }).click();
  const toast = page.getByTestId('bulk-undo-toast');
  await toast.hover();
  await expect(toast).toContainText('Archived 2 jobs.');
  await saveToastScreens(page, 'bulk-undo-toast-en');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('a bulk Archive says « 2 postes archivés. » and its Undo « Annuler » puts them back', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const jobs = await syncedJobs('active', ['Boulanger (annuler)', 'Chauffeur (annuler)']);
    await page.goto(core().appAddress);
    await select(page, jobs);
    const bar = page.getByRole('region', { name: 'Postes sélectionnés' });
    await expect(bar).toContainText('2 postes sélectionnés');
    await bar.getByRole('button', { name: 'Archiver' }).click();
    const toast = page.getByTestId('bulk-undo-toast');
    await expect(toast).toContainText('2 postes archivés.');
    await toast.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(page.getByText('2 postes ne sont plus archivés.')).toBeVisible();
    for (const job of jobs) expect(await coreStatus(job)).toBe('active');
    expect(errors).toEqual([]);
  });

  test('the toast of a bulk Archive, in French, at both sizes', async ({ page }) => {
    const jobs = await syncedJobs('active', ['Caissier (écrans)', 'Commis (écrans)']);
    await page.goto(core().appAddress);
    await select(page, jobs);
    await page
      .getByRole('region', { name: 'Postes sélectionnés' })
      .getByRole('button', { name: 'Archiver' })
      .click();
    const toast = page.getByTestId('bulk-undo-toast');
    await toast.hover();
    await expect(toast).toContainText('2 postes archivés.');
    await saveToastScreens(page, 'bulk-undo-toast-fr');
  });
});
