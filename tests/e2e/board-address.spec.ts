// Settings and the sync indicator when the board address is wrong: a refused address gets its message
// under its field, a new address forgets the saved key (and says so), an address that is not a job board
// turns the indicator red, and Test connection says what it tested without claiming a board answered.

import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';
import { expectIndicator, syncWorldForThisFile } from './sync-setup.ts';

const world = syncWorldForThisFile();

test('a wrong board address is refused or named, never shown as All synced', async ({ page }) => {
  const { appAddress, proxy, boardKey } = world();
  await page.goto(`${appAddress}#/settings`);
  await expectIndicator(page, 'All synced');
  // The board of --remote is the first board, in the boards list as any other.
  const card = page.getByRole('article', { name: 'Job board' });
  const form = card.getByRole('form', { name: 'Change Job board' });
  const address = form.getByRole('textbox', { name: 'Board address' });
  const key = form.getByLabel('Board API key', { exact: true });
  const save = form.getByRole('button', { name: 'Save Job board' });
  const openForm = () => card.getByRole('button', { name: 'Change Job board' }).click();
  await openForm();
  await expect(address).toHaveValue(proxy.baseUrl);

  await address.fill(proxy.baseUrl.replace('http://', 'http://user:pass@'));
  await save.click();
  await expect(page.getByText(/cannot hold a user name or password/)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  const withoutApiPath = proxy.baseUrl.replace(/\/api\/v1\.1$/, '');
  await address.fill(withoutApiPath);
  await expect(form.getByText(/saving this new address forgets it/)).toBeVisible();
  await key.fill(boardKey);
  await form.getByRole('button', { name: 'Test connection' }).click();
  const result = form.getByTestId('board-test');
  await expect(result).toContainText(`Tested ${withoutApiPath} with the API key typed here.`);
  await expect(result).toContainText('No job board answered at this address.');
  await expect(result).not.toContainText('The job board answered.');

  await save.click();
  await expect(form).toHaveCount(0);
  await expectIndicator(page, 'No job board here');
  await saveScreens(page, 'settings-no-board-here', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'settings with an address that is not a job board');

  // The right address again: its key was kept for the other one, so the board waits for a key.
  await openForm();
  await address.fill(proxy.baseUrl);
  await save.click();
  await expectIndicator(page, 'Connect job board');
  await openForm();
  await key.fill(boardKey);
  await save.click();
  await expectIndicator(page, 'All synced');
});
