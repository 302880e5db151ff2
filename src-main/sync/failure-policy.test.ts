// Which failures stop sync because the address is not a job board, and which stay a job's own refusal.
import { describe, expect, it } from 'vitest';
import {
  invalidResponseError,
  JobBoardError,
  reasonForStatus,
  redirectError,
} from '../../src-shared/client/job-board-error.ts';
import { classifyFailure } from './failure-policy.ts';

const httpError = (status: number) =>
  new JobBoardError({
    kind: 'http',
    status,
    type: null,
    messages: ['There is nothing at this address.'],
    fields: [],
    retryable: status >= 500,
    retryAfterMs: null,
    reason: reasonForStatus(status),
  });

describe('classifyFailure', () => {
  it('takes any refusal of the job list, a redirect or an answer not of the board’s shape as no board here', () => {
    for (const status of [404, 405, 400, 410])
      expect(classifyFailure(httpError(status), { call: 'list' }).action).toBe('not-a-board');
    expect(classifyFailure(redirectError('http://x', 302, 'http://y')).action).toBe('not-a-board');
    expect(
      classifyFailure(invalidResponseError('http://x', 'GET /jobs', 200, ['The body is not JSON.'])).action,
    ).toBe('not-a-board');
    expect(classifyFailure(httpError(404), { call: 'create' }).action).toBe('not-a-board');
  });

  it('tells an address that sends JobDesk elsewhere apart from one that answers otherwise, by a code the UI words', () => {
    expect(classifyFailure(redirectError('http://x', 302, 'http://y'))).toMatchObject({
      reason: 'redirected',
    });
    expect(classifyFailure(httpError(404), { call: 'list' })).toMatchObject({ reason: 'not-a-board' });
  });

  it('keeps a job’s own refusal, a rejected key and a busy board as they were', () => {
    expect(classifyFailure(httpError(404), { call: 'other' }).action).toBe('refuse');
    expect(classifyFailure(httpError(400), { call: 'create' }).action).toBe('refuse');
    expect(classifyFailure(httpError(401), { call: 'list' }).action).toBe('pause');
    expect(classifyFailure(httpError(503), { call: 'list' }).action).toBe('retry');
  });
});
