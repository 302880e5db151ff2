import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureElectronBinary, type InstallerRun } from './electron-binary.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function fakeElectronDir(withBinary: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'jobdesk-electron-'));
  folders.push(dir);
  if (withBinary) {
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'electron'), '');
    writeFileSync(join(dir, 'path.txt'), 'electron');
  }
  return dir;
}

const failingInstaller = (run: InstallerRun) => async () => run;

describe('ensureElectronBinary', () => {
  it('returns the installed binary without running the installer', async () => {
    const electronDir = fakeElectronDir(true);
    const answer = await ensureElectronBinary({
      electronDir,
      version: '45.4.1',
      env: {},
      timeoutMs: 1000,
      runInstaller: () => Promise.reject(new Error('must not download')),
    });
    expect(answer).toEqual({ ok: true, value: join(electronDir, 'dist', 'electron') });
  });

  it("reports the installer's first line as the reason, not its stack", async () => {
    const answer = await ensureElectronBinary({
      electronDir: fakeElectronDir(false),
      version: '45.4.1',
      env: {},
      timeoutMs: 1000,
      runInstaller: failingInstaller({
        exitCode: 1,
        output: 'HTTPError: Response code 404 (Not Found)\n    at Request.emit (node:events:1)\n',
        timedOut: false,
      }),
    });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.type).toBe('download-failed');
    expect(answer.error.message).toContain('(HTTPError: Response code 404 (Not Found))');
    expect(answer.error.message).not.toContain('at Request');
    expect(answer.error.message).not.toContain('\n');
  });

  it('says the download took too long when the installer was stopped by the bound', async () => {
    const answer = await ensureElectronBinary({
      electronDir: fakeElectronDir(false),
      version: '45.4.1',
      env: {},
      timeoutMs: 30_000,
      runInstaller: failingInstaller({ exitCode: null, output: '', timedOut: true }),
    });
    expect(answer).toMatchObject({ ok: false, error: { type: 'download-timed-out' } });
    if (!answer.ok) expect(answer.error.message).toMatch(/longer than 30 s; run `npm run web`/);
  });

  it('fails when the installer exits 0 but left no binary behind', async () => {
    const answer = await ensureElectronBinary({
      electronDir: fakeElectronDir(false),
      version: '45.4.1',
      env: {},
      timeoutMs: 1000,
      runInstaller: failingInstaller({ exitCode: 0, output: '', timedOut: false }),
    });
    expect(answer.ok).toBe(false);
  });
});
