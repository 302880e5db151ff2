// A half-done draft (issue 36): the editor's Save through /app/v1 keeps a job with a title whatever else is
// missing, the list counts what it lacks, search finds it, and no board is sent it until it is complete;
// /api/v1.1 keeps the board's rules and refuses it.
import { afterEach, describe, expect, it } from 'vitest';
import type { PostingList } from '../../src-shared/schemas/boards.ts';
import type { JobListView } from '../../src-shared/schemas/job-list-view.ts';
import type { JobWithPostings } from '../../src-shared/schemas/job-save.ts';
import type { ErrorBody } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { KEY_A, startTwoBoards, type TwoBoards, URL_A } from './boards-helpers.ts';

let world: TwoBoards | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

async function oneBoard(): Promise<TwoBoards> {
  world = await startTwoBoards();
  const named = await world.json('PUT', '/app/v1/boards/1', { name: 'East', url: URL_A, apiKey: KEY_A });
  expect(named.status).toBe(200);
  return world;
}

const TITLE_ONLY = { title: 'Harbour Pilot', applicantRoutingType: { id: 1 } };

describe('a half-done draft', () => {
  it('is saved through /app/v1 with only a title, listed under Draft with its missing details counted, and found by search', async () => {
    const target = await oneBoard();
    const saved = await target.json<JobWithPostings>('POST', '/app/v1/jobs/with-postings', {
      job: TITLE_ONLY,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.job).toMatchObject({
      title: 'Harbour Pilot',
      status: 'draft',
      locations: [],
      categories: [],
      positionType: null,
      description: '',
    });
    expect(saved.body.job.referenceId).not.toBeNull();

    const listed = await target.json<JobListView>('GET', '/app/v1/jobs?status=draft&q=harbour');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row) => [row.title, row.status, row.missingDetails])).toEqual([
      ['Harbour Pilot', 'draft', 5],
    ]);
    const read = await target.json('GET', `/api/v1.1/jobs/${saved.body.job.id}`);
    expect(read.status).toBe(200);
  });

  it('is refused by /api/v1.1, which keeps the board’s rules', async () => {
    const target = await oneBoard();
    const refused = await target.json<ErrorBody>('POST', '/api/v1.1/jobs', TITLE_ONLY);
    expect(refused.status).toBe(400);
    expect(refused.body.error.messages).toEqual(
      expect.arrayContaining(['Choose a position type.', 'Add at least one location.']),
    );
  });

  it('cannot be published from /app/v1 until complete: the refusal names each missing detail', async () => {
    const target = await oneBoard();
    const refused = await target.json<ErrorBody>('POST', '/app/v1/jobs/with-postings', {
      job: { ...TITLE_ONLY, status: 'active' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.map((field) => field.path)).toEqual(
      expect.arrayContaining(['job.locations', 'job.categories', 'job.description', 'job.applicationEmail']),
    );
  });

  it('still refuses a wrong value it holds, as the board would', async () => {
    const target = await oneBoard();
    const refused = await target.json<ErrorBody>('POST', '/app/v1/jobs/with-postings', {
      job: { ...TITLE_ONLY, applicationEmail: 'not an address' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.map((field) => field.path)).toEqual(['job.applicationEmail']);
  });

  it('is never sent to a board while incomplete, nor counted as waiting or failed, then goes once completed', async () => {
    const target = await oneBoard();
    const saved = await target.json<JobWithPostings>('POST', '/app/v1/jobs/with-postings', {
      job: TITLE_ONLY,
      postings: [{ boardId: 1 }],
    });
    expect(saved.status).toBe(201);
    const id = saved.body.job.id;
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a)).toEqual([]);
    // Only here: nothing waits to be sent, nothing failed, nothing for Needs attention (the list says what
    // the draft lacks).
    const waiting = await target.json<PostingList>('GET', `/app/v1/jobs/${id}/postings`);
    expect(waiting.body.data[0]?.sync).toMatchObject({ state: 'local', messages: [], pendingChanges: 0 });
    const attention = await target.json<{ data: unknown[] }>('GET', '/app/v1/jobs/attention');
    expect(attention.body.data).toEqual([]);

    // Half a step further: still incomplete, still not sent.
    const further = await target.json('PUT', `/app/v1/jobs/${id}/with-postings`, {
      job: { locations: [{ description: 'Moncton, NB' }] },
    });
    expect(further.status).toBe(200);
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a)).toEqual([]);

    const { title: _title, ...rest } = validJobBody();
    const completed = await target.json('PUT', `/app/v1/jobs/${id}/with-postings`, { job: rest });
    expect(completed.status).toBe(200);
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a).map((job) => [job.title, job.status])).toEqual([
      ['Harbour Pilot', 'draft'],
    ]);
    const sent = await target.json<PostingList>('GET', `/app/v1/jobs/${id}/postings`);
    expect(sent.body.data[0]?.sync).toMatchObject({ state: 'synced', messages: [] });
  });

  it('is kept in the local store’s jobs table, not only in the browser’s storage', async () => {
    const target = await oneBoard();
    const saved = await target.json<JobWithPostings>('POST', '/app/v1/jobs/with-postings', {
      job: TITLE_ONLY,
    });
    const row = target.core.store.db
      .prepare('SELECT title, position_type_id, description FROM jobs WHERE id = ?')
      .get(saved.body.job.id);
    expect(row).toEqual({ title: 'Harbour Pilot', position_type_id: null, description: '' });
  });
});
