// First launch and Settings in a browser: the first steps start with connecting the board; leaving Settings
// with changes not saved asks first (the editor's leave prompt); the results of Test connection go when the
// fields change; one sentence says whether a key is saved; sections claim nothing before the core's answers, and
// say why when they could not be read.
import type { Page } from '@playwright/test';
import { coreForThisFile } from './e2e-core.ts';
import { expect, test } from './fixtures.ts';
import { holdBack } from './held-requests.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';

test.describe.configure({ mode: 'serial' });
const core = coreForThisFile();

/**
 * Settings on first launch: the first board is listed without an address or key yet, open on its Change form,
 * the one place to give them.
 */
async function openSettings(page: Page, how: 'address' | 'navigation' = 'address') {
  // By the navigation, the page stays one document: Back then moves between its views, as in the app.
  if (how === 'navigation')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  else await page.goto(`${core().appAddress}#/settings`);
  const card = page.getByRole('article', { name: 'Job board' });
  const form = card.getByRole('form', { name: 'Change Job board' });
  await expect(form).toBeVisible();
  return {
    card,
    form,
    address: form.getByRole('textbox', { name: 'Board address' }),
    key: form.getByLabel('Board API key', { exact: true }),
  };
}

test('first launch, without a board, starts with Connect your job board, in the list and in the header', async ({
  consoleErrors: errors,
  page,
}) => {
  await page.goto(core().appAddress);
  const steps = page.getByRole('list', { name: 'First steps' });
  await expect(steps.getByRole('listitem').first()).toContainText('Connect your job board');
  await expect(steps.getByRole('listitem').nth(1)).toContainText('Create a job');
  await expectNoSeriousAxeViolations(page, 'the first-launch steps');
  await saveScreens(page, 'jobs-first-steps', SCREEN_SIZES);
  await steps.getByRole('link', { name: 'Open Settings' }).click();
  await expect(page).toHaveURL(/#\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  // The frame's first step too: the header's first control, by keyboard, is Connect job board, to Settings.
  await page.goto(core().appAddress);
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();
  const connect = page.getByRole('banner').getByRole('link', { name: 'Connect job board' });
  await expect(connect).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync now' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(connect).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'the first-launch frame');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/settings$/);
  // The board to connect is open on its address and key.
  const card = page.getByRole('article', { name: 'Job board' });
  await expect(card).toContainText('Not connected yet');
  await expect(card.getByRole('textbox', { name: 'Board address' })).toHaveValue('');
  await expect(card.getByLabel('Board API key', { exact: true })).toBeVisible();
  // Each thing said once: the form says no key is saved; the badge, that sync has no board yet.
  await expect(card.getByText('No API key is saved yet. Paste the key the job board gave you.')).toHaveCount(
    1,
  );
  await expect(card.getByText(/Sync is off/)).toHaveCount(0);
  // One form to fill: adding another board waits behind its button; Cancel closes it and gives the focus back.
  const addForm = page.getByRole('form', { name: 'Add a job board' });
  const addAnother = page.getByRole('button', { name: 'Add another job board' });
  await expect(addForm).toHaveCount(0);
  await addAnother.click();
  await expect(addForm.getByRole('textbox', { name: 'New board’s name' })).toBeFocused();
  await addForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(addForm).toHaveCount(0);
  await expect(addAnother).toBeFocused();
  expect(errors).toEqual([]);
});

test('leaving Settings with changes not saved asks first (a link, Back, Ctrl/Cmd+N, close, reload), and leaves only on yes', async ({
  consoleErrors: errors,
  page,
}) => {
  const { address, key } = await openSettings(page);
  const jobsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Jobs/ });

  // Nothing typed: the link is followed at once.
  await jobsLink.click();
  await expect(page).toHaveURL(/#\/jobs$/);

  await openSettings(page, 'navigation');
  await address.fill('https://jobs.example.com/api/v1.1');
  await key.fill('a-key-not-saved');
  await jobsLink.click();
  const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(prompt).toContainText(
    'Your changes to the settings have not been saved. Leaving discards them.',
  );
  await expectNoSeriousAxeViolations(page, 'the Settings leave prompt');
  await saveScreens(page, 'settings-leave-prompt', SCREEN_SIZES);
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page).toHaveURL(/#\/settings$/);
  await expect(address).toHaveValue('https://jobs.example.com/api/v1.1');

  // The browser's Back asks the same question, and Keep editing stays on Settings with the typing.
  await page.evaluate(() => window.history.back());
  await expect(prompt).toBeVisible();
  await expect(page).toHaveURL(/#\/settings$/);
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/#\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(address).toHaveValue('https://jobs.example.com/api/v1.1');

  // Ctrl/Cmd+N (a new job) too.
  await address.click();
  await page.keyboard.press('ControlOrMeta+n');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/#\/settings$/);
  await expect(address).toHaveValue('https://jobs.example.com/api/v1.1');

  // Closing the window gets the browser's own question; staying keeps the page and the typing.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(address).toHaveValue('https://jobs.example.com/api/v1.1');

  // Yes leaves, to where the recruiter was going (a new job), and leaves the typing behind.
  await address.click();
  await page.keyboard.press('ControlOrMeta+n');
  await prompt.getByRole('button', { name: 'Discard edits and leave' }).click();
  await expect(page).toHaveURL(/#\/jobs\/new$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toHaveCount(0);
  // Discarded: Settings opens with nothing saved.
  await openSettings(page);
  await expect(address).toHaveValue('');

  // A reload asks too; leaving reloads with nothing saved.
  await address.fill('https://jobs.example.com/api/v1.1');
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload', 'beforeunload']);
  await expect(address).toHaveValue('');
  expect(errors).toEqual([]);
});

test('Settings shows each board once, in the boards list; one sentence says no key is saved, and the results of Test connection go when a field changes', async ({
  consoleErrors: errors,
  page,
}) => {
  const { card, form, address } = await openSettings(page);
  // One place per board: no second form for the first board.
  await expect(page.getByText('First job board')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(form.getByTestId('api-key-state')).toHaveText(
    'No API key is saved yet. Paste the key the job board gave you.',
  );
  await expect(card.getByText('No API key is saved yet. Paste the key the job board gave you.')).toHaveCount(
    1,
  );
  await expect(page.getByText('No API key is saved.', { exact: true })).toHaveCount(0);

  // Nothing listens on port 9 of this machine: the test answers at once, with a result to clear.
  await address.fill('http://127.0.0.1:9/api/v1.1');
  await form.getByRole('button', { name: 'Test connection' }).click();
  const results = form.getByRole('list', { name: 'Connection test of Job board' });
  await expect(results).toBeVisible();
  await address.fill('http://127.0.0.1:9/api/v1.2');
  await expect(results).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'settings with the first board being changed');

  await form.getByRole('button', { name: 'Save Job board' }).click();
  await expect(form).toHaveCount(0);
  await expect(card).toContainText('http://127.0.0.1:9/api/v1.2');
  await expect(card).toContainText('No API key is saved yet. Paste the key the job board gave you.');
  await expect(page.getByText('http://127.0.0.1:9/api/v1.2', { exact: true })).toHaveCount(1);
  await saveScreens(page, 'settings-one-board', SCREEN_SIZES);
  expect(errors).toEqual([]);
});

test('an http:// address off this computer asks before the key may go unencrypted, and is refused until ticked', async ({
  consoleErrors: errors,
  page,
}) => {
  await page.goto(`${core().appAddress}#/settings`);
  const card = page.getByRole('article', { name: 'Job board' });
  // A board saved by the tests before has its form closed: Change opens it.
  const change = card.getByRole('button', { name: 'Change Job board' });
  await expect(change.or(card.getByRole('form', { name: 'Change Job board' }))).toBeVisible();
  if (await change.isVisible()) await change.click();
  const form = card.getByRole('form', { name: 'Change Job board' });
  const address = form.getByRole('textbox', { name: 'Board address' });
  const consent = form.getByRole('checkbox', {
    name: 'Send the API key to this http:// address unencrypted',
  });
  await address.fill('https://jobs.example.com/api/v1.1');
  await expect(consent).toHaveCount(0);
  await address.fill('http://jobs.example.com/api/v1.1');
  await expect(consent).not.toBeChecked();
  await form.getByRole('button', { name: /^Save / }).click();
  await expect(
    form.getByText(/^Over http:\/\/ the API key would cross the network unencrypted/),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'settings asking to allow an unencrypted address');
  await saveScreens(page, 'settings-unencrypted-address', SCREEN_SIZES);
  // By keyboard: the tick is the next stop after the address.
  await address.focus();
  await page.keyboard.press('Tab');
  await expect(consent).toBeFocused();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await form.getByRole('button', { name: /^Save / }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('http://jobs.example.com/api/v1.1', { exact: true })).toHaveCount(1);
  // The refused save's 400 is an answer the form showed (collectConsoleErrors leaves 4xx out); nothing else.
  expect(errors).toEqual([]);
});

/** The core's answer to the page's requests matching `url`, while the test lasts: busy (503), with its reason. */
async function answerUnavailable(page: Page, url: RegExp): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'The store is busy.' } }),
    }),
  );
}

