// One job on two job boards, against two real board processes (the second behind a fault proxy): Settings adds
// and renames the boards; a new job goes to both; it is archived on one only; an edit reaches both; a refusal
// on one shows that board's name and message while the other says Synced; the job is withdrawn from one.
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createJobBoardClient, type JobBoardClient } from '../../src-shared/client/job-board-client.ts';
import type { Job, JobHeader } from '../../src-shared/schemas/resources.ts';
import { type BoardProcess, startBoardProcess } from '../helpers/board-process.ts';
import type { CliProcess } from '../helpers/cli-process.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { startCoreOnBoard } from './core-on-board.ts';
import { editorFields, jobIdFromUrl } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { E2E_SKIP_REASON_VARIABLE } from './global-setup.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens, showView } from './page-checks.ts';
import { bodyMentions, type FaultProxy, startFaultProxy } from './sync-fault-proxy.ts';

test.skip(
  process.env[E2E_SKIP_REASON_VARIABLE] !== undefined,
  `End-to-end tests skipped: ${process.env[E2E_SKIP_REASON_VARIABLE]}`,
);
test.describe.configure({ mode: 'serial' });
// Two boards, their syncs and a dozen screens on a shared 2-core machine: far more than one screen's minute.
test.setTimeout(240_000);

const EAST_KEY = randomApiKey('east');
const WEST_KEY = randomApiKey('west');
const REFUSAL = 'Title must not contain the word URGENT.';

