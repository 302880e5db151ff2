// The jobs list as a recruiter works from it: sorting by its headers, filtering by province and by board,
// Closing soon with the same count in the navigation and the tab, the view kept across Settings, a search
// cleared from its box, the CSV's bytes, the printable list, and the whole list in French.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { validJobBody } from '../helpers/job-bodies.ts';
import { coreForThisFile } from './e2e-core.ts';
import { collectConsoleErrors, expect, test, waitForTheAppOn } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';

const core = coreForThisFile();
// Several screens and screenshots a test, on a machine shared with other suites.
test.setTimeout(120_000);

const DAY_MS = 86_400_000;
/** The day `days` from today, as the API takes a close date (the core and the browser share the machine's day). */
const dayFrom = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Made in this order, so the newest (first in the list's own order) is the last. */
const JOBS = [
  { title: 'Archivist', status: 'archived', city: 'Halifax, NS', closeIn: 10, ref: 'LV-1' },
  { title: 'Zoo Keeper', status: 'active', city: 'Moncton, NB', closeIn: 400, ref: 'LV-2' },
  { title: 'Cashier', status: 'draft', city: 'Laval, QC', closeIn: 2, ref: 'LV-3' },
  { title: 'Baker', status: 'active', city: 'Toronto, ON', closeIn: 20, ref: 'LV-4' },
  { title: 'Welder', status: 'active', city: 'Vancouver, BC', closeIn: 6, ref: 'LV-5' },
  { title: 'Électricienne de chantier', status: 'active', city: 'Montréal, QC', closeIn: 3, ref: 'LV-6' },
] as const;
const ZOO_KEEPER_CLOSES = dayFrom(400);

test.beforeAll(async () => {
  for (const job of JOBS) {
    const created = await core().jobBoard.createJob(
      validJobBody({
        title: job.title,
        referenceId: job.ref,
        status: job.status,
        closeDate: dayFrom(job.closeIn),
        locations: [{ description: job.city }],
        ...(job.ref === 'LV-6'
          ? { salary: { amount: 62_000, maxAmount: null, period: { id: 1 }, plusCommission: false } }
          : {}),
      }),
    );
    if (!created.ok) throw new Error(`Seeding failed: ${created.error.message}`);
  }
  // A second board, with Baker and Welder posted to both: the board filter shows once there are two.
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${core().origin}/app/v1/${path}`, {
      method,
      headers: { 'API-Key': core().apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const board = await call('POST', 'boards', { name: 'BC Jobs', url: 'https://bcjobs.invalid/api/v1.1' });
  expect(board.status).toBe(201);
  const boardId = ((await board.json()) as { id: number }).id;
  const listed = await core().jobBoard.listJobs({ pageSize: 100 });
  if (!listed.ok) throw new Error(listed.error.message);
  for (const job of listed.value.data.filter((each) => ['Baker', 'Welder'].includes(each.title))) {
    const posted = await call('PUT', `jobs/${job.id}/postings`, { postings: [{ boardId: 1 }, { boardId }] });
    expect(posted.status).toBe(200);
  }
});

const table = (page: Page, name = 'Jobs') => page.getByRole('table', { name });
const rowTitles = (page: Page, name = 'Jobs') => table(page, name).locator('tbody tr a');
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name, exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search jobs' });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openList(page: Page): Promise<string[]> {
  const errors = collectConsoleErrors(page);
  await page.goto(core().appAddress);
  await expect(rowTitles(page)).toHaveCount(JOBS.length);
  return errors;
}

test('the list in English passes axe; the Job, Published and Closes headers sort it, each a button that says its order', async ({
  page,
}) => {
  const errors = await openList(page);
  await expect(rowTitles(page)).toHaveText([...JOBS].reverse().map((job) => job.title));
  await expect(header(page, 'Published')).toHaveAttribute('aria-sort', 'descending');
  await expectNoSeriousAxeViolations(page, 'the jobs list');
  await saveScreens(page, 'list-view-en', SCREEN_SIZES);

  await header(page, 'Closes').getByRole('button').click();
  await expect(header(page, 'Closes')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'Published')).toHaveAttribute('aria-sort', 'none');
  const byCloseDate = ['Cashier', 'Électricienne de chantier', 'Welder', 'Archivist', 'Baker', 'Zoo Keeper'];
  await expect(rowTitles(page)).toHaveText(byCloseDate);
  await header(page, 'Closes').getByRole('button').click();
  await expect(header(page, 'Closes')).toHaveAttribute('aria-sort', 'descending');
  await expect(rowTitles(page)).toHaveText([...byCloseDate].reverse());

  // A to Z, case and accents aside: Électricienne between Cashier and Welder.
  await header(page, 'Job').getByRole('button').click();
  await expect(header(page, 'Job')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rowTitles(page)).toHaveText([
    'Archivist',
    'Baker',
    'Cashier',
    'Électricienne de chantier',
    'Welder',
    'Zoo Keeper',
  ]);
  // Each close date with its year, the one next year too.
  const zooKeeper = table(page).locator('tbody tr', { hasText: 'Zoo Keeper' });
  await expect(zooKeeper.getByTestId('close-date')).toContainText(ZOO_KEEPER_CLOSES.slice(0, 4));
  await header(page, 'Published').getByRole('button').click();
  await expect(rowTitles(page).first()).toHaveText('Électricienne de chantier');
  expect(errors).toEqual([]);
});

test('filters by province and by board, says how many of every job match, and clears both in one click', async ({
  page,
}) => {
  const errors = await openList(page);
  await page.getByLabel('Province').selectOption('Quebec');
  await expect(rowTitles(page)).toHaveText(['Électricienne de chantier', 'Cashier']);
  await expect(page.getByTestId('list-narrowed')).toContainText('2 of 6 jobs match the search and filters.');
  await expect(page.getByRole('tab', { name: /^All/ })).toContainText('2');

  await page.getByLabel('Province').selectOption('');
  await page.getByLabel('Board').selectOption('BC Jobs');
  await expect(rowTitles(page)).toHaveText(['Welder', 'Baker']);
  await page.getByLabel('Province').selectOption('British Columbia');
  await expect(rowTitles(page)).toHaveText(['Welder']);
  await saveScreens(page, 'list-view-filtered', SCREEN_SIZES);

  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(rowTitles(page)).toHaveCount(JOBS.length);
  await expect(page.getByLabel('Board')).toHaveValue('');
  await expect(page.getByLabel('Province')).toHaveValue('');
  await expect(page.getByTestId('list-narrowed')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Closing soon: the navigation and the tab count the same active jobs closing within 7 days', async ({
  page,
}) => {
  const errors = await openList(page);
  const jobsLink = navigation(page).getByRole('link', { name: /^Jobs/ });
  const closingSoonLink = navigation(page).getByRole('link', { name: /^Closing soon/ });
  // The navigation's counts are the tabs' when nothing narrows the list.
  await expect(jobsLink.getByLabel('6 jobs')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^All/ })).toContainText('6');
  await expect(closingSoonLink.getByLabel('2 jobs closing within 7 days')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Closing soon/ })).toContainText('2');

  await closingSoonLink.click();
  await expect(page.getByRole('tab', { name: /^Closing soon/ })).toHaveAttribute('aria-selected', 'true');
  await expect(closingSoonLink).toHaveAttribute('aria-current', 'page');
  await expect(jobsLink).not.toHaveAttribute('aria-current', 'page');
  // Soonest first; the draft closing in 2 days is not published, so not closing.
  await expect(rowTitles(page)).toHaveText(['Électricienne de chantier', 'Welder']);
  await expect(table(page).locator('tbody tr').first()).toContainText('Closes in 3 days');
  await expectNoSeriousAxeViolations(page, 'the Closing soon view');
  await saveScreens(page, 'list-view-closing-soon', SCREEN_SIZES);

  await jobsLink.click();
  await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
  await expect(rowTitles(page)).toHaveCount(JOBS.length);
  expect(errors).toEqual([]);
});

test('the view is kept after Settings, opens at its top with the search in sight, and the search clears from its box', async ({
  page,
}) => {
  const errors = await openList(page);
  await searchBox(page).fill('er');
  await header(page, 'Job').getByRole('button').click();
  await expect(rowTitles(page)).toHaveText([
    'Baker',
    'Cashier',
    'Électricienne de chantier',
    'Welder',
    'Zoo Keeper',
  ]);

  // A short window, scrolled down before leaving.
  await page.setViewportSize({ width: 1024, height: 420 });
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await navigation(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  await navigation(page).getByRole('link', { name: /^Jobs/ }).click();

  await expect(searchBox(page)).toHaveValue('er');
  await expect(header(page, 'Job')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rowTitles(page)).toHaveText([
    'Baker',
    'Cashier',
    'Électricienne de chantier',
    'Welder',
    'Zoo Keeper',
  ]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(searchBox(page)).toBeInViewport();

  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(rowTitles(page)).toHaveCount(JOBS.length);
  expect(errors).toEqual([]);
});

test('Export CSV downloads the view as UTF-8 with a BOM: a header, the accented title, its salary and boards', async ({
  page,
}) => {
  const errors = await openList(page);
  await page.getByLabel('Province').selectOption('Quebec');
  await expect(rowTitles(page)).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Title,Reference ID,Locations,Status,Published,Closes,Salary,Boards,Sync');
  expect(lines[1]).toMatch(
    new RegExp(
      `^Électricienne de chantier,LV-6,"Montréal, QC",Active,\\d{4}-\\d{2}-\\d{2},${dayFrom(3)},"\\$62,000 a year",Job board,`,
    ),
  );
  expect(lines[2]).toMatch(/^Cashier,LV-3,"Laval, QC",Draft,,/);
  expect(lines).toHaveLength(4);
  expect(lines[3]).toBe('');
  await page.getByLabel('Province').selectOption('');
  expect(errors).toEqual([]);
});

test('Print puts every row of the view in a plain table that only print shows, and opens the print dialog', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as { printed?: number }).printed = 0;
    window.print = () => {
      (window as { printed?: number }).printed = ((window as { printed?: number }).printed ?? 0) + 1;
    };
  });
  const errors = await openList(page);
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
  const printable = page.getByTestId('printable-list');
  await expect(printable.locator('tbody tr')).toHaveCount(JOBS.length);
  await expect(printable).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(printable).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(printable.locator('th')).toHaveText([
    'Title',
    'Reference ID',
    'Locations',
    'Status',
    'Published',
    'Closes',
    'Boards',
  ]);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(printable).toHaveCount(0);
  await page.emulateMedia({ media: 'screen' });
  expect(errors).toEqual([]);
});

async function frenchPage(browser: Browser): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ locale: 'fr-CA', viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  waitForTheAppOn(page);
  return { page, close: () => context.close() };
}

test('in French: the headers, tabs, filters and dates as a Canadian recruiter reads them', async ({
  browser,
}) => {
  const { page, close } = await frenchPage(browser);
  const errors = collectConsoleErrors(page);
  await page.goto(core().appAddress);
  const tableau = table(page, 'Postes');
  await expect(tableau.locator('tbody tr')).toHaveCount(JOBS.length);
  await expect(tableau.getByRole('columnheader')).toHaveText([
    '',
    'Poste',
    'Lieux',
    'Statut',
    'Publié',
    'Clôture',
    'Sites d’emploi',
  ]);
  await expect(page.getByRole('tab', { name: /^Clôture proche/ })).toContainText('2');
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: /^Clôture proche/ }),
  ).toBeVisible();
  await expect(page.getByLabel('Province')).toContainText('Toutes les provinces');
  // « 4 févr. 2027 »: the day, the month shortened in French, the year.
  const frenchDay = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${ZOO_KEEPER_CLOSES}T00:00:00.000Z`),
  );
  expect(frenchDay).toMatch(/^\d{1,2} \S+ \d{4}$/);
  const zooKeeper = tableau.locator('tbody tr', { hasText: 'Zoo Keeper' });
  await expect(zooKeeper.getByTestId('close-date')).toHaveText(frenchDay);
  await expect(tableau.locator('tbody tr', { hasText: 'Welder' })).toContainText('Ferme dans 6 jours');
  await expect(page.getByTestId('jobs-range')).toHaveText('Postes 1 à 6 sur 6');
  await expectNoSeriousAxeViolations(page, 'the jobs list in French');
  await saveScreens(page, 'list-view-fr', SCREEN_SIZES);
  expect(errors).toEqual([]);
  await close();
});
