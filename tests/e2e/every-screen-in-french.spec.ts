// Every screen of JobDesk in a browser whose language is French (Canada): the page's lang is fr-CA, no
// sentence of the UI is left in English (the jobs' own data is French here, so any English text seen is the
// app's), axe finds nothing serious, and screenshots of each screen are saved to be looked at
// (JOBDESK_SCREENS=1) at both window sizes: French runs about 20 % longer than English. The offer to restore
// unsaved edits, worded in a plain module rather than a component, is read in French too.
import type { Page } from '@playwright/test';
import type { JobRequestBody } from '../../src-shared/client/index.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { coreForThisFile } from './e2e-core.ts';
import { EDITOR_FIRST_OPEN_TIMEOUT_MS } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens, showView } from './page-checks.ts';

const world = coreForThisFile();

/**
 * Words of the app's English that French never spells so: seen as a whole word in a French screen, a
 * message escaped the catalogs. (Not "description", "date", "service", "attention": French words too.)
 */
const ENGLISH_ONLY_WORDS = [
  'the',
  'and',
  'with',
  'your',
  'you',
  'this',
  'that',
  'will',
  'from',
  'have',
  'has',
  'was',
  'been',
  'are',
  'of',
  'to',
  'for',
  'job',
  'jobs',
  'draft',
  'drafts',
  'save',
  'saved',
  'publish',
  'published',
  'closes',
  'ago',
  'settings',
  'templates',
  'needs',
  'board',
  'boards',
  'synced',
  'waiting',
  'search',
  'title',
  'salary',
  'categories',
  'apply',
  'archived',
  'undo',
  'delete',
  'new',
  'open',
  'close',
  'show',
  'hide',
  'back',
  'next',
  'previous',
  'none',
  'yet',
  'here',
  'add',
  'remove',
  'cancel',
  'yes',
  'no',
];

/** Text the UI itself shows on the page now: visible text nodes outside what a person typed. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element === null || element.closest('[contenteditable], [data-user-text]') !== null) continue;
      if (element.closest('[hidden], [aria-hidden="true"]') !== null) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const text = node.textContent?.trim() ?? '';
      if (text !== '') texts.push(text);
    }
    for (const element of document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The texts of the screen with an English-only word in them (job data excluded: it is French here). */
async function englishLeftOn(page: Page, ownData: readonly string[]): Promise<string[]> {
  const pattern = new RegExp(`\\b(${ENGLISH_ONLY_WORDS.join('|')})\\b`, 'i');
  // An address is no sentence: "https://jobs.example.com" is the same in both languages.
  const withoutAddresses = (text: string) => text.replace(/https?:\/\/\S+/g, '');
  return (await shownTexts(page)).filter(
    (text) => pattern.test(withoutAddresses(text)) && !ownData.some((data) => text.includes(data)),
  );
}

const FRENCH_JOBS: JobRequestBody[] = [
  validJobBody({
    title: 'Cuisinier de ligne',
    referenceId: 'QC-001',
    locations: [{ description: 'Montréal, QC' }],
    description: '<p>Préparer des repas frais pour une cuisine animée.</p>',
    closeDate: '2027-02-04',
  }),
  validJobBody({
    title: 'Soudeuse',
    referenceId: 'QC-002',
    locations: [{ description: 'Québec, QC' }],
    description: '<p>Souder des structures d’acier.</p>',
    salary: { amount: 62_000, period: { id: 1 } },
    closeDate: '2027-03-15',
  }),
];

/**
 * The data this test wrote, which may be any language: the jobs' own words, and the board's name (the core
 * names the first board "Job board" until the recruiter names it: data, like a job's title).
 */
const OWN_DATA = [
  'Cuisinier de ligne',
  'Soudeuse',
  'QC-001',
  'QC-002',
  'Montréal, QC',
  'Québec, QC',
  'Job board',
];