type World = {
  east: BoardProcess;
  west: BoardProcess;
  westProxy: FaultProxy;
  core: CliProcess;
  dataDir: string;
  jobBoard: JobBoardClient;
  /** A call to the core's app endpoints (/app/v1/…), answered as JSON. */
  app(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
};
let world: World | undefined;

function the(): World {
  if (world === undefined) throw new Error('The boards and core start in beforeAll: use them inside a test.');
  return world;
}

test.beforeAll(async () => {
  const east = await startBoardProcess({ keys: [{ key: EAST_KEY, employer: 'Acme East' }] });
  const west = await startBoardProcess({ keys: [{ key: WEST_KEY, employer: 'Acme West' }] });
  const westProxy = await startFaultProxy(west.baseUrl);
  const { core, dataDir, apiKey, origin } = await startCoreOnBoard('multiposting', east.baseUrl, EAST_KEY);
  world = {
    east,
    west,
    westProxy,
    core,
    dataDir,
    jobBoard: createJobBoardClient({ baseUrl: `${origin}/api/v1.1`, getApiKey: () => apiKey }),
    async app(method, path, body) {
      const response = await fetch(`${origin}/app/v1/${path}`, {
        method,
        headers: { 'API-Key': apiKey, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
  };
});

test.afterAll(async () => {
  await world?.core.stop();
  await world?.westProxy.stop();
  await world?.east.stop();
  await world?.west.stop();
  if (world) rmSync(world.dataDir, { recursive: true, force: true });
});

/** Every job on a board, as its own website would list them. */
async function jobsOn(board: BoardProcess, key: string): Promise<JobHeader[]> {
  const client = createJobBoardClient({ baseUrl: board.baseUrl, getApiKey: () => key });
  const listed = await client.listAllJobs();
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value;
}

/** The job with this referenceId on a board: its title and status there, or null when the board has none. */
async function onBoard(board: BoardProcess, key: string, referenceId: string | null) {
  const found = (await jobsOn(board, key)).find((job) => job.referenceId === referenceId);
  return found === undefined ? null : { title: found.title, status: found.status };
}

const boardRow = (page: Page, name: string) => page.locator(`[data-board-posting="${name}"]`);

test('Settings adds a second board, renames the first, and tests each with its own key', async ({
  consoleErrors: errors,
  page,
}) => {
  await page.goto(`${the().core.address}#/settings`);
  const boardCard = (name: string) => page.locator(`article[data-board="${name}"]`);
  const first = boardCard('Job board');
  await expect(first).toBeVisible();

  await first.getByRole('button', { name: 'Change Job board' }).click();
  await first.getByRole('textbox', { name: 'Board name' }).fill('East');
  await first.getByRole('button', { name: 'Save Job board' }).click();
  const east = boardCard('East');
  await expect(east.getByRole('heading', { name: 'East' })).toBeVisible();

  // Beside a board, adding another waits behind its button, which opens the form on its first field.
  const add = page.getByRole('form', { name: 'Add a job board' });
  await expect(add).toHaveCount(0);
  const addAnother = page.getByRole('button', { name: 'Add another job board' });
  await addAnother.click();
  await expect(add.getByRole('textbox', { name: 'New board’s name' })).toBeFocused();
  await page.keyboard.type('West');
  await add.getByRole('textbox', { name: 'New board’s address' }).fill(the().westProxy.baseUrl);
  await add.getByLabel('New board’s API key', { exact: true }).fill(WEST_KEY);
  await add.getByRole('button', { name: 'Add board' }).click();
  const west = boardCard('West');
  await expect(west).toBeVisible();
  await expect(add).toHaveCount(0);
  await expect(addAnother).toBeFocused();
  await expect(west.getByText('An API key is saved')).toBeVisible();

  await west.getByRole('button', { name: 'Test West' }).click();
  await expect(west.getByTestId('board-test')).toContainText('It accepted the API key.');
  await east.getByRole('button', { name: 'Test East' }).click();
  await expect(east.getByTestId('board-test')).toContainText('It accepted the API key.');

  await saveScreens(page, 'multiposting-settings', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'settings with two boards');
  expect(errors).toEqual([]);
});

test('a new job goes to both boards; archived on one, edited, refused by one, then withdrawn from it', async ({
  consoleErrors: errors,
  page,
}) => {
  const { core, east, west, westProxy, jobBoard } = the();
  // A job to start the new one from: the editor's copy carries every required value.
  const source = await jobBoard.createJob(validJobBody({ title: 'Welder', status: 'draft' }));
  if (!source.ok) throw new Error(source.error.message);

  await page.goto(`${core.address}#/jobs/new?duplicate=${source.value.job.id}`);
  const fields = editorFields(page);
  await fields.title.fill('Night Welder');
  await expect(page.getByRole('checkbox', { name: 'Post to East' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Post to West' })).toBeChecked();
  await page.getByRole('button', { name: 'Publish' }).click();
  const jobId = await jobIdFromUrl(page);
  const job: Job = (await jobBoard.getJob(jobId).then((read) => (read.ok ? read.value : null))) as Job;

  // One publish, and each board says what it answered, under the editor's header and in Post to.
  await expect(page.getByRole('list', { name: 'What each board answered' }).getByRole('listitem')).toHaveText(
    ['East: Synced', 'West: Synced'],
    { timeout: 20_000 },
  );
  await expect(boardRow(page, 'East').getByTestId('board-sync-state')).toHaveText('Synced', {
    timeout: 20_000,
  });
  await expect(boardRow(page, 'West').getByTestId('board-sync-state')).toHaveText('Synced', {
    timeout: 20_000,
  });
  await expect
    .poll(() => onBoard(east, EAST_KEY, job.referenceId))
    .toEqual({ title: 'Night Welder', status: 'active' });
  await expect
    .poll(() => onBoard(west, WEST_KEY, job.referenceId))
    .toEqual({ title: 'Night Welder', status: 'active' });

  // Archived on West only.
  await page.getByRole('combobox', { name: 'Status on West' }).selectOption('archived');
  await page.getByRole('button', { name: 'Save boards' }).click();
  await expect(boardRow(page, 'West').getByTestId('board-status')).toHaveText('Archived here');
  await expect
    .poll(() => onBoard(west, WEST_KEY, job.referenceId), { timeout: 20_000 })
    .toEqual({ title: 'Night Welder', status: 'archived' });
  expect(await onBoard(east, EAST_KEY, job.referenceId)).toEqual({ title: 'Night Welder', status: 'active' });

  // An edit reaches both, each keeping its own status.
  await fields.title.fill('Night Shift Welder');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(() => onBoard(east, EAST_KEY, job.referenceId), { timeout: 20_000 })
    .toEqual({ title: 'Night Shift Welder', status: 'active' });
  await expect
    .poll(() => onBoard(west, WEST_KEY, job.referenceId), { timeout: 20_000 })
    .toEqual({ title: 'Night Shift Welder', status: 'archived' });

  // West refuses the next edit; East takes it.
  westProxy.setRule((request) =>
    bodyMentions(request, 'URGENT') ? { status: 400, body: JSON.stringify({ message: REFUSAL }) } : null,
  );
  await fields.title.fill('Night Shift Welder URGENT');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(boardRow(page, 'West').getByTestId('board-sync-state')).toHaveText('Sync failed', {
    timeout: 20_000,
  });
  await expect(boardRow(page, 'West').getByText(`West: ${REFUSAL}`, { exact: true })).toBeVisible();
  // The refusal under the input it names says whose it is: East took the same title.
  await expect(fields.title).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(`West: ${REFUSAL}`, { exact: true })).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'What each board answered' }).getByRole('listitem')).toHaveText(
    ['East: Synced', `West: Sync failed: ${REFUSAL}`],
  );
  await expect(boardRow(page, 'East').getByTestId('board-sync-state')).toHaveText('Synced', {
    timeout: 20_000,
  });
  await expect
    .poll(() => onBoard(east, EAST_KEY, job.referenceId), { timeout: 20_000 })
    .toEqual({ title: 'Night Shift Welder URGENT', status: 'active' });
  // The screens show the boards, not the toasts that stack over them.
  const toasts = page.locator('.mantine-Notification-root');
  // A toast closing (its exit animation) loses its button mid-click: try again until none is left.
  await expect(async () => {
    for (const close of await toasts.getByRole('button').all()) await close.click({ timeout: 1000 });
    await expect(toasts).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('region', { name: 'Post to' }).scrollIntoViewIfNeeded();
  await saveScreens(page, 'multiposting-editor-refused-on-west', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'editor with a refusal on one board');

  // Needs attention and History name the board.
  await page.goto(`${core.address}#/attention`);
  await expect(page.getByRole('article', { name: 'Night Shift Welder URGENT on West' })).toBeVisible({
    timeout: 20_000,
  });
  await showView(page, `#/jobs/${jobId}/history`);
  await expect(page.getByText(`West refused it: ${REFUSAL}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/^(Sent to|Added to) East$/).first()).toBeVisible();

  // The list labels each board in words, and filters by board.
  await showView(page, '#/jobs');
  const row = page.getByRole('row').filter({ hasText: 'Night Shift Welder URGENT' });
  await expect(row.getByRole('listitem')).toHaveText(['East', 'West · Archived · Sync failed']);
  await page.getByRole('combobox', { name: 'Board' }).selectOption('West');
  await expect(page.getByRole('row').filter({ hasText: 'Welder' })).toHaveCount(2);
  await saveScreens(page, 'multiposting-jobs-list', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'jobs list filtered by board');

  // Withdrawn from West: West no longer has it, East keeps it.
  westProxy.setRule(null);
  await showView(page, `#/jobs/${jobId}`);
  await page.getByRole('checkbox', { name: 'Post to West' }).uncheck();
  await page.getByRole('button', { name: 'Save boards' }).click();
  await expect(boardRow(page, 'West').getByTestId('board-sync-state')).toHaveText('Not posted here');
  await expect.poll(() => onBoard(west, WEST_KEY, job.referenceId), { timeout: 20_000 }).toBeNull();
  expect(await onBoard(east, EAST_KEY, job.referenceId)).toEqual({
    title: 'Night Shift Welder URGENT',
    status: 'active',
  });
  expect(errors).toEqual([]);
});

test('a board without the job’s category asks for its own before anything is sent there', async ({
  consoleErrors: errors,
  page,
}) => {
  const { core, west, jobBoard, app } = the();
  // West lists only two categories of its own; the job is in Accounting & Finance (1), which West lacks.
  const boards = (await app('GET', 'boards')).body as { data: { id: number; name: string }[] };
  const westId = boards.data.find((board) => board.name === 'West')?.id;
  const own = [
    { id: 2, name: 'Administrative & Office' },
    { id: 3, name: 'Agriculture, Forestry & Fishing' },
  ];
  expect((await app('PUT', `boards/${westId}`, { categories: own })).status).toBe(200);
  const created = await jobBoard.createJob(validJobBody({ title: 'Bookkeeper', status: 'active' }));
  if (!created.ok) throw new Error(created.error.message);
  const job = created.value.job;
  const onEastOnly = await app('PUT', `jobs/${job.id}/postings`, { postings: [{ boardId: 1 }] });
  expect(onEastOnly.status).toBe(200);

  await page.goto(`${core.address}#/jobs/${job.id}`);
  // The editor is loaded on first need: on a busy machine that takes longer than one expectation's default.
  await expect(editorFields(page).title).toHaveValue('Bookkeeper', { timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Post to West' }).check();
  const westCategories = page.getByRole('combobox', { name: 'Categories on West' });
  await expect(westCategories).toBeVisible();
  await page.getByRole('button', { name: 'Save boards' }).click();
  await expect(
    page.getByText('West does not have every category of this job: choose the categories it gets there.'),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'West does not have every category of this job' }),
  ).toBeInViewport();
  await saveScreens(page, 'multiposting-editor-asks-for-west-categories', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'editor asking for a board’s own categories');
  expect(await onBoard(west, WEST_KEY, job.referenceId)).toBeNull();

  await westCategories.click();
  await page.getByRole('option', { name: 'Administrative & Office' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save boards' }).click();
  await expect(boardRow(page, 'West').getByTestId('board-sync-state')).toHaveText('Synced', {
    timeout: 20_000,
  });
  const westClient = createJobBoardClient({ baseUrl: west.baseUrl, getApiKey: () => WEST_KEY });
  const listed = (await jobsOn(west, WEST_KEY)).find((header) => header.referenceId === job.referenceId);
  const onWest = listed === undefined ? null : await westClient.getJob(listed.id);
  expect(onWest?.ok && onWest.value.categories.map((category) => category.id)).toEqual([2]);
  const onEast = await jobBoard.getJob(job.id);
  expect(onEast.ok && onEast.value.categories.map((category) => category.id)).toEqual([1]);
  expect(errors).toEqual([]);
});

test('one board down is named in the header with its next try, never "Offline"; its badges agree, and it gets its job once back, without Sync now', async ({
  consoleErrors: errors,
  page,
}) => {
  const { core, westProxy, jobBoard } = the();
  westProxy.setDown(true);
  const created = await jobBoard.createJob(validJobBody({ title: 'Forklift Driver', status: 'active' }));
  if (!created.ok) throw new Error(created.error.message);
  await page.goto(core.address);
  const label = page.getByTestId('sync-indicator-label');
  // Between two tries the header says when the next one is (the retry delay of a board out of reach is ≤ 30 s).
  await expect(label).toHaveText(/^West can’t be reached — 1 waiting, next try \d{1,2}:\d{2}\s?[ap]\.m\.$/, {
    timeout: 30_000,
  });
  await saveScreens(page, 'sync-indicator-one-board-down', SCREEN_SIZES);
  await expectNoSeriousAxeViolations(page, 'the header with one board down');

  // The job's badges say what the header says: waiting for West, never Synced there.
  const row = page.getByRole('row').filter({ hasText: 'Forklift Driver' });
  await expect(row.getByRole('listitem')).toHaveText(['East', 'West · Waiting to sync']);
  await page.goto(`${core.address}#/jobs/${created.value.job.id}`);
  await expect(page.getByTestId('job-sync-state')).toHaveText('Waiting to sync', { timeout: 30_000 });
  await expect(boardRow(page, 'East').getByTestId('board-sync-state')).toHaveText('Synced');
  await expect(boardRow(page, 'West').getByTestId('board-sync-state')).toHaveText('Waiting to sync');
  await expect(boardRow(page, 'West').getByTestId('board-next-try')).toHaveText(
    /^Next try \d{1,2}:\d{2}\s?[ap]\.m\.$/,
    { timeout: 30_000 },
  );
  await page.getByRole('region', { name: 'Post to' }).scrollIntoViewIfNeeded();
  await saveScreens(page, 'multiposting-editor-west-down-next-try', SCREEN_SIZES);

  westProxy.setDown(false);
  // Tried again within 30 s of its last failure, whoever presses nothing.
  await expect(boardRow(page, 'West').getByTestId('board-sync-state')).toHaveText('Synced', {
    timeout: 45_000,
  });
  await expect(page.getByTestId('board-next-try')).toHaveCount(0);
  await expect(label).toHaveText('All synced', { timeout: 45_000 });
  expect(errors).toEqual([]);
});
