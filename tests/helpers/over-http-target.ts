// The over-HTTP provider: the board CLI in a child process, reached with the global fetch.
import { type ApiTarget, EMPLOYER_A, EMPLOYER_B } from './api-target.ts';
import { type BoardProcess, startBoardProcess } from './board-process.ts';
import { randomApiKey } from './random-token.ts';

export type OverHttpTarget = ApiTarget & { board: BoardProcess };

/** Starts a fresh in-memory board CLI with two employers; `close` stops it with SIGTERM. */
export async function createOverHttpTarget(): Promise<OverHttpTarget> {
  const keyA = randomApiKey('a');
  const keyB = randomApiKey('b');
  const board = await startBoardProcess({
    keys: [
      { key: keyA, employer: EMPLOYER_A },
      { key: keyB, employer: EMPLOYER_B },
    ],
  });
  return {
    name: 'over-http',
    baseUrl: board.baseUrl,
    fetch: (input, init) => globalThis.fetch(input, init),
    keyA,
    keyB,
    employerNames: { a: EMPLOYER_A, b: EMPLOYER_B },
    board,
    close: async () => {
      await board.stop();
    },
  };
}
