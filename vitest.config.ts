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
    // CI reads the counts from this report to print its closing "N passed, N failed" line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
  },
});
