// The in-process provider: the standalone board answers web-standard Requests directly, no port opened.
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import { type ApiTarget, EMPLOYER_A, EMPLOYER_B } from './api-target.ts';
import { randomApiKey } from './random-token.ts';
import { createTestLogger } from './test-logger.ts';

/** Any origin works in process; Location headers are built from the request's own origin. */
const IN_PROCESS_BASE_URL = 'http://board.test/api/v1.1';

export type InProcessTarget = ApiTarget & { core: StandaloneBoard };

/** A fresh in-memory board with two employers. */
export async function createInProcessTarget(): Promise<InProcessTarget> {
  const keyA = randomApiKey('a');
  const keyB = randomApiKey('b');
  const core = await createStandaloneBoard({
    logger: createTestLogger(),
    keys: [
      { key: keyA, employer: EMPLOYER_A },
      { key: keyB, employer: EMPLOYER_B },
    ],
  });
  let closed = false;
  const inProcessFetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
    core.fetch(new Request(input, init));
  return {
    name: 'in-process',
    baseUrl: IN_PROCESS_BASE_URL,
    fetch: inProcessFetch as typeof fetch,
    keyA,
    keyB,
    employerNames: { a: EMPLOYER_A, b: EMPLOYER_B },
    core,
    close: async () => {
      if (closed) return;
      closed = true;
      core.close();
    },
  };
}
