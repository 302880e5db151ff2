// First launch and Settings in a browser: the first steps start with connecting the board; leaving Settings
// with changes not saved asks first (the editor's leave prompt); the results of Test connection go when the
// fields change; one sentence says whether a key is saved.
import { expect, type Page, test } from '@playwright/test';
import { coreForThisFile } from './e2e-core.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';

test.describe.configure({ mode: 'serial' });
const core = coreForThisFile();

/** Every console error and uncaught exception of the page, to be asserted empty at the end. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser asks every site for /favicon.ico by itself.
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openSettings(page: Page) {
  await page.goto(`${core().appAddress}#/settings`);
  const address = page.getByRole('textbox', { name: 'Job board address' });
  await expect(page.getByTestId('api-key-state')).not.toBeEmpty();
  return { address, key: page.getByLabel('API key', { exact: true }) };
}

test('first launch, without a board, starts with Connect your job board, a link to Settings', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(core().appAddress);
  const steps = page.getByRole('list', { name: 'First steps' });
  await expect(steps.getByRole('listitem').first()).toContainText('Connect your job board');
  await expect(steps.getByRole('listitem').nth(1)).toContainText('Create a job');
  await expectNoSeriousAxeViolations(page, 'the first-launch steps');
  await saveScreens(page, 'jobs-first-steps', SCREEN_SIZES);
  await steps.getByRole('link', { name: 'Open Settings' }).click();
  await expect(page).toHaveURL(/#\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('leaving Settings with changes not saved asks first, and leaves only on yes', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const { address, key } = await openSettings(page);
  const jobsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Jobs/ });

  // Nothing typed: the link is followed at once.
  await jobsLink.click();
  await expect(page).toHaveURL(/#\/jobs$/);

  await openSettings(page);
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

  await jobsLink.click();
  await prompt.getByRole('button', { name: 'Discard edits and leave' }).click();
  await expect(page).toHaveURL(/#\/jobs$/);
  // Discarded: Settings opens with nothing saved.
  await openSettings(page);
  await expect(address).toHaveValue('');
  expect(errors).toEqual([]);
});

test('one sentence says no key is saved, and the results of Test connection go when a field changes', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const { address } = await openSettings(page);
  await expect(page.getByTestId('api-key-state')).toHaveText(
    'No API key is saved yet. Paste the key the job board gave you.',
  );
  await expect(page.getByText('No API key is saved.', { exact: true })).toHaveCount(0);

  // Nothing listens on port 9 of this machine: the test answers at once, with a result to clear.
  await address.fill('http://127.0.0.1:9/api/v1.1');
  await page.getByRole('button', { name: 'Test connection' }).click();
  const results = page.getByRole('list', { name: 'Connection test' });
  await expect(results).toBeVisible();
  await address.fill('http://127.0.0.1:9/api/v1.2');
  await expect(results).toHaveCount(0);
  expect(errors).toEqual([]);
});
