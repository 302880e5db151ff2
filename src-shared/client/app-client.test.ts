// The app client sends JobDesk's /app/v1 requests and checks every answer with the shared app schemas.
import { describe, expect, it } from 'vitest';
import { createAppClient, jobListViewParams } from './app-client.ts';

const BASE = 'http://127.0.0.1:5180/app/v1';

const SYNC_STATUS = { state: 'idle', pending: 2, failed: 0, lastSyncAt: null, message: null };
const jobSync = (jobId: number) => ({
  jobId,
  state: 'pending',
  messages: [],
  remoteId: null,
  pendingChanges: 1,
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const client = createAppClient({
    baseUrl: `${BASE}/`,
    getApiKey: () => 'local-key',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return answer(request);
    },
  });
  return { client, requests };
}

const notFound = () =>
  json({ error: { type: 'NotFoundException', messages: ['There is nothing at this address.'] } }, 404);

describe('app client requests', () => {
  it('reads the sync status with the API key', async () => {
    const { client, requests } = clientAnswering(() => json(SYNC_STATUS));
    expect(await client.syncStatus()).toEqual({ ok: true, value: SYNC_STATUS });
    expect(requests[0]?.url).toBe(`${BASE}/sync`);
    expect(requests[0]?.headers.get('API-Key')).toBe('local-key');
  });

  it('starts a sync with a POST', async () => {
    const { client, requests } = clientAnswering(() => json({ ...SYNC_STATUS, state: 'syncing' }, 202));
    const result = await client.syncNow();
    expect(result.ok && result.value.state).toBe('syncing');
    expect(requests[0]?.method).toBe('POST');
  });

  it('reads one job sync state by id', async () => {
    const { client, requests } = clientAnswering(() => json(jobSync(7)));
    expect(await client.jobSyncStatus(7)).toEqual({ ok: true, value: jobSync(7) });
    expect(requests[0]?.url).toBe(`${BASE}/jobs/7/sync`);
  });

  it('refuses an answer that does not match the schema, saying what is wrong', async () => {
    const { client } = clientAnswering(() => json({ ...SYNC_STATUS, state: 'sleeping' }));
    const result = await client.syncStatus();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.reason).toBe('invalid-response');
    expect(result.error.messages.join(' ')).toContain('state');
  });

  it('turns an error answer into a JobBoardError with its messages', async () => {
    const { client } = clientAnswering(notFound);
    const result = await client.jobSyncStatus(99);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.reason).toBe('not-found');
      expect(result.error.messages).toEqual(['There is nothing at this address.']);
    }
  });

  it('saves settings as JSON and reads back the view', async () => {
    const { client, requests } = clientAnswering(() =>
      json({ remoteUrl: 'https://board.example', hasApiKey: true }),
    );
    const result = await client.updateSettings({ remoteUrl: 'https://board.example', apiKey: 'k' });
    expect(result).toEqual({ ok: true, value: { remoteUrl: 'https://board.example', hasApiKey: true } });
    expect(requests[0]?.method).toBe('PUT');
    expect(await requests[0]?.json()).toEqual({ remoteUrl: 'https://board.example', apiKey: 'k' });
  });

  it('tests the connection', async () => {
    const { client, requests } = clientAnswering(() => json({ ok: false, messages: ['No answer.'] }));
    expect(await client.testConnection()).toEqual({
      ok: true,
      value: { ok: false, messages: ['No answer.'] },
    });
    expect(requests[0]?.url).toBe(`${BASE}/settings/test`);
  });

  it('retries and discards a job with POSTs that need no answer body', async () => {
    const { client, requests } = clientAnswering(() => new Response(null, { status: 202 }));
    expect((await client.retryJob(3)).ok).toBe(true);
    expect((await client.discardJobChanges(3)).ok).toBe(true);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST ${BASE}/jobs/3/retry`,
      `POST ${BASE}/jobs/3/discard`,
    ]);
  });

  it('reads a job from its boards with a POST, answering each board’s outcome', async () => {
    const answer = { data: [{ boardId: 2, outcome: 'failed', message: 'West cannot be reached.' }] };
    const { client, requests } = clientAnswering(() => json(answer));
    expect(await client.readJob(7)).toEqual({ ok: true, value: answer });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST ${BASE}/jobs/7/read`,
    ]);
  });
});

