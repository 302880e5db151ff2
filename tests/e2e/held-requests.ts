// Requests of the page held on their way until the test says: what makes a race the test is about happen
// the same way on a fast machine and a busy one.
import type { Page } from '@playwright/test';

/** Holds back the page's requests matching `url` until the returned release is called. */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
