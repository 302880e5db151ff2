// Proves the check against import circles in src-main (biome's noImportCycles, set once in biome.json, type-only
// imports included: a circle of types still makes five files one to read) fails the build on a planted
// circle, and that src-main has none today.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BIOME, createBiomeSandbox, removeBiomeSandbox } from './helpers/biome-sandbox.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const biome = BIOME;
const RULE = 'lint/suspicious/noImportCycles';
let sandbox = '';

beforeAll(() => {
  sandbox = createBiomeSandbox('jobdesk-cycles-');
});

afterAll(() => removeBiomeSandbox(sandbox));

afterEach(() => {
  for (const folder of ['src-main', 'tests']) rmSync(join(sandbox, folder), { recursive: true, force: true });
});

function lint(
  cwd: string,
  target: string,
  flags: string[] = [],
): { ok: boolean; rules: string[]; output: string } {
  try {
    const output = execFileSync(biome, ['lint', '--max-diagnostics=50', ...flags, target], {
      cwd,
      stdio: 'pipe',
    });
    return { ok: true, rules: [], output: output.toString() };
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    const output = `${stdout ?? ''}${stderr ?? ''}`;
    return {
      ok: false,
      rules: [...output.matchAll(/lint\/[a-zA-Z/]+/g)].map((match) => match[0]),
      output,
    };
  }
}

/** Writes the files, each importing the next (the last the first when `closed`), and lints their folder. */
function lintChain(folder: string, names: string[], options: { closed: boolean; typeOnly: boolean }) {
  names.forEach((name, index) => {
    const next = names[index + 1] ?? (options.closed ? names[0] : undefined);
    const importLine =
      next === undefined
        ? ''
        : options.typeOnly
          ? `import type { Value as Next } from './${next}.ts';\nexport type Chained = Next;\n`
          : `import { value as next } from './${next}.ts';\nexport const chained = () => next;\n`;
    const path = join(sandbox, folder, `${name}.ts`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${importLine}export type Value = number;\nexport const value = 1;\n`);
  });
  return lint(sandbox, folder);
}

describe('the import circle check', () => {
  it('fails when two files of src-main/sync import each other', () => {
    const result = lintChain('src-main/sync', ['a', 'b'], { closed: true, typeOnly: false });
    expect(result.ok).toBe(false);
    expect(result.rules).toContain(RULE);
  });

  it('fails when five files of src-main/sync make a circle of type-only imports', () => {
    const names = ['remote', 'history', 'write', 'resolve', 'types'];
    const result = lintChain('src-main/sync', names, { closed: true, typeOnly: true });
    expect(result.ok).toBe(false);
    expect(result.rules.filter((rule) => rule === RULE)).toHaveLength(names.length);
  });

  it('fails when a circle crosses folders of src-main', () => {
    mkdirSync(join(sandbox, 'src-main/jobs'), { recursive: true });
    writeFileSync(
      join(sandbox, 'src-main/jobs/a.ts'),
      "import { b } from '../store/b.ts';\nexport const a = b;\n",
    );
    mkdirSync(join(sandbox, 'src-main/store'), { recursive: true });
    writeFileSync(
      join(sandbox, 'src-main/store/b.ts'),
      "import { a } from '../jobs/a.ts';\nexport const b = () => a;\n",
    );
    const result = lint(sandbox, 'src-main');
    expect(result.ok).toBe(false);
    expect(result.rules).toContain(RULE);
  });

  it('passes a chain of src-main files that never comes back to its start', () => {
    const result = lintChain('src-main/sync', ['a', 'b', 'c', 'd', 'e'], { closed: false, typeOnly: false });
    expect(result.output).not.toContain(RULE);
    expect(result.ok).toBe(true);
  });

  it('leaves circles outside src-main to other checks', () => {
    const result = lintChain('tests/sync', ['a', 'b'], { closed: true, typeOnly: false });
    expect(result.rules).not.toContain(RULE);
  });

  // Biome reads the whole project to follow imports: seconds on a busy machine.
  it('finds no import circle in src-main today', { timeout: 60_000 }, () => {
    const result = lint(projectRoot, 'src-main', ['--only=suspicious/noImportCycles']);
    expect(result.output).not.toContain(RULE);
    expect(result.ok).toBe(true);
  });
});