test.describe('every screen in French (Canada)', () => {
  test.use({ locale: 'fr-CA' });
  const jobIds: number[] = [];

  test.beforeAll(async () => {
    for (const body of FRENCH_JOBS) {
      const created = await world().jobBoard.createJob(body);
      if (!created.ok) throw new Error(`Seeding failed: ${created.error.message}`);
      jobIds.push(created.value.job.id);
    }
  });

  const screens: Array<{ name: string; hash: () => string; ready: (page: Page) => Promise<void> }> = [
    {
      name: 'jobs-list',
      hash: () => '#/jobs',
      ready: async (page) => {
        await expect(page.getByRole('table')).toBeVisible();
        await expect(page.getByText('4 févr. 2027')).toBeVisible();
      },
    },
    {
      name: 'job-editor',
      hash: () => `#/jobs/${jobIds[1]}`,
      ready: async (page) => {
        await expect(page.getByRole('textbox', { name: /Titre/ })).toHaveValue('Soudeuse', {
          timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS,
        });
      },
    },
    {
      name: 'new-job',
      hash: () => '#/jobs/new',
      ready: async (page) => {
        await expect(page.getByRole('textbox', { name: /Titre/ })).toBeVisible({
          timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS,
        });
      },
    },
    {
      name: 'job-history',
      hash: () => `#/jobs/${jobIds[0]}/history`,
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      },
    },
    {
      name: 'templates',
      hash: () => '#/templates',
      ready: async (page) => {
        await expect(page.getByRole('heading', { name: 'Modèles', level: 2 })).toBeVisible();
      },
    },
    {
      name: 'settings',
      hash: () => '#/settings',
      ready: async (page) => {
        await expect(page.getByRole('heading', { name: 'Paramètres', level: 2 })).toBeVisible();
      },
    },
    {
      name: 'unsaved-drafts',
      hash: () => '#/drafts',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      },
    },
    {
      name: 'needs-attention',
      hash: () => '#/attention',
      ready: async (page) => {
        await expect(page.getByRole('heading', { name: /À traiter/, level: 2 })).toBeVisible();
      },
    },
  ];

  // One page through every screen (a view is the hash): a browser context and a page load per screen cost
  // more than the checks themselves, and the screens are the same views a recruiter moves between.
  test('shows every screen in French, with nothing left in English', async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${world().appAddress}${screens[0]?.hash()}`);
    for (const screen of screens) {
      await test.step(screen.name, async () => {
        await showView(page, screen.hash());
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
        await screen.ready(page);
        expect(await englishLeftOn(page, OWN_DATA), `English on ${screen.name}`).toEqual([]);
        await expectNoSeriousAxeViolations(page, `${screen.name} in French`);
        await saveScreens(page, `fr-${screen.name}`, SCREEN_SIZES);
      });
    }
    expect(errors).toEqual([]);
  });

  test('offers unsaved edits back in French, saying the job changed since', async ({ page }) => {
    const jobId = jobIds[0];
    if (jobId === undefined) throw new Error('The jobs are made in beforeAll.');
    await page.goto(`${world().appAddress}#/jobs/${jobId}`);
    const title = page.getByRole('textbox', { name: /Titre/ });
    await expect(title).toHaveValue('Cuisinier de ligne', { timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
    await title.fill('Cuisinier de ligne, soirs');
    // Kept on this computer: the count of unsaved drafts says so.
    await expect(page.getByRole('link', { name: /^Brouillons non enregistrés 1/ })).toBeVisible();
    const changed = await world().jobBoard.updateJob(jobId, { closeDate: '2099-01-01' });
    if (!changed.ok) throw new Error(changed.error.message);
    await page.reload();
    const offer = page.getByText(
      /^Vous avez des modifications non enregistrées de .+\. Le poste a été modifié depuis/,
    );
    await expect(offer).toBeVisible({ timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
    expect(await englishLeftOn(page, OWN_DATA), 'English in the offer to restore').toEqual([]);
  });
});
