// GET /app/v1/jobs: a page of the list with everything its rows show, every tab's count and the total, in
// one answer, with GET /api/v1.1/jobs's query rules, order and paging.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUERY_MESSAGES } from '../../src-shared/rules/query.ts';
import { type JobListView, JobListViewSchema } from '../../src-shared/schemas/job-list-view.ts';
import { ErrorBodySchema, JobListResponseSchema } from '../../src-shared/schemas/resources.ts';
import { createLocalAppDoor, type LocalAppDoor } from './local-app-door.ts';

let door: LocalAppDoor;
beforeEach(async () => {
  door = await createLocalAppDoor();
});
afterEach(() => door.close());

async function view(query = ''): Promise<JobListView> {
  const response = await door.call('GET', `/app/v1/jobs${query}`);
  expect(response.status).toBe(200);
  return JobListViewSchema.parse(await response.json());
}

async function boardList(query: string) {
  const response = await door.call('GET', `/api/v1.1/jobs${query}`);
  expect(response.status).toBe(200);
  return JobListResponseSchema.parse(await response.json());
}

/** Jobs published a minute apart, so the list's order is the order made, newest first. */
async function createJobs(count: number, overrides: (index: number) => Record<string, unknown>) {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    door.clock.now = new Date(Date.parse('2026-11-02T09:00:00.000Z') + index * 60_000);
    ids.push((await door.createJob(overrides(index))).id);
  }
  return ids;
}

