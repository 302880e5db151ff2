// A job and its version in the other language kept in step by the domain's commands, without HTTP: the app's
// saves and bulk Publish (and its Undo) carry the shared details to the version in one transaction, the
// board's interface (the jobs service alone) writes only the job it names, a pull gives the version what the
// board changed of the shared details, and a delete's Undo puts the link back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LocalStore, openLocalStore } from '../../src-main/core/local-api.ts';
import { createBoardView } from '../../src-main/jobs/board-view.ts';
import { createLanguageVersionSteps } from '../../src-main/jobs/language-version-steps.ts';
import { createLanguageVersions } from '../../src-main/jobs/language-versions.ts';
import { refreshFromBoardJob } from '../../src-main/jobs/pull-writes.ts';
import { createSaveWithPostings } from '../../src-main/jobs/save-with-postings.ts';
import { createUndoableStatusChanges } from '../../src-main/jobs/undoable-status-changes.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';

const ENGLISH =
  '<p>We are looking for a senior accountant to join our finance team in Montreal.</p><p>You will prepare the monthly statements and reconcile accounts.</p>';

const MONTREAL_JOB = {
  title: 'Senior Accountant',
  referenceId: 'ACC-12',
  status: 'draft',
  locations: [{ description: 'Montréal, QC' }],
  categories: [{ id: 1 }],
  positionType: { id: 3 },
  salary: { amount: 62_000, maxAmount: 70_000, period: { id: 1 }, plusCommission: false },
  closeDate: '2027-02-04',
  applicantRoutingType: { id: 2 },
  applicationUrl: 'https://example.com/apply',
  description: ENGLISH,
};

let local: LocalStore;
let employerId: number;
const clock = { now: new Date('2026-11-02T09:00:00.000Z') };

beforeEach(async () => {
  clock.now = new Date('2026-11-02T09:00:00.000Z');
  let sequence = 0;
  local = await openLocalStore({
    keys: [{ key: 'local-key-123', employer: 'Me' }],
    now: () => clock.now,
    newReferenceId: () => `JD-${++sequence}`,
    places: [{ name: 'Montréal', province: 'QC' }],
  });
  employerId = local.store.employers.findEmployerByKey('local-key-123')?.id ?? 0;
});
afterEach(() => local.store.close());

const writing = () => ({
  ...local.jobWriting,
  store: local.store,
  board: (id: number) => local.store.boards.get(id),
});
const jobOf = (id: number): Job | undefined => local.store.jobs.getJob(employerId, id);

/** A Montréal job and its French version, both made by the domain's commands. */
function pairOf(overrides: Record<string, unknown> = {}): { original: Job; version: Job } {
  const created = local.jobWriting.jobs.create(employerId, { ...MONTREAL_JOB, ...overrides });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const version = createLanguageVersions(writing()).createVersion(employerId, created.value.id, {
    title: 'Comptable principal',
  });
  if (!version.ok) throw new Error(JSON.stringify(version.error));
  return { original: created.value, version: version.value };
}

const pendingUpdates = (jobId: number) =>
  local.store
    .outboxOf(1)
    .listOutboxForJob(jobId)
    .filter((row) => row.operation === 'update' && row.state === 'pending').length;

describe('the app’s saves keep a job’s version in step', () => {
  it('gives the version the close date, pay and status saved in the editor, never the title or where to apply', () => {
    const { original, version } = pairOf();
    const { saveJobWithPostings } = createSaveWithPostings(writing());
    const saved = saveJobWithPostings(employerId, {
      jobId: original.id,
      job: {
        status: 'active',
        closeDate: '2027-03-01',
        salary: { amount: 65_000, maxAmount: 75_000, period: { id: 1 }, plusCommission: false },
        title: 'Senior Accountant (Montréal)',
        applicationUrl: 'https://example.com/en/apply',
      },
    });
    expect(saved.ok).toBe(true);
    expect(jobOf(version.id)).toMatchObject({
      status: 'active',
      closeDate: '2027-03-01T00:00:00.000Z',
      salary: { amount: 65_000, maxAmount: 75_000 },
      title: 'Comptable principal',
      applicationUrl: 'https://example.com/apply',
    });
    expect(pendingUpdates(version.id)).toBeGreaterThan(0);
  });

  it('saves neither when the version refuses the change, and names the version in the refusal', () => {
    const { original, version } = pairOf();
    // A close date before the version's publish date is refused there only.
    local.store.db
      .prepare('UPDATE jobs SET publish_date = ? WHERE id = ?')
      .run('2026-12-01T00:00:00.000Z', version.id);
    const steps = createLanguageVersionSteps(local.store, local.jobWriting.jobs);
    const refused = steps.update(employerId, original.id, { closeDate: '2026-11-20' });
    expect(refused.ok).toBe(false);
    if (refused.ok || refused.error.type !== 'invalid') throw new Error('expected a refusal');
    expect(refused.error.failure.fields[0]?.path).toBe('closeDate');
    expect(refused.error.failure.messages[0]).toMatch(
      /^Its French version \(ACC-12-FR\) cannot change with it: /,
    );
    expect(jobOf(original.id)?.closeDate).toBe('2027-02-04T00:00:00.000Z');
  });

  it('leaves the version alone when the board’s interface updates the job (the jobs service alone)', () => {
    const { original, version } = pairOf();
    expect(
      local.jobWriting.jobs.update(employerId, original.id, { status: 'active', closeDate: '2027-03-01' }).ok,
    ).toBe(true);
    expect(jobOf(version.id)).toMatchObject({ status: 'draft', closeDate: '2027-02-04T00:00:00.000Z' });
  });

  it('publishes both from a bulk Publish of one, and its Undo puts both back with nothing sent', () => {
    const { original, version } = pairOf();
    const changes = createUndoableStatusChanges(local.store, local.jobWriting.jobs, () => clock.now);
    const undoUntil = new Date(clock.now.getTime() + 10_000);
    expect(changes.change(employerId, original.id, 'active', undoUntil).ok).toBe(true);
    expect(jobOf(version.id)?.status).toBe('active');
    expect(pendingUpdates(version.id)).toBe(1);
    const undone = changes.undo(employerId, original.id);
    expect(undone.ok).toBe(true);
    expect(jobOf(original.id)?.status).toBe('draft');
    expect(jobOf(version.id)?.status).toBe('draft');
    expect(pendingUpdates(original.id) + pendingUpdates(version.id)).toBe(0);
  });
});

