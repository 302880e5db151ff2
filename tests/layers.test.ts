// Proves the layer rules of architecture.md (written once, in biome.json) fail the build on a violation: the
// folders of the project, and the renderer's features in a line (core/ below them, the app frame above).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIOME, createBiomeSandbox, removeBiomeSandbox } from './helpers/biome-sandbox.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const biome = BIOME;
let sandbox = '';

beforeAll(() => {
  sandbox = createBiomeSandbox('jobdesk-layers-');
});

afterAll(() => removeBiomeSandbox(sandbox));

function lint(file: string, code: string): { ok: boolean; rules: string[] } {
  const path = join(sandbox, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, code);
  try {
    execFileSync(biome, ['lint', '--max-diagnostics=5', file], { cwd: sandbox, stdio: 'pipe' });
    return { ok: true, rules: [] };
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    const output = `${stdout ?? ''}${stderr ?? ''}`;
    return { ok: false, rules: [...output.matchAll(/lint\/[a-zA-Z/]+/g)].map((match) => match[0]) };
  } finally {
    rmSync(path);
  }
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
    it(`fails when ${name}`, () => {
      const result = lint(file, code);
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
    it(`passes when ${name}`, () => {
      expect(lint(file, code)).toEqual({ ok: true, rules: [] });
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
