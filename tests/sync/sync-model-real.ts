// The world a model run acts on: the model of what the recruiter set, the engine generation in use
// (each with its own frozen-on-crash clock and faulty fetch), and a board strict about publishing.
import type fc from 'fast-check';
import type { SyncEngine } from '../../src-main/sync/index.ts';
import type { JobStatus } from '../../src-shared/schemas/resources.ts';
import type { ClockView } from './helpers/fake-clock.ts';
import { createFaultyFetch, type FaultyFetch, type FetchFaults } from './helpers/faulty-fetch.ts';
import type { SyncWorld } from './helpers/sync-world.ts';

/** What the recruiter last set on a job: the local job, and then the board, must show exactly this. */
export type ModelJob = {
  id: number;
  status: JobStatus;
  referenceId: string;
  title: string;
  description: string;
  categoryIds: number[];
  confidential: boolean;
};
export type SyncModel = { jobs: ModelJob[]; renames: number };

export type Generation = { engine: SyncEngine; clock: ClockView; faulty: FaultyFetch };
export type SyncReal = {
  world: SyncWorld;
  /** The remote's fetch every engine generation goes through (the board, maybe in the real board's dialect). */
  remoteFetch: typeof fetch;
  generation: Generation;
  random: () => number;
  faults: FetchFaults;
};

export type SyncCommand = fc.AsyncCommand<SyncModel, SyncReal, false>;
/** A board that refuses to publish an archived job through PUT /jobs (the interface shows it by id only). */
export function strictPublishing(inner: typeof fetch, world: () => SyncWorld): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/jobs')) {
      const body = JSON.parse(await request.clone().text()) as { referenceId?: string; status?: string };
      const { remote, remoteEmployerId } = world();
      const current = body.referenceId
        ? remote.store.jobs.getJobByReferenceId(remoteEmployerId, body.referenceId)
        : undefined;
      if (current?.status === 'archived' && body.status === 'active') {
        const error = {
          type: 'ValidationException',
          messages: ['Publish an archived job with PUT /jobs/{id}.'],
        };
        return new Response(JSON.stringify({ error }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      }
    }
    return inner(request);
  }) as typeof fetch;
}

export function newGeneration(
  real: Pick<SyncReal, 'world' | 'remoteFetch' | 'random' | 'faults'>,
): Generation {
  const { world, random, faults } = real;
  const clock = world.clock.view();
  const faulty = createFaultyFetch(real.remoteFetch, { random, sleep: clock.sleep, faults });
  const engine = world.engine({
    clock,
    fetch: faulty.fetch,
    random,
    concurrency: 3,
    pullIntervalMs: 60_000,
    pollIntervalMs: 1_000,
  });
  engine.start();
  return { engine, clock, faulty };
}
