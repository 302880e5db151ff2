// Prints the closing line CI reads, "N passed, N failed, N skipped", from vitest's JSON report and, when it
// is there, Playwright's (test-results/playwright.json beside it): the end-to-end tests count too.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Counts = { passed: number; failed: number; skipped: number };

const vitestPath = process.argv[2] ?? 'test-results/vitest.json';
const playwrightPath = process.argv[3] ?? join(dirname(vitestPath), 'playwright.json');

function vitestCounts(path: string): Counts {
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * Playwright's JSON reporter: `expected` passed, `unexpected` failed, `flaky` failed once and passed on its retry,
 * which fails the run (the config's failOnFlakyTests) and counts as failed here.
 */
function playwrightCounts(path: string): Counts {
  const { stats } = JSON.parse(readFileSync(path, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

const totals = vitestCounts(vitestPath);
if (existsSync(playwrightPath)) {
  const e2e = playwrightCounts(playwrightPath);
  totals.passed += e2e.passed;
  totals.failed += e2e.failed;
  totals.skipped += e2e.skipped;
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
