// Settings in words for recruiters, in French (fr-CA) and English, against a real board: the board's card
// names the employer once sync has read it from the board's jobs (and says it will appear before), Remove
// says how many jobs it withdraws before it asks, and a wrong key says what to do, the board's own words
// quoted under details; never "Check it in Settings." on the card. The Preview names the employer too.
import type { Page } from '@playwright/test';
import { validJobBody } from '../helpers/job-bodies.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';
import { BOARD_EMPLOYER, syncWorldForThisFile } from './sync-setup.ts';

const world = syncWorldForThisFile();
const BOARD = 'BC Jobs';
/** The first screen after a load, on a machine that may be busy with other suites. */
const FIRST_SCREEN = { timeout: 30_000 };

async function appCall(method: string, path: string, body?: unknown): Promise<Response> {
  const { origin, apiKey } = world();
  return fetch(`${origin}/app/v1/${path}`, {
    method,
    headers: { 'API-Key': apiKey, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The board's employer as the core has it, once a Sync now has listed the board's jobs. */
async function employerAfterSync(): Promise<string | null> {
  await appCall('POST', 'sync');
  const boards = (await (await appCall('GET', 'boards')).json()) as {
    data: Array<{ employer: string | null }>;
  };
  return boards.data[0]?.employer ?? null;
}

/** Every console error and uncaught exception of the page, asserted empty as each test ends. */

function boardCard(page: Page) {
  return page.getByRole('article', { name: BOARD });
}

test.describe('Settings in French (Canada)', () => {
  test.use({ locale: 'fr-CA' });

  test('the card says the employer will appear, then names it after a sync; Remove says how many jobs it withdraws', async ({
    page,
    consoleErrors: errors,
  }) => {
    // A real board, syncs, axe and screens at two sizes: three times the usual time.
    test.slow();
    expect((await appCall('PUT', 'boards/1', { name: BOARD })).status).toBe(200);
    await page.goto(`${world().appAddress}#/settings`);
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 2 })).toBeVisible(FIRST_SCREEN);
    const card = boardCard(page);
    await expect(card.getByTestId('board-employer')).toHaveText(
      'Le nom de votre employeur apparaîtra dès que BC Jobs l’affichera sur un poste.',
    );
    await expect(page.getByRole('heading', { name: 'Lois sur les affichages' })).toBeVisible();
    await expect(page.getByText(/pour toutes les provinces et tous les territoires du Canada/)).toBeVisible();
    await saveScreens(page, 'settings-words-fr-before-sync', SCREEN_SIZES);

    for (const title of ['Soudeur', 'Infirmière', 'Caissier']) {
      const created = await world().jobBoard.createJob(validJobBody({ title, status: 'active' }));
      if (!created.ok) throw new Error(created.error.message);
    }
    await expect.poll(employerAfterSync, { timeout: 30_000 }).toBe(BOARD_EMPLOYER);
    // The card follows the core's next sync status, with no reload.
    await expect(card.getByTestId('board-employer')).toHaveText(
      `Employeur sur BC Jobs\u00a0: ${BOARD_EMPLOYER}`,
    );
    await saveScreens(page, 'settings-words-fr', SCREEN_SIZES);
    await expectNoSeriousAxeViolations(page, 'Settings in French');

    await card.getByRole('button', { name: 'Supprimer BC Jobs' }).click();
    const question = page.getByRole('dialog', { name: 'Supprimer BC Jobs\u202f?' });
    await expect(question).toContainText(
      '3 postes seront retirés de BC Jobs\u00a0: ils ne sont supprimés que sur ce site',
    );
    await expect(
      question.getByRole('button', { name: 'Retirer 3 postes et supprimer BC Jobs' }),
    ).toBeVisible();
    await saveScreens(page, 'settings-words-fr-remove-question', SCREEN_SIZES);
    await expectNoSeriousAxeViolations(page, 'the remove-board question in French');
    await question.getByRole('button', { name: 'Garder BC Jobs' }).click();
    await expect(question).toHaveCount(0);
    await expect(card).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a wrong key says what to do, the board’s own words quoted under details, and never “Check it in Settings.”', async ({
    page,
    consoleErrors: errors,
  }) => {
    // A real board, syncs, axe and screens at two sizes: three times the usual time.
    test.slow();
    await page.goto(`${world().appAddress}#/settings`);
    const card = boardCard(page);
    await expect(card).toBeVisible(FIRST_SCREEN);
    await card.getByRole('button', { name: 'Modifier BC Jobs' }).click();
    const form = card.getByRole('form', { name: 'Modifier BC Jobs' });
    await form.getByLabel('Clé d’API du site', { exact: true }).fill('not-the-right-key');
    await form.getByRole('button', { name: 'Tester la connexion' }).click();
    const result = card.getByTestId('board-test');
    await expect(result).toContainText('Le site d’emploi a répondu.');
    await expect(result).toContainText(
      'BC Jobs n’a pas accepté cette clé d’API. Copiez-la de nouveau depuis votre compte BC Jobs.',
    );
    // The board's words wait under details, folded: shown as the board wrote them once opened.
    const boardWords = result.getByText(/^«\u00a0.+\u00a0»$/);
    await expect(boardWords).toBeHidden();
    await result.getByText('Détails\u00a0: la réponse de BC Jobs').click();
    await expect(boardWords).toBeVisible();
    await saveScreens(page, 'settings-words-fr-wrong-key-test', SCREEN_SIZES);
    await expectNoSeriousAxeViolations(page, 'a wrong key’s test in French');

    await form.getByRole('button', { name: 'Enregistrer BC Jobs' }).click();
    await expect(form).toHaveCount(0);
    await expect(card).toContainText(
      'BC Jobs n’a pas accepté cette clé d’API. Copiez-la de nouveau depuis votre compte BC Jobs.',
      { timeout: 20_000 },
    );
    await expect(card).not.toContainText('Settings');
    await saveScreens(page, 'settings-words-fr-wrong-key-saved', SCREEN_SIZES);

    await card.getByRole('button', { name: 'Modifier BC Jobs' }).click();
    await form.getByLabel('Clé d’API du site', { exact: true }).fill(world().boardKey);
    await form.getByRole('button', { name: 'Enregistrer BC Jobs' }).click();
    await expect(card).not.toContainText('n’a pas accepté', { timeout: 20_000 });
    expect(errors).toEqual([]);
  });
});

