// A French version of a job in a browser: a Montréal job described in English gets Quebec's finding; "Add a
// French version" makes its twin (own Reference ID), whose French title and description the recruiter types
// in place; publishing it publishes both, and the finding is gone from the English job. And, in a browser in
// French (Canada), the section and the Templates screen speak French. Axe on each screen, screenshots in both
// languages at 1366×850 and 1024×700, no console error.
import type { Page } from '@playwright/test';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { coreForThisFile } from './e2e-core.ts';
import { editorFields, jobIdFromUrl, readJob } from './editor-page.ts';
import { expect as playwrightExpect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens, showView } from './page-checks.ts';

// 300 s a test, and 30 s an expectation: each test opens the editor cold and scans with axe, on a machine that
// may be running many suites (a Publish was seen taking over 10 s to show its outcome at a load average of 32).
test.describe.configure({ timeout: 300_000 });
const expect = playwrightExpect.configure({ timeout: 30_000 });
const core = coreForThisFile();

/**
 * How long the editor may take to show a job here: twice the other specs' 30 s, since this machine runs many
 * suites at once (a cold editor was seen taking over 30 s under a load average above 10).
 */
const EDITOR_FIRST_OPEN_TIMEOUT_MS = 60_000;

async function openJob(page: Page, job: Job): Promise<void> {
  await page.goto(`${core().appAddress}#/jobs/${job.id}`);
  await expect(editorFields(page).title).toHaveValue(job.title, { timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
}

const ENGLISH =
  '<p>We are looking for a senior accountant to join our finance team in Montreal.</p><p>You will prepare the monthly statements and reconcile accounts.</p>';
const FRENCH_TYPED =
  'Nous recherchons un comptable principal pour se joindre à notre équipe des finances à Montréal. Vous préparerez les états financiers mensuels et ferez les rapprochements.';

async function createMontrealJob(title: string, referenceId: string): Promise<Job> {
  const created = await core().jobBoard.createJob(
    validJobBody({
      title,
      referenceId,
      status: 'draft',
      locations: [{ description: 'Montréal, QC' }],
      salary: { amount: 62_000, maxAmount: 70_000, period: { id: 1 }, plusCommission: false },
      description: ENGLISH,
    }),
  );
  if (!created.ok) throw new Error(created.error.message);
  return created.value.job;
}

test.describe('a browser in English (Canada)', () => {
  test.use({ locale: 'en-CA' });

  test('adds a French version to a Montréal job, types its French, publishes both, and the Quebec finding is gone', async ({
    consoleErrors: errors,
    page,
  }) => {
    const job = await createMontrealJob('Senior Accountant (Montréal)', 'ACC-MTL-1');
    await openJob(page, job);
    const findings = page.getByRole('group', { name: 'Posting laws: the description' });
    await expect(findings.locator('[data-rule="qc-french"]')).toBeVisible();

    const section = page.getByRole('region', { name: 'French version' });
    await section.getByRole('button', { name: 'Add a French version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a French version' });
    await expect(dialog.getByRole('textbox', { name: 'Reference ID' })).toHaveValue('ACC-MTL-1-FR');
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(job.title);
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Comptable principal (Montréal)');
    await expectNoSeriousAxeViolations(page, 'the Add a French version dialog');
    await saveScreens(page, 'french-version-dialog-en', SCREEN_SIZES);
    await dialog.getByRole('button', { name: 'Add a French version' }).click();
    // Closing, the dialog still shows its own Title input beside the editor's.
    await expect(dialog).toBeHidden();

    // The version's editor opens: the French title, the English text to translate in place.
    await expect(editorFields(page).title).toHaveValue('Comptable principal (Montréal)', {
      timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS,
    });
    const versionId = await jobIdFromUrl(page);
    expect(versionId).not.toBe(job.id);
    const version = await readJob(core().jobBoard, versionId);
    expect(version).toMatchObject({
      referenceId: 'ACC-MTL-1-FR',
      status: 'draft',
      locations: job.locations,
      salary: job.salary,
      categories: job.categories,
    });
    const versionSection = page.getByRole('region', { name: 'English version' });
    await expect(versionSection).toContainText('Its English version is published with it');
    await expect(versionSection.getByRole('button', { name: 'Open the English version' })).toBeVisible();

    const description = editorFields(page).description;
    await description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(FRENCH_TYPED);
    await expect(findings.locator('[data-rule="qc-french"]')).toHaveCount(0);

    // Publishing the French version publishes the English job with it.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
    await expect.poll(async () => (await readJob(core().jobBoard, job.id)).status).toBe('active');
    const published = await readJob(core().jobBoard, versionId);
    expect(published.status).toBe('active');
    expect(published.description).toContain('Nous recherchons un comptable principal');

    // The English job: its French version meets Quebec's rule; the section names it.
    await versionSection.getByRole('button', { name: 'Open the English version' }).click();
    await expect(editorFields(page).title).toHaveValue(job.title, { timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
    const back = page.getByRole('region', { name: 'French version' });
    await expect(back).toContainText('Its French version is published with it');
    await expect(back).toContainText('Comptable principal (Montréal)');
    await expect(page.locator('[data-rule="qc-french"]')).toHaveCount(0);
    await back.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page, 'the English job with its French version');
    await saveScreens(page, 'french-version-original-en', SCREEN_SIZES);
    expect(errors).toEqual([]);
  });

  test('asks an Ontario job whether the role pays over $200,000, and the pay finding goes with a yes', async ({
    consoleErrors: errors,
    page,
  }) => {
    const created = await core().jobBoard.createJob(
      validJobBody({
        title: 'Chief Financial Officer (Toronto)',
        status: 'draft',
        locations: [{ description: 'Toronto, ON' }],
        description: '<p>Lead our finance team.</p>',
      }),
    );
    if (!created.ok) throw new Error(created.error.message);
    await openJob(page, created.value.job);
    const salaryFindings = page.getByRole('group', { name: 'Posting laws: the salary' });
    await expect(salaryFindings.locator('[data-rule="on-pay"]')).toBeVisible();
    await page.getByRole('checkbox', { name: 'This role pays over $200,000 a year' }).check();
    await expect(page.locator('[data-rule="on-pay"]')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'This role pays over $200,000 a year' })).toBeChecked({
      timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS,
    });
    await expect(page.locator('[data-rule="on-pay"]')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'the Ontario pay answer');
    await page
      .getByRole('checkbox', { name: 'This role pays over $200,000 a year' })
      .scrollIntoViewIfNeeded();
    await saveScreens(page, 'ontario-pay-answer-en', SCREEN_SIZES);
    expect(errors).toEqual([]);
  });
});

test.describe('a browser in French (Canada)', () => {
  test.use({ locale: 'fr-CA' });

  test('shows the French version section and the Templates screen in French', async ({
    consoleErrors: errors,
    page,
  }) => {
    const job = await createMontrealJob('Payroll Clerk (Montréal)', 'PAY-MTL-1');
    await page.goto(`${core().appAddress}#/jobs/${job.id}`);
    const section = page.getByRole('region', { name: 'Version française' });
    await expect(section).toContainText('Le Québec exige les offres d’emploi en français.', {
      timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS,
    });
    await section.getByRole('button', { name: 'Ajouter une version française' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une version française' });
    await expect(dialog.getByRole('textbox', { name: 'Numéro de référence' })).toHaveValue('PAY-MTL-1-FR');
    await expect(dialog.getByRole('textbox', { name: 'Titre' })).toHaveValue(job.title);
    await expectNoSeriousAxeViolations(page, 'the Add a French version dialog in French');
    await saveScreens(page, 'french-version-dialog-fr', SCREEN_SIZES);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await saveScreens(page, 'french-version-editor-fr', SCREEN_SIZES);

    await showView(page, '#/templates');
    await expect(page.getByRole('heading', { name: 'Modèles', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blocs de texte' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Postes complets' })).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter les textes de départ' }).click();
    await expect(page.getByText(/textes à modifier/)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Usage' })).toBeVisible();
    await expect(page.getByText('Avantages sociaux').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'Templates in French');
    await saveScreens(page, 'templates-fr', SCREEN_SIZES);
    await page.getByRole('button', { name: 'Nouveau bloc de texte' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouveau bloc de texte' });
    await expect(modal.getByRole('textbox', { name: 'Nom' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'a new piece of text in French');
    await saveScreens(page, 'templates-new-text-fr', SCREEN_SIZES);
    await modal.getByRole('button', { name: 'Annuler' }).click();
    expect(errors).toEqual([]);
  });
});
