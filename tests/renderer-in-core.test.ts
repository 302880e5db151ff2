// The one place the core runs the renderer's code (README, "Map of the folders"): src-main/core/first-screen-renderer.ts
// loads the first screen built for Node (out/first-screen) at run time. Lint keeps every static import of
// src-renderer out of src-main; this keeps every other run-time load out: no other file of src-main loads a
// module by a path it computes.
import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '..');
const THE_ONE_LOADER = 'src-main/core/first-screen-renderer.ts';

/** Whether `code` loads a module at run time (`import(…)` outside a comment). */
function loadsAtRunTime(code: string): boolean {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return /\bimport\s*\(/.test(withoutComments);
}

describe('the renderer’s code in the core', () => {
  it('is loaded at run time by first-screen-renderer.ts alone', () => {
    const loaders = globSync('src-main/**/*.ts', { cwd: projectRoot })
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => loadsAtRunTime(readFileSync(resolve(projectRoot, file), 'utf8')))
      .map((file) => file.replaceAll('\\', '/'));
    expect(loaders).toEqual([THE_ONE_LOADER]);
  });

  it('tells a run-time load from one named in a comment', () => {
    expect(loadsAtRunTime('const m = await import(pathToFileURL(file).href);')).toBe(true);
    expect(loadsAtRunTime('// an import(…) in a comment\n/* import(x) */ const a = 1;')).toBe(false);
  });
});
