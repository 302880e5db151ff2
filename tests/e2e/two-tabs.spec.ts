// One job open in two tabs of one browser: each tab sends only what its recruiter changed, a tab without
// edits shows the version the other saved, and the same detail changed in both asks the second to save.
import type { BrowserContext, Page } from '@playwright/test';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { coreForThisFile } from './e2e-core.ts';
import { editorFields, readJob } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';

// Two tabs of the app, each with its editor and spelling worker: slow on a shared two-core machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });
const core = coreForThisFile();

async function createJob(overrides: Record<string, unknown> = {}): Promise<Job> {
  const created = await core().jobBoard.createJob(validJobBody(overrides));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.job;
}

/** Every console error and uncaught exception of the page, to be asserted empty at the end. */
function collectConsoleErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    // The browser asks every site for /favicon.ico by itself.
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

/** Opens the job's editor; a second tab of the app can take a while on a busy two-core machine. */
async function openSlowly(tab: Page, job: Job): Promise<void> {
  await tab.goto(`${core().appAddress}#/jobs/${job.id}`);
  await expect(editorFields(tab).title).toHaveValue(job.title, { timeout: 30_000 });
}

/**
 * Two tabs of one job, each opened in front (a hidden tab gets no animation frames in Chromium, as a real
 * background tab does not); `show` brings one to the front before the recruiter works in it.
 */
async function openTwoTabs(
  context: BrowserContext,
  job: Job,
): Promise<{ tabA: Page; tabB: Page; errors: string[] }> {
  const errors: string[] = [];
  const tabA = await context.newPage();
  collectConsoleErrors(tabA, errors);
  await openSlowly(tabA, job);
  const tabB = await context.newPage();
  collectConsoleErrors(tabB, errors);
  await openSlowly(tabB, job);
  return { tabA, tabB, errors };
}

/** Saves and waits for the core's answer to the update (toasts of earlier saves come and go meanwhile). */
async function saveDraft(page: Page): Promise<void> {
  const update = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/app\/v1\/jobs\/\d+\/with-postings$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Save draft' }).click();
  expect((await update).status()).toBe(200);
  await expect(page.getByText(/” saved\.$/).last()).toBeVisible();
}

async function typeAtEndOfDescription(page: Page, text: string): Promise<void> {
  await editorFields(page).description.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

test('two tabs editing different details of one job keep both changes, and a tab without edits shows the other’s', async ({
  context,
}) => {
  const job = await createJob({ title: 'Line Cook', description: '<p>Cook on the line.</p>' });
  const { tabA, tabB, errors } = await openTwoTabs(context, job);

  await editorFields(tabA).title.fill('Head Cook');
  await saveDraft(tabA);
  // Tab B had no edits: it simply shows the saved version, without a word.
  await tabB.bringToFront();
  await expect(editorFields(tabB).title).toHaveValue('Head Cook');
  await expect(tabB.locator('[data-saved-elsewhere]')).toHaveCount(0);

  await typeAtEndOfDescription(tabB, ' Nights only.');
  await saveDraft(tabB);
  const saved = await readJob(core().jobBoard, job.id);
  expect(saved.title).toBe('Head Cook');
  expect(saved.description).toContain('Nights only.');
  // And tab A, without edits now, shows B's description.
  await tabA.bringToFront();
  await expect(editorFields(tabA).description).toContainText('Nights only.');

  // A tab with edits of its own takes the other's change to another detail, and says so.
  await editorFields(tabA).referenceId.fill('COOK-7');
  await tabB.bringToFront();
  await editorFields(tabB).title.fill('Sous Chef');
  await saveDraft(tabB);
  await tabA.bringToFront();
  await expect(editorFields(tabA).title).toHaveValue('Sous Chef');
  await expect(tabA.locator('[data-saved-elsewhere]')).toContainText(
    'Title now shows the version saved elsewhere; your own changes are kept.',
  );
  await expectNoSeriousAxeViolations(tabA, 'the editor after a save in another tab');
  await saveScreens(tabA, 'editor-saved-elsewhere', SCREEN_SIZES);
  await saveDraft(tabA);
  const both = await readJob(core().jobBoard, job.id);
  expect(both.title).toBe('Sous Chef');
  expect(both.referenceId).toBe('COOK-7');
  expect(both.description).toContain('Nights only.');
  expect(errors).toEqual([]);
});

test('the same detail changed in two tabs: the second to save is asked, and its choice is what is saved', async ({
  context,
}) => {
  const job = await createJob({ title: 'Baker' });
  const { tabA, tabB, errors } = await openTwoTabs(context, job);

  await editorFields(tabB).title.fill('Pastry Baker');
  await tabA.bringToFront();
  await editorFields(tabA).title.fill('Head Baker');
  await saveDraft(tabA);
  await tabB.bringToFront();

  const conflicts = tabB.locator('[data-saved-elsewhere-conflicts]');
  await expect(conflicts).toBeVisible();
  const title = conflicts.getByRole('group', { name: 'Title' });
  await expect(title.locator('[data-conflict-value="mine"]')).toHaveText('Pastry Baker');
  await expect(title.locator('[data-conflict-value="theirs"]')).toHaveText('Head Baker');
  await expectNoSeriousAxeViolations(tabB, 'the editor asking about a detail changed in two tabs');
  await saveScreens(tabB, 'editor-saved-elsewhere-conflict', SCREEN_SIZES);
  // Saving before deciding sends nothing.
  await tabB.getByRole('button', { name: 'Save draft' }).click();
  await expect(conflicts).toBeFocused();
  expect((await readJob(core().jobBoard, job.id)).title).toBe('Head Baker');

  await title.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflicts).toHaveCount(0);
  await saveDraft(tabB);
  expect((await readJob(core().jobBoard, job.id)).title).toBe('Pastry Baker');
  // Tab A had no edits left: it follows.
  await tabA.bringToFront();
  await expect(editorFields(tabA).title).toHaveValue('Pastry Baker');
  expect(errors).toEqual([]);
});
