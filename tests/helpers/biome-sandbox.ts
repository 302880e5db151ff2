// A folder outside the checkout where biome lints planted files with the project's own biome.json: the
// tests that prove a lint rule fails the build (layers, import circles) plant their violations there.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../..');

/** The biome binary the project runs. */
export const BIOME = join(projectRoot, 'node_modules/.bin/biome');

/** Makes the sandbox (biome.json and biome's own packages in it); returns its path. */
export function createBiomeSandbox(prefix: string): string {
  const sandbox = mkdtempSync(join(tmpdir(), prefix));
  // The sandbox is not a git checkout, so the VCS integration is turned off there.
  const config = JSON.parse(readFileSync(join(projectRoot, 'biome.json'), 'utf8'));
  delete config.vcs;
  config.$schema = undefined;
  writeFileSync(join(sandbox, 'biome.json'), JSON.stringify(config));
  cpSync(join(projectRoot, 'node_modules/@biomejs'), join(sandbox, 'node_modules/@biomejs'), {
    recursive: true,
  });
  return sandbox;
}

export function removeBiomeSandbox(sandbox: string): void {
  if (sandbox !== '') rmSync(sandbox, { recursive: true, force: true });
}
