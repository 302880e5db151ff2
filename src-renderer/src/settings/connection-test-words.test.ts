import { describe, expect, it } from 'vitest';
import { connectionTestLines } from './connection-test-words.ts';

const texts = (lines: { text: string }[]) => lines.map((line) => line.text);

describe('connectionTestLines', () => {
  it('says the board answered, took the key, and whose it is', () => {
    expect(
      texts(
        connectionTestLines({
          ok: true,
          messages: ['Connected to the job board.'],
          reached: true,
          keyAccepted: true,
          employer: 'Acme',
        }),
      ),
    ).toEqual(['The job board answered.', 'It accepted the API key.', 'The key belongs to Acme.']);
  });

  it('says a rejected key in words, with the board’s message', () => {
    const lines = connectionTestLines({
      ok: false,
      messages: ['Invalid API key.'],
      reached: true,
      keyAccepted: false,
    });
    expect(texts(lines)).toEqual(['The job board answered.', 'It rejected the API key.', 'Invalid API key.']);
    expect(lines[1]?.ok).toBe(false);
  });

  it('says when the board did not answer at all', () => {
    expect(
      texts(
        connectionTestLines({
          ok: false,
          messages: ['Connection refused.'],
          reached: false,
          keyAccepted: null,
        }),
      ),
    ).toEqual(['No job board answered at this address.', 'Connection refused.']);
  });

  it('says which address and which key it tested, and never that a board answered where none is', () => {
    const lines = texts(
      connectionTestLines({
        ok: false,
        messages: ['There is no job board at this address: check it ends with /api/v1.1.'],
        reached: false,
        keyAccepted: null,
        address: 'http://127.0.0.1:8787',
        keySource: 'typed',
      }),
    );
    expect(lines).toEqual([
      'Tested http://127.0.0.1:8787 with the API key typed here.',
      'No job board answered at this address.',
      'There is no job board at this address: check it ends with /api/v1.1.',
    ]);
    expect(lines).not.toContain('The job board answered.');
  });
});
