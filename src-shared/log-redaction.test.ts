import { describe, expect, it } from 'vitest';
import { REDACTED, redactForLog } from './log-redaction.ts';

describe('redactForLog', () => {
  const boardKey = 'board-key-abcdef0123';
  it('removes known keys from strings and errors, wherever they appear', () => {
    expect(redactForLog(`calling with ${boardKey} now`, [boardKey])).toBe(`calling with ${REDACTED} now`);
    const error = redactForLog(new Error(`401 for ${boardKey}`), [boardKey]) as Error;
    expect(error.message).toBe(`401 for ${REDACTED}`);
    expect(error.stack).not.toContain(boardKey);
  });
  it('drops any field named for a key, a secret or a description, at any depth', () => {
    expect(redactForLog({ remoteKey: 'a', localApiKey: 'b', sessionToken: 'c', title: 'Cook' }, [])).toEqual({
      remoteKey: REDACTED,
      localApiKey: REDACTED,
      sessionToken: REDACTED,
      title: 'Cook',
    });
  });

  it('drops key, header and description fields at any depth', () => {
    const logged = redactForLog(
      { job: { title: 'Cook', description: '<p>private</p>' }, headers: { 'API-Key': 'x' }, apiKey: 'y' },
      [],
    );
    expect(logged).toEqual({
      job: { title: 'Cook', description: REDACTED },
      headers: { 'API-Key': REDACTED },
      apiKey: REDACTED,
    });
  });
  it('masks a key written out as a query parameter or header line', () => {
    expect(redactForLog('GET /app/v1/events?key=abc123 API-Key: zzz', [])).toBe(
      `GET /app/v1/events?key=${REDACTED} API-Key: ${REDACTED}`,
    );
  });
});
