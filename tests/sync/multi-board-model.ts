// The model of sync to two boards, shared by its vitest run and the soak script: random jobs, edits,
// postings (per-board status, withdrawals) and deletes through JobDesk's front door, interleaved with sync
// passes under random per-board outages, refusals (400 and 402) and lost answers; then, faults off and every
// refused change retried, each board must hold exactly the postings sent to it, once each, with the job's
// latest values and the posting's own status.
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import fc from 'fast-check';
import { STATUS_TRANSITIONS } from '../../src-shared/rules/status-transitions.ts';
import type { Job, JobStatus } from '../../src-shared/schemas/resources.ts';
import { KEY_A, KEY_B, startTwoBoards, type TwoBoards, URL_A, URL_B } from '../app/boards-helpers.ts';
import { validJobBody } from '../helpers/job-bodies.ts';

export type BoardFaults = { outage: number; refusal: number; lostAnswer: number };
const NONE: BoardFaults = { outage: 0, refusal: 0, lostAnswer: 0 };

type Command =
  | { kind: 'create'; title: string; boards: boolean[]; statuses: JobStatus[] }
  | { kind: 'edit'; pick: number; title: string }
  | { kind: 'post'; pick: number; boards: boolean[]; statuses: JobStatus[] }
  | { kind: 'delete'; pick: number }
  | { kind: 'sync' }
  | { kind: 'faults'; board: 0 | 1; faults: BoardFaults };

type ModelJob = { id: number; referenceId: string; title: string; postings: Map<number, JobStatus> };

const statuses = fc.array(fc.constantFrom<JobStatus>('draft', 'active', 'archived'), {
  minLength: 2,
  maxLength: 2,
});
const boardsChosen = fc.array(fc.boolean(), { minLength: 2, maxLength: 2 });
const rate = fc.constantFrom(0, 0, 0.2, 0.5);

export const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    title: fc.constantFrom('Cook', 'Welder', 'Nurse'),
    boards: boardsChosen,
    statuses,
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    title: fc.constantFrom('Chef', 'Fitter', 'Medic', 'Baker'),
  }),
  fc.record({ kind: fc.constant('post' as const), pick: fc.nat(), boards: boardsChosen, statuses }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('sync' as const) }),
  fc.record({
    kind: fc.constant('faults' as const),
    board: fc.constantFrom<0 | 1>(0, 1),
    faults: fc.record({ outage: rate, refusal: rate, lostAnswer: rate }),
  }),
);

export const commandsArbitrary = fc.array(commandArbitrary, { minLength: 4, maxLength: 24 });

