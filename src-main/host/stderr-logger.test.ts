import { describe, expect, it } from 'vitest';
import { createStderrLogger } from './stderr-logger.ts';

function capture() {
  const lines: string[] = [];
  const logger = createStderrLogger({
    write: (line) => lines.push(line),
    now: () => new Date('2026-03-02T09:15:00.000Z'),
    name: 'jobdesk',
  });
  return { logger, text: () => lines.join('') };
}

describe('the stderr logger', () => {
  it('writes one line per entry with its level, message and fields', () => {
    const { logger, text } = capture();
    logger.info('Sync call', { method: 'PUT', path: '/jobs', status: 200 });
    expect(text()).toBe(
      '2026-03-02T09:15:00.000Z info jobdesk: Sync call method="PUT" path="/jobs" status=200\n',
    );
  });

  it('masks any field that could hold an API key or a description, whatever the caller passes', () => {
    const { logger, text } = capture();
    logger.warn('Careless caller', {
      apiKey: 'SECRET-KEY',
      remoteKey: 'K2',
      description: '<p>Secret job</p>',
    });
    expect(text()).not.toContain('SECRET-KEY');
    expect(text()).not.toContain('K2');
    expect(text()).not.toContain('Secret job');
    expect(text()).toContain('apiKey=[redacted]');
  });

  it('masks the secrets it is given wherever they appear, in the message, a field or an error', () => {
    const lines: string[] = [];
    const logger = createStderrLogger({
      write: (line) => lines.push(line),
      secrets: () => ['LOCAL-KEY-0123456'],
    });
    logger.error('Refused LOCAL-KEY-0123456', {
      url: 'http://127.0.0.1/x?token=LOCAL-KEY-0123456',
      error: new Error('bad LOCAL-KEY-0123456'),
    });
    expect(lines.join('')).not.toContain('LOCAL-KEY-0123456');
  });

  it("writes an error's stack after its line", () => {
    const { logger, text } = capture();
    logger.error('Unexpected error', { error: new Error('disk full') });
    expect(text()).toMatch(/error jobdesk: Unexpected error\nError: disk full\n\s+at /);
  });
});
