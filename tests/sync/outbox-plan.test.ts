import { describe, expect, it } from 'vitest';
import type { BoardJob } from '../../src-main/store/board-jobs-repository.ts';
import {
  PLAN_MESSAGES,
  type PlannedCall,
  type PlanRow,
  planJobSync,
  planMergedUpdate,
} from '../../src-main/sync/index.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import type { Job, JobStatus } from '../../src-shared/schemas/resources.ts';

function job(overrides: Partial<Job> = {}): Job {
  return {
    id: 5,
    referenceId: 'R-1',
    employer: { id: 1, name: 'Acme' },
    title: 'Welder',
    publishDate: '2026-03-02T09:00:00.000Z',
    closeDate: '2026-05-01T09:00:00.000Z',
    confidential: false,
    autoRefresh: false,
    status: 'draft',
    locations: [{ id: 3, name: 'Moncton', description: 'Moncton, NB', type: 'Town' }],
    categories: [{ id: 8, name: 'Construction & Skilled Trades' }],
    positionType: { id: 1, name: 'Full Time' },
    salary: null,
    description: '<p>Weld.</p>',
    applicantRoutingType: { id: 1, name: 'Email' },
    applicationEmail: 'jobs@example.com',
    applicationUrl: null,
    ...overrides,
  };
}

