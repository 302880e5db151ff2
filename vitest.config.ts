import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The model tests and the SIGKILL tests take minutes; the rest take seconds. Started last (Vitest's own order
 * on a fresh clone, which has no timings cached, puts small files last), one of them keeps a worker busy long
 * after the other has run out of files. Started first, the other worker runs everything else meanwhile.
 */
const LONG_RUNNING = [/\.property\.test\.ts$/, /\/tests\/crash\//, /\/tests\/durability\//];

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONG_RUNNING.some((pattern) => pattern.test(file.moduleId));
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}

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
    sequence: { sequencer: LongestFirstSequencer },
    // CI reads the counts from this report to print its closing "N passed, N failed" line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
  },
});
