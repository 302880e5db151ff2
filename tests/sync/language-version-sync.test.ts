// A job and its version in the other language through a real sync engine and the test board: what a colleague
// changes of the job's shared details on the board (its close date, its pay) reaches the version here at the
// pull (or when an edit sent here merges with it), and then the version on the board; the version's own title
// stays its own.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLanguageVersionSteps } from '../../src-main/jobs/language-version-steps.ts';
import { createLanguageVersions } from '../../src-main/jobs/language-versions.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { createSyncWorld, jobBody, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
beforeEach(async () => {
  world = await createSyncWorld();
});
afterEach(() => world.close());

function engine() {
  const { store, jobWriting } = world.local;
  return world.engine({ languageVersions: createLanguageVersionSteps(store, jobWriting.jobs) });
}

function addFrenchVersion(original: Job): Job {
  const { store, jobWriting } = world.local;
  const made = createLanguageVersions({
    ...jobWriting,
    store,
    board: (id) => store.boards.get(id),
  }).createVersion(world.localEmployerId, original.id, { title: 'Cuisinier de ligne' });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return made.value;
}

const onBoard = (referenceId: string) => world.boardJobs().find((job) => job.referenceId === referenceId);

describe('a job’s version in the other language, synced', () => {
  it('takes the close date and pay a colleague changed on the board, and sends them to the version there', async () => {
    const original = await world.createLocalJob(jobBody({ referenceId: 'COOK-1', status: 'active' }));
    const version = addFrenchVersion(original);
    await world.clock.settle(engine().replayOnce());
    const boardOriginal = onBoard('COOK-1');
    expect(onBoard('COOK-1-FR')).toMatchObject({ title: 'Cuisinier de ligne', status: 'draft' });
    if (boardOriginal === undefined) throw new Error('the job did not reach the board');

    const changed = await world.boardClient().updateJob(boardOriginal.id, {
      title: 'Line Cook (nights)',
      closeDate: '2027-01-15',
      salary: { amount: 41_000, period: { id: 1 } },
    });
    expect(changed.ok).toBe(true);
    const report = await world.clock.settle(engine().pullOnce({ full: true }));
    expect(report).toMatchObject({ ok: true, refreshed: 1 });
    expect(world.localJob(version.id)).toMatchObject({
      title: 'Cuisinier de ligne',
      closeDate: '2027-01-15T00:00:00.000Z',
      salary: { amount: 41_000 },
    });

    await world.clock.settle(engine().replayOnce());
    expect(onBoard('COOK-1-FR')).toMatchObject({
      title: 'Cuisinier de ligne',
      closeDate: '2027-01-15T00:00:00.000Z',
      salary: { amount: 41_000 },
    });
    expect(onBoard('COOK-1')?.title).toBe('Line Cook (nights)');
  });

  it('takes the board’s close date into the version too when an edit sent here merges with it', async () => {
    const original = await world.createLocalJob(jobBody({ referenceId: 'COOK-2', status: 'active' }));
    const version = addFrenchVersion(original);
    await world.clock.settle(engine().replayOnce());
    const boardOriginal = onBoard('COOK-2');
    if (boardOriginal === undefined) throw new Error('the job did not reach the board');
    expect((await world.boardClient().updateJob(boardOriginal.id, { closeDate: '2027-01-20' })).ok).toBe(
      true,
    );
    // The recruiter edits the English description here meanwhile: its send reads the board first and merges.
    await world.updateLocalJob(original.id, { description: '<p>Cook fresh food, nights.</p>' });

    await world.clock.settle(engine().replayOnce());
    expect(world.localJob(original.id)?.closeDate).toBe('2027-01-20T00:00:00.000Z');
    expect(world.localJob(version.id)?.closeDate).toBe('2027-01-20T00:00:00.000Z');
    await world.clock.settle(engine().replayOnce());
    expect(onBoard('COOK-2-FR')?.closeDate).toBe('2027-01-20T00:00:00.000Z');
  });

  it('gives the version the board’s close date when the recruiter resolves a conflict with the board’s', async () => {
    const original = await world.createLocalJob(jobBody({ referenceId: 'COOK-3', status: 'active' }));
    const version = addFrenchVersion(original);
    const sync = engine();
    await world.clock.settle(sync.replayOnce());
    const boardOriginal = onBoard('COOK-3');
    if (boardOriginal === undefined) throw new Error('the job did not reach the board');
    expect((await world.boardClient().updateJob(boardOriginal.id, { closeDate: '2027-01-20' })).ok).toBe(
      true,
    );
    await world.updateLocalJob(original.id, { closeDate: '2027-01-25' });
    await world.clock.settle(sync.replayOnce());
    expect(world.local.store.boardJobsOf(1).get(original.id)?.conflict?.properties).toEqual(['closeDate']);

    expect(sync.resolveConflict(original.id, { closeDate: 'board' }).ok).toBe(true);
    expect(world.localJob(original.id)?.closeDate).toBe('2027-01-20T00:00:00.000Z');
    expect(world.localJob(version.id)?.closeDate).toBe('2027-01-20T00:00:00.000Z');
  });
});
