// The end-to-end tests: the built UI in browser mode, driven in Debian's Chromium, one fresh core per test file.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // Two cores and two pages at most: the machine has two cores shared with the rest of the suite.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A failed test runs once more, recording its trace (below); passing then does not pass the run: a test that
  // fails once is a failure, flaky or not.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  // 20 s, not 10: a screen's code loads on first need, and with other suites on the same 2 cores (load averages
  // of 20 and 30 seen) a first screen took over 10 s. A passing expectation returns as soon as it holds.
  expect: { timeout: 20_000 },
  // Not test-results itself: Playwright empties its output folder, and vitest's report lives there.
  outputDir: '../../test-results/playwright-artifacts',
  reporter: [['list'], ['json', { outputFile: '../../test-results/playwright.json' }]],
  use: {
    viewport: { width: 1366, height: 850 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Without V8's optimizing compiler: a test's page lives seconds, too short for TurboFan's work to pay
      // back, and its compiles were a fifth of the page's CPU (jobs-list.spec: 43–47 CPU-s in the renderer
      // against 56). What a test checks is the same; the speed bench (npm run bench) keeps the default.
      // (Without Maglev too, six specs took 161–164 s against 170–182, but the spelling test's Ctrl+. then
      // found no marked word at the caret in 3 of 6 runs: not kept.)
      args: [...CHROMIUM_ARGS, '--js-flags=--no-opt'],
    },
    // A trace is recorded on a failed test's second run only: recorded for every test, to keep a failed one's,
    // it cost a fifth of the suite's CPU (editor, jobs-list and settings specs: 190 CPU-s with it, 153 without;
    // the browser process's half of its work), and npm test must stay under 10 minutes on two cores. The
    // second run's trace has DOM snapshots (the page at each step, inspectable) and sources, not the screencast
    // (a screenshot per frame, ~40% of the CPU); the first run's failure keeps its screenshot and error.
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
