import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { firstScreenCatalog } from './scripts/first-screen-catalog.ts';

/**
 * The model tests and the SIGKILL tests take minutes; the rest take seconds. Started last (Vitest's own order
 * on a fresh clone, which has no timings cached, puts small files last), one of them keeps a worker busy long
 * after the other has run out of files. Started first, longest first, the other worker runs everything else
 * meanwhile. Longest first: the merge model (about 30 s here), then the SIGKILL tests, then the rest.
 */
const LONG_RUNNING = [
  /\/tests\/sync\/merge-model\.property\.test\.ts$/,
  /\/tests\/crash\//,
  /\.property\.test\.ts$/,
  /\/tests\/durability\//,
];

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONG_RUNNING.findIndex((pattern) => pattern.test(file.moduleId));
      return index === -1 ? LONG_RUNNING.length : index;
    };
    // Array.prototype.sort is stable: files of one rank keep Vitest's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // The renderer's words go through Lingui's macros, in its tests as in its build (a first-screen catalog is
  // the whole one outside a build).
  plugins: [lingui({ macroTransform: true }), firstScreenCatalog()],
  test: {
    include: [
      'src-shared/**/*.test.ts',
      'src-main/**/*.test.ts',
      'src-renderer/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Every test starts with the UI in English (Lingui throws without an active language).
    setupFiles: ['tests/helpers/english-ui.ts'],
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
