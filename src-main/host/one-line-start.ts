// How a command-line host ends when it cannot start: one line on stderr, never a stack trace, exit code 1
// (2 for a wrong option). Anything thrown before the host is up, expected or not, ends the same way.
import { startupFailureLine } from '../core/startup-problem.ts';

/** Writes the one line and exits. */
export function endStart(line: string, exitCode = 1): never {
  process.stderr.write(`${line}\n`);
  process.exit(exitCode);
}

/**
 * Until the returned function is called (the host is up), an uncaught exception or unhandled rejection
 * ends the process with its one line (startupFailureLine) instead of Node's stack trace. `dataDir` names
 * the data folder in the sentences that concern it, once known.
 */
export function startInOneLine(what: string, dataDir: () => string): () => void {
  const fail = (error: unknown) => endStart(startupFailureLine(what, error, dataDir()));
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  return () => {
    process.off('uncaughtException', fail);
    process.off('unhandledRejection', fail);
  };
}
