import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtUiTime, isUiBuildStale, newestUiSourceTime } from './ui-build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder whose files have the given modification times (seconds since the epoch). */
function project(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'ui-build-'));
  dirs.push(root);
  for (const [path, seconds] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), '');
    utimesSync(join(root, path), seconds, seconds);
  }
  return root;
}

describe('whether the UI must be built', () => {
  it('builds when there is no build', () => {
    expect(isUiBuildStale(null, 0)).toBe(true);
  });

  it('builds when a source is newer than the build, and not when the build is newer or as new', () => {
    expect(isUiBuildStale(1_000, 1_001)).toBe(true);
    expect(isUiBuildStale(1_001, 1_000)).toBe(false);
    expect(isUiBuildStale(1_000, 1_000)).toBe(false);
  });

  it("reads the build's time from its page, and none when there is no page", () => {
    expect(builtUiTime(project({ 'out/renderer/index.html': 5_000 }))).toBe(5_000_000);
    expect(builtUiTime(project({ 'src-renderer/main.tsx': 1 }))).toBeNull();
  });

  it('finds the newest source among the renderer, the shared code and the build config, tests aside', () => {
    const root = project({
      'src-renderer/index.html': 100,
      'src-renderer/src/jobs/JobsList.tsx': 300,
      'src-shared/rules/query.ts': 200,
      'src-shared/rules/query.test.ts': 900,
      'electron.vite.config.ts': 150,
      'src-main/api/app-api.ts': 800,
    });
    expect(newestUiSourceTime(root)).toBe(300_000);
  });
});
