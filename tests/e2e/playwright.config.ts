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
  retries: 0,
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
      args: [...CHROMIUM_ARGS, '--js-flags=--no-opt'],
    },
    // A trace is kept for a failed test only, but recorded for every one: its screencast (a screenshot per
    // frame, encoded in the GPU and browser processes) was measured at ~40% of the suite's CPU, so a failed
    // test's trace has DOM snapshots (the page at each step, inspectable) and sources, not the film. The
    // snapshots still cost ~10% of the CPU (editor + jobs-list specs: 210 CPU-s against 190 with no trace):
    // kept, as a failure that happened once under load is read from them, not reproduced.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
