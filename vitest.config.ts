import { globSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const INCLUDE = [
  'src-shared/**/*.test.ts',
  'src-main/**/*.test.ts',
  'src-renderer/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/**/*.test.ts',
];
const EXCLUDE = ['tests/e2e/**', 'node_modules/**'];

/**
 * What a test file does that another file run after it in the same process could feel, or that could feel
 * the files before it: it starts processes (a CLI, biome, lingui), mocks or resets modules, stubs globals,
 * fakes timers, sets process.env or a global, or runs in an environment of its own (a DOM's globals). A server
 * a shared file starts leaves @hono/node-server's Request and Response as the globals for the files after it
 * (as in the core itself): a test that makes a Response says what its body is rather than rely on a default.
 */
const NEEDS_ITS_OWN_PROCESS =
  /@vitest-environment|\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv|useFakeTimers|spyOn)\b|process\.env\.\w+\s*=[^=]|globalThis\.\w+\s*=[^=]|\b(spawn|spawnSync|execSync|execFile|execFileSync|fork)\(|(cli|board|core)-process\.ts|run-to-end\.ts/;

/**
 * Each test file in a fresh process costs about 0.6 s of CPU (starting the worker, importing vitest, the setup
 * file and the modules again): two thirds of what 200 small unit files take. Those that only call functions
 * share their worker's process and its module cache instead; a file that does any of the above, the long
 * model and crash tests among them, still runs alone in a fresh one.
 */
const ownProcess = globSync(INCLUDE, { exclude: EXCLUDE }).filter(
  (file) =>
    LONG_RUNNING.some((pattern) => pattern.test(`/${file}`)) ||
    NEEDS_ITS_OWN_PROCESS.test(readFileSync(file, 'utf8')),
);

/**
 * Node keeps what it compiled (the CLIs' TypeScript with its types stripped, Vitest's own modules) for the next
 * process: a CLI a test starts (about fifty starts in all) then costs about 0.7 s of CPU instead of 1.2, and so
 * does each worker's start. Set here, it reaches the workers and every process they start. A cached entry is
 * used only for a file whose content it was made from.
 */
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'jobdesk-node-compile-cache');

export default defineConfig({
  // The renderer's words go through Lingui's macros, in its tests as in its build (a first-screen catalog is
  // the whole one outside a build).
  plugins: [lingui({ macroTransform: true }), firstScreenCatalog()],
  test: {
    // Every test starts with the UI in English (Lingui throws without an active language).
    setupFiles: ['tests/helpers/english-ui.ts'],
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (cores - 1), which runs every file in turn and
    // makes npm test pass 10 minutes there; two keep both cores busy (the end-to-end run comes after).
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    // (Each project names its files: Vitest would add a project's include to one set here.)
    projects: [
      { extends: true, test: { name: 'own-process', include: ownProcess } },
      {
        extends: true,
        test: {
          name: 'shared-process',
          include: INCLUDE,
          exclude: [...EXCLUDE, ...ownProcess],
          isolate: false,
        },
      },
    ],
    // CI reads the counts from this report to print its closing "N passed, N failed" line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
  },
});