test.describe('the date picker in French (Canada)', () => {
  test.use({ locale: 'fr-CA' });

  test('names months and days in French and starts the week on Sunday, as Canada’s calendars do', async ({
    page,
    consoleErrors: errors,
  }) => {
    // The editor's code is the app's largest part: on a busy machine its first load takes a while.
    test.slow();
    await page.goto(`${world().appAddress}#/jobs/new`);
    const months = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
    // The close date a new job starts with, its month named by dayjs's French (Canada) locale (in the order
    // the editor's format gives: « février 4, 2027 » today, « 4 février 2027 » once it follows the language).
    const closeDate = page.getByText(new RegExp(`^(\\d{1,2} (${months})|(${months}) \\d{1,2},) \\d{4}$`));
    await expect(closeDate).toBeVisible({ timeout: 90_000 });
    await closeDate.click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('button', { name: new RegExp(`^(${months}) \\d{4}$`) })).toBeVisible();
    // Sunday first (dimanche: « di »), as Canada's calendars start the week.
    await expect(calendar.getByRole('columnheader').first()).toHaveText('di');
    await saveScreens(page, 'editor-date-picker-fr', SCREEN_SIZES);
    expect(errors).toEqual([]);
  });
});

test.describe('Settings in English (Canada)', () => {
  test.use({ locale: 'en-CA' });

  test('names the employer on the card and in the Preview, and asks the removal with its count', async ({
    page,
    consoleErrors: errors,
  }) => {
    // A real board, syncs, axe and screens at two sizes: three times the usual time.
    test.slow();
    await page.goto(`${world().appAddress}#/settings`);
    const card = boardCard(page);
    await expect(card.getByTestId('board-employer')).toHaveText(
      `Employer on BC Jobs: ${BOARD_EMPLOYER}`,
      FIRST_SCREEN,
    );
    await saveScreens(page, 'settings-words-en', SCREEN_SIZES);
    await card.getByRole('button', { name: 'Remove BC Jobs' }).click();
    const question = page.getByRole('dialog', { name: 'Remove BC Jobs?' });
    await expect(question).toContainText(
      '3 jobs will be withdrawn from BC Jobs: they are deleted on that board only',
    );
    await saveScreens(page, 'settings-words-en-remove-question', SCREEN_SIZES);
    await question.getByRole('button', { name: 'Keep BC Jobs' }).click();

    await page.goto(`${world().appAddress}#/jobs/new`);
    await page.getByRole('button', { name: 'Preview' }).click(FIRST_SCREEN);
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByText(BOARD_EMPLOYER, { exact: true })).toBeVisible();
    await expect(preview.getByText('Your company', { exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