describe('several jobs sync states', () => {
  it('resolves a conflict with a POST of the choices, and reads back the job sync state', async () => {
    const { client, requests } = clientAnswering(() => json(jobSync(4)));
    const result = await client.resolveConflict(4, { title: 'mine', salary: 'board' });
    expect(result).toEqual({ ok: true, value: jobSync(4) });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${BASE}/jobs/4/resolve`);
    expect(await requests[0]?.json()).toEqual({ choices: { title: 'mine', salary: 'board' } });
  });

  it('tells a job without a conflict (409) apart from a property not in conflict (400)', async () => {
    const refusal = (status: number, type: string) =>
      clientAnswering(() => json({ error: { type, messages: ['No.'] } }, status)).client;
    const none = await refusal(409, 'ConflictException').resolveConflict(4, { title: 'mine' });
    expect(!none.ok && none.error.reason).toBe('conflict');
    const notInConflict = await refusal(400, 'ValidationException').resolveConflict(4, { title: 'mine' });
    expect(!notInConflict.ok && notInConflict.error.reason).toBe('validation');
  });

  it('asks the list endpoint once for up to 100 ids, without repeats', async () => {
    const { client, requests } = clientAnswering((request) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
      return json({ data: ids.map(jobSync) });
    });
    const result = await client.jobSyncStates([1, 2, 2, 3]);
    expect(result.ok && result.value.map((state) => state.jobId)).toEqual([1, 2, 3]);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? '').searchParams.get('ids')).toBe('1,2,3');
  });

  it('splits a long list of ids into calls of 100', async () => {
    const { client, requests } = clientAnswering((request) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
      return json({ data: ids.map(jobSync) });
    });
    const ids = Array.from({ length: 250 }, (_, index) => index + 1);
    const result = await client.jobSyncStates(ids);
    expect(result.ok && result.value).toHaveLength(250);
    expect(requests).toHaveLength(3);
  });

  it('answers the core’s refusal of the list as it is, without asking job by job', async () => {
    const { client, requests } = clientAnswering(() => notFound());
    const result = await client.jobSyncStates([1, 2, 3]);
    expect(!result.ok && result.error.reason).toBe('not-found');
    expect(requests).toHaveLength(1);
  });

  it('sends the key in the API-Key header, never in the URL, even when given an EventSource', async () => {
    const { client, requests } = clientAnswering(
      () => new Response('', { headers: { 'Content-Type': 'text/event-stream' } }),
    );
    const sources: string[] = [];
    const stop = client.subscribeToEvents({
      onEvent: () => {},
      createEventSource: (url) => {
        sources.push(url);
        return { addEventListener: () => {}, close: () => {} };
      },
      setTimeout: () => 0,
      clearTimeout: () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    expect(sources).toEqual([]);
    expect(requests[0]?.url).toBe(`${BASE}/events`);
    expect(requests[0]?.headers.get('API-Key')).toBe('local-key');
  });

  it('uses the EventSource, with no key anywhere, when there is no key (a browser session’s cookie)', async () => {
    const client = createAppClient({
      baseUrl: BASE,
      getApiKey: () => null,
      fetch: () => Promise.reject(new Error('unused')),
    });
    const sources: string[] = [];
    const stop = client.subscribeToEvents({
      onEvent: () => {},
      createEventSource: (url) => {
        sources.push(url);
        return { addEventListener: () => {}, close: () => {} };
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    expect(sources).toEqual([`${BASE}/events`]);
  });
});

describe('app client: the jobs list view and bulk actions', () => {
  const row = {
    id: 4,
    title: 'Welder',
    referenceId: 'W-4',
    status: 'draft',
    publishDate: '2026-11-02T09:00:00.000Z',
    closeDate: null,
    confidential: false,
    locations: ['Moncton, NB'],
    sync: jobSync(4),
    boardStatus: null,
    findings: 0,
  };
  const view = {
    data: [row],
    paging: { total: 1, page: 2, pages: 1, pageSize: 10, previous: null, next: null },
    counts: { all: 1, draft: 1, active: 0, archived: 0 },
    totalJobs: 3,
  };

  it('reads a page of the list view with the query as GET /jobs takes it (an empty q left out)', async () => {
    const { client, requests } = clientAnswering(() => json(view));
    expect(await client.jobListView({ q: '', status: 'draft', page: 2, pageSize: 10 })).toEqual({
      ok: true,
      value: view,
    });
    expect(requests[0]?.url).toBe(`${BASE}/jobs?status=draft&page=2&pageSize=10`);
  });

  it('refuses a list view whose row lacks its sync state', async () => {
    const { client } = clientAnswering(() => json({ ...view, data: [{ ...row, sync: undefined }] }));
    const result = await client.jobListView();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.reason).toBe('invalid-response');
  });

  it('sends a bulk action as one POST and reads what changed and what did not', async () => {
    const answer = {
      action: 'archive',
      changed: [{ id: 4, title: 'Welder' }],
      refused: [{ id: 5, title: null, reason: 'not-found', messages: ['This job no longer exists.'] }],
    };
    const { client, requests } = clientAnswering(() => json(answer));
    expect(await client.bulkJobAction({ action: 'archive', ids: [4, 5] })).toEqual({
      ok: true,
      value: answer,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${BASE}/jobs/bulk`);
    expect(await requests[0]?.json()).toEqual({ action: 'archive', ids: [4, 5] });
  });

  it('undoes deletes with one POST of their ids, and reads what came back and what did not', async () => {
    const answer = {
      restored: [{ id: 4, title: 'Welder' }],
      refused: [{ id: 5, reason: 'expired', messages: ['The time to undo this delete has passed.'] }],
    };
    const { client, requests } = clientAnswering(() => json(answer));
    expect(await client.restoreJobs([4, 5])).toEqual({ ok: true, value: answer });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${BASE}/jobs/restore`);
    expect(await requests[0]?.json()).toEqual({ ids: [4, 5] });
  });
});

describe('app client: the posting-law checks', () => {
  const finding = {
    rule: 'on-pay-range',
    province: 'ON',
    severity: 'required',
    field: 'salary',
    message: 'Ontario allows a pay range at most $50,000 a year wide.',
    source: { law: 'O. Reg. 476/24', section: 'range', url: 'https://www.ontario.ca/laws/regulation/240476' },
  };

  it("reads a saved job's findings, and says not-found for a job the core does not know", async () => {
    const { client, requests } = clientAnswering((request) =>
      request.url.endsWith('/jobs/7/checks') ? json({ data: [finding] }) : notFound(),
    );
    expect(await client.jobChecks(7)).toEqual({ ok: true, value: [finding] });
    expect(requests[0]?.url).toBe(`${BASE}/jobs/7/checks`);
    const missing = await client.jobChecks(8);
    expect(!missing.ok && missing.error.reason).toBe('not-found');
  });

  it('sends an unsaved job to POST /checks and refuses a finding of an unknown field', async () => {
    const { client, requests } = clientAnswering(() => json({ data: [finding] }));
    const body = { locations: [{ description: 'Toronto, ON' }], description: '<p>x</p>' };
    expect(await client.checkPosting(body)).toEqual({ ok: true, value: [finding] });
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual(body);
    const odd = clientAnswering(() => json({ data: [{ ...finding, field: 'title' }] }));
    const refused = await odd.client.checkPosting(body);
    expect(!refused.ok && refused.error.reason).toBe('invalid-response');
  });

  it('reads and saves the posting-law settings', async () => {
    const settings = { ontarioEmployees25OrMore: true, usesAiScreening: true };
    const { client, requests } = clientAnswering(() => json(settings));
    expect(await client.updatePostingLawSettings({ usesAiScreening: true })).toEqual({
      ok: true,
      value: settings,
    });
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe(`${BASE}/settings/posting-laws`);
    expect(await client.postingLawSettings()).toEqual({ ok: true, value: settings });
  });
});

describe('jobListViewParams', () => {
  it('writes the app list’s filters and leaves GET /jobs’s own order out of the query', () => {
    expect(String(jobListViewParams({ q: 'cook', page: 2, pageSize: 25 }))).toBe('q=cook&page=2&pageSize=25');
    expect(String(jobListViewParams({ sort: 'publishDate', order: 'desc', board: 2 }))).toBe('board=2');
    expect(
      String(
        jobListViewParams({ province: 'QC', closing: 'soon', sort: 'closeDate', order: 'asc', page: 1 }),
      ),
    ).toBe('page=1&province=QC&closing=soon&sort=closeDate&order=asc');
    expect(String(jobListViewParams({ sort: 'publishDate', order: 'asc' }))).toBe(
      'sort=publishDate&order=asc',
    );
  });
});
