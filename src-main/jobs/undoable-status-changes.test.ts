// A bulk Publish or Archive's Undo is kept in the store as a delete's is: a restart within the window leaves it
// possible and sends nothing, the board's update waits out the window whatever the restart, and the window moves
// with the wall clock's steps. Domain commands over a store on disk, closed and opened again; no HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POSITION_TYPES } from '../../src-shared/catalogs/position-types.ts';
import { undoDeleteUntil } from '../../src-shared/rules/undo-delete.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { openStore, type Store } from '../store/store.ts';
import { shiftStoredWaits } from '../store/stored-waits.ts';
import { fixedClock, sampleJobFields, TEST_CATEGORIES, TEST_LOOKUPS } from '../store/test-fixtures.ts';
import { createJobsService } from './jobs-service.ts';
import { recordLocalChange } from './local-changes.ts';
import { createLocalJobWrites } from './local-job-writes.ts';
import { createUndoableStatusChanges, type UndoableStatusChanges } from './undoable-status-changes.ts';

let folder: string;
let clock: ReturnType<typeof fixedClock>;
let store: Store;
let statusChanges: UndoableStatusChanges;
let employerId: number;

/** Opens the store on disk and builds the commands anew, as a start of JobDesk does. */
function start(): void {
  store = openStore(join(folder, 'jobdesk.db'), { now: clock.now, lookups: TEST_LOOKUPS });
  const local = createLocalJobWrites(store, () => 'JD-NEW');
  const jobs = createJobsService({ store, now: clock.now, local });
  statusChanges = createUndoableStatusChanges(store, jobs, clock.now);
}