describe('GET /app/v1/jobs', () => {
  it('pages exactly as GET /api/v1.1/jobs does, with the same paging object', async () => {
    await createJobs(23, (index) => ({ title: `Welder ${index + 1}` }));
    for (const query of ['?pageSize=10&page=2', '?pageSize=10&page=3', '?pageSize=10&page=4', '']) {
      const mine = await view(query);
      const board = await boardList(query);
      expect(mine.data.map((row) => row.id)).toEqual(board.data.map((job) => job.id));
      expect(mine.paging).toEqual({
        ...board.paging,
        previous: board.paging.previous?.replace('/api/v1.1/', '/app/v1/') ?? null,
        next: board.paging.next?.replace('/api/v1.1/', '/app/v1/') ?? null,
      });
    }
    expect((await view('?pageSize=10&page=3')).data).toHaveLength(3);
    expect((await view('?pageSize=10&page=4')).paging).toMatchObject({ total: 23, pages: 3, next: null });
  });

  it('counts every tab for the search asked, and the total of every job whatever the search', async () => {
    const statuses = ['draft', 'active', 'active', 'archived', 'draft', 'active'] as const;
    await createJobs(statuses.length, (index) => ({
      title: index % 2 === 0 ? `Line Cook ${index}` : `Welder ${index}`,
      status: statuses[index],
    }));
    const all = await view('?status=active');
    expect(all.counts).toEqual({ all: 6, draft: 2, active: 3, archived: 1 });
    expect(all.totalJobs).toBe(6);
    expect(all.paging.total).toBe(3);
    expect(all.data.every((row) => row.status === 'active')).toBe(true);

    const cooks = await view('?q=line%20cook');
    expect(cooks.counts).toEqual({ all: 3, draft: 2, active: 1, archived: 0 });
    expect(cooks.totalJobs).toBe(6);
    expect(cooks.paging.total).toBe(3);
  });

  it('finds with q as GET /api/v1.1/jobs does: any case, in the title or the reference id, trimmed', async () => {
    await createJobs(5, (index) => ({
      title: index === 3 ? 'Pastry CHEF' : `Welder ${index}`,
      referenceId: index === 1 ? 'chef-2026' : `R-${index}`,
    }));
    for (const q of ['chef', '  Chef ', 'R-', 'nothing like it']) {
      const query = `?q=${encodeURIComponent(q)}`;
      expect((await view(query)).data.map((row) => row.id)).toEqual(
        (await boardList(query)).data.map((job) => job.id),
      );
    }
    expect((await view('?q=chef')).data.map((row) => row.title)).toEqual(['Pastry CHEF', 'Welder 1']);
    expect((await view('?q=%20%20')).paging.total).toBe(5);
  });

  it('gives each row what the list shows: close date, locations as shown, sync state and board status', async () => {
    const [id] = await createJobs(1, () => ({
      title: 'Senior Welder',
      referenceId: 'W-1',
      closeDate: '2026-12-31',
      confidential: true,
      locations: [{ description: 'moncton' }, { description: 'Halifax, NS' }],
    }));
    const [row] = (await view()).data;
    expect(row).toEqual({
      id,
      title: 'Senior Welder',
      referenceId: 'W-1',
      status: 'draft',
      // A draft was never published: the board's date for it is the day it was made, which the list never shows.
      publishDate: null,
      closeDate: '2026-12-31T00:00:00.000Z',
      confidential: true,
      locations: ['Moncton, NB', 'Halifax, NS'],
      sync: expect.objectContaining({ jobId: id, state: 'pending', pendingChanges: 1, remoteId: null }),
      boardStatus: null,
      boards: [{ boardId: 1, name: 'Job board', status: 'draft', syncState: 'pending' }],
      salary: null,
      findings: 0,
      missingDetails: 0,
    });
  });

  it('shows only the jobs of the local employer, and counts only theirs', async () => {
    await createJobs(2, () => ({}));
    await door.createJob({ title: 'Not mine' }, 'other-key-456');
    const answer = await view();
    expect(answer.data.map((row) => row.title)).not.toContain('Not mine');
    expect(answer.counts.all).toBe(2);
    expect(answer.totalJobs).toBe(2);
  });

  it('refuses a bad query with the same messages as GET /api/v1.1/jobs, never a 500', async () => {
    for (const [query, message] of [
      ['?pageSize=101', QUERY_MESSAGES.pageSize],
      ['?page=0', QUERY_MESSAGES.page],
      ['?status=deleted', QUERY_MESSAGES.status],
    ] as const) {
      const response = await door.call('GET', `/app/v1/jobs${query}`);
      expect(response.status).toBe(400);
      const body = ErrorBodySchema.parse(await response.json());
      expect(body.error.messages).toEqual([message]);
      const board = await door.call('GET', `/api/v1.1/jobs${query}`);
      expect(ErrorBodySchema.parse(await board.json()).error.messages).toEqual([message]);
    }
  });

  it('sorts by close date (no close date last), title (case and accents aside) and publish date, either way', async () => {
    const jobs: Array<[string, string | undefined]> = [
      ['électricien', '2026-12-20'],
      ['Baker', '2026-11-10'],
      ['Zookeeper', undefined],
      ['Carpenter', '2027-01-04'],
    ];
    const ids = await createJobs(jobs.length, (index) => {
      const [title, closeDate] = jobs[index] ?? ['', undefined];
      return closeDate === undefined ? { title } : { title, closeDate };
    });
    // A job made without a close date gets the board's default: 60 days after it is published.
    const titles = async (query: string) => (await view(query)).data.map((row) => row.title);
    expect(await titles('?sort=closeDate')).toEqual(['Baker', 'électricien', 'Zookeeper', 'Carpenter']);
    expect(await titles('?sort=closeDate&order=desc')).toEqual([
      'Carpenter',
      'Zookeeper',
      'électricien',
      'Baker',
    ]);
    expect(await titles('?sort=title')).toEqual(['Baker', 'Carpenter', 'électricien', 'Zookeeper']);
    expect(await titles('?sort=title&order=desc&pageSize=2&page=2')).toEqual(['Carpenter', 'Baker']);
    expect((await view('?sort=publishDate&order=asc')).data.map((row) => row.id)).toEqual(ids);
    expect((await view('?sort=title&pageSize=2')).paging.next).toContain('sort=title');
  });

  it('keeps the jobs of one province, counting each tab for it, whatever the city', async () => {
    await createJobs(4, (index) => ({
      title: `Welder ${index}`,
      status: index === 0 ? 'draft' : 'active',
      locations:
        index === 3
          ? [{ description: 'Halifax, NS' }, { description: 'Montréal, qc' }]
          : [{ description: index % 2 === 0 ? 'Québec, QC' : 'Moncton, NB' }],
    }));
    const quebec = await view('?province=QC');
    expect(quebec.data.map((row) => row.title)).toEqual(['Welder 3', 'Welder 2', 'Welder 0']);
    expect(quebec.counts).toEqual({ all: 3, draft: 1, active: 2, archived: 0 });
    expect(quebec.totalJobs).toBe(4);
    expect((await view('?province=NB&status=active')).data.map((row) => row.title)).toEqual(['Welder 1']);
    expect((await view('?province=YT')).paging.total).toBe(0);
  });

  it('shows as closing soon the active jobs whose close day is today up to 7 days ahead, and counts them', async () => {
    door.clock.now = new Date('2026-11-02T12:00:00.000Z');
    const cases: Array<[string, string, 'active' | 'draft']> = [
      ['Closes today', '2026-11-02', 'active'],
      ['Closes in 7 days', '2026-11-09', 'active'],
      ['Closes in 8 days', '2026-11-10', 'active'],
      ['Draft closing soon', '2026-11-04', 'draft'],
      ['Cook closing soon', '2026-11-05', 'active'],
    ];
    for (const [title, closeDate, status] of cases) await door.createJob({ title, closeDate, status });
    const soon = await view('?closing=soon&sort=closeDate');
    expect(soon.data.map((row) => row.title)).toEqual([
      'Closes today',
      'Cook closing soon',
      'Closes in 7 days',
    ]);
    expect(soon.closingSoon).toEqual({ matching: 3, all: 3 });
    expect(soon.paging.total).toBe(3);
    expect((await view('?q=cook')).closingSoon).toEqual({ matching: 1, all: 3 });
    // A day later, today's job has closed and the 8th day has come within the week.
    door.clock.now = new Date('2026-11-03T12:00:00.000Z');
    expect((await view('?closing=soon&sort=closeDate')).data.map((row) => row.title)).toEqual([
      'Cook closing soon',
      'Closes in 7 days',
      'Closes in 8 days',
    ]);
  });

  it('refuses a bad sort, order, province or closing with a message that says the values it takes', async () => {
    for (const [query, message] of [
      ['?sort=salary', QUERY_MESSAGES.sort],
      ['?sort=title&order=up', QUERY_MESSAGES.order],
      ['?province=XX', QUERY_MESSAGES.province],
      ['?closing=later', QUERY_MESSAGES.closing],
    ] as const) {
      const response = await door.call('GET', `/app/v1/jobs${query}`);
      expect(response.status).toBe(400);
      expect(ErrorBodySchema.parse(await response.json()).error.messages).toEqual([message]);
    }
    // The job board's own list takes none of them: it stays the interface document's.
    expect((await boardList('?sort=salary&province=XX')).paging).toBeDefined();
  });

  it('refuses a request without the local key', async () => {
    expect((await door.call('GET', '/app/v1/jobs', undefined, '')).status).toBe(401);
    expect((await door.call('GET', '/app/v1/jobs', undefined, 'other-key-456')).status).toBe(401);
  });
});
