import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWebOptions } from './web-options.ts';

describe("browser mode's options", () => {
  it('defaults to port 5180, the app-data folder (no --data), no browser and no build', () => {
    expect(parseWebOptions([])).toEqual({
      ok: true,
      value: { port: 5180, data: undefined, open: false, build: false, allowUnencrypted: false },
    });
  });

  it('takes a backup to restore before starting', () => {
    expect(parseWebOptions(['--restore-backup', 'latest'])).toMatchObject({
      ok: true,
      value: { restoreBackup: 'latest' },
    });
    expect(parseWebOptions(['--restore-backup', ''])).toEqual({
      ok: false,
      error: expect.stringMatching(/^Invalid --restore-backup: /),
    });
  });

  it('opens a browser with --open, and not with --no-open; the last one wins', () => {
    expect(parseWebOptions(['--open'])).toMatchObject({ ok: true, value: { open: true } });
    expect(parseWebOptions(['--no-open'])).toMatchObject({ ok: true, value: { open: false } });
    expect(parseWebOptions(['--open', '--no-open'])).toMatchObject({ ok: true, value: { open: false } });
  });

  it('builds the UI with --build, unless --no-build follows', () => {
    expect(parseWebOptions(['--build'])).toMatchObject({ ok: true, value: { build: true } });
    expect(parseWebOptions(['--build', '--no-build'])).toMatchObject({ ok: true, value: { build: false } });
  });

  it('takes the data folder, keys and the board to sync with', () => {
    const parsed = parseWebOptions([
      '--port',
      '0',
      '--data',
      '/tmp/jd',
      '--api-key',
      'LOCALKEY123',
      '--remote',
      'http://127.0.0.1:8787/api/v1.1',
      '--remote-key',
      'KEY1',
    ]);
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        port: 0,
        data: '/tmp/jd',
        apiKey: 'LOCALKEY123',
        remote: 'http://127.0.0.1:8787/api/v1.1',
        remoteKey: 'KEY1',
      },
    });
  });

  it('refuses a board address that is not an http(s) URL, naming the option', () => {
    for (const remote of ['ftp://board', 'board.example', 'http://bad host/']) {
      expect(parseWebOptions(['--remote', remote])).toEqual({
        ok: false,
        error: expect.stringMatching(
          /^Invalid --remote: The job board address (must start with http|is not a valid URL)/,
        ),
      });
    }
  });

  it('refuses an unknown option and a short local key', () => {
    expect(parseWebOptions(['--colour'])).toMatchObject({ ok: false });
    expect(parseWebOptions(['--api-key', 'short'])).toEqual({
      ok: false,
      error: 'Invalid --api-key: must be at least 8 characters',
    });
  });

  it('says in words what is wrong with a port its schema words no message for', () => {
    expect(parseWebOptions(['--port', '70000'])).toEqual({
      ok: false,
      error: 'Invalid --port: Too big: expected number to be <=65535',
    });
    expect(parseWebOptions(['--port', '1.5'])).toEqual({
      ok: false,
      error: 'Invalid --port: Invalid input: expected int, received number',
    });
  });
});

describe('the keys of browser mode', () => {
  const fileWith = (text: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'web-options-'));
    const file = join(dir, 'key');
    writeFileSync(file, text);
    return file;
  };

  it('reads each key from a file, or else from the environment', () => {
    const parsed = parseWebOptions(
      ['--api-key-file', fileWith('LOCALKEY123\n'), '--remote', 'http://127.0.0.1:8787/api/v1.1'],
      { JOBDESK_API_KEY: 'ignored-env-key', JOBDESK_REMOTE_KEY: 'BOARDKEY' },
    );
    expect(parsed).toMatchObject({ ok: true, value: { apiKey: 'LOCALKEY123', remoteKey: 'BOARDKEY' } });
  });

  it('refuses a key given both as a flag and as a file, and a file it cannot read', () => {
    expect(parseWebOptions(['--api-key', 'LOCALKEY123', '--api-key-file', fileWith('OTHERKEY12')])).toEqual({
      ok: false,
      error: 'Give --api-key or --api-key-file, not both.',
    });
    expect(parseWebOptions(['--remote-key-file', '/nonexistent/key'])).toEqual({
      ok: false,
      error: 'Cannot read --remote-key-file /nonexistent/key.',
    });
  });

  it('refuses a board key with a control character and a board address with credentials', () => {
    expect(parseWebOptions([], { JOBDESK_REMOTE_KEY: 'KEY\u0000X' })).toMatchObject({ ok: false });
    expect(parseWebOptions(['--remote', 'http://user:pass@127.0.0.1:8787/api/v1.1'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/user name or password/),
    });
  });

  it('refuses an http:// board off this computer unless --allow-unencrypted-board says so', () => {
    const remote = 'http://jobs.example.com/api/v1.1';
    expect(parseWebOptions(['--remote', remote])).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^Invalid --remote: Over http:\/\/ the API key would cross the network unencrypted: .*\(--allow-unencrypted-board\)$/,
      ),
    });
    expect(parseWebOptions(['--remote', remote, '--allow-unencrypted-board'])).toMatchObject({
      ok: true,
      value: { remote, allowUnencrypted: true },
    });
    for (const here of ['http://127.0.0.1:8787/api/v1.1', 'http://localhost:8787', 'http://[::1]:8787'])
      expect(parseWebOptions(['--remote', here]), here).toMatchObject({ ok: true });
    expect(parseWebOptions(['--remote', 'https://jobs.example.com/api/v1.1'])).toMatchObject({ ok: true });
  });
});
