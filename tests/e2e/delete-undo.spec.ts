// Deletes that happen: a delete in the editor or the list takes the job out of the core at once, so a
// reload right after it changes nothing, and reaches the job board once the Undo time is over; Undo puts
// back the same job and the board never hears of the delete. Against a real board process (the worker's
// board and core, shared with other files: fixtures.ts), no console error.
import type { Page } from '@playwright/test';
import { UNDO_DELETE_WINDOW_MS } from '../../src-shared/rules/undo-delete.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { editorFields } from './editor-page.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

/** Opens the job's editor; the first open of a page loads the editor's code and lists (slow on a busy machine). */
async function openJob(page: Page, appAddress: string, job: Job): Promise<void> {
  await page.goto(`${appAddress}#/jobs/${job.id}`);
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
  boardWorld,
}) => {
  const { core } = boardWorld;
  const job = await boardWorld.syncedJob('Baker (deleted, then reload)', 'DEL-RELOAD', 'active');
  await openJob(page, core.appAddress, job);
  await deleteInEditor(page);
  await expect(page.getByText('“Baker (deleted, then reload)” was deleted.')).toBeVisible();
  await page.reload();

  expect((await core.jobBoard.getJob(job.id)).ok).toBe(false);
  // The list, reloaded, lacks it (other files' jobs on this worker's core may be there).
  await expect(
    page.getByRole('table', { name: 'Jobs' }).or(page.getByRole('heading', { name: 'No jobs yet' })),
  ).toBeVisible();
  await expect(page.locator(`tr[data-job-id="${job.id}"]`)).toHaveCount(0);
  await expect
    .poll(() => boardWorld.boardStatus('DEL-RELOAD'), { timeout: UNDO_DELETE_WINDOW_MS + 20_000 })
    .toBeUndefined();
});

// The editor's Undo and the list's bulk Undo in one page: one wait past the Undo time covers both.
test('Undo in the editor’s toast puts back the same job, a bulk delete can be undone too, and the board keeps every job', async ({
  page,
  boardWorld,
}) => {
  test.setTimeout(120_000);
  const { core } = boardWorld;
  const [job, ...jobs] = (await Promise.all([
    boardWorld.syncedJob('Driver (kept by Undo)', 'DEL-UNDO', 'active'),
    boardWorld.syncedJob('Nurse (bulk)', 'DEL-BULK-1', 'active'),
    boardWorld.syncedJob('Welder (bulk)', 'DEL-BULK-2', 'active'),
  ])) as [Job, Job, Job];
  await openJob(page, core.appAddress, job);
  // The job as the core has it when deleted (the board's answers wrote its own publish date back).
  const before = await core.jobBoard.getJob(job.id);
  await deleteInEditor(page);
  const row = page.locator(`tr[data-job-id="${job.id}"]`);
  await expect(row).toHaveCount(0);
  expect((await core.jobBoard.getJob(job.id)).ok).toBe(false);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('“Driver (kept by Undo)” is back.')).toBeVisible();
  await expect(row).toContainText('Driver (kept by Undo)');
  const back = await core.jobBoard.getJob(job.id);
  expect(back.ok && back.value).toEqual(before.ok && before.value);

  // A bulk delete from the list, ticked quickly, as a quick recruiter does: each tick takes, and the bar says so.
  const bar = page.getByRole('region', { name: 'Selected jobs' });
  for (const bulkJob of jobs) {
    const box = page.getByRole('checkbox', { name: `Select “${bulkJob.title}”` });
    await box.click();
    await expect(box).toBeChecked();
    await expect(bar).toBeVisible();
  }
  await expect(bar).toContainText('2 jobs selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete 2 jobs?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('bulk-undo-toast').filter({ hasText: 'Deleted 2 jobs.' })).toBeVisible();
  for (const bulkJob of jobs) await expect(page.locator(`tr[data-job-id="${bulkJob.id}"]`)).toHaveCount(0);

  await page.getByTestId('bulk-undo-toast').getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('2 jobs are back.')).toBeVisible();
  const undoneAt = Date.now();
  for (const bulkJob of jobs)
    await expect(page.locator(`tr[data-job-id="${bulkJob.id}"]`)).toContainText(bulkJob.title);
  // The summary of the delete went with it: it is no longer true.
  await expect(page.getByTestId('bulk-summary')).toHaveCount(0);

  // Past the Undo time, the board still has every job: no delete ever left the core.
  await page.waitForTimeout(Math.max(0, undoneAt + UNDO_DELETE_WINDOW_MS + 2_000 - Date.now()));
  for (const kept of [job, ...jobs])
    expect(await boardWorld.boardStatus(kept.referenceId ?? '')).toBe('active');
});
