// The app client's conflict resolution: the recruiter's choices posted as they are, the sync state read back.
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

describe('app client: resolveConflict', () => {
  it('posts the choices to the job’s resolve endpoint and answers its sync state with the conflicts left', async () => {
    const state = {
      jobId: 9,
      state: 'conflict',
      messages: [],
      remoteId: 41,
      pendingChanges: 1,
      conflicts: [{ property: 'salary', mine: null, theirs: { amount: 61000 } }],
    };
    const { client, requests } = clientAnswering(() => json(state));
    const answer = await client.resolveConflict(9, { title: 'mine' });
    expect(answer).toEqual({ ok: true, value: state });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${BASE}/jobs/9/resolve`);
    expect(await requests[0]?.json()).toEqual({ choices: { title: 'mine' } });
  });

  it('passes on the core’s refusal with its message', async () => {
    const { client } = clientAnswering(() =>
      json({ error: { type: 'validation', messages: ['Title is not in conflict.'] } }, 400),
    );
    const answer = await client.resolveConflict(9, { title: 'board' });
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.messages).toContain('Title is not in conflict.');
  });
});
