// Proves the layer rules of architecture.md (written once, in biome.json) fail the build on a violation: the
// folders of the project, and the renderer's features in a line (core/ below them, the app frame above).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIOME, createBiomeSandbox, removeBiomeSandbox } from './helpers/biome-sandbox.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const biome = BIOME;
let sandbox = '';

type Planted = { file: string; code: string };
type LintResult = { ok: boolean; rules: string[] };

/**
 * Every planted file (each case's own name: `bad.ts` of case 3 is `bad-3.ts`) is linted in one biome run,
 * and each case reads the diagnostics of its own file: one start of biome instead of one a case.
 */
const planted: Planted[] = [];
let results = new Map<string, LintResult>();

function plant(file: string, code: string): string {
  const own = file.replace(/\.ts$/, `-${planted.length}.ts`);
  planted.push({ file: own, code });
  return own;
}

beforeAll(() => {
  sandbox = createBiomeSandbox('jobdesk-layers-');
  for (const { file, code } of planted) {
    const path = join(sandbox, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, code);
  }
  results = lintAll();
});

afterAll(() => removeBiomeSandbox(sandbox));

type BiomeReport = {
  summary: { changed: number; unchanged: number };
  diagnostics: Array<{ severity: string; category?: string; location?: { path?: string } }>;
};

/** Lints every planted file; a file biome says nothing of is ok with no rule. */
function lintAll(): Map<string, LintResult> {
  const folders = [...new Set(planted.map(({ file }) => file.split('/')[0] as string))];
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--max-diagnostics=none', '--reporter=json', ...folders], {
      cwd: sandbox,
      stdio: 'pipe',
    }).toString();
  } catch (error) {
    // Biome exits non-zero when any file has an error: the planted violations do.
    output = `${(error as { stdout?: Buffer }).stdout ?? ''}`;
  }
  const report = JSON.parse(output) as BiomeReport;
  // A biome that read no file, or not all of them, would pass every allowed case.
  expect(report.summary.changed + report.summary.unchanged, 'files biome linted').toBe(planted.length);
  const byFile = new Map<string, LintResult>(planted.map(({ file }) => [file, { ok: true, rules: [] }]));
  for (const diagnostic of report.diagnostics) {
    const result = byFile.get(diagnostic.location?.path ?? '');
    if (result === undefined)
      throw new Error(`biome said something of no planted file: ${JSON.stringify(diagnostic)}`);
    if (diagnostic.category !== undefined) result.rules.push(diagnostic.category);
    if (diagnostic.severity === 'error' || diagnostic.severity === 'fatal') result.ok = false;
  }
  return byFile;
}

function lint(file: string): LintResult {
  const result = results.get(file);
  if (result === undefined) throw new Error(`${file} was not planted`);
  return result;
}

