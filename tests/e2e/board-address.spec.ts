// Settings and the sync indicator when the board address is wrong: a refused address gets its message
// under its field, a new address forgets the saved key (and says so), an address that is not a job board
// turns the indicator red, and Test connection says what it tested without claiming a board answered.
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';
import { expectIndicator, syncWorldForThisFile } from './sync-setup.ts';

const world = syncWorldForThisFile();

test('a wrong board address is refused or named, never shown as All synced', async ({ page }) => {
  const { appAddress, proxy, boardKey } = world();
  await page.goto(`${appAddress}#/settings`);
  await expectIndicator(page, 'All synced');
  const address = page.getByRole('textbox', { name: 'Job board address' });
  const key = page.getByLabel('API key', { exact: true });
  await expect(address).toHaveValue(proxy.baseUrl);

  await address.fill(proxy.baseUrl.replace('http://', 'http://user:pass@'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/cannot hold a user name or password/)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  const withoutApiPath = proxy.baseUrl.replace(/\/api\/v1\.1$/, '');
  await address.fill(withoutApiPath);
  await expect(page.getByText(/saving this new address forgets it/)).toBeVisible();
  await key.fill(boardKey);
  await page.getByRole('button', { name: 'Test connection' }).click();
  const result = page.getByTestId('connection-test');
  await expect(result).toContainText(`Tested ${withoutApiPath} with the API key typed here.`);
  await expect(result).toContainText('No job board answered at this address.');
  await expect(result).not.toContainText('The job board answered.');

  await page.getByRole('button', { name: 'Save' }).click();
  await expectIndicator(page, 'No job board here');
  await saveScreens(page, 'settings-no-board-here', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'settings with an address that is not a job board');

  await address.fill(proxy.baseUrl);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectIndicator(page, 'Not set up');
  await key.fill(boardKey);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectIndicator(page, 'All synced');
});
