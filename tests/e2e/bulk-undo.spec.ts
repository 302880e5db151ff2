// Undo for every bulk action: a bulk Archive or Publish shows one toast ("Archived 2 jobs." Undo), the rows
// stay where they were, and Undo puts every job back as it was; a Publish undone never reaches the job board.
// Once in French. Against a real board process (the worker's board and core, shared with other files:
// fixtures.ts), no console error.
import type { Page } from '@playwright/test';
import { UNDO_DELETE_WINDOW_MS } from '../../src-shared/rules/undo-delete.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { type BoardWorld, expect, test } from './fixtures.ts';
import { SCREEN_SIZES, saveScreens } from './page-checks.ts';

test.describe.configure({ mode: 'serial' });

/** Jobs in the core in `status`, once the board has them too. */
async function syncedJobs(
  world: BoardWorld,
  status: Job['status'],
  titles: readonly string[],
): Promise<Job[]> {
  const referenceIdOf = (title: string) => `UNDO-${title.replace(/\W+/g, '-').toUpperCase()}`.slice(0, 50);
  return Promise.all(titles.map((title) => world.syncedJob(title, referenceIdOf(title), status)));
}

async function coreStatus(world: BoardWorld, job: Job): Promise<Job['status'] | undefined> {
  const read = await world.core.jobBoard.getJob(job.id);
  return read.ok ? read.value.status : undefined;
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

// One page for each language: a browser context and a page load cost more here than the checks, and one
// wait past the Undo window covers both of the English undos.
test('a bulk Archive and a bulk Publish each show one toast; Undo puts every job back, rows where they were, and the board never hears of either', async ({
  page,
  boardWorld,
}) => {
  test.setTimeout(120_000);
  const jobs = await syncedJobs(boardWorld, 'active', [
    'Baker (undo archive)',
    'Driver (undo archive)',
    'Nurse (stays)',
  ]);
  const [baker, driver, nurse] = jobs as [Job, Job, Job];
  const drafts = await syncedJobs(boardWorld, 'draft', ['Cook (undo publish)', 'Welder (undo publish)']);
  const forScreens = await syncedJobs(boardWorld, 'active', ['Cashier (screens)', 'Clerk (screens)']);
  await page.goto(boardWorld.core.appAddress);
  await expect(rowOf(page, nurse)).toBeVisible();
  const before = await rowOrder(page);
  const bar = page.getByRole('region', { name: 'Selected jobs' });
  const toast = page.getByTestId('bulk-undo-toast');

  await select(page, [baker, driver]);
  await expect(bar).toContainText('2 jobs selected');
  await bar.getByRole('button', { name: 'Archive' }).click();
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Archived 2 jobs.');
  await expect(rowOf(page, baker)).toContainText(/archived/i);
  expect(await rowOrder(page)).toEqual(before);
  expect(await coreStatus(boardWorld, baker)).toBe('archived');

  await toast.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('2 jobs are not archived.')).toBeVisible();
  for (const job of [baker, driver]) expect(await coreStatus(boardWorld, job)).toBe('active');
  await expect(rowOf(page, baker)).not.toContainText(/archived/i);
  expect(await rowOrder(page)).toEqual(before);

  // A bulk Publish of two drafts, undone.
  await select(page, drafts);
  await expect(bar).toContainText('2 jobs selected');
  await bar.getByRole('button', { name: 'Publish' }).click();
  // A job with posting-law findings makes Publish ask first.
  const question = page.getByRole('dialog');
  await expect(question.or(toast)).toBeVisible();
  if (await question.isVisible()) await question.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(toast).toContainText('Published 2 jobs.');
  for (const job of drafts) expect(await coreStatus(boardWorld, job)).toBe('active');

  await toast.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('2 jobs are not published.')).toBeVisible();
  const undoneAt = Date.now();
  for (const job of drafts) {
    expect(await coreStatus(boardWorld, job)).toBe('draft');
    await expect(rowOf(page, job)).toContainText('Not published yet');
  }

  // The toast at both sizes, on an Archive left in place (screenshots may outlast the Undo window).
  await select(page, forScreens);
  await bar.getByRole('button', { name: 'Archive' }).click();
  await toast.hover();
  await expect(toast).toContainText('Archived 2 jobs.');
  await saveToastScreens(page, 'bulk-undo-toast-en');

  // Past the window of the later Undo, the board never saw the Archive nor the Publish.
  await page.waitForTimeout(Math.max(0, undoneAt + UNDO_DELETE_WINDOW_MS + 2_000 - Date.now()));
  for (const job of [baker, driver])
    expect(await boardWorld.boardStatus(job.referenceId ?? '')).toBe('active');
  for (const job of drafts) expect(await boardWorld.boardStatus(job.referenceId ?? '')).toBe('draft');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('a bulk Archive says « 2 postes archivés. » and its Undo « Annuler » puts them back; the toast at both sizes', async ({
    page,
    boardWorld,
  }) => {
    const jobs = await syncedJobs(boardWorld, 'active', ['Boulanger (annuler)', 'Chauffeur (annuler)']);
    const forScreens = await syncedJobs(boardWorld, 'active', ['Caissier (écrans)', 'Commis (écrans)']);
    await page.goto(boardWorld.core.appAddress);
    await select(page, jobs);
    const bar = page.getByRole('region', { name: 'Postes sélectionnés' });
    await expect(bar).toContainText('2 postes sélectionnés');
    await bar.getByRole('button', { name: 'Archiver' }).click();
    const toast = page.getByTestId('bulk-undo-toast');
    await expect(toast).toContainText('2 postes archivés.');
    await toast.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(page.getByText('2 postes ne sont plus archivés.')).toBeVisible();
    for (const job of jobs) expect(await coreStatus(boardWorld, job)).toBe('active');

    await select(page, forScreens);
    await expect(bar).toContainText('2 postes sélectionnés');
    await bar.getByRole('button', { name: 'Archiver' }).click();
    await toast.hover();
    await expect(toast).toContainText('2 postes archivés.');
    await saveToastScreens(page, 'bulk-undo-toast-fr');
  });
});
