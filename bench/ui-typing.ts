// The UI bench's typing measure: keys typed at the end of a 20,000-character description in the job editor,
// each timed in the page from the key event to the frame that shows it (target p95 under one frame, 16 ms), with
// the spelling checker on and off (it may add at most 2 ms to the p95), and the same keys in a plain contenteditable
// holding the same description (the floor: typing within 1.5× of it, issue 37).

import type { Browser, Locator, Page } from '@playwright/test';
import type { JobBoardClient } from '../src-shared/client/job-board-client.ts';
import { minimalJobBody } from '../src-shared/rules/job-fixtures.testing.ts';
import { percentile } from './measure.ts';

export const TYPING_TARGET_MS = 16;
export const DESCRIPTION_CHARACTERS = 20_000;

/** The most the spelling checker may add to a key's p95 in a 20,000-character description (issue 20). */
export const SPELLING_COST_TARGET_MS = 2;

export type TypingResult = {
  descriptionCharacters: number;
  /** Whether the description was checked for spelling while typing. */
  spelling: boolean;
  /** The time between two keys: null, each key as soon as the one before is in (the stress case). */
  paceMs: number | null;
  keys: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  targetMs: number;
};

/** A description of about `length` characters of allowed markup: paragraphs, bold, lists, links. */
export function longDescription(length: number): string {
  const parts: string[] = [];
  let total = 0;
  for (let n = 1; total < length; n += 1) {
    const part =
      n % 5 === 0
        ? `<ul><li><p>Duty ${n}: prepare and plate dishes to the recipe card.</p></li><li><p>Keep the station clean.</p></li></ul>`
        : `<p>Paragraph ${n}. We are looking for a <strong>reliable</strong> cook who enjoys a busy kitchen and <em>fresh</em> food; see <a href="https://example.com/jobs/${n}">the details</a>.</p>`;
    parts.push(part);
    total += part.length;
  }
  return parts.join('');
}

/**
 * Opens a job holding a description of `characters` (20,000 by default), puts the caret at its end and types
 * `keys` characters (after a few unmeasured ones), each timed as timeKeys says.
 */
export async function measureTyping(
  browser: Browser,
  /** The address browser mode printed (with this run's token). */
  address: string,
  jobBoard: JobBoardClient,
  keys: number,
  characters = DESCRIPTION_CHARACTERS,
  /**
   * spelling off: the spelling worker's script is refused, so the editor runs without the checker and its
   * marks. paceMs: a key every paceMs (a person typing) instead of each as soon as the one before is in,
   * where a key also waits for the work the keys before it left (timers, idle callbacks, renders).
   */
  options: { spelling: boolean; paceMs?: number } = { spelling: true },
): Promise<TypingResult> {
  const description = longDescription(characters);
  const created = await jobBoard.createJob({
    ...minimalJobBody(),
    title: 'Typing bench',
    categories: [{ id: 1 }],
    description,
  });
  if (!created.ok) throw new Error(`Could not create the typing bench's job: ${created.error.message}`);
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  if (!options.spelling) await context.route('**/assets/spelling-worker-*.js', (route) => route.abort());
  try {
    const page = await context.newPage();
    await page.goto(`${address}#/jobs/${created.value.job.id}`);
    const editable = page.getByRole('textbox', { name: 'Description' });
    // The editor's first open loads its code; on a machine loaded by other work that is well over 30 s.
    await editable.waitFor({ timeout: 180_000 });
    await warmUpAtEnd(page, editable);
    if (options.spelling) {
      // The dictionary loaded and the whole description judged: a misspelling typed now gets its mark.
      for (const character of 'Qzxvbn. ') await page.keyboard.type(character);
      await page.locator('[aria-invalid="spelling"]').first().waitFor({ timeout: 30_000 });
    } else {
      await page.getByText('The spelling checker could not start').waitFor({ timeout: 30_000 });
    }
    return {
      descriptionCharacters: description.length,
      spelling: options.spelling,
      paceMs: options.paceMs ?? null,
      ...(await timeKeys(page, editable, keys, options.paceMs)),
    };
  } finally {
    await context.close();
  }
}

/**
 * The floor of the typing measure: the same description in a plain contenteditable element on a page of its own
 * (no editor, no app), the caret at its end, the same keys timed the same way.
 */
export async function measurePlainTyping(
  browser: Browser,
  keys: number,
  characters = DESCRIPTION_CHARACTERS,
): Promise<TypingResult> {
  const description = longDescription(characters);
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  try {
    const page = await context.newPage();
    await page.setContent(
      `<!doctype html><html lang="en"><body><div contenteditable="true" role="textbox" aria-multiline="true" aria-label="Description" style="max-width:60rem;margin:2rem auto;font:16px/1.55 sans-serif">${description}</div></body></html>`,
    );
    const editable = page.getByRole('textbox', { name: 'Description' });
    await warmUpAtEnd(page, editable);
    return {
      descriptionCharacters: description.length,
      spelling: false,
      paceMs: null,
      ...(await timeKeys(page, editable, keys)),
    };
  } finally {
    await context.close();
  }
}

/**
 * Puts the caret at the end of `editable` and types a few unmeasured keys: the first keys in a fresh page also
 * compile the code paths they run; a recruiter types thousands.
 */
async function warmUpAtEnd(page: Page, editable: Locator): Promise<void> {
  await editable.click();
  await page.keyboard.press('Control+End');
  for (const character of 'Warm-up text. '.repeat(3)) await page.keyboard.type(character);
}

/**
 * Types `keys` characters into `editable` (focused: a key every `paceMs`, or each as soon as the last is in),
 * each timed in the page from its keydown's time stamp to the first task after the next animation frame (that
 * frame's paint is done by then); throws when the text did not arrive.
 */
async function timeKeys(
  page: Page,
  editable: Locator,
  keys: number,
  paceMs?: number,
): Promise<Pick<TypingResult, 'keys' | 'p50Ms' | 'p95Ms' | 'maxMs' | 'targetMs'>> {
  await page.evaluate(() => {
    const latencies: number[] = [];
    (window as unknown as { typingLatencies: number[] }).typingLatencies = latencies;
    const channel = new MessageChannel();
    const waiting: number[] = [];
    channel.port1.onmessage = () => {
      const start = waiting.shift();
      if (start !== undefined) latencies.push(performance.now() - start);
    };
    document.addEventListener(
      'keydown',
      (event) => {
        waiting.push(event.timeStamp);
        requestAnimationFrame(() => channel.port2.postMessage(null));
      },
      true,
    );
  });
  const text = 'Fresh bread every morning, and a kind team. '.repeat(Math.ceil(keys / 44)).slice(0, keys);
  for (const character of text) {
    await page.keyboard.type(character);
    if (paceMs !== undefined) await page.waitForTimeout(paceMs);
  }
  await page.waitForFunction(
    (count) => (window as unknown as { typingLatencies: number[] }).typingLatencies.length >= count,
    keys,
  );
  const latencies = await page.evaluate(
    () => (window as unknown as { typingLatencies: number[] }).typingLatencies,
  );
  const typed = await editable.evaluate(
    (element, expected) => element.textContent?.includes(expected) ?? false,
    text.slice(0, 20),
  );
  if (!typed) throw new Error('The typed text did not reach the description.');
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    keys: latencies.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? Number.NaN,
    targetMs: TYPING_TARGET_MS,
  };
}
