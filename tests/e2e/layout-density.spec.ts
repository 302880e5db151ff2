// The frame and the list at a laptop's 1024×700 and at 1366×850, with two boards (so every row names its
// boards): the navigation's labels on one line, list rows one line of title and one of details, and the
// editor's buttons where they were after the first save.
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createJobBoardClient, type JobBoardClient } from '../../src-shared/client/job-board-client.ts';
import { type BoardProcess, startBoardProcess } from '../helpers/board-process.ts';
import type { CliProcess } from '../helpers/cli-process.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { startCoreOnBoard } from './core-on-board.ts';
import { EDITOR_FIRST_OPEN_TIMEOUT_MS, editorFields, jobIdFromUrl } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { E2E_SKIP_REASON_VARIABLE } from './global-setup.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';
import { seedJobBody, seedJobs } from './seed-jobs.ts';

test.skip(
  process.env[E2E_SKIP_REASON_VARIABLE] !== undefined,
  `End-to-end tests skipped: ${process.env[E2E_SKIP_REASON_VARIABLE]}`,
);
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const EAST_KEY = randomApiKey('east');
const WEST_KEY = randomApiKey('west');
/** Rows of the list that must show whole in a 1024×700 window, under the frame, the tabs and the search. */
const ROWS_AT_1024X700 = 7;

type World = {
  boards: BoardProcess[];
  core: CliProcess;
  dataDir: string;
  jobBoard: JobBoardClient;
};
let world: World | undefined;

function the(): World {
  if (world === undefined) throw new Error('The boards and core start in beforeAll: use them inside a test.');
  return world;
}

test.beforeAll(async () => {
  const east = await startBoardProcess({ keys: [{ key: EAST_KEY, employer: 'Acme East' }] });
  const west = await startBoardProcess({ keys: [{ key: WEST_KEY, employer: 'Acme West' }] });
  const { core, dataDir, apiKey, origin } = await startCoreOnBoard('layout', east.baseUrl, EAST_KEY);
  const added = await fetch(`${origin}/app/v1/boards`, {
    method: 'POST',
    headers: { 'API-Key': apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Prairie Jobs West', url: west.baseUrl, apiKey: WEST_KEY }),
  });
  expect(added.status).toBe(201);
  const jobBoard = createJobBoardClient({ baseUrl: `${origin}/api/v1.1`, getApiKey: () => apiKey });
  // Created through /api/v1.1 with no default chosen: each job is posted to both boards.
  await seedJobs(jobBoard, 30);
  world = { boards: [east, west], core, dataDir, jobBoard };
});

test.afterAll(async () => {
  await world?.core.stop();
  for (const board of world?.boards ?? []) await board.stop();
  if (world) rmSync(world.dataDir, { recursive: true, force: true });
});

/** Each navigation label and how many lines it takes (its height over its line height). */
async function navigationLabelLines(page: Page): Promise<Record<string, number>> {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByTestId('navigation-label')
    .evaluateAll((labels) =>
      Object.fromEntries(
        labels.map((label) => {
          const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
          return [label.textContent ?? '', Math.round(label.getBoundingClientRect().height / lineHeight)];
        }),
      ),
    );
}

/** How many of the list's rows show whole in the window, as it opens (nothing scrolled). */
async function rowsShownWhole(page: Page): Promise<number> {
  return page
    .locator('table[aria-label="Jobs"] tbody tr')
    .evaluateAll(
      (rows) => rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
    );
}

test('the navigation labels take one line and the list shows more rows at both sizes', async ({
  consoleErrors: errors,
  page,
}) => {
  await page.goto(the().core.address);
  const rows = page.locator('table[aria-label="Jobs"] tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(rows.first().getByTestId('job-boards').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Unsaved drafts/ })).toBeVisible();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    const lines = await navigationLabelLines(page);
    expect(Object.keys(lines)).toEqual(
      expect.arrayContaining(['Jobs', 'Unsaved drafts', 'Needs attention', 'Templates', 'Settings']),
    );
    for (const [label, count] of Object.entries(lines))
      expect(count, `"${label}" at ${size.width}×${size.height}`).toBe(1);
    // A row is its title's line and one line of reference and History (the boards have their own column):
    // two lines, a little more with a closing-soon mark under its dates; three lines would be 85 px and more.
    const heights = await rows.evaluateAll((each) => each.map((row) => row.getBoundingClientRect().height));
    expect(Math.max(...heights), `row height at ${size.width}×${size.height}`).toBeLessThanOrEqual(74);
  }
  await page.setViewportSize({ width: 1024, height: 700 });
  const shown = await rowsShownWhole(page);
  console.log(`Rows shown whole at 1024×700: ${shown}`);
  expect(shown).toBeGreaterThanOrEqual(ROWS_AT_1024X700);
  await saveScreens(page, 'layout-jobs-list', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'the dense jobs list');
  expect(errors).toEqual([]);
});

test('the editor’s buttons stay where they were after the first save', async ({
  consoleErrors: errors,
  page,
}) => {
  const created = await the().jobBoard.createJob(seedJobBody(101));
  if (!created.ok) throw new Error(created.error.message);
  const source = created.value.job;
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await page.goto(`${the().core.address}#/jobs/new?duplicate=${source.id}`);
    const fields = editorFields(page);
    await expect(fields.title).toHaveValue(source.title, { timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
    await fields.title.fill(`Layout check ${size.width}`);
    const save = page.getByRole('button', { name: 'Save draft' });
    const before = { save: await save.boundingBox(), title: await fields.title.boundingBox() };
    await save.click();
    await jobIdFromUrl(page);
    await expect(page.getByRole('button', { name: 'Duplicate' })).toBeVisible();
    const after = { save: await save.boundingBox(), title: await fields.title.boundingBox() };
    expect(after.save?.y, `Save draft at ${size.width}×${size.height}`).toBe(before.save?.y);
    expect(after.save?.x, `Save draft at ${size.width}×${size.height}`).toBe(before.save?.x);
    expect(after.title?.y, `Title at ${size.width}×${size.height}`).toBe(before.title?.y);
    // Every action of a saved job on the one line a new job's take.
    const saveAsTemplate = await page.getByRole('button', { name: 'Save as template' }).boundingBox();
    expect(saveAsTemplate?.y, `Save as template at ${size.width}×${size.height}`).toBe(after.save?.y);
    await saveScreens(page, `layout-editor-saved-${size.width}`, [size]);
    // Published, the job's actions (Save changes, Archive) keep to that line too.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
    const published = {
      save: await page.getByRole('button', { name: 'Save changes' }).boundingBox(),
      saveAsTemplate: await page.getByRole('button', { name: 'Save as template' }).boundingBox(),
    };
    expect(published.save?.y, `Save changes at ${size.width}×${size.height}`).toBe(before.save?.y);
    expect(published.saveAsTemplate?.y, `Save as template at ${size.width}×${size.height}`).toBe(
      before.save?.y,
    );
  }
  expect(errors).toEqual([]);
});
