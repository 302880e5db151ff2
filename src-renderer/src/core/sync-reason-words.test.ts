// Every reason the core can give for sync's state has words in English and in French.
import { describe, expect, it } from 'vitest';
import { SYNC_REASONS } from '../../../src-shared/schemas/app.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { syncReasonWords } from './sync-reason-words.ts';

describe('syncReasonWords', () => {
  it('has a sentence of its own for every reason code, in English and in French', async () => {
    const english = SYNC_REASONS.map(syncReasonWords);
    await useFrenchUi();
    const french = SYNC_REASONS.map(syncReasonWords);
    for (const [index, reason] of SYNC_REASONS.entries()) {
      expect(english[index], reason).toMatch(/^\S.*[.]$/);
      expect(french[index], reason).toMatch(/^\S.*[.]$/);
      // A French sentence equal to the English one is a translation missing from the catalog.
      expect(french[index], reason).not.toBe(english[index]);
    }
    expect(new Set(english).size).toBe(SYNC_REASONS.length);
    expect(new Set(french).size).toBe(SYNC_REASONS.length);
  });

  it('tells a full disk from a read-only data folder in both languages', async () => {
    expect(syncReasonWords('disk-full')).toMatch(/the disk is full/);
    expect(syncReasonWords('read-only')).toMatch(/read-only/);
    await useFrenchUi();
    expect(syncReasonWords('disk-full')).toMatch(/disque est plein/);
    expect(syncReasonWords('read-only')).toMatch(/lecture seule/);
  });
});
