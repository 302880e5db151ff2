// Prints the closing line CI reads, "N passed, N failed, N skipped", from vitest's JSON report.
import { readFileSync } from 'node:fs';

const reportPath = process.argv[2] ?? 'test-results/vitest.json';
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
};
console.log(
  `${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped`,
);
