import { describe, expect, it } from 'vitest';
import { loadWithRetries } from './load-with-retries.ts';

describe('loadWithRetries', () => {
  it('answers the load that works after failed ones, waiting longer each time', async () => {
    const waits: number[] = [];
    let calls = 0;
    const loaded = await loadWithRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module');
        return 'the editor';
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(loaded).toBe('the editor');
    expect(waits).toEqual([250, 500]);
  });

  it('gives the last failure when the code never comes', async () => {
    let calls = 0;
    const load = loadWithRetries(
      async () => {
        calls += 1;
        throw new TypeError(`try ${calls}`);
      },
      async () => undefined,
    );
    await expect(load).rejects.toThrow('try 6');
  });
});
