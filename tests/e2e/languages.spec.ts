// The UI's language in a browser: a context whose language is French (Canada) gets the frame in French and
// the page's lang fr-CA; one in English (Canada) gets English and en-CA. Only the active language's catalog
// is fetched; a language chosen in Settings applies at once and is kept. (The screens still in English until their words move to the catalogs are listed in
// tests/ui-words.test.ts.)
import { coreForThisFile } from './e2e-core.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './page-checks.ts';

const core = coreForThisFile();

test.describe('a browser in French (Canada)', () => {
  test.use({ locale: 'fr-CA' });

  test('gets the frame in French, the page in fr-CA, and only the French catalog', async ({ page }) => {
    // Each language has two catalogs: the first screen's, then the whole one (core/activate-language.ts).
    const catalogs: string[] = [];
    page.on('request', (request) => {
      const catalog = /\/assets\/((?:first-screen-)?messages)-[^/]+\.js$/.exec(request.url())?.[1];
      if (catalog !== undefined) catalogs.push(catalog);
    });
    await page.goto(core().appAddress);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const main = page.getByRole('navigation', { name: 'Principal' });
    await expect(main.getByRole('link', { name: /^Postes/ })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Modèles' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Paramètres' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Brouillons non enregistrés/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /^À traiter/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Nouveau poste/ })).toBeVisible();
    // One of each, of one language: a second language would add a second of either.
    await expect.poll(() => [...catalogs].sort()).toEqual(['first-screen-messages', 'messages']);
    await expectNoSeriousAxeViolations(page, 'the frame in French');
  });
});

test.describe('a browser in English (Canada)', () => {
  test.use({ locale: 'en-CA' });

  test('gets the frame in English and the page in en-CA', async ({ page }) => {
    await page.goto(core().appAddress);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^New job/ })).toBeVisible();
  });

  test('switches to the language chosen in Settings at once, keeps it across a reload, and follows the system’s again', async ({
    page,
  }) => {
    await page.goto(`${core().appAddress}#/settings`);
    const choice = page.getByRole('radiogroup', { name: 'The language JobDesk speaks' });
    await expect(choice.getByRole('radio', { name: 'This computer’s (English)' })).toBeChecked();
    // By keyboard: the system's choice focused, the arrows move to Français.
    await choice.getByRole('radio', { name: 'This computer’s (English)' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const main = page.getByRole('navigation', { name: 'Principal' });
    await expect(main.getByRole('link', { name: 'Paramètres' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 2 })).toBeVisible();
    const choix = page.getByRole('radiogroup', { name: 'La langue de JobDesk' });
    await expect(choix.getByRole('radio', { name: 'Français' })).toBeChecked();
    await choix.getByRole('radio', { name: 'Celle de cet ordinateur (English)' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