function remote(overrides: Partial<BoardJob> = {}): BoardJob {
  return {
    jobId: 5,
    employerId: 1,
    remoteId: 70,
    referenceId: 'R-1',
    status: 'draft',
    ackedVersion: null,
    listedHeader: null,
    missing: false,
    base: null,
    readAt: null,
    conflict: null,
    sent: null,
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

let nextSeq = 1;
function row(operation: PlanRow['operation'], overrides: Partial<PlanRow> = {}): PlanRow {
  return { seq: nextSeq++, operation, attempts: 0, ...overrides };
}

/** The job's version as the store numbers it: 4 changes made here. */
const VERSION = 4;
const planFor = (rows: PlanRow[], current: Job | undefined, ledger?: BoardJob) =>
  planJobSync(rows, current, VERSION, ledger);

describe('planJobSync, case by case', () => {
  it('plans nothing without rows', () => {
    expect(planFor([], job())).toEqual({ kind: 'nothing' });
  });

  it('sends a new job, created and edited many times, as one POST /jobs of its latest state, a first send', () => {
    const rows = [row('create'), row('update'), row('update')];
    const current = job({ title: 'Latest', status: 'active' });
    const plan = planFor(rows, current);
    expect(plan).toMatchObject({
      kind: 'create',
      seqs: rows.map((r) => r.seq),
      version: 4,
      firstSend: true,
      completes: true,
    });
    expect(plan.kind === 'create' && plan.body).toMatchObject({
      referenceId: 'R-1',
      title: 'Latest',
      status: 'active',
      locations: [{ description: 'Moncton, NB' }],
      categories: [{ id: 8 }],
      positionType: { id: 1 },
      applicantRoutingType: { id: 1 },
    });
  });

  it('reads the board’s version first for any update of a job the board has, by its board id', () => {
    for (const current of [
      job(),
      job({ status: 'active' }),
      job({ referenceId: 'R-2' }),
      job({ referenceId: null }),
    ]) {
      for (const status of ['draft', 'active', 'archived'] as const) {
        expect(planFor([row('update')], current, remote({ status }))).toMatchObject({
          kind: 'read',
          remoteId: 70,
        });
      }
    }
    expect(planFor([row('update')], job({ referenceId: null }), remote({ referenceId: null }))).toMatchObject(
      {
        kind: 'read',
        remoteId: 70,
      },
    );
  });

  it('never sends an update of a job the board no longer has: it waits as removed from the job board', () => {
    const plan = planFor([row('update')], job(), remote({ missing: true }));
    expect(plan).toMatchObject({
      kind: 'refuse',
      rowState: 'failed',
      message: PLAN_MESSAGES.missingOnRemote,
    });
  });

  it('refuses to create a job that has no referenceId and was never sent', () => {
    const plan = planFor([row('create')], job({ referenceId: null }));
    expect(plan).toMatchObject({ kind: 'refuse', rowState: 'failed', message: PLAN_MESSAGES.noReferenceId });
  });

  it('sends a create never answered again as it recorded it, completing only when the job is still that', () => {
    const recorded = { ...jobToInput(job({ status: 'draft' })), referenceId: 'R-1' };
    const sentUnanswered = remote({ remoteId: null, referenceId: 'R-1', status: 'draft', sent: recorded });
    const renamed = planFor([row('create'), row('update')], job({ referenceId: 'R-2' }), sentUnanswered);
    expect(renamed).toMatchObject({ kind: 'create', firstSend: false, completes: false, body: recorded });
    const edited = planFor([row('update')], job({ title: 'Welder II' }), sentUnanswered);
    expect(edited).toMatchObject({ kind: 'create', completes: false, body: { title: 'Welder' } });
    const same = planFor([row('update')], job({ status: 'draft' }), sentUnanswered);
    expect(same).toMatchObject({ kind: 'create', firstSend: false, completes: true, body: recorded });
  });

  it('sends a create recorded without its body (older data, or after a power cut) as the job is now', () => {
    const archiving = remote({ remoteId: null, referenceId: 'R-1', status: 'archived' });
    const publishing = planFor([row('update')], job({ status: 'active' }), archiving);
    // The board may have it archived: compared as archived, published by id afterwards.
    expect(publishing).toMatchObject({
      kind: 'create',
      firstSend: false,
      completes: false,
      body: { referenceId: 'R-1', status: 'archived', title: 'Welder' },
    });
    const asIs = planFor(
      [row('update')],
      job({ status: 'draft' }),
      remote({ remoteId: null, status: 'draft' }),
    );
    expect(asIs).toMatchObject({
      kind: 'create',
      completes: true,
      body: { referenceId: 'R-1', status: 'draft' },
    });
  });

  it('drops a job created and deleted before any request was sent', () => {
    const rows = [row('create'), row('update'), row('delete')];
    expect(planFor(rows, undefined)).toEqual({ kind: 'drop', seqs: rows.map((r) => r.seq) });
  });

  it('deletes a job whose create may have reached the board unanswered, by the referenceId it was sent with', () => {
    const rows = [row('create', { attempts: 1 }), row('update'), row('delete')];
    expect(planFor(rows, undefined, remote({ remoteId: null }))).toMatchObject({
      kind: 'delete-by-reference',
      referenceId: 'R-1',
    });
  });

  it('reads a job the board has an id for before deleting it, and deletes an unanswered create by its name', () => {
    expect(planFor([row('delete')], undefined, remote())).toMatchObject({
      kind: 'read-before-delete',
      remoteId: 70,
    });
    expect(planFor([row('delete')], undefined, remote({ remoteId: null }))).toMatchObject({
      kind: 'delete-by-reference',
      referenceId: 'R-1',
    });
  });

  it('sets aside the rows of a job that is gone without a recorded delete', () => {
    expect(planFor([row('update')], undefined)).toMatchObject({
      kind: 'refuse',
      rowState: 'set-aside',
      message: PLAN_MESSAGES.goneWithoutDelete,
    });
  });

  it('sets aside a delete it cannot address', () => {
    const rows = [row('create', { attempts: 1 }), row('delete')];
    expect(planFor(rows, undefined, remote({ remoteId: null, referenceId: null }))).toMatchObject({
      kind: 'refuse',
      rowState: 'set-aside',
      message: PLAN_MESSAGES.cannotName,
    });
  });
});

// Every combination of a small domain: row histories, the job as stored now, and the ledger.
const OPERATION_HISTORIES: Array<PlanRow['operation'][]> = [
  ['create'],
  ['update'],
  ['create', 'update'],
  ['update', 'update'],
  ['delete'],
  ['create', 'delete'],
  ['update', 'delete'],
  ['create', 'update', 'delete'],
];
const REFERENCES = ['R-1', 'R-2', null] as const;
const STATUSES: JobStatus[] = ['draft', 'active', 'archived'];
const LEDGERS: Array<BoardJob | undefined> = [undefined];
for (const remoteId of [null, 70]) {
  for (const referenceId of REFERENCES) {
    for (const status of [null, ...STATUSES]) LEDGERS.push(remote({ remoteId, referenceId, status }));
  }
}

type Case = { rows: PlanRow[]; current: Job | undefined; ledger: BoardJob | undefined; label: string };

function* allCases(): Generator<Case> {
  for (const history of OPERATION_HISTORIES) {
    for (const attempts of [0, 1]) {
      const rows = history.map((operation, index) =>
        row(operation, { attempts: index === 0 ? attempts : 0 }),
      );
      const deleted = history.at(-1) === 'delete';
      for (const ledger of LEDGERS) {
        const label = `${history.join('+')} attempts=${attempts} ledger=${JSON.stringify(ledger ?? null)}`;
        if (deleted) {
          yield { rows, current: undefined, ledger, label };
          continue;
        }
        for (const referenceId of REFERENCES) {
          for (const status of STATUSES) {
            yield {
              rows,
              current: job({ referenceId, status }),
              ledger,
              label: `${label} job=${referenceId}/${status}`,
            };
          }
        }
      }
    }
  }
}

function checkInvariants({ rows, current, ledger }: Case, plan: PlannedCall): void {
  const seqs = rows.map((r) => r.seq);
  if (plan.kind !== 'nothing') expect(plan.seqs).toEqual(seqs);
  if (current === undefined) {
    expect(['drop', 'read-before-delete', 'delete-by-reference', 'refuse']).toContain(plan.kind);
    // A board row is written before any request that could create the job: without one, nothing was sent.
    const maybeSent = ledger !== undefined;
    // Never a call for a job nothing was sent for, and never a skipped delete for one that was.
    expect(plan.kind === 'drop').toBe(maybeSent === false);
    // A job the board has an id for is read first (its name there may have changed); else the name it
    // was sent with.
    if (ledger?.remoteId != null)
      expect(plan).toMatchObject({ kind: 'read-before-delete', remoteId: ledger.remoteId });
    else if (ledger?.referenceId != null)
      expect(plan).toMatchObject({ kind: 'delete-by-reference', referenceId: ledger.referenceId });
    if (plan.kind === 'read-before-delete' && ledger?.remoteId != null)
      expect(plan.remoteId).toBe(ledger.remoteId);
    return;
  }
  expect(['create', 'read', 'refuse']).toContain(plan.kind);
  if (plan.kind === 'create') {
    // POST /jobs only for a job whose create the board has not acknowledged, under the referenceId it
    // was (or is to be) sent with: never for a job the board has an id for.
    expect(ledger?.remoteId ?? null).toBeNull();
    expect(plan.body.referenceId).toBe(ledger?.referenceId ?? current.referenceId);
    // A first send only when nothing was sent before: a holder of the referenceId is then never this job.
    expect(plan.firstSend).toBe(ledger === undefined);
    const publishing = ledger?.status === 'archived' && current.status === 'active';
    expect(plan.completes).toBe(plan.body.referenceId === current.referenceId && !publishing);
    expect(plan.body.status).toBe(publishing ? 'archived' : current.status);
    expect(plan.body).toMatchObject({ title: current.title, description: current.description });
  }
  if (plan.kind === 'read') expect(plan.remoteId).toBe(ledger?.remoteId);
  if (plan.kind === 'refuse') {
    if (ledger?.missing) return;
    const addressable =
      ledger === undefined
        ? current.referenceId !== null
        : ledger.remoteId !== null || ledger.referenceId !== null;
    expect(addressable).toBe(false);
  }
}

describe('planJobSync over every combination of a small domain', () => {
  it('covers all rows, sends no call for a job never sent, never skips a delete, and addresses the board correctly', () => {
    let count = 0;
    for (const testCase of allCases()) {
      const plan = planFor(testCase.rows, testCase.current, testCase.ledger);
      try {
        checkInvariants(testCase, plan);
      } catch (error) {
        throw new Error(`${testCase.label}: ${JSON.stringify(plan)}\n${String(error)}`);
      }
      count += 1;
    }
    expect(count).toBe(2000);
    // 2,000 plans and their checks take ~2.5 s alone, and went past vitest's 5 s on a loaded two-core machine.
  }, 30_000);
});

describe('planMergedUpdate, after the board’s version is read', () => {
  const read = { kind: 'read' as const, seqs: [1, 2], version: 4, remoteId: 70 };
  const boardJob = job({ status: 'active', title: 'Welder' });
  const base = jobToInput(boardJob);

  it('sends only the properties changed here, by board id', () => {
    const mine = job({ status: 'active', title: 'Senior Welder', description: '<p>More.</p>' });
    const { update } = planMergedUpdate(read, base, mine, boardJob);
    expect(update).toEqual({
      kind: 'update-by-id',
      seqs: [1, 2],
      version: 4,
      remoteId: 70,
      properties: ['title', 'description'],
      body: { title: 'Senior Welder', description: '<p>More.</p>' },
    });
  });

  it('sends nothing when only the board changed, and nothing with a conflict', () => {
    const archived = job({ status: 'archived' });
    const onlyBoard = planMergedUpdate(read, base, boardJob, archived);
    expect(onlyBoard.update).toBeNull();
    expect(onlyBoard.merge.theirs).toEqual(['status']);
    const conflict = planMergedUpdate(
      read,
      base,
      job({ status: 'active', title: 'Mine' }),
      job({ title: 'Theirs' }),
    );
    expect(conflict.update).toBeNull();
    expect(conflict.merge.conflicts).toEqual(['title']);
  });

  it('clears a referenceId with an empty one, and keeps a recorded conflict until both sides agree', () => {
    const cleared = planMergedUpdate(read, base, job({ status: 'active', referenceId: null }), boardJob);
    expect(cleared.update?.body).toEqual({ referenceId: '' });
    const mine = job({ status: 'active', title: 'Mine' });
    expect(
      planMergedUpdate(read, { ...base, title: 'Theirs' }, mine, job({ status: 'active', title: 'Theirs' }), [
        'title',
      ]).merge.conflicts,
    ).toEqual(['title']);
    expect(
      planMergedUpdate(read, base, mine, job({ status: 'active', title: 'Mine' }), ['title']).merge.conflicts,
    ).toEqual([]);
  });
});

describe('planMergedUpdate after an update whose answer never came', () => {
  const read = { kind: 'read' as const, seqs: [3], version: 6, remoteId: 70 };
  const category = (id: number) => ({ id, name: `Category ${id}` });
  const before = job({ status: 'active', categories: [category(2), category(3)] });
  const base = jobToInput(before);
  // Sent and never answered: categories 2 and 3 replaced by 13, 14 and 15.
  const mine = job({ status: 'active', categories: [category(13), category(14), category(15)] });
  const sent = { categories: [{ id: 13 }, { id: 14 }, { id: 15 }] };

  it('leaves a list the board holds neither as sent nor as before to the recruiter (the send may have landed and been changed since)', () => {
    // A colleague took 13 and 15 out after the update landed, or the update never landed and the
    // colleague's list is their own: merged as sets against the old base, 13 and 15 would come back.
    const board = job({ status: 'active', categories: [category(14)] });
    const { merge, update } = planMergedUpdate(read, base, mine, board, [], sent);
    expect(merge.conflicts).toEqual(['categories']);
    expect(update).toBeNull();
  });

  it('still merges a list the board holds as sent, or as before', () => {
    const landed = planMergedUpdate(
      read,
      base,
      mine,
      job({ status: 'active', categories: mine.categories }),
      [],
      sent,
    );
    expect(landed.merge.conflicts).toEqual([]);
    expect(landed.update).toBeNull();
    const notLanded = planMergedUpdate(read, base, mine, before, [], sent);
    expect(notLanded.merge.conflicts).toEqual([]);
    expect(notLanded.update?.body).toEqual({ categories: [{ id: 13 }, { id: 14 }, { id: 15 }] });
  });

  it('merges a list as sets when nothing of it waits for an answer', () => {
    const board = job({ status: 'active', categories: [category(2)] });
    const mineAdded = job({ status: 'active', categories: [category(2), category(3), category(9)] });
    const { merge, update } = planMergedUpdate(read, base, mineAdded, board);
    expect(merge.merged).toEqual(['categories']);
    expect(update?.body).toEqual({ categories: [{ id: 2 }, { id: 9 }] });
  });
});

describe('planJobSync of a half-done draft', () => {
  const halfDone = () => job({ positionType: null, description: '', locations: [] });

  it('never sends its create: the rows wait for the recruiter, saying what to add', () => {
    const create = row('create');
    expect(planFor([create, row('update')], halfDone())).toEqual({
      kind: 'refuse',
      seqs: [create.seq, create.seq + 1],
      rowState: 'failed',
      message: 'This draft waits until it is complete: add a location, a position type and a description.',
    });
  });

  it('never sends an update that would make a job on the board half-done', () => {
    const plan = planFor([row('update')], halfDone(), remote());
    expect(plan.kind).toBe('refuse');
  });

  it('still sends the delete of a half-done draft the board has', () => {
    expect(planFor([row('delete')], undefined, remote()).kind).not.toBe('refuse');
  });

  it('sends it once complete, as one create of its latest state', () => {
    expect(planFor([row('create')], job()).kind).toBe('create');
  });
});
