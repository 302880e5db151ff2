// The first screen starts with its own messages only (core/activate-language.ts): whatever the page loads
// later must wait for the whole catalog, or it could show a message id.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The renderer's modules, tests left out, as paths from src-renderer/src. */
function rendererModules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return rendererModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the page’s dynamic imports', () => {
  it('all go through loadPart or lazyPart (which wait for the whole catalog), but the catalogs’ own and the first paint’s hand-over', () => {
    const root = join(import.meta.dirname, '../../src-renderer/src');
    const bare = rendererModules(root).flatMap((path) => {
      const file = relative(root, path);
      // The catalogs' own loader; and the first paint's hand-over, which shows no words and must not wait for
      // the whole catalog: the app's first render waits for it, and the whole catalog for the first screen.
      if (file === join('core', 'activate-language.ts') || file === join('first-paint', 'load-hand-over.ts'))
        return [];
      const code = readFileSync(path, 'utf8');
      return [...code.matchAll(/(?<!typeof )\bimport\(/g)]
        .filter((match) => !/\b(loadPart|lazyPart)\(\s*(\(\)\s*=>\s*)?$/.test(code.slice(0, match.index)))
        .map((match) => `${file}:${code.slice(0, match.index).split('\n').length}`);
    });
    expect(bare).toEqual([]);
  });
});
