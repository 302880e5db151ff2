// Playwright fixtures the end-to-end specs share, so that the slow parts run once per worker, not per file:
// - `boardWorld`: a standalone board and a JobDesk core syncing to it, started once per worker and kept for
//   every file that asks for it (each test makes its own jobs, with Reference IDs of its own, and never counts
//   the whole list);
// - `consoleErrors`: every console error and uncaught exception of the test's page, failing the test as it
//   ends (the rule "no console error in any e2e test", in one place);
// - `waitsForTheApp`: a page's goto and reload return once the app has taken over from the first paint (the
//   core's first screen or a snapshot, shown before the app's code runs: first-paint.spec.ts tests those), so
//   that a test acts on the app, never on a copy with the app's tree laid out unseen beside it.
import { test as base, expect, type Page } from '@playwright/test';
import { createJobBoardClient, type JobBoardClient } from '../../src-shared/client/job-board-client.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { type BoardProcess, startBoardProcess } from '../helpers/board-process.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { type E2eCore, startE2eCore } from './e2e-core.ts';
import { E2E_SKIP_REASON_VARIABLE } from './global-setup.ts';

export const BOARD_WORLD_EMPLOYER = 'Acme Bakery';

export type BoardWorld = {
  /** The core, with the board as its first board. */
  core: E2eCore;
  board: BoardProcess;
  /** The job board client on the board itself (what the board's website would show). */
  onBoard: JobBoardClient;
  /** Creates a job in the core in `status` and resolves once the board has it in that status too. */
  syncedJob(title: string, referenceId: string, status: Job['status']): Promise<Job>;
  /** The board's copy's status, by Reference ID (undefined when the board has no such job). */
  boardStatus(referenceId: string): Promise<Job['status'] | undefined>;
};

/**
 * Chromium's own console line for an answer that is not 2xx. A 4xx is an answer the app reads and shows (a
 * refusal under its field, a conflict, a wrong key), not an error of the page; a 5xx or a network failure
 * still counts.
 */
const CLIENT_ERROR_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d /;

/**
 * Every console error and uncaught exception of `page`: the favicon the browser asks for by itself, answers
 * of 4xx (CLIENT_ERROR_ANSWER) and what the test says it provokes (`expected`) aside.
 */
export function collectConsoleErrors(page: Page, expected?: RegExp): string[] {
  const errors: string[] = [];
  const counts = (text: string) => expected === undefined || !expected.test(text);
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    const text = `${message.text()} @ ${message.location().url}`;
    if (!CLIENT_ERROR_ANSWER.test(text) && counts(text)) errors.push(text);
  });
  page.on('pageerror', (error) => {
    if (counts(error.message)) errors.push(error.stack ?? error.message);
  });
  return errors;
}

async function startBoardWorld(): Promise<BoardWorld> {
  const boardKey = randomApiKey('board');
  const board = await startBoardProcess({ keys: [{ key: boardKey, employer: BOARD_WORLD_EMPLOYER }] });
  const core = await startE2eCore({ extraArgs: ['--remote', board.baseUrl, '--remote-key', boardKey] }).catch(
    async (error: unknown) => {
      await board.stop();
      throw error;
    },
  );
  const onBoard = createJobBoardClient({ baseUrl: board.baseUrl, getApiKey: () => boardKey });
  const boardStatus = async (referenceId: string) => {
    const listed = await onBoard.listJobs({ q: referenceId });
    if (!listed.ok) throw new Error(listed.error.message);
    return listed.value.data.find((job) => job.referenceId === referenceId)?.status;
  };
  return {
    core,
    board,
    onBoard,
    boardStatus,
    async syncedJob(title, referenceId, status) {
      const created = await core.jobBoard.createJob(validJobBody({ title, referenceId, status }));
      if (!created.ok) throw new Error(created.error.message);
      await expect.poll(() => boardStatus(referenceId), { timeout: 20_000 }).toBe(status);
      return created.value.job;
    },
  };
}

/** Once the page's first paint, if any, has handed over to the app (first-paint-state.ts's state). */
async function firstPaintHandedOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const state = (window as { jobdeskFirstPaint?: { outcome: string; painted: unknown } }).jobdeskFirstPaint;
    return state === undefined || (state.outcome !== 'waiting' && state.painted === null);
  });
}

/**
 * `page`'s goto and reload, made to return once its first paint has handed over to the app (the fixture does it
 * for the test's own pages; a spec that opens a context of its own calls it).
 */
export function waitForTheAppOn(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await firstPaintHandedOver(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await firstPaintHandedOver(page);
    return response;
  };
}

export const test = base.extend<
  {
    skipWithoutBrowser: undefined;
    expectedConsoleErrors: RegExp | undefined;
    consoleErrors: string[];
    waitsForTheApp: boolean;
    waitForTheApp: undefined;
  },
  { boardWorld: BoardWorld }
>({
  // First of all, before any browser or process starts: when global setup found no browser, say so and skip.
  skipWithoutBrowser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, testInfo) => {
      const skipReason = process.env[E2E_SKIP_REASON_VARIABLE];
      testInfo.skip(skipReason !== undefined, `End-to-end tests skipped: ${skipReason}`);
      await use(undefined);
    },
    { auto: true },
  ],
  boardWorld: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const world = await startBoardWorld();
      await use(world);
      await world.core.stop();
      await world.board.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // What a test provokes on purpose (a core stopped under the page), one pattern (Playwright reads an array
  // given to test.use as a value and its options): `test.use({ expectedConsoleErrors: /…|…/ })`.
  expectedConsoleErrors: [undefined, { option: true }],
  // A spec about the first paint itself says `test.use({ waitsForTheApp: false })`.
  waitsForTheApp: [true, { option: true }],
  waitForTheApp: [
    async ({ page, context, waitsForTheApp }, use) => {
      if (waitsForTheApp) {
        waitForTheAppOn(page);
        context.on('page', waitForTheAppOn);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // Every spec file takes `test` from here, so that this holds for every end-to-end test.
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors = collectConsoleErrors(page, expectedConsoleErrors);
      await use(errors);
      expect(errors, 'console errors and uncaught exceptions of the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
