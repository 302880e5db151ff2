// The contract between `npm run bench` (bench/run.ts) and each bench it runs.
import type { MachineInfo } from './machine-info.ts';

export type BenchContext = {
  /** bench/results, created; each bench writes its own `<name>.json` there. */
  resultsDir: string;
  machine: MachineInfo;
  /** Fewer sizes and iterations, for trying the bench out; its numbers are not to be quoted. */
  quick: boolean;
  /** Progress lines (stderr), kept apart from the tables on stdout. */
  log(line: string): void;
  /** The report (stdout). */
  print(line: string): void;
};

export type BenchModule = {
  name: string;
  summary: string;
  /** Prints its tables, writes its results file; rejects when the bench could not run to the end. */
  run(context: BenchContext): Promise<void>;
};
