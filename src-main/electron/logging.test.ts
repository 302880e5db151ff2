import type { MainLogger } from 'electron-log';
import { describe, expect, it, vi } from 'vitest';
import { REDACTED } from '../../src-shared/log-redaction.ts';
import { configureLogging, LOG_MAX_BYTES } from './logging.ts';

function fakeLogger() {
  const hooks: ((message: { data: unknown[] }) => { data: unknown[] })[] = [];
  const written: unknown[][] = [];
  const write = (...data: unknown[]) => {
    const message = hooks.reduce((current, hook) => hook(current), { data });
    written.push(message.data);
  };
  const logger = {
    transports: { file: { level: 'silly', maxSize: 0 }, console: { level: 'silly' } },
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
