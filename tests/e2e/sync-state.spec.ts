// Each row's sync state, in words, follows the core's sync with a job board as it happens (no reload).
import { type BoardProcess, startBoardProcess } from '../helpers/board-process.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { coreForThisFile } from './e2e-core.ts';
import { expect, test } from './fixtures.ts';
import { seedJobBody } from './seed-jobs.ts';

test.describe.configure({ mode: 'serial' });

const BOARD_KEY = randomApiKey('board');
let board: BoardProcess | undefined;
test.beforeAll(async () => {
  board = await startBoardProcess({ keys: [{ key: BOARD_KEY, employer: 'Acme Bakery' }] });
});
test.afterAll(async () => {
  await board?.stop();
});
// Registered after the board's hooks, so the core starts once the board is up and stops before it.
const core = coreForThisFile(() => ({
  extraArgs: ['--remote', board?.baseUrl ?? '', '--remote-key', BOARD_KEY],
}));

test('a new job goes from waiting to synced, and a job saved while the board is down waits', async ({
  page,
}) => {
  await page.goto(core().appAddress);
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();

  const created = await core().jobBoard.createJob(seedJobBody(1));
  if (!created.ok) throw created.error;
  const row = page.locator(`tr[data-job-id="${created.value.job.id}"]`);
  await expect(row).toContainText(seedJobBody(1).title ?? '');
  await expect(row).toContainText('Synced', { timeout: 20_000 });

  await board?.stop();
  const offline = await core().jobBoard.createJob(seedJobBody(2));
  if (!offline.ok) throw offline.error;
  const waitingRow = page.locator(`tr[data-job-id="${offline.value.job.id}"]`);
  await expect(waitingRow).toContainText('Waiting to sync');
  await expect(row).toContainText('Synced');
});
