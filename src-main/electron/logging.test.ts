import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MainLogger } from 'electron-log';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { REDACTED } from '../../src-shared/log-redaction.ts';
import { configureLogging, LOG_MAX_BYTES } from './logging.ts';

const folder = mkdtempSync(join(tmpdir(), 'jobdesk-logging-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** electron-log with its Electron parts replaced: `path` stands for main.log. */
function fakeLogger(path = join(folder, 'main.log')) {
  const hooks: ((message: { data: unknown[] }) => { data: unknown[] })[] = [];
  const written: unknown[][] = [];
  const write = (...data: unknown[]) => {
    const message = hooks.reduce((current, hook) => hook(current), { data });
    written.push(message.data);
  };
  const logger = {
    transports: {
      file: {
        level: 'silly',
        maxSize: 0,
        writeOptions: { flag: 'a', mode: 0o666, encoding: 'utf8' },
        getFile: () => ({ path }),
      },
      console: { level: 'silly' },
    },
    hooks,
    errorHandler: { startCatching: vi.fn() },
    info: write,
    warn: write,
    error: write,
  };
  return { logger, written };
}

describe('configureLogging', () => {
  it('rotates the file at 1 MB, catches crashes without a dialog, and redacts every message', () => {
    const { logger, written } = fakeLogger();
    let secrets = ['local-key-0123456789'];
    const log = configureLogging(logger as unknown as MainLogger, () => secrets, { toConsole: false });
    expect(logger.transports.file.maxSize).toBe(LOG_MAX_BYTES);
    expect(logger.transports.file.level).toBe('info');
    expect(logger.transports.console.level).toBe(false);
    expect(logger.errorHandler.startCatching).toHaveBeenCalledWith({ showDialog: false });

    log.info('using local-key-0123456789', { description: '<p>secret plans</p>' });
    // A key set later (the board's) is redacted from then on.
    secrets = ['local-key-0123456789', 'board-key-abcdefghij'];
    log.error(new Error('401 with board-key-abcdefghij'));
    expect(written[0]).toEqual([`using ${REDACTED}`, { description: REDACTED }]);
    expect((written[1]?.[0] as Error | undefined)?.message).toBe(`401 with ${REDACTED}`);
  });
});

describe('the log file', () => {
  it('is created 0600, and one found readable by others is narrowed to 0600', (context) => {
    if (process.platform === 'win32') {
      console.log('Skipped: Windows files have no permission bits to check.');
      context.skip();
    }
    const path = join(folder, 'wide.log');
    writeFileSync(path, 'an earlier version wrote this\n', { mode: 0o644 });
    const { logger } = fakeLogger(path);
    configureLogging(logger as unknown as MainLogger, () => [], { toConsole: false });
    expect(logger.transports.file.writeOptions).toEqual({ flag: 'a', mode: 0o600, encoding: 'utf8' });
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});

describe('what the desktop app masks', () => {
  it('masks a short board key a board echoed, in the message and in its fields', () => {
    const { logger, written } = fakeLogger();
    const log = configureLogging(logger as unknown as MainLogger, () => ['local-key-0123456789', 'abc'], {
      toConsole: false,
    });
    log.warn('call failed', { call: 'GET /jobs', messages: 'Invalid key abc' });
    expect(written[0]).toEqual(['call failed', { call: 'GET /jobs', messages: `Invalid key ${REDACTED}` }]);
  });
});
