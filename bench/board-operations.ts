// The board requests the API bench times: get, partial update, list page 1, list with q, and create,
// each expecting its success status, with request bodies built before the clock starts.
import { createSeededRandom } from '../src-main/host/seeded-random.ts';
import type { HttpClient } from './http-client.ts';
import { makeBenchJob, SEARCH_TERMS, toCreateBody } from './job-corpus.ts';
import type { Operation } from './measure.ts';

export const API_PATH = '/api/v1.1';

/** The operations of the table, in the order they are measured (reads before the writes that grow the list). */
export const BOARD_OPERATIONS = [
  'list',
  'list q common',
  'list q rare',
  'list q short',
  'get',
  'update',
] as const;
export type BoardOperationName = (typeof BOARD_OPERATIONS)[number] | 'create';

/** What each operation sends, for the report. */
export const OPERATION_NOTES: Record<BoardOperationName | 'floor create' | 'raw insert', string> = {
  list: 'GET /jobs (page 1, 10 per page)',
  'list q common': `GET /jobs?q= ${SEARCH_TERMS.common.join(' | ')}`,
  'list q rare': `GET /jobs?q= ${SEARCH_TERMS.rare.join(' | ')}`,
  'list q short': `GET /jobs?q= ${SEARCH_TERMS.short.join(' | ')} (1-2 chars)`,
  get: 'GET /jobs/{id} of random seeded jobs',
  update: 'PUT /jobs/{id} {"title": ...} (partial) of random seeded jobs',
  create: 'POST /jobs, full body with a new referenceId (~0.9 KB)',
  'floor create': 'bench/floor-server.ts: node:http, JSON.parse, one INSERT (WAL, FULL)',
  'raw insert': 'the floor INSERT in-process, no HTTP',
};

/**
 * Create bodies for one board: `count` distinct jobs with referenceIds unique to `tag`, as JSON text,
 * so both the board and the floor are sent exactly the same bytes.
 */
export function makeCreateBodies(count: number, tag: string, seed: number): string[] {
  const random = createSeededRandom(seed);
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify(toCreateBody(makeBenchJob(i, random), `BENCH-${tag}-${i}`)),
  );
}

/** The timed request of each operation; `i` picks its data, so neighbouring requests differ. */
export function boardOperations(
  client: HttpClient,
  jobIds: readonly number[],
  createBodies: readonly string[],
  seed: number,
): Record<BoardOperationName, Operation> {
  const idAt = (i: number) => jobIds[(i * 7919 + 13) % jobIds.length] as number;
  const random = createSeededRandom(seed + 1);
  const titles = Array.from({ length: 512 }, (_, i) => makeBenchJob(i, random).title);
  const listWith = (terms: readonly string[]) => (i: number) =>
    client.expect(200, 'GET', `${API_PATH}/jobs?q=${encodeURIComponent(terms[i % terms.length] as string)}`);
  return {
    list: () => client.expect(200, 'GET', `${API_PATH}/jobs`),
    'list q common': listWith(SEARCH_TERMS.common),
    'list q rare': listWith(SEARCH_TERMS.rare),
    'list q short': listWith(SEARCH_TERMS.short),
    get: (i) => client.expect(200, 'GET', `${API_PATH}/jobs/${idAt(i)}`),
    update: (i) =>
      client.expect(
        200,
        'PUT',
        `${API_PATH}/jobs/${idAt(i)}`,
        JSON.stringify({ title: titles[i % titles.length] }),
      ),
    create: (i) => client.expect(201, 'POST', `${API_PATH}/jobs`, bodyAt(createBodies, i)),
  };
}

export function bodyAt(bodies: readonly string[], i: number): string {
  const body = bodies[i];
  if (body === undefined) throw new Error(`Only ${bodies.length} create bodies were built; asked for #${i}.`);
  return body;
}
