// Failures of the local core are worded for the recruiter, not as if the job board had failed.
import { describe, expect, it } from 'vitest';
import { JobBoardError } from '../../../src-shared/client/job-board-error.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { coreErrorMessage } from './core-error-message.ts';

const failure = (init: Partial<ConstructorParameters<typeof JobBoardError>[0]>) =>
  new JobBoardError({
    kind: 'http',
    status: 400,
    type: 'ValidationException',
    messages: ['A job that has been active cannot go back to draft.'],
    fields: [],
    retryable: false,
    retryAfterMs: null,
    reason: 'validation',
    ...init,
  });

describe('coreErrorMessage', () => {
  it('says the core is not answering for a network failure or a timeout', () => {
    for (const kind of ['network', 'timeout'] as const) {
      const message = coreErrorMessage(
        failure({ kind, status: null, reason: kind, messages: ['Could not reach the job board at x.'] }),
      );
      expect(message).toMatch(/core is not answering/);
      expect(message).not.toMatch(/job board/);
    }
  });

  it('says to reload when the key is refused', () => {
    expect(coreErrorMessage(failure({ status: 401, reason: 'authentication' }))).toMatch(
      /did not accept this page’s key/,
    );
  });

  it('passes the core’s own messages on otherwise', () => {
    expect(coreErrorMessage(failure({}))).toBe('A job that has been active cannot go back to draft.');
  });

  it('has a sentence for anything else thrown', () => {
    expect(coreErrorMessage(new TypeError('x is undefined'))).toMatch(/Reload the page/);
  });
});

describe('coreErrorMessage in French', () => {
  it('says the core is not answering in French, and passes the core’s own words on as written', async () => {
    await useFrenchUi();
    expect(coreErrorMessage(failure({ kind: 'network', status: null, reason: 'network' }))).toMatch(
      /^Le cœur de JobDesk ne répond pas/,
    );
    expect(coreErrorMessage(failure({}))).toBe('A job that has been active cannot go back to draft.');
  });
});
