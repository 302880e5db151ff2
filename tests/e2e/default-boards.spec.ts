// The boards chosen in Settings as the default for new jobs: a job created through /api/v1.1 is posted to
// those only (all of them while none is ticked). Two real board processes, as multiposting.spec.ts starts them.
import { rmSync } from 'node:fs';
import { createJobBoardClient, type JobBoardClient } from '../../src-shared/client/job-board-client.ts';
import { type BoardProcess, startBoardProcess } from '../helpers/board-process.ts';
import type { CliProcess } from '../helpers/cli-process.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { startCoreOnBoard } from './core-on-board.ts';
import { expect, test } from './fixtures.ts';
import { E2E_SKIP_REASON_VARIABLE } from './global-setup.ts';
import { holdBack } from './held-requests.ts';
import { expectNoSeriousAxeViolations } from './page-checks.ts';

test.skip(
  process.env[E2E_SKIP_REASON_VARIABLE] !== undefined,
  `End-to-end tests skipped: ${process.env[E2E_SKIP_REASON_VARIABLE]}`,
);
// Two boards and a core on a shared 2-core machine.
test.setTimeout(120_000);

const EAST_KEY = randomApiKey('east');
const WEST_KEY = randomApiKey('west');

let east: BoardProcess | undefined;
let west: BoardProcess | undefined;
let core: CliProcess | undefined;
let dataDir: string | undefined;
let jobBoard: JobBoardClient | undefined;
let app:
  | ((method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>)
  | undefined;

test.beforeAll(async () => {
  east = await startBoardProcess({ keys: [{ key: EAST_KEY, employer: 'Acme East' }] });
  west = await startBoardProcess({ keys: [{ key: WEST_KEY, employer: 'Acme West' }] });
  const started = await startCoreOnBoard('default-boards', east.baseUrl, EAST_KEY);
  core = started.core;
  dataDir = started.dataDir;
  const { apiKey, origin } = started;
  jobBoard = createJobBoardClient({ baseUrl: `${origin}/api/v1.1`, getApiKey: () => apiKey });
  app = async (method, path, body) => {
    const response = await fetch(`${origin}/app/v1/${path}`, {
      method,
      headers: { 'API-Key': apiKey, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
});

test.afterAll(async () => {
  await core?.stop();
  await east?.stop();
  await west?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a board ticked under "New jobs go to" in Settings gets the jobs created through /api/v1.1, the other none', async ({
  page,
}) => {
  if (core === undefined || west === undefined || jobBoard === undefined || app === undefined)
    throw new Error('The boards and core start in beforeAll.');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const added = await app('POST', 'boards', { name: 'West', url: west.baseUrl, apiKey: WEST_KEY });
  expect(added.status).toBe(201);
  const westId = (added.body as { id: number }).id;

  // Until the core's settings are in, the boxes wait disabled and the line claims nothing (it once said "every
  // board" meanwhile, and a Space pressed then was lost).
  const releaseSettings = await holdBack(page, /\/app\/v1\/settings$/);
  await page.goto(`${core.address}#/settings`);
  const group = page.getByRole('group', { name: 'New jobs go to' });
  await expect(group.getByRole('checkbox', { name: 'West' })).toBeDisabled();
  await expect(group.getByText(/^New jobs go to /)).toHaveCount(0);
  releaseSettings();
  await expect(group.getByText('New jobs go to every board (none ticked means every board).')).toBeVisible();
  await expect(group.getByRole('checkbox', { name: 'Job board' })).not.toBeChecked();
  await expect(group.getByRole('checkbox', { name: 'West' })).toBeEnabled();
  await group.getByRole('checkbox', { name: 'West' }).focus();
  await page.keyboard.press('Space');
  await expect(group.getByRole('checkbox', { name: 'West' })).toBeChecked();
  await expect(group.getByText('New jobs go to West only.')).toBeVisible();
  await expect(group.getByRole('checkbox', { name: 'West' })).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'settings with a default board');

  const settings = await app('GET', 'settings');
  expect((settings.body as { defaultBoardIds?: number[] }).defaultBoardIds).toEqual([westId]);

  const created = await jobBoard.createJob(validJobBody({ title: 'Welder', status: 'draft' }));
  if (!created.ok) throw new Error(created.error.message);
  const postings = await app('GET', `jobs/${created.value.job.id}/postings`);
  expect(postings.status).toBe(200);
  expect((postings.body as { data: { boardId: number }[] }).data.map((posting) => posting.boardId)).toEqual([
    westId,
  ]);
  expect(errors).toEqual([]);
});
