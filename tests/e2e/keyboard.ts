// Moving the focus by keyboard alone, as a recruiter without a mouse does.
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
