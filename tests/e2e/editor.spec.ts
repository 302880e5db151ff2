// The job editor in a browser: a complete job drafted and read back, every validation message under its
// field, the status actions, duplicate, unsaved edits restored after a reload, the keyboard alone, axe on
// every editor screen and screenshots of each (delete and its Undo: delete-undo.spec.ts).
import type { Page } from '@playwright/test';
import { JOB_MESSAGES } from '../../src-shared/rules/job-messages.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { coreForThisFile } from './e2e-core.ts';
import {
  EDITOR_FIRST_OPEN_TIMEOUT_MS,
  editorFields,
  expectErrorUnder,
  jobIdFromUrl,
  openJob,
  readJob,
} from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens, showView } from './page-checks.ts';

test.describe.configure({ mode: 'serial' });
const core = coreForThisFile();

async function createJob(overrides: Record<string, unknown> = {}): Promise<Job> {
  const created = await core().jobBoard.createJob(validJobBody(overrides));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.job;
}

async function newJob(page: Page): Promise<ReturnType<typeof editorFields>> {
  await page.goto(`${core().appAddress}#/jobs/new`);
  const fields = editorFields(page);
  await expect(fields.title).toBeVisible({ timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
  return fields;
}

test('a complete job drafted in the editor is in the list and reads back from the API with the same values', async ({
  page,
}) => {
  // Every input of the editor, by mouse and keyboard: about 40 s on a quiet machine.
  test.setTimeout(120_000);
  const fields = await newJob(page);
  await expect(fields.referenceId).toHaveValue(/^JD-[0-9A-Z]{10}$/);
  const referenceId = await fields.referenceId.inputValue();
  await expectNoSeriousAxeViolations(page, 'the new job editor');
  await saveScreens(page, 'editor', SCREEN_SIZES);

  await fields.title.fill('Line Cook, nights');
  // A location picked with the keyboard from the core's places, an ambiguous city resolved, a new City, PR.
  await fields.locations.click();
  await fields.locations.pressSequentially('Monct');
  await expect(page.getByRole('option', { name: 'Moncton, NB' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await fields.locations.pressSequentially('Windsor');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Windsor is in more than one province. Which one?')).toBeVisible();
  await page.getByRole('button', { name: 'Windsor, ON' }).click();
  await fields.locations.pressSequentially('Tiny Hamlet, pe');
  await page.keyboard.press('Enter');
  await fields.categories.click();
  await fields.categories.pressSequentially('Food');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await fields.positionType.click();
  await page.getByRole('option', { name: 'Part Time' }).click();
  await fields.salary.fill('52000');
  await fields.maxSalary.fill('61000.5');
  await fields.payPeriod.click();
  await page.getByRole('option', { name: 'Yearly' }).click();
  await fields.plusCommission.check();
  // The picker opens on the default close date's month (60 days ahead); the 10th of it is a later day than today.
  await fields.closeDate.click();
  const shown = new Date();
  shown.setDate(shown.getDate() + 60);
  const target = new Date(shown.getFullYear(), shown.getMonth(), 10);
  const month = target.toLocaleDateString('en-US', { month: 'long' });
  await page.getByRole('button', { name: `10 ${month} ${target.getFullYear()}`, exact: true }).click();
  await expect(fields.closeDate).toHaveText(`${month} 10, ${target.getFullYear()}`);
  await fields.confidential.check();
  await fields.autoRefresh.check();
  await fields.routingWebsite.check();
  await expect(fields.applicationEmail).toHaveCount(0);
  await fields.applicationUrl.fill('https://example.com/careers');
  // Bold text, a bulleted list and a link that opens in a new tab.
  await fields.description.click();
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Great kitchen.');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Nights');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Weekends');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Apply here');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByRole('textbox', { name: 'Link address' }).fill('https://example.com/apply');
  await expect(page.getByRole('checkbox', { name: 'Open in a new tab' })).toBeChecked();
  await page.getByRole('button', { name: 'Apply link' }).click();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Line Cook, nights' })).toBeVisible();
  await expect(preview.getByText('Confidential', { exact: true })).toBeVisible();
  await expect(preview.getByText('$52,000 to $61,000.50 a year, plus commission')).toBeVisible();
  await expect(preview.getByText('Windsor, ON')).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'Great kitchen.' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Apply here' })).toHaveAttribute('target', '_blank');
  await expectNoSeriousAxeViolations(page, 'the preview');
  await saveScreens(page, 'preview', SCREEN_SIZES);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  await page.getByRole('button', { name: 'Save draft' }).click();
  const id = await jobIdFromUrl(page);
  await expect(page.getByRole('heading', { name: 'Line Cook, nights' })).toBeVisible();

  const job = await readJob(core().jobBoard, id);
  expect(job).toMatchObject({
    referenceId,
    title: 'Line Cook, nights',
    status: 'draft',
    confidential: true,
    autoRefresh: true,
    locations: [
      { description: 'Moncton, NB' },
      { description: 'Windsor, ON' },
      { description: 'Tiny Hamlet, PE' },
    ],
    categories: [{ id: 12 }],
    positionType: { id: 2 },
    salary: { amount: 52000, maxAmount: 61000.5, period: { id: 1 }, plusCommission: true },
    applicantRoutingType: { id: 2 },
    applicationEmail: null,
    applicationUrl: 'https://example.com/careers',
    description:
      '<p><strong>Great kitchen.</strong></p><ul><li><p>Nights</p></li><li><p>Weekends</p></li></ul><p><a href="https://example.com/apply" target="_blank">Apply here</a></p>',
  });
  expect(new Date(job.closeDate ?? '').toDateString()).toBe(target.toDateString());

  await page.getByRole('button', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL(/#\/jobs$/);
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(referenceId);
  await expect(
    page.getByRole('table', { name: 'Jobs' }).getByRole('link', { name: 'Line Cook, nights' }),
  ).toBeVisible();
});

test('every validation message appears under its field, and an API error lands the same way', async ({
  page,
}) => {
  const fields = await newJob(page);
  // A rule runs when a field is left.
  await fields.title.click();
  await fields.referenceId.click();
  await expectErrorUnder(fields.title, JOB_MESSAGES.titleRequired);

  // Publish checks every rule of the board (Save draft keeps a half-done draft: half-done-draft.spec.ts).
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectErrorUnder(fields.title, JOB_MESSAGES.titleRequired);
  await expectErrorUnder(fields.locations, JOB_MESSAGES.locationsRequired);
  await expectErrorUnder(fields.categories, JOB_MESSAGES.categoriesRequired);
  await expectErrorUnder(fields.positionType, JOB_MESSAGES.positionTypeRequired);
  await expectErrorUnder(fields.applicationEmail, JOB_MESSAGES.applicationEmailRequired);
  await expectErrorUnder(fields.description, JOB_MESSAGES.descriptionRequired);
  await expect(fields.title).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'the editor with errors');
  await saveScreens(page, 'editor-errors', SCREEN_SIZES);

  await fields.maxSalary.fill('10');
  await fields.maxSalary.blur();
  await expectErrorUnder(fields.maxSalary, JOB_MESSAGES.salaryMaxAmountWithoutAmount);
  await fields.salary.fill('20');
  await fields.salary.blur();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectErrorUnder(fields.maxSalary, JOB_MESSAGES.salaryMaxAmountBelowAmount);
  await expectErrorUnder(fields.payPeriod, JOB_MESSAGES.salaryPeriodRequired);
  await fields.applicationEmail.fill('not an address');
  await fields.applicationEmail.blur();
  await expectErrorUnder(fields.applicationEmail, JOB_MESSAGES.applicationEmailInvalid);
  await fields.routingWebsite.check();
  await fields.applicationUrl.fill('example.com/jobs');
  await fields.applicationUrl.blur();
  await expectErrorUnder(fields.applicationUrl, JOB_MESSAGES.applicationUrlScheme);
  await fields.locations.click();
  await fields.locations.pressSequentially('Moncton, New Brunswick');
  await page.keyboard.press('Enter');
  await expectErrorUnder(fields.locations, 'Use the code NB for New Brunswick');

  // The core refuses a Reference ID in use: its error body's fields[].path puts it under Reference ID.
  const other = await createJob({ referenceId: 'TAKEN-1', title: 'Welder' });
  await fields.title.fill('Baker');
  await fields.referenceId.fill(other.referenceId ?? '');
  await fields.salary.fill('');
  await fields.maxSalary.fill('');
  await fields.locations.pressSequentially('Halifax, NS');
  await page.keyboard.press('Enter');
  await fields.categories.click();
  await page.getByRole('option', { name: 'Retail' }).click();
  await page.keyboard.press('Escape');
  await fields.positionType.click();
  await page.getByRole('option', { name: 'Full Time' }).click();
  await fields.applicationUrl.fill('https://example.com/jobs');
  await fields.description.click();
  await page.keyboard.type('Bake bread.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectErrorUnder(fields.referenceId, 'Another job already uses the Reference ID "TAKEN-1".');
  await expect(page).toHaveURL(/#\/jobs\/new$/);
});

// Status actions and Duplicate in one page (a context and a page load cost more than either). Delete, its
// question and its Undo in the editor: delete-undo.spec.ts, against a board as well.
test('publish, archive and re-publish a job from the editor; duplicate opens a new job with the same fields and its own Reference ID', async ({
  page,
}) => {
  // A cold editor, three status changes and a copy saved: past the default 60 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const job = await createJob({ title: 'Cashier (status)' });
  const source = await createJob({
    title: 'Welder (to copy)',
    referenceId: 'COPY-ME',
    salary: { amount: 30, period: { id: 5 } },
  });
  await openJob(page, core().appAddress, job);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
  expect((await readJob(core().jobBoard, job.id)).status).toBe('active');
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('button', { name: 'Re-publish' })).toBeVisible();
  expect((await readJob(core().jobBoard, job.id)).status).toBe('archived');
  await page.getByRole('button', { name: 'Re-publish' }).click();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
  expect((await readJob(core().jobBoard, job.id)).status).toBe('active');
  // Ctrl+N from the editor opens a new job (nothing unsaved here, so nothing to ask).
  await page.keyboard.press('Control+n');
  await expect(page).toHaveURL(/#\/jobs\/new$/);
  await expect(editorFields(page).title).toHaveValue('');
  await expect(editorFields(page).title).toBeFocused();

  await showView(page, `#/jobs/${source.id}`);
  const fields = editorFields(page);
  await expect(fields.title).toHaveValue('Welder (to copy)');
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(new RegExp(`#/jobs/new\\?duplicate=${source.id}$`));
  await expect(fields.title).toHaveValue('Welder (to copy)');
  await expect(fields.referenceId).toHaveValue(/^JD-/);
  await page.getByRole('button', { name: 'Save draft' }).click();
  const copyId = await jobIdFromUrl(page);
  expect(copyId).not.toBe(source.id);
  const copy = await readJob(core().jobBoard, copyId);
  expect(copy).toMatchObject({
    title: source.title,
    description: source.description,
    salary: { amount: 30, period: { id: 5 } },
    status: 'draft',
  });
  expect(copy.referenceId).not.toBe('COPY-ME');
});

test('unsaved edits survive a reload 100 ms after the last key, every key, and say when the job changed since', async ({
  page,
}) => {
  // Four reloads and two jobs: close to the default 60 s on this 2-core machine when it is busy.
  test.setTimeout(120_000);
  // A new job: typing, a reload before any save, Restore.
  const fields = await newJob(page);
  await fields.title.fill('Night Baker');
  await fields.description.click();
  // About 16 keys a second, and a reload 100 ms after the last: every key must come back.
  await page.keyboard.type('Flour, water, salt', { delay: 60 });
  await page.waitForTimeout(100);
  await page.reload();
  const offer = page.getByRole('region', { name: 'Unsaved edits' });
  await expect(offer).toContainText('You have unsaved edits from');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Unsaved drafts/ }),
  ).toContainText('1');
  // Opening the app (the list) says so too, and leads back to it.
  await page.goto(`${core().appAddress}#/jobs`);
  const notice = page.getByRole('region', { name: 'A new job was never saved' });
  await expect(notice).toContainText('You started “Night Baker” and it was never saved.');
  await expectNoSeriousAxeViolations(page, 'the list offering an unsaved new job');
  await notice.getByRole('link', { name: 'Open it' }).click();
  await expect(offer).toContainText('You have unsaved edits from');
  await page.goto(`${core().appAddress}#/drafts`);
  await expect(page.getByRole('link', { name: /Night Baker/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the unsaved drafts');
  await saveScreens(page, 'unsaved-drafts', SCREEN_SIZES);
  await page.getByRole('link', { name: /Night Baker/ }).click();
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(fields.title).toHaveValue('Night Baker');
  await expect(fields.description).toHaveText('Flour, water, salt');

  // An existing job changed in the core after the edits began.
  const job = await createJob({ title: 'Cashier (restore)' });
  await openJob(page, core().appAddress, job);
  await fields.title.fill('Cashier (restore), evenings');
  await page.waitForTimeout(100);
  await core().jobBoard.updateJob(job.id, { closeDate: '2099-01-01' });
  await page.reload();
  await expect(offer).toContainText('The job has been changed since then');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(fields.title).toHaveValue('Cashier (restore), evenings');
  await page.keyboard.press('Control+s');
  await expect
    .poll(async () => (await readJob(core().jobBoard, job.id)).title)
    .toBe('Cashier (restore), evenings');
  // Acknowledged by the core: the entry is gone, so a reload offers nothing.
  await page.reload();
  await expect(fields.title).toHaveValue('Cashier (restore), evenings');
  await expect(offer).toHaveCount(0);
});

test('edits to a job deleted since can be restored as a new job', async ({ page }) => {
  const job = await createJob({ title: 'Driver (deleted later)' });
  await openJob(page, core().appAddress, job);
  const fields = editorFields(page);
  await fields.title.fill('Driver, weekends');
  await page.waitForTimeout(700);
  await core().jobBoard.deleteJob(job.id);
  await page.reload();
  await expect(page.getByText('This job could not be opened')).toBeVisible();
  await page.getByRole('button', { name: 'Restore them as a new job' }).click();
  await expect(page).toHaveURL(/#\/jobs\/new$/);
  await page.getByRole('region', { name: 'Unsaved edits' }).getByRole('button', { name: 'Restore' }).click();
  await expect(fields.title).toHaveValue('Driver, weekends');
});

test('the editor works with the keyboard alone: Tab through, type, Ctrl+S saves, Esc asks before leaving', async ({
  page,
}) => {
  await page.goto(core().appAddress);
  // The recruiter sees the list first (the frame is drawn with its first page).
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
  await page.keyboard.press('Control+n');
  const fields = editorFields(page);
  // A new job starts with the keyboard in Title: typing goes there at once.
  await expect(fields.title).toBeFocused();
  await page.keyboard.type('Electrician');
  await page.keyboard.press('Tab');
  await expect(fields.referenceId).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(fields.locations).toBeFocused();
  await page.keyboard.type('Halifax, NS');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(fields.categories).toBeFocused();
  await page.keyboard.type('Constr');
  // As a person would, Enter once an option shows highlighted: pressed before the list has drawn it, Enter has
  // nothing to pick (seen once under load).
  await page.keyboard.press('ArrowDown');
  await expect(fields.categories).toHaveAttribute('aria-activedescendant', /./);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(fields.positionType).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(fields.positionType).toHaveAttribute('aria-activedescendant', /./);
  await page.keyboard.press('Enter');
  await expect(fields.positionType).toHaveValue('Full Time');
  // Tab on, past the other inputs and the formatting toolbar, to the application email and the description.
  await tabTo(page, fields.applicationEmail);
  await page.keyboard.type('jobs@example.com');
  await tabTo(page, fields.description);
  await page.keyboard.type('Wire houses.');
  await page.keyboard.press('Control+s');
  const id = await jobIdFromUrl(page);
  expect((await readJob(core().jobBoard, id)).locations).toMatchObject([{ description: 'Halifax, NS' }]);

  await page.keyboard.press('Shift+Tab');
  await tabTo(page, fields.title, 'Shift+Tab');
  await page.keyboard.press('End');
  await page.keyboard.type(' (senior)');
  await page.keyboard.press('Escape');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leave).toHaveCount(0);
  await expect(fields.title).toHaveValue('Electrician (senior)');
  await page.keyboard.press('Escape');
  // The dialog by the keyboard too (its focus trap keeps the Tabs inside it). A click could reach it while it
  // still fades in, with its button moving under the pointer: CI once lost a click that way.
  await tabTo(page, leave.getByRole('button', { name: 'Discard edits and leave' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/jobs$/);
});

test('typing while a save is on its way stays in the form, unsent, for an existing job and a new one', async ({
  page,
}) => {
  // Each save is held on its way to the core until the recruiter has typed on.
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let saves = 0;
  await page.route('**/app/v1/jobs/**with-postings', async (route) => {
    saves += 1;
    await held;
    await route.continue();
  });
  const holdNext = () => {
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
  };

  const job = await createJob({ title: 'Night Shift Welder' });
  await openJob(page, core().appAddress, job);
  const fields = editorFields(page);
  await fields.title.fill('Night Shift Welder, days');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect.poll(() => saves).toBe(1);
  await fields.title.fill('Night Shift Welder, days URGENT');
  release();
  await expect
    .poll(async () => (await readJob(core().jobBoard, job.id)).title)
    .toBe('Night Shift Welder, days');
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  await expect(fields.title).toHaveValue('Night Shift Welder, days URGENT');
  // Still an edit to save: the next Save sends it.
  holdNext();
  release();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect
    .poll(async () => (await readJob(core().jobBoard, job.id)).title)
    .toBe('Night Shift Welder, days URGENT');

  // A new job: what was typed during its first save is offered back where the created job opens.
  holdNext();
  saves = 0;
  const fresh = await newJob(page);
  await fresh.title.fill('Pastry Cook');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect.poll(() => saves).toBe(1);
  await fresh.title.fill('Pastry Cook, weekends');
  release();
  await jobIdFromUrl(page);
  const offer = page.getByRole('region', { name: 'Unsaved edits' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(fresh.title).toHaveValue('Pastry Cook, weekends');
});
