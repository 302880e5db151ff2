// The UI invalidates its queries from the core's events only (architecture.md, "One change stream"): a write
// of its own waits for the core's event like anyone else's. This keeps a hand invalidation from creeping
// back into a component or a mutations.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const rendererSource = resolve(import.meta.dirname, '../src-renderer/src');
/** The one place the core's events become invalidations. */
const EVENT_INVALIDATION = 'core/use-core-events.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('query invalidation in the renderer', () => {
  it('happens only where the core’s events arrive', () => {
    const invalidating = sourceFiles(rendererSource)
      .filter((file) =>
        /\.(invalidateQueries|refetchQueries|resetQueries)\(/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(rendererSource, file).split('\\').join('/'));
    expect(invalidating).toEqual([EVENT_INVALIDATION]);
  });
});