test.describe("Settings' sections before and without the core's answers", () => {
  // The core's refusal, made here, shows in the console as the browser's own line for a failed answer.
  test.use({ expectedConsoleErrors: /the server responded with a status of 503/ });

  test('says nothing of the dictionary until the core has answered, and says so when it could not read it', async ({
    page,
  }) => {
    const section = page.getByRole('region', { name: 'Spelling' });
    const noWords = section.getByText('No words yet', { exact: false });
    const release = await holdBack(page, /\/app\/v1\/spelling$/);
    await page.goto(`${core().appAddress}#/settings`);
    await expect(section.getByRole('combobox', { name: 'Spelling language' })).toBeDisabled();
    await expect(noWords).toHaveCount(0);
    release();
    await expect(noWords).toBeVisible();
    await expect(section.getByRole('combobox', { name: 'Spelling language' })).toBeEnabled();

    await page.unrouteAll();
    await answerUnavailable(page, /\/app\/v1\/spelling$/);
    await page.reload();
    await expect(section.getByRole('alert')).toContainText('Your spelling settings could not be read');
    await expect(noWords).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await saveScreens(page, 'settings-spelling-unreadable', SCREEN_SIZES);
  });

  test('the posting-law answers unreadable: none can be chosen, and the section says why', async ({
    page,
  }) => {
    await answerUnavailable(page, /\/app\/v1\/settings\/posting-laws$/);
    await page.goto(`${core().appAddress}#/settings`);
    const section = page.getByRole('region', { name: 'Posting laws' });
    await expect(section.getByRole('alert')).toContainText(
      'The answers about your company could not be read',
    );
    await expect(section.getByRole('alert')).toContainText('The store is busy.');
    await expect(section.getByRole('radio', { name: 'Yes, 25 or more' })).toBeDisabled();
  });
});
