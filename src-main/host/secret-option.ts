// A secret a CLI takes: from its flag (which shows in process lists), from a file, or from the
// environment, in that order; and the `--help` check every CLI shares.
import { readFileSync } from 'node:fs';
import { err, ok, type Result } from '../../src-shared/result.ts';

export type SecretSources = {
  /** The flag's value (`--api-key KEY`), if given. */
  flag: string | undefined;
  /** The path given to the file flag (`--api-key-file FILE`), if any. */
  file: string | undefined;
  /** The environment variable's value, if set. */
  env: string | undefined;
};

/**
 * The secret from the flag, else the file (its content, trimmed), else the environment; undefined when
 * none gives one. An error names the flags when both the flag and the file are given, or the file when
 * it cannot be read or is empty.
 */
export function pickSecret(
  sources: SecretSources,
  names: { flag: string; fileFlag: string },
): Result<string | undefined, string> {
  if (sources.flag !== undefined && sources.file !== undefined)
    return err(`Give ${names.flag} or ${names.fileFlag}, not both.`);
  if (sources.flag !== undefined) return ok(sources.flag);
  if (sources.file !== undefined) {
    let text: string;
    try {
      text = readFileSync(sources.file, 'utf8').trim();
    } catch {
      return err(`Cannot read ${names.fileFlag} ${sources.file}.`);
    }
    if (text === '') return err(`The file of ${names.fileFlag} ${sources.file} is empty.`);
    return ok(text);
  }
  const fromEnv = sources.env?.trim();
  return ok(fromEnv === '' ? undefined : fromEnv);
}

/** Whether the command line asks for the usage (`--help` or `-h`, anywhere). */
export function wantsHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}
