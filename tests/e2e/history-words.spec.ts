// A job's history and Needs attention in a recruiter's words, in English and in French (Canada), against a real
// board behind a fault proxy: a refusal in the board's own words; then the proxy stopped (a port nothing
// listens on), six and more failed tries folded into one entry with their count and time span, the call and
// the absent answer under Details. Screens of each at 1366×850 and 1024×700 (JOBDESK_SCREENS=1).
import type { Page } from '@playwright/test';
import { validJobBody } from '../helpers/job-bodies.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens, showView } from './page-checks.ts';
import { bodyMentions } from './sync-fault-proxy.ts';
import { expectIndicator, syncWorldForThisFile } from './sync-setup.ts';

const world = syncWorldForThisFile();
// Each test takes two pairs of screenshots and two axe runs on a machine shared with other suites.
test.describe.configure({ timeout: 150_000 });

const REFUSAL = 'Titles may not contain the word URGENT.';
/** The jobs the tests build on, in order: one the board refuses, one sent while the board is unreachable. */
const jobs: { refused?: number; unreachable?: number } = {};

async function createJob(title: string): Promise<number> {
  const created = await world().jobBoard.createJob(validJobBody({ title }));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.job.id;
}

/** No console error on any page of this file. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const entries = (page: Page) => page.locator('[data-history-entry]');
const sentences = (page: Page) => page.locator('[data-history-sentence]');

test.describe('in English (Canada)', () => {
  test.use({ locale: 'en-CA' });

  test('a refusal reads in the board’s words in the history and under Needs attention', async ({ page }) => {
    const errors = watchConsole(page);
    const { appAddress, proxy } = world();
    proxy.setRule((request) =>
      bodyMentions(request, 'Welder URGENT')
        ? { status: 400, body: JSON.stringify({ message: REFUSAL }) }
        : null,
    );
    await page.goto(`${appAddress}#/attention`);
    await expectIndicator(page, 'All synced');
    jobs.refused = await createJob('Welder URGENT');
    await expectIndicator(page, '1 needs attention');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'The job board refused a change to “Welder URGENT”' })
        .first(),
    ).toBeVisible();
    const card = page.getByRole('article', { name: 'Welder URGENT' });
    await expect(card.getByText(REFUSAL, { exact: true })).toBeVisible();
    await saveScreens(page, 'history-words-attention-en', SCREEN_SIZES);
    await expectNoSeriousAxeViolations(page, 'Needs attention');

    await card.getByRole('link', { name: 'History' }).click();
    await expect(sentences(page).first()).toHaveText(`The job board refused it: ${REFUSAL}`);
    await expect(sentences(page).last()).toHaveText('Created');
    // The status is for Details, not the sentence.
    await expect(entries(page).first()).not.toContainText('400');
    await entries(page).first().getByRole('button', { name: 'Details' }).click();
    await expect(entries(page).first().locator('[data-history-details]')).toContainText('Answer: 400');
    expect(errors).toEqual([]);
  });

  test('six and more tries at a board that cannot be reached are one entry with their count and span; Details has the call', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const { appAddress, proxy, origin, apiKey } = world();
    proxy.setRule(null);
    // The board's address now has nothing listening: every try fails to connect.
    await proxy.stop();
    jobs.unreachable = await createJob('Night Baker');
    await page.goto(`${appAddress}#/jobs/${jobs.unreachable}/history`);
    const unreachable = entries(page).filter({ hasText: 'The job board could not be reached' });
    // The engine retries within seconds, then within 30 s; Sync now tries again at once.
    await expect
      .poll(
        async () => {
          await fetch(`${origin}/app/v1/sync`, { method: 'POST', headers: { 'API-Key': apiKey } });
          const text = (await unreachable.first().locator('[data-history-sentence]').textContent()) ?? '';
          return Number(/ — (\d+) tries, /.exec(text)?.[1] ?? 0);
        },
        { timeout: 90_000, intervals: [1_500] },
      )
      .toBeGreaterThanOrEqual(6);
    await expect(unreachable).toHaveCount(1);
    await expect(unreachable.locator('[data-history-sentence]')).toHaveText(
      /^The job board could not be reached — \d+ tries, \d{1,2}:\d{2}\s?[ap]\.m\.(–\d{1,2}:\d{2}\s?[ap]\.m\.)?( — will retry at \d{1,2}:\d{2}\s?[ap]\.m\.)?$/,
    );
    // Nothing was said by the board: no quote.
    await expect(unreachable.locator('[data-history-board-said]')).toHaveCount(0);
    await expect(sentences(page)).toHaveText([/could not be reached/, 'Created']);
    await unreachable.getByRole('button', { name: 'Details' }).click();
    const details = unreachable.locator('[data-history-details]');
    await expect(details).toContainText('POST /jobs');
    await expect(details).toContainText('No answer: network');
    await expect(details).toContainText('The last try took');
    await saveScreens(page, 'history-words-unreachable-en', SCREEN_SIZES);
    await expectNoSeriousAxeViolations(page, 'a history with folded tries');
    expect(errors).toEqual([]);
  });
});

test.describe('in French (Canada)', () => {
  test.use({ locale: 'fr-CA' });

  test('Needs attention and the history read in French, the board’s words as it wrote them', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const { appAddress } = world();
    await page.goto(`${appAddress}#/attention`);
    // The screen's part loads on first use: on a busy machine that takes a while.
    await expect(page.getByRole('heading', { name: 'À traiter', level: 2 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Refusés par le site d’emploi (1)' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Welder URGENT' });
    await expect(card.getByText(REFUSAL, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Modifier : Welder URGENT' })).toBeVisible();
    await saveScreens(page, 'history-words-attention-fr', SCREEN_SIZES);
    await expectNoSeriousAxeViolations(page, 'À traiter');

    await showView(page, `#/jobs/${jobs.refused}/history`);
    await expect(page.getByRole('heading', { name: 'Historique de « Welder URGENT »' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(sentences(page).first()).toHaveText(`Le site d’emploi l’a refusé : ${REFUSAL}`);
    await expect(sentences(page).last()).toHaveText('Créé');

    await showView(page, `#/jobs/${jobs.unreachable}/history`);
    const unreachable = entries(page).filter({ hasText: 'Le site d’emploi est injoignable' });
    await expect(unreachable.locator('[data-history-sentence]')).toHaveText(
      /^Le site d’emploi est injoignable — \d+ tentatives, /,
      { timeout: 30_000 },
    );
    await unreachable.getByRole('button', { name: 'Détails' }).click();
    await expect(unreachable.locator('[data-history-details]')).toContainText('Aucune réponse : network');
    await saveScreens(page, 'history-words-unreachable-fr', SCREEN_SIZES);
    await expectNoSeriousAxeViolations(page, 'un historique en français');
    expect(errors).toEqual([]);
  });
});
