import { describe, expect, it } from 'vitest';
import { REDACTED, redactForLog, redactString } from './log-redaction.ts';

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

describe('redactString', () => {
  it('masks a short key where it stands alone, as a board echoes it, and leaves words that contain it', () => {
    expect(redactString('Invalid key abc', ['abc'])).toBe(`Invalid key ${REDACTED}`);
    expect(redactString('{"message":"Invalid key abc."}', ['abc'])).toBe(
      `{"message":"Invalid key ${REDACTED}."}`,
    );
    expect(redactString('abcdef cabin ab-c abc_1 x-abc', ['abc'])).toBe('abcdef cabin ab-c abc_1 x-abc');
    expect(redactString('key (abc) and [abc]', ['abc'])).toBe(`key (${REDACTED}) and [${REDACTED}]`);
  });

  it('masks a one-character key only as a word of its own', () => {
    expect(redactString('Key 7 was refused; 17 jobs, 7.', ['7'])).toBe(
      `Key ${REDACTED} was refused; 17 jobs, ${REDACTED}.`,
    );
  });

  it('masks a key of 8 characters or more even inside a longer string', () => {
    expect(redactString('token=xyzboard-key-0123xyz', ['board-key-0123'])).toBe(`token=xyz${REDACTED}xyz`);
  });

  it('masks a long key that holds a short one whole, and keys with characters a pattern would read', () => {
    expect(redactString('sent abc-long-key-99 and abc', ['abc', 'abc-long-key-99'])).toBe(
      `sent ${REDACTED} and ${REDACTED}`,
    );
    expect(redactString('key a+b.c? echoed', ['a+b.c?'])).toBe(`key ${REDACTED} echoed`);
    expect(redactString('nothing to hide', ['', 'x'])).toBe('nothing to hide');
  });
});
