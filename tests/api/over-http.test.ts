// The API cases against the board CLI in a child process, over HTTP on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../helpers/api-expectations.ts';
import { startBoardProcess } from '../helpers/board-process.ts';
import { createOverHttpTarget, type OverHttpTarget } from '../helpers/over-http-target.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { send } from '../helpers/raw-request.ts';
import { defineJobBoardCases } from './job-board.cases.ts';

describe('the job board API over HTTP', () => {
  let target: OverHttpTarget | undefined;
  beforeAll(async () => {
    target = await createOverHttpTarget();
  }, 60_000);
  afterAll(() => target?.close(), 20_000);

  function started(): OverHttpTarget {
    if (!target) throw new Error('The board CLI did not start.');
    return target;
  }

  defineJobBoardCases(started);

  describe('the board process', () => {
    it('never writes an API key to its output, not even a rejected one', async () => {
      const board = started();
      const rejected = `leak-check-${board.keyA}`;
      expect((await send(board, { method: 'GET', path: '/jobs', key: rejected })).status).toBe(401);
      expect((await send(board, { method: 'GET', path: '/jobs' })).status).toBe(200);
      const output = board.board.output();
      expect(output).toContain('JobDesk board listening on');
      for (const key of [board.keyA, board.keyB, rejected]) expect(output).not.toContain(key);
    });

    it.each(['SIGTERM', 'SIGINT'] as const)(
      'exits with code 0 on %s, even one sent right after the ready line',
      async (signal) => {
        const board = await startBoardProcess({
          keys: [{ key: randomApiKey('a'), employer: 'Acme Staffing' }],
        });
        expect(await board.stop(signal)).toBe(0);
      },
    );

    it('answers 429 with Retry-After and the error body past the rate limit it was started with', async () => {
      const key = randomApiKey('a');
      const board = await startBoardProcess({
        keys: [{ key, employer: 'Acme Staffing' }],
        extraArgs: ['--rate-limit', '2'],
      });
      try {
        const limited = {
          name: 'rate-limited',
          baseUrl: board.baseUrl,
          fetch,
          keyA: key,
          keyB: '',
          close: async () => {},
        };
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => send(limited, { method: 'GET', path: '/jobs' })),
        );
        const refused = answers.filter((answer) => answer.status === 429);
        expect(refused.length).toBeGreaterThan(0);
        for (const answer of refused) {
          expectError(answer, 429, 'RateLimitException');
          expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
        }
      } finally {
        await board.stop();
      }
    });
  });
});
