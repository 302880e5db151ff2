// The app by keyboard alone, in a browser: opening a job puts the keyboard in its Title; the desktop menu's
// commands answer their keys (Ctrl+, Settings, Ctrl+Shift+Y the sync panel); `?` lists the shortcuts, in
// French for a French browser; Tab never drops the focus on the page's body, and wraps at the end.
import type { Page } from '@playwright/test';
import { validJobBody } from '../helpers/job-bodies.ts';
import { coreForThisFile } from './e2e-core.ts';
import { EDITOR_FIRST_OPEN_TIMEOUT_MS, editorFields } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens, showView } from './page-checks.ts';

const core = coreForThisFile();

test.beforeAll(async () => {
  for (const title of ['Line Cook', 'Welder', 'Baker']) {
    const created = await core().jobBoard.createJob(validJobBody({ title }));
    if (!created.ok) throw new Error(created.error.message);
  }
});

/** Fails the test on any error the page writes to its console or throws. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** What has the focus, as a recruiter would name it: the body, or the element's tag and name. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return 'body';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return `${active.tagName.toLowerCase()}: ${name}`;
  });
}

/** An editor's first opening loads its code and the job: on a busy machine it takes most of a minute. */
const OPENS_AN_EDITOR_MS = 120_000;

test.describe('in English', () => {
  test.use({ locale: 'en-CA' });

  // One page for the three ways of opening and leaving an editor: a browser context and a page load cost
  // more here than the checks.
  test('a click on a row or Enter on its link opens the job with the keyboard in its Title; a job deleted from the editor leaves the focus on the list’s heading, not the body', async ({
    page,
  }) => {
    test.setTimeout(OPENS_AN_EDITOR_MS);
    const errors = watchForErrors(page);
    const created = await core().jobBoard.createJob(validJobBody({ title: 'Dishwasher' }));
    if (!created.ok) throw new Error(created.error.message);
    await page.goto(core().appAddress);
    await page.getByRole('row', { name: /Baker/ }).getByRole('cell').nth(2).click();
    await expect(editorFields(page).title).toBeFocused({ timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
    await expect(editorFields(page).title).toHaveValue('Baker');

    await showView(page, `#/jobs/${created.value.job.id}`);
    await expect(editorFields(page).title).toHaveValue('Dishwasher');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete this job?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('heading', { name: 'Jobs', level: 2 })).toBeVisible();
    await expect.poll(() => focused(page)).not.toBe('body');

    // The keyboard on the row's link (Tab gets there too: the next test walks the whole list).
    await page.getByRole('link', { name: 'Welder' }).focus();
    await page.keyboard.press('Enter');
    await expect(editorFields(page).title).toBeFocused({ timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
    await expect(editorFields(page).title).toHaveValue('Welder');
    // Typing goes straight into it.
    await page.keyboard.press('End');
    await page.keyboard.type(' (nights)');
    await expect(editorFields(page).title).toHaveValue('Welder (nights)');
    expect(errors).toEqual([]);
  });

  // One page for the list's keys: Tab round the app, ? and its dialog, Ctrl+, and Ctrl+Shift+Y.
  test('Tab through the list never leaves the focus on the page’s body and wraps; ? lists the shortcuts with Ctrl, not while typing, and Esc gives the focus back; Ctrl+, opens Settings and Ctrl+Shift+Y the sync panel', async ({
    page,
  }) => {
    // 80 key presses, each followed by a look at the focus: slow on a busy machine.
    test.setTimeout(150_000);
    const errors = watchForErrors(page);
    await page.goto(core().appAddress);
    await expect(page.getByRole('link', { name: 'Welder' })).toBeVisible();
    const seen: string[] = [];
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now, `after ${presses + 1} Tabs (${seen.slice(-3).join(' → ')})`).not.toBe('body');
      seen.push(now);
    }
    // The list is short: 40 Tabs went round the app and came back to where the first one landed.
    expect(seen.indexOf(seen[0] ?? '', 1)).toBeGreaterThan(0);
    // And backwards from the first control to the last.
    await page.getByRole('link', { name: /^New job/ }).focus();
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page), `after ${presses + 1} Shift+Tabs`).not.toBe('body');
    }

    // ? while typing is a character; elsewhere it lists the shortcuts.
    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    await search.focus();
    await page.keyboard.type('?');
    await expect(search).toHaveValue('?');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await search.fill('');

    const newJob = page.getByRole('link', { name: /^New job/ });
    await newJob.focus();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    for (const [action, keys] of [
      ['New job', 'Ctrl+N'],
      ['Save', 'Ctrl+S'],
      ['Search jobs', 'Ctrl+F'],
      ['Sync now', 'Ctrl+Shift+Y'],
      ['Settings', 'Ctrl+,'],
      ['Keyboard shortcuts', '?'],
      ['Open the job in focus', 'Enter'],
    ] as const) {
      const row = dialog.getByRole('row', { name: new RegExp(`^${action.replace('?', '\\?')}`) });
      await expect(row.getByRole('group', { name: keys })).toBeVisible();
    }
    await expect(
      dialog.getByRole('row', { name: /^Search jobs/ }).getByRole('group', { name: '/' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the list of shortcuts');
    await saveScreens(page, 'shortcuts-en', SCREEN_SIZES);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(newJob).toBeFocused();

    // The desktop menu's commands, from a field: Ctrl+, then Ctrl+Shift+Y.
    await expect(page.getByRole('heading', { name: 'Jobs', level: 2 })).toBeVisible();
    await search.focus();
    await page.keyboard.press('Control+Comma');
    await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
    expect(page.url()).toMatch(/#\/settings$/);
    // The nav link left behind keeps the focus, or the screen's heading takes it: never the body.
    expect(await focused(page)).not.toBe('body');

    await page.keyboard.press('Control+Shift+Y');
    const panel = page.getByRole('dialog', { name: 'Sync' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect(await focused(page)).not.toBe('body');
    expect(errors).toEqual([]);
  });
});

test.describe('in French (Canada)', () => {
  test.use({ locale: 'fr-CA' });

  test('? lists the shortcuts in French, Maj for Shift', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(core().appAddress);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.getByRole('link', { name: /^Nouveau poste/ }).focus();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Raccourcis clavier' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'Touches' })).toBeVisible();
    await expect(
      dialog.getByRole('row', { name: /^Synchroniser/ }).getByRole('group', { name: 'Ctrl+Maj+Y' }),
    ).toBeVisible();
    await expect(dialog.getByRole('row', { name: /^Paramètres/ })).toBeVisible();
    await expect(
      dialog.getByRole('row', { name: /^Ouvrir le poste/ }).getByRole('group', { name: 'Entrée' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the list of shortcuts in French');
    await saveScreens(page, 'shortcuts-fr', SCREEN_SIZES);
    expect(errors).toEqual([]);
  });
});
