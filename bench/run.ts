// `npm run bench [-- NAME… --quick]`: runs the named benches (default: every bench marked default),
// printing their tables on stdout and writing bench/results/<name>.json.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiBench } from './api-bench.ts';
import type { BenchContext, BenchModule } from './bench-module.ts';
import { PROJECT_ROOT } from './child-server.ts';
import { coreMemoryBench } from './core-memory-bench.ts';
import { createStagesBench } from './create-stages.ts';
import { machineHeader, readMachineInfo } from './machine-info.ts';
import { syncBench } from './sync-bench.ts';
import { uiBench } from './ui-bench.ts';

/** The store-level search bench (another file, a plain script): run in its own process when asked for. */
const storeSearchBench: BenchModule = {
  name: 'store-search',
  summary:
    'GET /jobs as the store serves it at 100k jobs (bench/store-search.ts, ~1 min; not in the default run)',
  run: () =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['bench/store-search.ts'], {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`store-search exited with ${code}`)),
      );
    }),
};

const BENCHES: ReadonlyArray<{ module: BenchModule; byDefault: boolean }> = [
  { module: apiBench, byDefault: true },
  { module: syncBench, byDefault: true },
  { module: coreMemoryBench, byDefault: true },
  { module: createStagesBench, byDefault: false },
  { module: storeSearchBench, byDefault: false },
  { module: uiBench, byDefault: false },
];

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { quick: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
});
if (values.help) {
  console.log('Usage: npm run bench [-- NAME… --quick]');
  for (const { module, byDefault } of BENCHES)
    console.log(`  ${module.name.padEnd(13)} ${module.summary}${byDefault ? ' [default]' : ''}`);
  process.exit(0);
}
const unknown = positionals.filter((name) => !BENCHES.some(({ module }) => module.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown bench: ${unknown.join(', ')}. Known: ${BENCHES.map(({ module }) => module.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = BENCHES.filter(({ module, byDefault }) =>
  positionals.length === 0 ? byDefault : positionals.includes(module.name),
);

const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const machine = readMachineInfo(new Date());
const context: BenchContext = {
  resultsDir,
  machine,
  quick: values.quick,
  log: (line) => console.error(line),
  print: (line) => console.log(line),
};
console.log(`JobDesk benchmarks · ${machineHeader(machine)}`);
console.log(`NOTE: ${machine.note}\n`);
const started = performance.now();
for (const { module } of selected) {
  console.log(`== ${module.name}: ${module.summary}\n`);
  await module.run(context);
  console.log('');
}
console.log(`bench run: ${((performance.now() - started) / 1000).toFixed(1)} s`);