describe('a pull keeps a job’s version in step with the board', () => {
  /** The original as the board has it, synced: nothing of it waits to be sent. */
  function syncedOriginal(): { original: Job; version: Job } {
    const pair = pairOf({ status: 'active' });
    for (const row of local.store.outboxOf(1).listOutboxForJob(pair.original.id))
      local.store.outboxOf(1).completeOutbox(row.seq);
    return pair;
  }

  function pull(original: Job, boardJob: Job): boolean {
    const view = createBoardView(local.store, 1);
    const asPosted = view.jobs.getJob(employerId, original.id);
    const info = view.jobs.getJobSyncInfo(employerId, original.id);
    if (asPosted === undefined || info === undefined) throw new Error('the job is not on board 1');
    const steps = createLanguageVersionSteps(local.store, local.jobWriting.jobs);
    return refreshFromBoardJob(view, employerId, asPosted, info, boardJob, steps);
  }

  it('gives the version the close date, pay, places and status the board changed, and never the board’s title', () => {
    const { original, version } = syncedOriginal();
    const before = pendingUpdates(version.id);
    const onBoard: Job = {
      ...original,
      id: 9001,
      title: 'Senior Accountant — changed on the board',
      status: 'archived',
      closeDate: '2027-01-15T00:00:00.000Z',
      salary: {
        amount: 70_000,
        maxAmount: null,
        period: { id: 1, name: 'Yearly', unit: 'year' },
        plusCommission: false,
      },
    };
    expect(pull(original, onBoard)).toBe(true);
    expect(jobOf(original.id)).toMatchObject({ title: onBoard.title, status: 'archived' });
    expect(jobOf(version.id)).toMatchObject({
      title: 'Comptable principal',
      status: 'archived',
      closeDate: '2027-01-15T00:00:00.000Z',
      salary: { amount: 70_000, maxAmount: null },
    });
    // The version's change goes to its boards as its own; the original's came from the board and is not sent.
    expect(pendingUpdates(version.id)).toBe(before + 1);
    expect(pendingUpdates(original.id)).toBe(0);
  });

  it('takes the board’s change even when the version cannot follow it, which then stays as it was', () => {
    const { original, version } = syncedOriginal();
    local.store.db
      .prepare('UPDATE jobs SET publish_date = ? WHERE id = ?')
      .run('2026-12-01T00:00:00.000Z', version.id);
    const onBoard: Job = { ...original, id: 9001, closeDate: '2026-11-20T00:00:00.000Z' };
    expect(pull(original, onBoard)).toBe(true);
    expect(jobOf(original.id)?.closeDate).toBe('2026-11-20T00:00:00.000Z');
    expect(jobOf(version.id)?.closeDate).toBe('2027-02-04T00:00:00.000Z');
  });
});

describe('deleting one of a job and its version', () => {
  const twinOf = (id: number) => local.store.languageVersions.twinOf(id);

  it('leaves the other an ordinary job, and an Undo puts the link back both ways', () => {
    const { original, version } = pairOf();
    const undoUntil = new Date(clock.now.getTime() + 10_000);
    expect(local.jobWriting.jobs.remove(employerId, version.id, { undoUntil }).ok).toBe(true);
    expect(twinOf(original.id)).toBeUndefined();
    expect(jobOf(original.id)?.status).toBe('draft');
    expect(local.jobWriting.jobs.restore(employerId, version.id).ok).toBe(true);
    expect(twinOf(original.id)).toEqual({ twinJobId: version.id, language: 'fr' });
    expect(twinOf(version.id)).toEqual({ twinJobId: original.id, language: 'en' });
  });

  it('links the two again when both were deleted and both Undone, whichever comes back first', () => {
    const { original, version } = pairOf();
    const undoUntil = new Date(clock.now.getTime() + 10_000);
    expect(local.jobWriting.jobs.remove(employerId, original.id, { undoUntil }).ok).toBe(true);
    expect(local.jobWriting.jobs.remove(employerId, version.id, { undoUntil }).ok).toBe(true);
    expect(local.jobWriting.jobs.restore(employerId, original.id).ok).toBe(true);
    expect(twinOf(original.id)).toBeUndefined();
    expect(local.jobWriting.jobs.restore(employerId, version.id).ok).toBe(true);
    expect(twinOf(original.id)).toEqual({ twinJobId: version.id, language: 'fr' });
  });

  it('does not link back to a job given another version meanwhile', () => {
    const { original, version } = pairOf();
    const undoUntil = new Date(clock.now.getTime() + 10_000);
    expect(local.jobWriting.jobs.remove(employerId, version.id, { undoUntil }).ok).toBe(true);
    const another = createLanguageVersions(writing()).createVersion(employerId, original.id, {
      referenceId: 'ACC-12-QC',
    });
    expect(another.ok).toBe(true);
    expect(local.jobWriting.jobs.restore(employerId, version.id).ok).toBe(true);
    expect(twinOf(version.id)).toBeUndefined();
    expect(twinOf(original.id)?.twinJobId).toBe(another.ok ? another.value.id : 0);
  });
});
