// A half-done draft in a browser (issue 36): Save draft keeps a job with only a title and a description left
// with a template's blank, the blank is a check under the description, the draft survives a reload, the list
// finds it by search and says how many details it lacks, Publish names what is missing and puts the focus on
// the first missing field, and once completed it publishes. Then the editor in French (fr-CA): the blank's
// check and the salary range question in French. Screens of each at 1366×850 and 1024×700.
import type { Page } from '@playwright/test';
import { coreForThisFile } from './e2e-core.ts';
import { EDITOR_FIRST_OPEN_TIMEOUT_MS, editorFields, jobIdFromUrl, readJob } from './editor-page.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';

test.describe.configure({ mode: 'serial', timeout: 300_000 });
const core = coreForThisFile();
// The editor's code loads on first need: on a machine busy with other work (a load average of 40 on 2 cores
// here) each step waits longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

async function newJob(page: Page) {
  await page.goto(`${core().appAddress}#/jobs/new`);
  const fields = editorFields(page);
  await expect(fields.title).toBeVisible({ timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS * 3 });
  return fields;
}

test.describe('in English', () => {
  test.use({ locale: 'en-CA' });

  test('a half-done draft is saved, reloaded, found by search, completed and published', async ({
    consoleErrors: errors,
    page,
  }) => {
    const fields = await newJob(page);
    await fields.title.fill('Harbour Pilot');
    await fields.description.click();
    await page.keyboard.type('[Number] weeks of paid vacation.');
    const blanks = page.getByRole('group', { name: 'Posting laws: the description' });
    await expect(blanks.locator('[data-rule="template-placeholder"]')).toContainText(
      '“[Number]” looks like a blank',
    );
    await expect(blanks).toContainText('Template blank left in (check)');

    await page.getByRole('button', { name: 'Save draft' }).click();
    const id = await jobIdFromUrl(page);
    await expect(page.getByRole('heading', { name: 'Harbour Pilot' })).toBeVisible();
    expect(await readJob(core().jobBoard, id)).toMatchObject({
      title: 'Harbour Pilot',
      status: 'draft',
      positionType: null,
      categories: [],
      locations: [],
    });
    await expectNoSeriousAxeViolations(page, 'a half-done draft with a template blank');
    await saveScreens(page, 'half-done-draft-en', SCREEN_SIZES);

    // Kept by the core, not only by this tab: a reload shows it as saved.
    await page.reload();
    await expect(fields.title).toHaveValue('Harbour Pilot', { timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS * 3 });

    await page.getByRole('button', { name: 'Back to jobs' }).click();
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('harbour');
    const table = page.getByRole('table', { name: 'Jobs' });
    const row = table.getByRole('row').filter({ hasText: 'Harbour Pilot' });
    await expect(row.getByTestId('missing-details')).toHaveText('4 details missing');
    await saveScreens(page, 'half-done-draft-list-en', SCREEN_SIZES);
    await row.getByRole('link', { name: 'Harbour Pilot' }).click();
    await expect(fields.title).toHaveValue('Harbour Pilot', { timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS * 3 });

    // Publish names what is missing, each under its field, and takes the recruiter to the first.
    // The template blank is a finding: Publish asks first (answered at once, before the question showed, the
    // test once went on without it under load).
    await page.getByRole('button', { name: 'Publish' }).click();
    const question = page.getByRole('dialog', { name: 'Publish with posting-law findings?' });
    await question.getByRole('button', { name: 'Publish anyway' }).click();
    await expect(fields.locations).toBeFocused();
    await expect(fields.locations).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.positionType).toHaveAttribute('aria-invalid', 'true');
    expect((await readJob(core().jobBoard, id)).status).toBe('draft');

    await fields.locations.pressSequentially('Moncton, NB');
    await page.keyboard.press('Enter');
    await fields.categories.click();
    await page.getByRole('option', { name: 'Retail' }).click();
    await page.keyboard.press('Escape');
    await fields.positionType.click();
    await page.getByRole('option', { name: 'Full Time' }).click();
    await fields.applicationEmail.fill('jobs@example.ca');
    await fields.description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Four weeks of paid vacation.');
    await expect(blanks).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(async () => (await readJob(core().jobBoard, id)).status).toBe('active');
    expect(errors).toEqual([]);
  });
});

test.describe('in French (Canada)', () => {
  test.use({ locale: 'fr-CA' });

  test('the editor shows a template blank and the range question in French', async ({
    consoleErrors: errors,
    page,
  }) => {
    await page.goto(`${core().appAddress}#/jobs/new`);
    const description = page.getByRole('textbox', { name: /^Description/ });
    await expect(description).toBeVisible({ timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS * 3 });
    await description.click();
    await page.keyboard.type('[Nombre] semaines de vacances payées.');
    const blanks = page.getByRole('group', { name: 'Lois sur les affichages\u00a0: la description' });
    await expect(blanks).toContainText('Espace à remplir oublié (à vérifier)');
    await expect(blanks).toContainText('«\u00a0[Nombre]\u00a0» semble un espace à remplir');

    const salary = page.getByRole('textbox', { name: /^Salaire$/ });
    await salary.fill('40000');
    await page.getByRole('textbox', { name: /^Salaire maximal$/ }).fill('5000000');
    const question = page.getByTestId('salary-range-question');
    await expect(question).toContainText('Cette fourchette est-elle exacte\u202f?');
    await expect(question).toContainText('40\u00a0000\u00a0$');
    await expectNoSeriousAxeViolations(page, 'the editor in French');
    await saveScreens(page, 'half-done-draft-fr', SCREEN_SIZES);
    await question.getByRole('button', { name: 'Oui, elle est exacte' }).click();
    await expect(question).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
