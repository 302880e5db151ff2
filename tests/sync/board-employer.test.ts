// The employer a board's key answers for is read from the board's own jobs (`Job.employer`) as sync lists
// them: Settings names it on the board's card and the editor's Preview shows it, instead of staying unknown
// after every job was synced.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { employerShownOn } from '../../src-main/jobs/board-employer-writes.ts';
import { createSyncWorld, jobBody, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
beforeEach(async () => {
  world = await createSyncWorld();
});
afterEach(() => world.close());

const employerKept = () => world.local.store.boards.get(1)?.employerName ?? null;

describe('the employer a board shows on its jobs', () => {
  it('stays unknown while the board has no job, and is kept once a pull lists one', async () => {
    await world.clock.settle(world.engine().pullOnce());
    expect(employerKept()).toBeNull();

    const created = await world.boardClient().createJob(jobBody({ title: 'Welder', status: 'active' }));
    if (!created.ok) throw created.error;
    await world.clock.settle(world.engine().pullOnce());

    expect(created.value.job.employer.name).toBe('Acme Remote');
    expect(employerKept()).toBe('Acme Remote');
  });

  it('is read from the jobs JobDesk sent there too, not only from the board’s own', async () => {
    await world.createLocalJob({ title: 'Nurse', status: 'active' });
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());
    await world.clock.settle(engine.pullOnce());
    expect(employerKept()).toBe('Acme Remote');
  });

  it('is not written again by a pull that finds the same name', async () => {
    await world.boardClient().createJob(jobBody({ title: 'Welder' }));
    await world.clock.settle(world.engine().pullOnce());
    const update = world.local.store.boards.update.bind(world.local.store.boards);
    let writes = 0;
    world.local.store.boards.update = (id, change) => {
      writes += 1;
      return update(id, change);
    };
    await world.clock.settle(world.engine().pullOnce());
    expect(writes).toBe(0);
    expect(employerKept()).toBe('Acme Remote');
  });
});

describe('employerShownOn', () => {
  const header = (name: string, confidential: boolean) => ({ employer: { id: 7, name }, confidential });

  it('takes the first job not marked confidential, whose employer name the interface leaves unsaid', () => {
    expect(employerShownOn([header('Hidden', true), header(' BC Ferries ', false)])).toBe('BC Ferries');
    expect(employerShownOn([header('Hidden', true)])).toBeNull();
    expect(employerShownOn([header('  ', false)])).toBeNull();
    expect(employerShownOn([])).toBeNull();
  });
});