describe('the layer check', () => {
  const violations: Array<[string, string, string, string]> = [
    [
      'src-shared imports a Node builtin',
      'src-shared/bad.ts',
      "import fs from 'node:fs';\nexport const a = fs;\n",
      'lint/correctness/noNodejsModules',
    ],
    [
      'src-shared imports Electron',
      'src-shared/bad.ts',
      "import { app } from 'electron';\nexport const a = app;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-shared imports src-main',
      'src-shared/bad.ts',
      "import { a } from '../src-main/store/db.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-shared uses a DOM global',
      'src-shared/bad.ts',
      'export const a = window.location;\n',
      'lint/style/noRestrictedGlobals',
    ],
    [
      'src-shared uses a Node global',
      'src-shared/bad.ts',
      'export const a = process.env;\n',
      'lint/style/noRestrictedGlobals',
    ],
    [
      'src-renderer imports src-main',
      'src-renderer/src/bad.ts',
      "import { a } from '../../src-main/store/db.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-renderer imports a Node builtin',
      'src-renderer/src/bad.ts',
      "import path from 'node:path';\nexport const a = path;\n",
      'lint/correctness/noNodejsModules',
    ],
    [
      'src-main/store imports the API',
      'src-main/store/bad.ts',
      "import { a } from '../api/app.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-main/api imports the sync engine',
      'src-main/api/bad.ts',
      "import { a } from '../sync/engine.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-main/store imports the domain service',
      'src-main/store/bad.ts',
      "import { a } from '../jobs/jobs-service.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-main/jobs imports the API',
      'src-main/jobs/bad.ts',
      "import { a } from '../api/api-error.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-main/jobs imports the sync engine',
      'src-main/jobs/bad.ts',
      "import { a } from '../sync/engine.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-main/sync imports the API',
      'src-main/sync/bad.ts',
      "import { a } from '../api/app.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-main/api imports the composition root',
      'src-main/api/bad.ts',
      "import { a } from '../core/jobdesk-core.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-main/core imports a host',
      'src-main/core/bad.ts',
      "import { a } from '../host/web-cli.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-main/host imports Electron',
      'src-main/host/bad.ts',
      "import { app } from 'electron';\nexport const a = app;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'the renderer’s core imports a feature',
      'src-renderer/src/core/bad.ts',
      "import { a } from '../jobs/queries.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'the renderer’s core imports the app frame',
      'src-renderer/src/core/bad.ts',
      "import { a } from '../app-frame/AppFrame.tsx';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'a renderer feature imports another feature',
      'src-renderer/src/jobs/bad.ts',
      "import { a } from '../sync/queries.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'a renderer feature imports another feature from a folder of its own',
      'src-renderer/src/job-editor/unsaved-edits/bad.ts',
      "import { a } from '../../jobs/queries.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'a renderer feature imports the app frame',
      'src-renderer/src/settings/bad.ts',
      "import { a } from '../app-frame/AppFrame.tsx';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'the first paint imports React',
      'src-renderer/src/first-paint/bad.ts',
      "import { useState } from 'react';\nexport const a = useState;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'the first paint imports a feature',
      'src-renderer/src/first-paint/bad.ts',
      "import { a } from '../jobs/queries.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'the first paint imports the API clients',
      'src-renderer/src/first-paint/bad.ts',
      "import { a } from '../../../src-shared/client/app-client.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'src-shared imports classic zod',
      'src-shared/bad.ts',
      "import { z } from 'zod';\nexport const a = z;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'the renderer imports classic zod',
      'src-renderer/src/jobs/bad.ts',
      "import { z } from 'zod';\nexport const a = z;\n",
      'lint/style/noRestrictedImports',
    ],
    [
      'a renderer feature imports src-main',
      'src-renderer/src/sync/bad.ts',
      "import { a } from '../../../src-main/store/db.ts';\nexport const b = a;\n",
      'lint/style/noRestrictedImports',
    ],
  ];
  for (const [name, file, code, rule] of violations) {
    const own = plant(file, code);
    it(`fails when ${name}`, () => {
      const result = lint(own);
      expect(result.ok).toBe(false);
      expect(result.rules).toContain(rule);
    });
  }

  const allowed: Array<[string, string, string]> = [
    [
      'src-shared imports zod/mini',
      'src-shared/good.ts',
      "import * as z from 'zod/mini';\nexport const a = z;\n",
    ],
    [
      'src-main/store imports src-shared',
      'src-main/store/good.ts',
      "import { a } from '../../src-shared/x.ts';\nexport const b = a;\n",
    ],
    [
      'src-main/api imports the store',
      'src-main/api/good.ts',
      "import { a } from '../store/db.ts';\nexport const b = a;\n",
    ],
    [
      'src-main/sync imports the domain service',
      'src-main/sync/good.ts',
      "import { a } from '../jobs/jobs-service.ts';\nexport const b = a;\n",
    ],
    [
      'src-main/jobs imports the store',
      'src-main/jobs/good.ts',
      "import { a } from '../store/store.ts';\nexport const b = a;\n",
    ],
    [
      'src-main/core imports the API and the sync engine',
      'src-main/core/good.ts',
      "import { a } from '../api/app.ts';\nimport { b } from '../sync/engine.ts';\nexport const c = [a, b];\n",
    ],
    [
      'a renderer feature imports core/ and its own files',
      'src-renderer/src/sync/good.ts',
      "import { a } from '../core/query-keys.ts';\nimport { b } from './queries.ts';\nexport const c = [a, b];\n",
    ],
    [
      'the first paint imports core/ and src-shared’s small modules',
      'src-renderer/src/first-paint/good.ts',
      "import { a } from '../core/ui-language.ts';\nimport { b } from '../../../src-shared/i18n/app-language.ts';\nexport const c = [a, b];\n",
    ],
    [
      'the app frame (the shell) composes features',
      'src-renderer/src/app-frame/good.ts',
      "import { a } from '../jobs/queries.ts';\nimport { b } from '../sync/queries.ts';\nexport const c = [a, b];\n",
    ],
    [
      'src-renderer imports src-shared',
      'src-renderer/src/good.ts',
      "import { a } from '../../src-shared/x.ts';\nexport const b = a;\n",
    ],
  ];
  for (const [name, file, code] of allowed) {
    const own = plant(file, code);
    it(`passes when ${name}`, () => {
      expect(lint(own)).toEqual({ ok: true, rules: [] });
    });
  }

  it('knows every folder of the renderer: core/, the app frame, or a feature with its own rule', () => {
    const config = JSON.parse(readFileSync(join(projectRoot, 'biome.json'), 'utf8')) as {
      overrides: Array<{ includes: string[] }>;
    };
    const ruled = new Set(
      config.overrides.flatMap((override) =>
        override.includes.flatMap(
          (include) => /^src-renderer\/src\/([^/*]+)\/\*\*$/.exec(include)?.[1] ?? [],
        ),
      ),
    );
    const folders = readdirSync(join(projectRoot, 'src-renderer/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => folder !== 'app-frame' && !ruled.has(folder))).toEqual([]);
  });
});
