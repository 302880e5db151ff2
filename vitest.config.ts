import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src-shared/**/*.test.ts',
      'src-main/**/*.test.ts',
      'src-renderer/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (cores - 1), which runs every file in turn and
    // makes npm test pass 10 minutes there; two keep both cores busy (the end-to-end run comes after).
    maxWorkers: 2,
    // CI reads the counts from this report to print its closing "N passed, N failed" line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
  },
});
