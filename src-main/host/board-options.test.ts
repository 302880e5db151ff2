import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBoardOptions } from './board-options.ts';

describe('the board command line', () => {
  it('reads the port, keys and data folder', () => {
    const parsed = parseBoardOptions([
      '--port',
      '0',
      '--key',
      'K1=Acme',
      '--key',
      'K2=Globex',
      '--data',
      '/tmp/b',
    ]);
    expect(parsed).toEqual({
      ok: true,
      value: expect.objectContaining({
        port: 0,
        data: '/tmp/b',
        keys: [
          { key: 'K1', employer: 'Acme' },
          { key: 'K2', employer: 'Globex' },
        ],
      }),
    });
  });

  it('reads a backup to restore, only with a data folder', () => {
    const withData = parseBoardOptions(['--key', 'K=Acme', '--data', '/d', '--restore-backup', 'latest']);
    expect(withData.ok && withData.value.restoreBackup).toBe('latest');
    expect(parseBoardOptions(['--key', 'K=Acme', '--restore-backup', 'latest'])).toEqual({
      ok: false,
      error: '--restore-backup needs --data DIR: a board in memory has no backups.',
    });
  });

  it('defaults to port 8787 with no faults', () => {
    const parsed = parseBoardOptions(['--key', 'K=Acme']);
    expect(parsed.ok && parsed.value).toMatchObject({
      port: 8787,
      failRate: 0,
      dropRate: 0,
      lostAckRate: 0,
      rateLimit: 0,
    });
  });

  it('keeps an = sign inside the employer name', () => {
    const parsed = parseBoardOptions(['--key', 'K=A=B Inc.']);
    expect(parsed.ok && parsed.value.keys).toEqual([{ key: 'K', employer: 'A=B Inc.' }]);
  });

  it('reads keys from a config file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'board-config-')), 'keys.json');
    writeFileSync(file, JSON.stringify({ keys: [{ key: 'K9', employer: 'Initech' }] }));
    const parsed = parseBoardOptions(['--config', file]);
    expect(parsed.ok && parsed.value.keys).toEqual([{ key: 'K9', employer: 'Initech' }]);
  });

  it('refuses to start without a key', () => {
    const parsed = parseBoardOptions([]);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(/--key/);
  });

  it('refuses a key without an employer and does not echo the key', () => {
    const parsed = parseBoardOptions(['--key', 'SECRETKEY']);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).not.toContain('SECRETKEY');
  });

  it('refuses a fault rate outside 0..1 and an unknown option', () => {
    expect(parseBoardOptions(['--key', 'K=A', '--fail-rate', '1.5']).ok).toBe(false);
    expect(parseBoardOptions(['--key', 'K=A', '--bogus']).ok).toBe(false);
  });
});
