// The release workflow's shape: the three runners, the steps the issue asks for in order, the Electron
// end-to-end test required to run, and signing secrets read only from the CI's secret store.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './builder-config.ts';

// electron-builder's own YAML parser (app-builder-lib depends on it), so the test adds no package.
const yaml = createRequire(join(PROJECT_ROOT, 'node_modules/app-builder-lib/package.json'))('js-yaml') as {
  load(text: string): unknown;
};

type Step = { name?: string; uses?: string; run?: string; env?: Record<string, string>; if?: string };
type Workflow = {
  on: Record<string, unknown>;
  jobs: Record<
    string,
    { strategy: { matrix: { include: { os: string; builder: string }[] } }; steps: Step[] }
  >;
};

const text = readFileSync(join(PROJECT_ROOT, '.github/workflows/release.yml'), 'utf8');
const workflow = yaml.load(text) as Workflow;
const job = Object.values(workflow.jobs)[0];
const steps = job?.steps ?? [];
const indexOf = (pattern: RegExp) =>
  steps.findIndex((step) => pattern.test(`${step.uses ?? ''} ${step.run ?? ''}`));

describe('the release workflow', () => {
  it('runs on a version tag and by hand', () => {
    expect(workflow.on).toMatchObject({ push: { tags: ['v*'] }, workflow_dispatch: null });
  });

  it('builds on Windows, macOS and Linux runners, each for its own platform', () => {
    expect(job?.strategy.matrix.include.map(({ os, builder }) => [os.split('-')[0], builder])).toEqual([
      ['windows', '--win'],
      ['macos', '--mac'],
      ['ubuntu', '--linux'],
    ]);
  });

  it('installs, tests (Electron test included and required), then builds and uploads the installers', () => {
    const order = [
      indexOf(/\bnpm ci\b/),
      indexOf(/electron\/install\.js/),
      indexOf(/\bnpm test\b/),
      indexOf(/electron-builder \$\{\{ matrix\.builder \}\}/),
      indexOf(/actions\/upload-artifact/),
    ];
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(steps[indexOf(/\bnpm test\b/)]?.env).toMatchObject({ JOBDESK_REQUIRE_ELECTRON: '1' });
  });

  it('reads signing and notarization secrets only from the secret store, and drops the missing ones', () => {
    const build = steps[indexOf(/electron-builder \$\{\{ matrix\.builder \}\}/)];
    for (const name of [
      'CSC_LINK',
      'CSC_KEY_PASSWORD',
      'APPLE_ID',
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_TEAM_ID',
      'WIN_CSC_LINK',
      'WIN_CSC_KEY_PASSWORD',
    ])
      expect(build?.env?.[name], name).toMatch(/^\$\{\{ secrets\.[A-Z_]+ \}\}$/);
    expect(build?.run).toMatch(/if \[ -z "\$\{!name\}" \]; then unset "\$name"; fi/);
    // No secret-looking value written into the file itself.
    expect(text).not.toMatch(/^\s+[A-Z_]*(PASSWORD|CSC_LINK|APPLE_ID|TEAM_ID):\s+(?!\$\{\{ secrets\.)/m);
  });
});
