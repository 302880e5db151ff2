// Many ids sent in requests the core takes: one after the other, in order, stopping at the first refusal.
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../src-shared/result.ts';
import { sendInBatches } from './id-batches.ts';

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('sendInBatches', () => {
  it('sends each id once, in batches of the limit, in order, and answers every batch’s answer in order', async () => {
    const sent: number[][] = [];
    const answer = await sendInBatches([...ids(25), 3], 10, async (batch) => {
      sent.push(batch);
      return { ok: true, value: batch.length };
    });
    expect(sent.map((batch) => batch.length)).toEqual([10, 10, 5]);
    expect(sent.flat()).toEqual(ids(25));
    expect(answer).toEqual({ ok: true, value: [10, 10, 5] });
  });

  it('sends the next batch only once the one before was answered', async () => {
    let inFlight = 0;
    let most = 0;
    await sendInBatches(ids(30), 10, async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return { ok: true, value: null };
    });
    expect(most).toBe(1);
  });

  it('stops at the first refused batch: those before stay sent, none after is sent, and its error is the answer', async () => {
    const sent: number[][] = [];
    const answer = await sendInBatches(ids(30), 10, async (batch): Promise<Result<number, string>> => {
      sent.push(batch);
      return batch[0] === 11 ? { ok: false, error: 'The core refused 11–20.' } : { ok: true, value: 1 };
    });
    expect(answer).toEqual({ ok: false, error: 'The core refused 11–20.' });
    expect(sent.map((batch) => batch[0])).toEqual([1, 11]);
  });

  it('sends nothing and answers no answers for no ids', async () => {
    let calls = 0;
    const answer = await sendInBatches([], 10, async () => {
      calls += 1;
      return { ok: true, value: 1 };
    });
    expect(answer).toEqual({ ok: true, value: [] });
    expect(calls).toBe(0);
  });
});
