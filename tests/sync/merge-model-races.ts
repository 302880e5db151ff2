// The one race the board's interface cannot refuse: a laptop reads a job, another write to the same property
// lands on the board, then the laptop's update lands over it. Neither writer saw the other, yet nothing can
// hold the job as a conflict, because the board has no conditional write (README, "One moment JobDesk cannot
// see"). The model records every exchange the board handled, in the order it answered them, and lets the
// later write win exactly there; everywhere else two writes that did not see each other must be held.
import type { MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { WriteGraphs } from './merge-model-graph.ts';
import { propertyOf } from './merge-model-values.ts';
import type { Actor } from './merge-model-world.ts';

type Exchange =
  | { seq: number; actor: Actor; kind: 'read'; referenceId: string }
  | { seq: number; actor: Actor; kind: 'write'; referenceId: string; values: Map<MergedProperty, unknown> };

export type BoardLog = {
  /** `board` as `actor` calls it, each read or update of one job it answers recorded. */
  fetchAs(actor: Actor, board: (request: Request) => Promise<Response>): typeof fetch;
  /**
   * Makes each write that lost this race to a later one reach it in the graphs (as if its writer had seen
   * it), once; returns how many races it found.
   */
  settleRaces(graphs: WriteGraphs, properties: readonly MergedProperty[]): number;
};

const JOB_PATH = /\/jobs\/\d+$/;

export function createBoardLog(): BoardLog {
  const exchanges: Exchange[] = [];
  const settled = new Set<string>();
  let seq = 0;

  async function record(actor: Actor, request: Request, response: Response): Promise<void> {
    if (!response.ok || !JOB_PATH.test(new URL(request.url).pathname)) return;
    if (request.method !== 'GET' && request.method !== 'PUT') return;
    const job = (await response.clone().json()) as Job;
    if (job.referenceId === null) return;
    seq += 1;
    if (request.method === 'GET') {
      exchanges.push({ seq, actor, kind: 'read', referenceId: job.referenceId });
      return;
    }
    const sent = Object.keys((await request.json()) as Record<string, unknown>) as MergedProperty[];
    const values = new Map(sent.map((property) => [property, propertyOf(job, property)] as const));
    exchanges.push({ seq, actor, kind: 'write', referenceId: job.referenceId, values });
  }

  return {
    fetchAs(actor, board) {
      return (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const copy = request.clone();
        const response = await board(request);
        await record(actor, copy, response);
        return response;
      }) as typeof fetch;
    },
    settleRaces(graphs, properties) {
      let found = 0;
      const writes = exchanges.filter((exchange) => exchange.kind === 'write');
      for (const later of writes) {
        if (later.actor === 'W') continue;
        // The read its update was planned on: the laptop's exchange of this job just before its write. An
        // update sent without reading first (a bug) follows a write instead, and finds no race here.
        const read = exchanges.findLast(
          (exchange) =>
            exchange.actor === later.actor &&
            exchange.referenceId === later.referenceId &&
            exchange.seq < later.seq,
        );
        if (read?.kind !== 'read') continue;
        for (const earlier of writes) {
          if (earlier.actor === later.actor || earlier.referenceId !== later.referenceId) continue;
          if (earlier.seq <= read.seq || earlier.seq >= later.seq) continue;
          for (const property of properties) {
            if (!earlier.values.has(property) || !later.values.has(property)) continue;
            const key = `${earlier.seq}:${later.seq}:${property}`;
            if (settled.has(key)) continue;
            settled.add(key);
            graphs.supersede(
              later.referenceId,
              property,
              earlier.values.get(property),
              later.values.get(property),
            );
            found += 1;
          }
        }
      }
      return found;
    },
  };
}