/** Closes the store and starts again: whatever the commands kept in memory is gone. */
function restart(): void {
  store.close();
  start();
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'jobdesk-held-status-'));
  clock = fixedClock();
  start();
  store.reference.upsertCategories(TEST_CATEGORIES);
  store.reference.upsertPositionTypes(POSITION_TYPES);
  employerId = store.employers.addEmployerWithKey('Acme', 'key-a').id;
});
afterEach(() => {
  store.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A job the board already has in `status`: its create sent, nothing waiting in the outbox. */
function syncedJob(status: Job['status'], referenceId: string): Job {
  const job = store.transaction(() => {
    const inserted = store.jobs.insertJob(employerId, sampleJobFields({ referenceId, status }));
    if (!inserted.ok) throw new Error('insert failed');
    recordLocalChange(store, { employerId, jobId: inserted.value.id, operation: 'create' });
    return inserted.value;
  });
  const outbox = store.outboxOf(1);
  for (const row of outbox.listOutboxForJob(job.id)) outbox.completeOutbox(row.seq);
  return job;
}

/** The ids of the employer's jobs whose changes sync may send now. */
const dueNow = () => store.outboxOf(1).listDueOutboxJobIds(employerId, clock.now().toISOString(), 100);
const rowsOf = (jobId: number) => store.outboxOf(1).listOutboxForJob(jobId);

describe('a bulk Archive or Publish held for its Undo window', () => {
  it('can still be undone after a restart within the window: the job is back as it was, and its update leaves the outbox unsent', () => {
    const job = syncedJob('active', 'JD-1');
    const archived = statusChanges.change(employerId, job.id, 'archived', undoDeleteUntil(clock.now()));
    expect(archived).toMatchObject({ ok: true, value: { status: 'archived' } });
    expect(rowsOf(job.id)).toMatchObject([{ operation: 'update', state: 'pending' }]);

    clock.advance(2_000);
    restart();

    expect(store.jobs.getJob(employerId, job.id)?.status).toBe('archived');
    const undone = statusChanges.undo(employerId, job.id);
    expect(undone).toMatchObject({ ok: true, value: { status: 'active' } });
    expect(store.jobs.getJob(employerId, job.id)).toMatchObject({
      status: 'active',
      publishDate: job.publishDate,
    });
    expect(rowsOf(job.id)).toEqual([]);
    // Undone once: a second Undo has nothing to undo, even after another restart.
    restart();
    expect(statusChanges.undo(employerId, job.id)).toMatchObject({ ok: false, error: { type: 'not-found' } });
  });

  it('puts back a draft published in bulk, publish date included, after a restart', () => {
    const job = syncedJob('draft', 'JD-2');
    clock.advance(60_000);
    statusChanges.change(employerId, job.id, 'active', undoDeleteUntil(clock.now()));
    expect(store.jobs.getJob(employerId, job.id)?.status).toBe('active');

    restart();
    expect(statusChanges.undo(employerId, job.id)).toMatchObject({ ok: true });
    expect(store.jobs.getJob(employerId, job.id)).toMatchObject({
      status: 'draft',
      publishDate: job.publishDate,
    });
    expect(rowsOf(job.id)).toEqual([]);
  });

  it('is not due for sync before its window ends, restart or not, and is due once it has', () => {
    const job = syncedJob('active', 'JD-3');
    statusChanges.change(employerId, job.id, 'archived', undoDeleteUntil(clock.now()));

    expect(dueNow()).toEqual([]);
    restart();
    clock.advance(4_999);
    expect(dueNow()).toEqual([]);
    clock.advance(1);
    expect(dueNow()).toEqual([job.id]);
  });

  it('once a board was sent the change, an Undo after a restart is a change of its own that syncs', () => {
    const job = syncedJob('active', 'JD-4');
    statusChanges.change(employerId, job.id, 'archived', undoDeleteUntil(clock.now()));
    clock.advance(5_000);
    const [sent] = rowsOf(job.id);
    expect(store.outboxOf(1).markInFlight(sent?.seq ?? 0)).toBe(true);
    store.outboxOf(1).completeOutbox(sent?.seq ?? 0);

    restart();
    expect(statusChanges.undo(employerId, job.id)).toMatchObject({ ok: true, value: { status: 'active' } });
    expect(rowsOf(job.id)).toMatchObject([{ operation: 'update', state: 'pending', notBefore: null }]);
  });

  it('is forgotten a minute after its window: a late Undo has nothing to undo and the update stays to be sent', () => {
    const job = syncedJob('active', 'JD-5');
    statusChanges.change(employerId, job.id, 'archived', undoDeleteUntil(clock.now()));
    clock.advance(5_000 + 60_000);
    // Another bulk action prunes what has passed.
    statusChanges.change(
      employerId,
      syncedJob('active', 'JD-6').id,
      'archived',
      undoDeleteUntil(clock.now()),
    );

    restart();
    expect(statusChanges.undo(employerId, job.id)).toMatchObject({ ok: false, error: { type: 'not-found' } });
    expect(store.jobs.getJob(employerId, job.id)?.status).toBe('archived');
    expect(rowsOf(job.id)).toMatchObject([{ operation: 'update', state: 'pending' }]);
  });

  it("moves its window with the wall clock's steps, as its outbox rows' wait moves", () => {
    const job = syncedJob('active', 'JD-7');
    const until = undoDeleteUntil(clock.now());
    statusChanges.change(employerId, job.id, 'archived', until);

    // The wall clock jumps an hour ahead: the waits move with it, so the window keeps its 5 seconds.
    clock.advance(3_600_000);
    expect(shiftStoredWaits(store.db, 3_600_000)).toBeGreaterThanOrEqual(2);
    expect(store.heldStatusChanges.find(employerId, job.id)?.until).toBe(
      new Date(until.getTime() + 3_600_000).toISOString(),
    );
    expect(dueNow()).toEqual([]);
    restart();
    expect(statusChanges.undo(employerId, job.id)).toMatchObject({ ok: true, value: { status: 'active' } });
    expect(rowsOf(job.id)).toEqual([]);
  });

  it('puts back the job’s version in the other language archived with it, after a restart, and sends neither', () => {
    const english = syncedJob('active', 'JD-8');
    const french = syncedJob('active', 'JD-8-FR');
    store.languageVersions.link(english.id, 'en', french.id, 'fr');

    statusChanges.change(employerId, english.id, 'archived', undoDeleteUntil(clock.now()));
    expect(store.jobs.getJob(employerId, french.id)?.status).toBe('archived');
    expect(rowsOf(french.id)).toMatchObject([{ operation: 'update', state: 'pending' }]);

    restart();
    expect(statusChanges.undo(employerId, english.id)).toMatchObject({
      ok: true,
      value: { status: 'active' },
    });
    expect(store.jobs.getJob(employerId, french.id)?.status).toBe('active');
    expect(rowsOf(english.id)).toEqual([]);
    expect(rowsOf(french.id)).toEqual([]);
  });
});
