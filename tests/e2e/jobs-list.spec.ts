// The jobs list in a browser: empty states, keyboard use, search and paging over 250 jobs, bulk archive, axe.
import type { Page } from '@playwright/test';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { coreForThisFile } from './e2e-core.ts';
import { EDITOR_FIRST_OPEN_TIMEOUT_MS } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { holdBack } from './held-requests.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';
import { seedJobBody, seedJobs } from './seed-jobs.ts';

test.describe.configure({ mode: 'serial' });
const core = coreForThisFile();

const SEEDED = 250;
let seeded: Job[] = [];

/** Newest first, as the list shows them: publish date descending, then id descending. */
function newestFirst(jobs: Job[]): Job[] {
  return [...jobs].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id);
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search jobs' });
const range = (page: Page) => page.getByTestId('jobs-range');
const rowTitles = (page: Page) => page.getByRole('table', { name: 'Jobs' }).locator('tbody tr a');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test('an empty list says how to start and passes axe; keyboard: Tab order, / focuses the search, Ctrl+N opens a new job', async ({
  page,
}) => {
  await page.goto(core().appAddress);
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a job' })).toBeVisible();
  await expect(tab(page, 'All')).toContainText('0');
  await expectNoSeriousAxeViolations(page, 'the empty jobs list');
  await saveScreens(page, 'jobs-empty', SCREEN_SIZES);

  // The keyboard, in the same page (a context and a page load cost more than the checks): Tab order from the
  // page's start, / and Ctrl+F focus the search, Ctrl+N opens a new job.
  const focusedName = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });
  // Header (the sync indicator, or Connect job board without a board; Sync now when a board is set up, New job, New job from template), then the
  // navigation (Jobs, Unsaved drafts where the editor's store is wired, Needs attention, Templates, Settings,
  // the list of keyboard shortcuts),
  // then the list.
  const order: string[] = [];
  while (order.length < 18 && order.at(-1) !== 'Search jobs') {
    await page.keyboard.press('Tab');
    order.push(await focusedName());
  }
  expect(order[0]).toMatch(/^Connect job board/);
  const newJob = order.findIndex((name) => /^New job/.test(name));
  expect(newJob).toBeGreaterThan(0);
  for (const name of order.slice(1, newJob)) expect(name).toBe('Sync now');
  expect(order[newJob + 1]).toBe('New job from template');
  expect(order[newJob + 2]).toMatch(/^Jobs/);
  expect(order.at(-1)).toBe('Search jobs');
  // Then the list's own controls before its search: Export CSV, Print and the province filter.
  for (const name of order.slice(newJob + 3, -1))
    expect(name).toMatch(
      /^(Closing soon|Unsaved drafts|Needs attention|Templates|Settings|\? ?Keyboard shortcuts|Export CSV|Print|Province)/,
    );
  await page.keyboard.press('Tab');
  expect(await focusedName()).toMatch(/^All/);

  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');

  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('Control+f');
  await expect(searchBox(page)).toBeFocused();

  await page.keyboard.press('Control+n');
  await expect(page).toHaveURL(/#\/jobs\/new$/);
});

test('Unsaved drafts is in the navigation from the start: its count comes later, without moving the items or the focus', async ({
  page,
}) => {
  // The unsaved-edits store (Dexie) held back until the keyboard is on the item.
  const release = await holdBack(page, '**/assets/unsaved-edits-store-*.js');
  await page.goto(core().appAddress);
  const drafts = page.getByRole('link', { name: /^Unsaved drafts/ });
  await expect(drafts).toBeVisible();
  const topBefore = (await page.getByRole('link', { name: /^Needs attention/ }).boundingBox())?.y;
  await drafts.focus();
  await expect(drafts.getByLabel(/unsaved drafts$/)).toHaveCount(0);

  release();
  await expect(drafts.getByLabel('0 unsaved drafts')).toBeVisible();
  await expect(drafts).toBeFocused();
  expect((await page.getByRole('link', { name: /^Needs attention/ }).boundingBox())?.y).toBe(topBefore);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^Needs attention/ })).toBeFocused();
});