export async function runMultiBoardModel(commands: readonly Command[], seed: number): Promise<void> {
  const random = mulberry(seed);
  const faults: [BoardFaults, BoardFaults] = [{ ...NONE }, { ...NONE }];
  const world: TwoBoards = await startTwoBoards({
    wrapFetch: (host, send) => async (request) => {
      const which = host === 'board-a.test' ? 0 : 1;
      const fault = faults[which];
      // A board refuses a job's content or asks for credit on a create or an update, never on a delete.
      const writes = request.method === 'PUT' || request.method === 'POST';
      if (random() < fault.outage) throw new TypeError('fetch failed (outage)');
      if (writes && random() < fault.refusal) {
        const status = random() < 0.5 ? 400 : 402;
        return Response.json(
          {
            error: {
              type: status === 402 ? 'PaymentRequiredException' : 'ValidationException',
              messages: ['Refused by the model.'],
            },
          },
          { status },
        );
      }
      const answer = await send(request);
      if (random() < fault.lostAnswer) throw new TypeError('fetch failed (answer lost)');
      return answer;
    },
  });
  try {
    await world.json('PUT', '/app/v1/boards/1', { name: 'East', url: URL_A, apiKey: KEY_A });
    const added = await world.json<{ id: number }>('POST', '/app/v1/boards', {
      name: 'West',
      url: URL_B,
      apiKey: KEY_B,
    });
    const boardIds = [1, added.body.id];
    const jobs: ModelJob[] = [];
    const pick = (index: number) => (jobs.length === 0 ? undefined : jobs[index % jobs.length]);

    const setPostings = async (job: ModelJob, chosen: boolean[], wanted: JobStatus[]) => {
      const postings: Array<{ boardId: number; status: JobStatus }> = [];
      chosen.forEach((on, index) => {
        if (!on) return;
        const boardId = boardIds[index] as number;
        const current = job.postings.get(boardId);
        const status = wanted[index] as JobStatus;
        // A status the rules refuse (back to draft) keeps the current one.
        postings.push({
          boardId,
          status: current === undefined || STATUS_TRANSITIONS[current].includes(status) ? status : current,
        });
      });
      if (postings.length === 0) return;
      let answer = await world.json<{ error?: { fields?: Array<{ path: string }> } }>(
        'PUT',
        `/app/v1/jobs/${job.id}/postings`,
        { postings },
      );
      // A board that still has the job (withdrawn, the delete not yet sent) refuses a draft there, as its
      // status rules do: the recruiter posts it active instead.
      if (
        answer.status === 400 &&
        answer.body.error?.fields?.every((field) => field.path.endsWith('.status'))
      ) {
        for (const field of answer.body.error.fields ?? []) {
          const index = Number(field.path.split('.')[1]);
          const posting = postings[index];
          if (posting) posting.status = 'active';
        }
        answer = await world.json('PUT', `/app/v1/jobs/${job.id}/postings`, { postings });
      }
      strictEqual(answer.status, 200, JSON.stringify(answer.body));
      job.postings = new Map(postings.map((posting) => [posting.boardId, posting.status]));
    };

    for (const command of commands) {
      switch (command.kind) {
        case 'create': {
          const created = await world.json<Job>(
            'POST',
            '/api/v1.1/jobs',
            validJobBody({ title: command.title, status: 'active' }),
          );
          strictEqual(created.status, 201);
          const job: ModelJob = {
            id: created.body.id,
            referenceId: created.body.referenceId as string,
            title: command.title,
            postings: new Map(boardIds.map((id) => [id, 'active' as JobStatus])),
          };
          jobs.push(job);
          await setPostings(job, command.boards, command.statuses);
          break;
        }
        case 'edit': {
          const job = pick(command.pick);
          if (!job) break;
          const answer = await world.json('PUT', `/api/v1.1/jobs/${job.id}`, { title: command.title });
          strictEqual(answer.status, 200);
          job.title = command.title;
          break;
        }
        case 'post': {
          const job = pick(command.pick);
          if (job) await setPostings(job, command.boards, command.statuses);
          break;
        }
        case 'delete': {
          const job = pick(command.pick);
          if (!job) break;
          strictEqual((await world.call('DELETE', `/api/v1.1/jobs/${job.id}`)).status, 204);
          jobs.splice(jobs.indexOf(job), 1);
          break;
        }
        case 'sync':
          await world.core.engine.syncNow();
          break;
        case 'faults':
          faults[command.board] = command.faults;
          break;
      }
    }

    // Faults off; the recruiter retries every refused change; sync until nothing waits.
    faults[0] = { ...NONE };
    faults[1] = { ...NONE };
    for (let round = 0; round < 10; round += 1) {
      const attention = await world.json<{ data: Array<{ jobId: number }> }>('GET', '/app/v1/jobs/attention');
      for (const { jobId } of attention.body.data) await world.call('POST', `/app/v1/jobs/${jobId}/retry`);
      await world.core.engine.syncNow();
      if (world.core.engine.status().pending + world.core.engine.status().failed === 0) break;
    }
    const status = world.core.engine.status();
    if (process.env.MULTI_BOARD_TRACE && status.pending + status.failed > 0)
      console.log(JSON.stringify(world.core.store.db.prepare('SELECT * FROM outbox').all()));
    strictEqual(status.pending + status.failed, 0, `changes still wait: ${JSON.stringify(status)}`);

    for (const [index, board] of [world.a, world.b].entries()) {
      const boardId = boardIds[index] as number;
      const onBoard = world.jobsOn(board);
      const references = onBoard.map((job) => job.referenceId);
      strictEqual(new Set(references).size, references.length, `a referenceId is on board ${boardId} twice`);
      const expected = jobs
        .filter((job) => job.postings.has(boardId))
        .map((job) => ({ referenceId: job.referenceId, title: job.title, status: job.postings.get(boardId) }))
        .sort((a, b) => a.referenceId.localeCompare(b.referenceId));
      const actual = onBoard
        .map((job) => ({ referenceId: job.referenceId, title: job.title, status: job.status }))
        .sort((a, b) => (a.referenceId ?? '').localeCompare(b.referenceId ?? ''));
      if (process.env.MULTI_BOARD_TRACE && JSON.stringify(actual) !== JSON.stringify(expected))
        for (const job of jobs)
          console.log(
            JSON.stringify(
              (
                await world.json<{ data: unknown[] }>(
                  'GET',
                  `/app/v1/jobs/${job.id}/history?page=1&pageSize=50`,
                )
              ).body.data,
            ),
          );
      deepStrictEqual(actual, expected, `board ${boardId} holds other postings than were sent to it`);
    }
  } finally {
    await world.close();
  }
}

/** A small seeded generator for the faults, so a seed replays the same run. */
function mulberry(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const multiBoardProperty = () =>
  fc.asyncProperty(commandsArbitrary, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (commands, seed) =>
    runMultiBoardModel(commands, seed),
  );
