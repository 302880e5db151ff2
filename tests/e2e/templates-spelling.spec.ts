// Templates and offline spelling in a browser: the Templates screen (starter texts, edit, rename, delete),
// a piece of text inserted from the description's toolbar, a job saved as a template and a new job started
// from it; a misspelling marked and corrected from a suggestion while nothing but the core is reachable,
// and "Add to dictionary" clearing a mark. Axe and screenshots on each screen, no console error.
import type { Page } from '@playwright/test';
import { SpellingSettingsSchema } from '../../src-shared/schemas/spelling.ts';
import { coreForThisFile } from './e2e-core.ts';
import { EDITOR_FIRST_OPEN_TIMEOUT_MS, editorFields } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens, showView } from './page-checks.ts';

// 120 s a test, not 60: each opens the editor cold (its code loads on first need) once or twice, with axe
// scans and screenshots. On a machine busy with other work the spelling test took 72 s and the template test
// over 60 s (reproduced at a load average of 19 on 2 cores); the budget ran out in whichever step came last,
// once the click on "Add “Zorblatt” to dictionary", the one step without a timeout of its own.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const core = coreForThisFile();

/** Fails the test on any console error, and on any request to anything but the core's own origin. */
async function watchPage(page: Page): Promise<{ consoleErrors: string[]; foreignRequests: string[] }> {
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  // Every request of the page and its workers: the core's origin passes, anything else is recorded and cut.
  await page.context().route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === core().origin || url.protocol === 'data:') return route.continue();
    foreignRequests.push(url.href);
    return route.abort('internetdisconnected');
  });
  return { consoleErrors, foreignRequests };
}

