// What a caller decides on: the reason and retryability of each status, and the Retry-After delay.
import { describe, expect, it } from 'vitest';
import { isRetryableStatus, JobBoardError, reasonForStatus } from './job-board-error.ts';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from './retry-after.ts';

describe('reason and retryability by status', () => {
  it.each([
    [400, 'validation', false],
    [401, 'authentication', false],
    [402, 'payment-required', false],
    [403, 'authentication', false],
    [404, 'not-found', false],
    [405, 'other', false],
    [408, 'other', true],
    [409, 'conflict', false],
    [413, 'other', false],
    [415, 'other', false],
    [422, 'validation', false],
    [425, 'other', true],
    [429, 'rate-limited', true],
    [500, 'server', true],
    [501, 'server', true],
    [502, 'server', true],
    [503, 'server', true],
    [504, 'server', true],
    [599, 'server', true],
  ] as const)('reads %i as %s, retryable %s', (status, reason, retryable) => {
    expect(reasonForStatus(status)).toBe(reason);
    expect(isRetryableStatus(status)).toBe(retryable);
  });
});

describe('JobBoardError', () => {
  it('is an Error whose message joins its messages', () => {
    const error = new JobBoardError({
      kind: 'http',
      status: 409,
      type: 'ConflictException',
      messages: ['The referenceId is in use.', 'Pick another one.'],
      fields: [],
      retryable: false,
      retryAfterMs: null,
      reason: 'conflict',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('JobBoardError');
    expect(error.message).toBe('The referenceId is in use. Pick another one.');
  });

  it('refuses to exist without a message', () => {
    expect(
      () =>
        new JobBoardError({
          kind: 'network',
          status: null,
          type: null,
          messages: [],
          fields: [],
          retryable: true,
          retryAfterMs: null,
          reason: 'network',
        }),
    ).toThrow(RangeError);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');

  it('reads whole seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP-date as the time left from the given clock', () => {
    expect(parseRetryAfter('Fri, 01 May 2026 10:00:30 GMT', now)).toBe(30_000);
  });

  it('reads a date already past as no wait', () => {
    expect(parseRetryAfter('Fri, 01 May 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('waits at most an hour, however long the board asks for, in seconds or as a date', () => {
    expect(parseRetryAfter('3600', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('3601', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('99999999999999999', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('9'.repeat(400), now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('Fri, 31 Dec 9999 23:59:59 GMT', now)).toBe(MAX_RETRY_AFTER_MS);
  });

  it.each([null, undefined, '', '-5', '1.5', 'soon', 'later 5'])('reads %j as no delay', (value) => {
    expect(parseRetryAfter(value, now)).toBeNull();
  });
});
