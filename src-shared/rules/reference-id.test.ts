// referenceIds JobDesk generates, and how a given one is read.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../schemas/limits.ts';
import { generateReferenceId, normalizeReferenceId, type RandomBytes } from './reference-id.ts';

const CROCKFORD_ID = /^JD-[0-9A-HJKMNP-TV-Z]{10}$/;

function fixedBytes(bytes: number[]): RandomBytes {
  return (count) => Uint8Array.from(bytes.slice(0, count));
}

describe('generateReferenceId', () => {
  it('writes 10 Crockford base32 characters after JD-, well within the 50-character limit', () => {
    const id = generateReferenceId();
    expect(id).toMatch(CROCKFORD_ID);
    expect(id.length).toBeLessThanOrEqual(LIMITS.referenceIdLength);
  });

  it('takes its randomness from the source passed in', () => {
    expect(generateReferenceId(fixedBytes(Array(10).fill(0)))).toBe('JD-0000000000');
    expect(generateReferenceId(fixedBytes([0, 1, 9, 10, 17, 18, 21, 22, 27, 31]))).toBe('JD-019AHJNPVZ');
    // Only the low 5 bits of each byte are used.
    expect(generateReferenceId(fixedBytes(Array(10).fill(32 + 31)))).toBe('JD-ZZZZZZZZZZ');
  });

  it('gives a well-formed id for any random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        expect(generateReferenceId(() => bytes)).toMatch(CROCKFORD_ID);
      }),
    );
  });

  it('gives different ids from the default source', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => generateReferenceId()));
    expect(ids.size).toBe(1000);
  });

  it('refuses a source that gives too few bytes', () => {
    expect(() => generateReferenceId(fixedBytes([1, 2, 3]))).toThrow(RangeError);
  });
});

describe('normalizeReferenceId', () => {
  it('trims a referenceId', () => {
    expect(normalizeReferenceId('  REQ-7 ')).toBe('REQ-7');
  });

  it('reads "", blank, null and absent as none', () => {
    expect([normalizeReferenceId(''), normalizeReferenceId(' \t'), normalizeReferenceId(null)]).toEqual([
      null,
      null,
      null,
    ]);
    expect(normalizeReferenceId(undefined)).toBeNull();
  });

  it('keeps case, as referenceIds are compared exactly', () => {
    expect(normalizeReferenceId('Req-7')).toBe('Req-7');
  });
});