async function newJob(page: Page) {
  await page.goto(`${core().appAddress}#/jobs/new`);
  const fields = editorFields(page);
  await expect(fields.title).toBeVisible({ timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
  return fields;
}

test('the Templates screen adds the starter texts, edits and renames one, and deletes another; a piece of text is inserted from the description toolbar with the keyboard, and a job saved as a template starts a new one', async ({
  page,
}) => {
  // Two screens, an editor opened cold and three axe scans: past the default 60 s on a busy 2-core machine.
  test.setTimeout(150_000);
  const watched = await watchPage(page);
  await page.goto(`${core().appAddress}#/templates`);
  await expect(page.getByRole('heading', { name: 'Templates', level: 2 })).toBeVisible();
  await expect(page.getByText('No pieces of text yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add the starter texts' }).click();
  const texts = page.getByRole('table', { name: 'Pieces of text' });
  await expect(texts.getByRole('row')).toHaveCount(6);
  await expectNoSeriousAxeViolations(page, 'the Templates screen');
  await saveScreens(page, 'templates', SCREEN_SIZES);

  await page.getByRole('button', { name: 'Edit or rename About us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit “About us”' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('About Acme');
  const text = dialog.getByRole('textbox', { name: 'Text' });
  await text.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Founded in Moncton.');
  await expectNoSeriousAxeViolations(page, 'a template being edited');
  await saveScreens(page, 'template-edit', SCREEN_SIZES);
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(dialog).toBeHidden();
  await expect(texts.getByRole('cell', { name: 'About Acme', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete No use of artificial intelligence' }).click();
  await page.getByRole('button', { name: 'Delete template' }).click();
  await expect(texts.getByRole('row')).toHaveCount(5);

  const saved = await fetch(`${core().origin}/app/v1/templates?kind=text`, {
    headers: { 'API-Key': core().apiKey },
  });
  const body = (await saved.json()) as { data: Array<{ name: string; html: string }> };
  expect(body.data.find((template) => template.name === 'About Acme')?.html).toContain('Founded in Moncton.');

  // In the same page (a context and a page load cost more than the checks): the starter texts just added
  // are in the description toolbar's Insert template menu.
  await showView(page, '#/jobs/new');
  const fields = editorFields(page);
  await expect(fields.title).toBeVisible({ timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
  await fields.title.fill('Welder, nights');
  await fields.description.click();
  await page.keyboard.type('Join our shop.');
  await page.keyboard.press('Enter');
  const insert = page.getByRole('button', { name: 'Insert template' });
  await insert.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu').filter({ hasText: 'Manage templates' });
  await expect(menu.getByRole('menuitem', { name: 'Benefits' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the Insert template menu');
  await menu.getByRole('menuitem', { name: 'Benefits' }).focus();
  await page.keyboard.press('Enter');
  await expect(fields.description).toContainText('Join our shop.');
  await expect(fields.description.getByText('What we offer')).toBeVisible();
  await expect(fields.description.getByRole('listitem')).toHaveCount(4);

  await page.getByRole('button', { name: 'Save as template' }).click();
  const saveAs = page.getByRole('dialog', { name: 'Save as template' });
  await expect(saveAs.getByRole('textbox', { name: 'Template name' })).toHaveValue('Welder, nights');
  await saveAs.getByRole('button', { name: 'Save template' }).click();
  await expect(saveAs).toBeHidden();

  await page.goto(`${core().appAddress}#/jobs`);
  await page.getByRole('button', { name: 'New job from template' }).click();
  await page.getByRole('menuitem', { name: 'Welder, nights' }).click();
  const fromTemplate = editorFields(page);
  await expect(fromTemplate.title).toHaveValue('Welder, nights', { timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
  await expect(fromTemplate.description.getByText('What we offer')).toBeVisible();
  await expect(fromTemplate.referenceId).toHaveValue(/^JD-[0-9A-Z]{10}$/);
  expect(watched.consoleErrors).toEqual([]);
  expect(watched.foreignRequests).toEqual([]);
});

test('a misspelling is marked and corrected from a suggestion with nothing but the core reachable, Add to dictionary clears a mark, and the title is checked too', async ({
  page,
}) => {
  const watched = await watchPage(page);
  const fields = await newJob(page);
  await fields.description.click();
  await page.keyboard.type('We recieve many applications. Zorblatt');
  const marked = fields.description.locator('[aria-invalid="spelling"]');
  await expect(marked).toHaveText(['recieve', 'Zorblatt'], { timeout: 15_000 });
  // JobDesk's marks only: the browser's (Electron's) own checker would underline the same words again.
  await expect(fields.description).toHaveAttribute('spellcheck', 'false');

  // Right-click: the suggestions at the word (looked at on both screen sizes, the word scrolled into view).
  const suggestions = page.getByRole('menu').filter({ hasText: 'Add “recieve” to dictionary' });
  for (const size of [...SCREEN_SIZES].reverse()) {
    await page.setViewportSize(size);
    await marked.first().scrollIntoViewIfNeeded();
    await marked.first().click({ button: 'right' });
    await expect(suggestions.getByRole('menuitem', { name: 'receive', exact: true })).toBeFocused();
    await expectNoSeriousAxeViolations(page, `a spelling suggestion at ${size.width}x${size.height}`);
    await saveScreens(page, 'spelling-suggestion', [size]);
    if (size.width !== 1366) {
      await page.keyboard.press('Escape');
      await expect(suggestions).toBeHidden();
    }
  }
  await suggestions.getByRole('menuitem', { name: 'receive', exact: true }).click();
  await expect(fields.description).toContainText('We receive many applications.');
  await expect(marked).toHaveText(['Zorblatt']);
  await expect(suggestions).toBeHidden();

  // The keyboard: the cursor is at the end of "Zorblatt"; Ctrl+. opens its suggestions.
  await fields.description.click();
  await page.keyboard.press('ControlOrMeta+End');
  const forWord = page.getByRole('menu').filter({ hasText: 'Add “Zorblatt” to dictionary' });
  // A fault seen before the editor stopped moving to a saved job's address under the recruiter (02c3968): under
  // load the menu Ctrl+. opened sometimes closed again within ~100 ms while it still said "Looking for
  // suggestions…" (1 run in 4 then). Not seen since in 23 runs under two busy loops, each menu opening and
  // closing logged; should it come back, a recruiter presses Ctrl+. again, so does this test, and Ctrl+. must
  // still open the menu.
  // The suggestions arrive from the worker and push the item down: clicked once they are in, so the click
  // cannot land where the item was.
  await expect(async () => {
    if (!(await forWord.isVisible())) await page.keyboard.press('Control+.');
    await expect(forWord).toBeVisible({ timeout: 3_000 });
    await expect(forWord.getByText('Looking for suggestions…')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await forWord.getByRole('menuitem', { name: 'Add “Zorblatt” to dictionary' }).click();
  await expect(marked).toHaveCount(0);
  await expect(fields.description).toBeFocused();

  // The title: its misspelled word is a button under it, with the same suggestions.
  await fields.title.fill('Senior Enginer');
  await page.getByRole('button', { name: 'Suggestions for “Enginer” in the title' }).click();
  await page.getByRole('menuitem', { name: 'Engineer', exact: true }).click();
  await expect(fields.title).toHaveValue('Senior Engineer');
  await expect(page.getByRole('group', { name: 'Spelling of the title' })).toHaveCount(0);

  const answer = await fetch(`${core().origin}/app/v1/spelling`, { headers: { 'API-Key': core().apiKey } });
  expect(SpellingSettingsSchema.parse(await answer.json()).words).toEqual(['Zorblatt']);

  // Taken out of the dictionary in Settings, the word is marked again in the next job opened: the page's
  // checker, kept from this editor, hears of the removal.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('not saved yet')).toHaveCount(0);
  await showView(page, '#/settings');
  await page.getByRole('button', { name: 'Remove Zorblatt from your dictionary' }).click();
  await expect(page.getByRole('button', { name: 'Remove Zorblatt from your dictionary' })).toHaveCount(0);
  await showView(page, '#/jobs/new');
  const next = editorFields(page);
  await next.description.click();
  await page.keyboard.type('Zorblatt');
  await expect(next.description.locator('[aria-invalid="spelling"]')).toHaveText(['Zorblatt'], {
    timeout: 15_000,
  });
  expect(watched.consoleErrors).toEqual([]);
  expect(watched.foreignRequests).toEqual([]);
});

test.describe('a spelling checker that cannot start', () => {
  // Its script refused here: the browser says so in the console.
  test.use({ locale: 'fr-CA', expectedConsoleErrors: /net::ERR_FAILED @ .*\/assets\/spelling-worker-/ });

  test('the editor says so in the UI’s language and keeps taking the description', async ({ page }) => {
    await page.context().route('**/assets/spelling-worker-*.js', (route) => route.abort());
    await page.goto(`${core().appAddress}#/jobs/new`);
    await expect(
      page.getByText('Le correcteur d’orthographe n’a pas pu démarrer : rechargez la page pour réessayer.'),
    ).toBeVisible({ timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.type('Nous recevons beaucoup de candidatures.');
    await expect(description).toContainText('Nous recevons beaucoup de candidatures.');
    await expect(description.locator('[aria-invalid="spelling"]')).toHaveCount(0);
    await saveScreens(page, 'spelling-unavailable-fr', SCREEN_SIZES);
  });
});
