// What the end-to-end tests check on any screen: axe finds no serious or critical violation; screenshots on disk.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type axe from 'axe-core';

/** Screens are for people to look at, not assertions: saved when asked for (JOBDESK_SCREENS=1). */
export const SAVE_SCREENS = process.env.JOBDESK_SCREENS === '1';

export const SCREENS_DIR = resolve(import.meta.dirname, '../../test-results/screens');

/**
 * axe's minified build, read once per worker: `axe.source` is its unminified text (1.5 MB against 0.65 MB), and
 * putting that in the page took 410–680 ms of each check here, the minified build 325–470 (its run: 180–670).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.x A and AA rules, as axe tags them. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe (WCAG 2.x A and AA rules) on the page as it is now; fails listing each serious or critical violation.
 * axe runs in the page itself, put there once per page load: @axe-core/playwright evaluated its 500 kB source
 * again for every check (about a second of a busy 2-core machine each, twice that in its default mode, which
 * only matters for cross-origin frames, and JobDesk has none).
 */
export async function expectNoSeriousAxeViolations(page: Page, screen: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (tags) => {
    // A dialog or a toast still fading in has colours half-way to its own: axe would judge contrast
    // mid-transition. Waited for here, just before the run: a toast can start while axe is put in the page.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    return (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
  }, AXE_TAGS);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/**
 * Saves what the window shows as test-results/screens/<name>-<width>x<height>.png at each viewport size, and
 * the whole scrolled page beside it as <name>-<width>x<height>-full.png (the frame is fixed, the list scrolls).
 */
export async function saveScreens(
  page: Page,
  name: string,
  sizes: ReadonlyArray<{ width: number; height: number }>,
) {
  if (!SAVE_SCREENS) return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    // Let layout settle at the new size (Mantine's breakpoints respond to resize).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const base = resolve(SCREENS_DIR, `${name}-${size.width}x${size.height}`);
    await page.screenshot({ path: `${base}.png` });
    await page.screenshot({ path: `${base}-full.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

export const SCREEN_SIZES = [
  { width: 1366, height: 850 },
  { width: 1024, height: 700 },
] as const;

/**
 * Shows the app's view `hash` (`#/jobs/12`) in the page already open on it, as the app's own links do: a
 * hash change, not a new page load (which costs seconds of a busy machine's CPU to evaluate the UI again).
 */
export async function showView(page: Page, hash: string): Promise<void> {
  await page.evaluate((view) => {
    window.location.hash = view;
  }, hash);
  await expect(page).toHaveURL(new RegExp(`${hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}
