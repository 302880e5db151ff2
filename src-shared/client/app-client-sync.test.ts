// The app client's calls for the sync screens: jobs that need attention, a job's history, publish again, remove here.
import { describe, expect, it } from 'vitest';
import { createAppClient } from './app-client.ts';

const BASE = 'http://127.0.0.1:5180/app/v1';

function clientAnswering(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const client = createAppClient({
    baseUrl: BASE,
    getApiKey: () => 'local-key',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return answer(request);
    },
  });
  return { client, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PAGING = { total: 1, page: 2, pages: 2, pageSize: 1, previous: null, next: null };

describe('app client: sync screens', () => {
  it('reads the jobs that need attention, checked with the shared schema', async () => {
    const job = {
      jobId: 4,
      title: 'Welder',
      reason: 'refused',
      messages: ['No.'],
      at: '2026-11-25T10:00:00Z',
    };
    const { client, requests } = clientAnswering(() => json({ data: [job] }));
    expect(await client.attentionJobs()).toEqual({ ok: true, value: [job] });
    expect(requests[0]?.url).toBe(`${BASE}/jobs/attention`);
    expect(requests[0]?.headers.get('API-Key')).toBe('local-key');
  });

  it('refuses an attention answer with an unknown reason', async () => {
    const { client } = clientAnswering(() =>
      json({ data: [{ jobId: 4, title: 'W', reason: 'bored', messages: [], at: 'x' }] }),
    );
    const answer = await client.attentionJobs();
    expect(answer.ok).toBe(false);
  });

  it('asks for a page of a job’s history', async () => {
    const entry = { kind: 'pull', at: '2026-11-25T10:00:00Z', imported: true, changes: [] };
    const { client, requests } = clientAnswering(() => json({ data: [entry], paging: PAGING }));
    const answer = await client.jobHistory(7, { page: 2, pageSize: 1 });
    expect(answer.ok && answer.value.data).toEqual([entry]);
    expect(requests[0]?.url).toBe(`${BASE}/jobs/7/history?page=2&pageSize=1`);
  });

  it('posts publish again and remove here, and passes on the core’s refusal', async () => {
    const { client, requests } = clientAnswering((request) =>
      request.url.endsWith('/remove-here')
        ? json(
            { error: { type: 'ConflictException', messages: ['This job is still on the job board.'] } },
            409,
          )
        : json({ jobId: 3, state: 'pending', messages: [], remoteId: null, pendingChanges: 1 }, 202),
    );
    expect((await client.republishJob(3)).ok).toBe(true);
    const removed = await client.removeJobHere(3);
    expect(removed.ok ? [] : removed.error.messages).toEqual(['This job is still on the job board.']);
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /app/v1/jobs/3/republish',
      'POST /app/v1/jobs/3/remove-here',
    ]);
  });

  it('posts a held delete’s two choices, and passes on the core’s not-found when none waits', async () => {
    const { client, requests } = clientAnswering((request) =>
      request.url.endsWith('/leave-on-board')
        ? json(
            {
              error: {
                type: 'NotFoundException',
                messages: ['This job has no delete waiting for you on a job board.'],
              },
            },
            404,
          )
        : json({ jobId: 4, state: 'pending', messages: [], remoteId: null, pendingChanges: 1 }, 202),
    );
    expect((await client.deleteHeldOnBoard(4)).ok).toBe(true);
    const left = await client.leaveHeldOnBoard(4);
    expect(left.ok ? null : left.error.reason).toBe('not-found');
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /app/v1/jobs/4/delete-on-board',
      'POST /app/v1/jobs/4/leave-on-board',
    ]);
  });
});