test('the template menu, loaded after the first screen, opens on a click made before it loaded and gives the focus back to its button', async ({
  page,
}) => {
  // Its code held back until the button has been clicked: the click lands on the stand-in.
  const release = await holdBack(page, '**/assets/NewJobFromTemplateMenu-*.js');
  await page.goto(core().appAddress);
  const button = page.getByRole('button', { name: 'New job from template' });
  await button.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();

  const menu = page.getByRole('menu', { name: 'New job from template' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Manage templates…' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test("the desktop app's menu commands do what their shortcuts do (the shell's bridge stood in for)", async ({
  page,
}) => {
  // What the Electron preload exposes as window.jobdesk; the test sends the commands the menu would.
  await page.addInitScript(() => {
    const listeners: Array<(command: string) => void> = [];
    Object.assign(window, {
      jobdesk: {
        onMenuCommand(listener: (command: string) => void) {
          listeners.push(listener);
          return () => listeners.splice(listeners.indexOf(listener), 1);
        },
      },
      sendMenuCommand: (command: string) => {
        for (const listener of listeners) listener(command);
      },
    });
  });
  const send = (command: string) =>
    page.evaluate(
      (name) => (window as unknown as { sendMenuCommand(c: string): void }).sendMenuCommand(name),
      command,
    );
  await page.goto(core().appAddress);
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();

  await send('find');
  await expect(searchBox(page)).toBeFocused();
  await send('settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  await send('new-job');
  // The editor's code loads on this first need: on a busy machine, past the expectations' default.
  await expect(page.getByRole('heading', { name: 'New job' })).toBeVisible({
    timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS,
  });
  await page.getByLabel('Title').fill('Menu Saved Job');
  await send('save');
  await expect(page.getByText('Title is required.')).toHaveCount(0);
  // A title is all a draft needs to be kept (half-done drafts): the save gives it its address.
  await expect(page).toHaveURL(/#\/jobs\/\d+$/);
  // Gone again, so that the list of the next tests holds only the jobs they seed.
  const savedId = Number(new URL(page.url()).hash.split('/').at(-1));
  const deleted = await core().jobBoard.deleteJob(savedId);
  expect(deleted.ok).toBe(true);
});

test('seeding 250 jobs through the API shows them newest first with live counts', async ({ page }) => {
  seeded = await seedJobs(core().jobBoard, SEEDED);
  await page.goto(core().appAddress);
  const expected = newestFirst(seeded);
  await expect(range(page)).toHaveText(`Showing 1–25 of ${SEEDED} jobs`);
  await expect(rowTitles(page)).toHaveCount(25);
  await expect(rowTitles(page)).toHaveText(expected.slice(0, 25).map((job) => job.title));
  await expect(tab(page, 'All')).toContainText(String(SEEDED));
  const active = seeded.filter((job) => job.status === 'active').length;
  await expect(tab(page, 'Active')).toContainText(String(active));
  await expect(tab(page, 'Draft')).toContainText(String(SEEDED - active));
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Jobs/ }),
  ).toContainText(String(SEEDED));

  // Each row says its sync state in words; with no job board set up, everything is local.
  const firstRow = page.locator(`tr[data-job-id="${expected[0]?.id}"]`);
  await expect(firstRow).toContainText(/Local only|Waiting to sync/);
  await expect(firstRow).toContainText(expected[0]?.referenceId ?? '');
  await expect(firstRow).toContainText('Moncton, NB');
  const closingSoon = expected
    .slice(0, 25)
    .find((job) => job.referenceId?.endsWith('0') === false && Number(job.referenceId?.slice(4)) % 11 === 0);
  if (closingSoon)
    await expect(page.locator(`tr[data-job-id="${closingSoon.id}"]`)).toContainText(/Closes in [23] days/);
  const confidential = expected.slice(0, 25).find((job) => job.confidential);
  if (confidential)
    await expect(page.locator(`tr[data-job-id="${confidential.id}"]`)).toContainText('Confidential');
});

// One page for paging, search and the Archived tab: a context and a page load cost more than the checks.
test('pages through the list and changes the page size; search filters by title and reference as you type; the Archived tab says what it is for while nothing is archived', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(core().appAddress);
  const expected = newestFirst(seeded);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(range(page)).toHaveText(`Showing 26–50 of ${SEEDED} jobs`);
  await expect(rowTitles(page).first()).toHaveText(expected[25]?.title ?? '');

  await page.getByLabel('Rows per page').selectOption('10');
  // The first row shown (the 26th) stays on screen: page 3 of 10 rows holds rows 21–30.
  await expect(range(page)).toHaveText(`Showing 21–30 of ${SEEDED} jobs`);
  await page.getByLabel('Rows per page').selectOption('100');
  await expect(range(page)).toHaveText(`Showing 1–100 of ${SEEDED} jobs`);
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(range(page)).toHaveText(`Showing 201–250 of ${SEEDED} jobs`);
  await expect(rowTitles(page)).toHaveCount(50);
  await expect(rowTitles(page).last()).toHaveText(expected[SEEDED - 1]?.title ?? '');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.getByLabel('Rows per page').selectOption('25');

  // Search, in the same page.
  await searchBox(page).fill('welder');
  const welders = seeded.filter((job) => job.title.startsWith('Welder'));
  await expect(range(page)).toHaveText(`Showing 1–25 of ${welders.length} jobs`);
  await expect(tab(page, 'All')).toContainText(String(welders.length));
  for (const title of await rowTitles(page).allTextContents()) expect(title).toMatch(/^Welder/);

  await searchBox(page).fill('');
  await searchBox(page).pressSequentially('e2e-0137');
  await expect(rowTitles(page)).toHaveText([
    seeded.find((job) => job.referenceId === 'E2E-0137')?.title ?? '',
  ]);
  await expect(range(page)).toHaveText('Showing 1–1 of 1 job');

  await searchBox(page).fill('no such job anywhere');
  await expect(page.getByRole('heading', { name: 'No job matches “no such job anywhere”' })).toBeVisible();
  // The empty list offers it, and so does the search box itself: the empty list's button.
  await page.getByRole('main').getByRole('button', { name: 'Clear the search' }).last().click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(range(page)).toHaveText(`Showing 1–25 of ${SEEDED} jobs`);

  // The Archived tab, while nothing is archived.
  await tab(page, 'Archived').click();
  await expect(page.getByRole('heading', { name: 'Nothing archived' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the empty Archived tab');
  await saveScreens(page, 'jobs-none-archived', SCREEN_SIZES.slice(0, 1));
  await page.getByRole('button', { name: 'Show all jobs' }).click();
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
});

test('bulk archive with a shift-click range says how many changed and which could not', async ({ page }) => {
  await page.goto(core().appAddress);
  const expected = newestFirst(seeded);
  const checkbox = (job: Job | undefined) => page.getByRole('checkbox', { name: `Select “${job?.title}”` });
  await checkbox(expected[0]).click();
  await checkbox(expected[2]).click({ modifiers: ['Shift'] });
  await expect(page.getByRole('region', { name: 'Selected jobs' })).toContainText('3 jobs selected');
  await saveScreens(page, 'jobs-selected', SCREEN_SIZES.slice(0, 1));
  await page.getByRole('region', { name: 'Selected jobs' }).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByTestId('bulk-undo-toast').filter({ hasText: 'Archived 3 jobs.' })).toBeVisible();
  await expect(tab(page, 'Archived')).toContainText('3');

  // Rows 1–3 are archived now; archiving rows 1–4 changes only the fourth.
  await checkbox(expected[0]).click();
  await checkbox(expected[3]).click({ modifiers: ['Shift'] });
  await page.getByRole('region', { name: 'Selected jobs' }).getByRole('button', { name: 'Archive' }).click();
  const summary = page.getByTestId('bulk-summary');
  await expect(summary).toContainText('Archived 1 job. 3 jobs could not be archived:');
  await expect(summary).toContainText(`“${expected[1]?.title}”: It is already archived.`);
  await expect(tab(page, 'Archived')).toContainText('4');
  for (const job of expected.slice(0, 4)) {
    const read = await core().jobBoard.getJob(job.id);
    expect(read.ok && read.value.status).toBe('archived');
  }
  await expect(page.getByRole('checkbox', { name: /^Select “/ }).and(page.locator(':checked'))).toHaveCount(
    0,
  );
});

test('bulk delete asks first, then says how many it deleted', async ({ page }) => {
  await page.goto(core().appAddress);
  await tab(page, 'Archived').click();
  await expect(rowTitles(page)).toHaveCount(4);
  const [first, second] = await rowTitles(page).allTextContents();
  await page.getByRole('checkbox', { name: `Select “${first}”` }).click();
  await page.getByRole('checkbox', { name: `Select “${second}”` }).click();
  await page.getByRole('region', { name: 'Selected jobs' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 jobs?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the delete confirmation');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('bulk-undo-toast').filter({ hasText: 'Deleted 2 jobs.' })).toBeVisible();
  await expect(tab(page, 'Archived')).toContainText('2');
  await expect(tab(page, 'All')).toContainText(String(SEEDED - 2));
  const listed = await core().jobBoard.listJobs({ status: 'archived' });
  expect(listed.ok && listed.value.paging.total).toBe(2);
  seeded = seeded.filter((job) => job.title !== first && job.title !== second);
});

test('a job created elsewhere appears at once: the list follows the core events', async ({ page }) => {
  await page.goto(core().appAddress);
  await expect(range(page)).toHaveText(`Showing 1–25 of ${seeded.length} jobs`);
  const created = await core().jobBoard.createJob({ ...seedJobBody(9001), title: 'Harbour Pilot 9001' });
  if (!created.ok) throw created.error;
  seeded.push(created.value.job);
  // No reload: the core's event stream invalidates the list, the counts and the navigation count.
  await expect(rowTitles(page).first()).toHaveText('Harbour Pilot 9001');
  await expect(range(page)).toHaveText(`Showing 1–25 of ${seeded.length} jobs`);
  await expect(tab(page, 'All')).toContainText(String(seeded.length));
});

test('a click pressed on a button while its hint’s code arrives still lands (the hint waits for the release)', async ({
  page,
}) => {
  // The hint's code is held until the button is pressed: it arrives mid-click, and building the Tooltip puts
  // the button in anew, on which the release of a press begun on the old one makes no click.
  const releaseCode = await holdBack(page, '**/assets/tooltip-part-*.js');
  await page.goto(core().appAddress);
  await expect(rowTitles(page)).toHaveCount(25);
  const firstRow = page.locator('tbody tr[data-job-id]').first();
  const jobId = await firstRow.getAttribute('data-job-id');
  await firstRow.getByRole('button', { name: /^History of / }).hover();
  await page.mouse.down();
  releaseCode();
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/tooltip-part-')),
      ),
    )
    .toBe(true);
  // Frames for the code to run and React to draw what it builds.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`#/jobs/${jobId}/history`));
});

test('a full list passes axe and is captured at both sizes; a row opens its job and back keeps the list', async ({
  page,
}) => {
  await page.goto(core().appAddress);
  await expect(rowTitles(page)).toHaveCount(25);
  // Sync states and close dates fill in after the rows.
  await expect(page.locator('tbody').getByText('…')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the jobs list');
  await saveScreens(page, 'jobs-list', SCREEN_SIZES);

  // A row's tooltips are built on the first hover (DeferredTooltip), and show at once and go on leaving.
  const firstRow = page.locator('tbody tr[data-job-id]').first();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await firstRow.getByRole('button', { name: /^History of / }).hover();
  await expect(page.getByRole('tooltip', { name: 'History' })).toBeVisible();
  await page.getByRole('heading', { name: 'Jobs', exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // The sync state's badge (plain elements, ListBadge) takes its tooltip the same way.
  await firstRow.locator('td').last().getByText(/\S/).first().hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.getByRole('heading', { name: 'Jobs', exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // A row opens its job; coming back finds the list as it was left (page, search).
  await searchBox(page).fill('a');
  // The search applies after a pause: page on only once the range counts the matches, not every job.
  await expect(range(page)).not.toHaveText(new RegExp(`of ${seeded.length} jobs$`));
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(range(page)).toContainText('Showing 26–50 of');
  const shownRange = await range(page).textContent();
  const jobId = await page.locator('tbody tr[data-job-id]').nth(5).getAttribute('data-job-id');
  await page.locator(`tr[data-job-id="${jobId}"] td`).nth(2).click();
  await expect(page).toHaveURL(new RegExp(`#/jobs/${jobId}$`));
  await page.goBack();
  await expect(page).toHaveURL(/#\/jobs$/);
  await expect(searchBox(page)).toHaveValue('a');
  await expect(range(page)).toHaveText(shownRange ?? '');
});
