// A laptop's wall clock stepped while JobDesk runs (two days ahead, then corrected): the waits kept as
// wall-clock times move with the step, so nothing is held back and no Undo window is stretched; and a close
// date the board (on time) accepts is never refused because the laptop's clock is days ahead.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchClockSteps } from '../../src-main/core/clock-steps.ts';
import { shiftStoredWaits } from '../../src-main/store/stored-waits.ts';
import type { SyncClock } from '../../src-main/sync/index.ts';
import { BulkJobResultSchema, RestoreJobsResultSchema } from '../../src-shared/schemas/job-list-view.ts';
import { createLocalAppDoor, type LocalAppDoor } from './local-app-door.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A wall clock the test steps and a monotonic one that only runs, with timers on the monotonic one. */
function steppingClock(start = Date.parse('2026-11-02T09:00:00.000Z')) {
  let elapsed = 0;
  let offset = 0;
  let timers: Array<{ at: number; callback: () => void }> = [];
  const clock: SyncClock = {
    now: () => start + elapsed + offset,
    monotonicNow: () => elapsed,
    setTimeout: (callback, ms) => {
      const timer = { at: elapsed + ms, callback };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer !== handle);
    },
  };
  return {
    clock,
    step(ms: number) {
      offset += ms;
    },
    run(ms: number) {
      const until = elapsed + ms;
      for (;;) {
        const next = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (next === undefined) break;
        timers = timers.filter((timer) => timer !== next);
        elapsed = next.at;
        next.callback();
      }
      elapsed = until;
    },
  };
}

describe('watching the wall clock against a monotonic one', () => {
  it('reports a step either way once, and not the few milliseconds timers run late', () => {
    const time = steppingClock();
    const steps: number[] = [];
    const stop = watchClockSteps(time.clock, (step) => steps.push(step));
    time.run(10_000);
    expect(steps).toEqual([]);
    time.step(-2 * DAY_MS);
    time.run(1_000);
    time.run(5_000);
    time.step(90_000);
    time.run(1_000);
    expect(steps).toEqual([-2 * DAY_MS, 90_000]);
    stop();
    time.step(DAY_MS);
    time.run(5_000);
    expect(steps).toHaveLength(2);
  });

  it('does nothing with a clock that has no monotonic side', () => {
    const steps: number[] = [];
    const stop = watchClockSteps(
      { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined },
      (step) => steps.push(step),
    );
    stop();
    expect(steps).toEqual([]);
  });
});

describe('a laptop two days ahead, its clock then corrected', () => {
  let door: LocalAppDoor;
  beforeEach(async () => {
    door = await createLocalAppDoor();
  });
  afterEach(() => door.close());

  it('moves a delete’s Undo window and its wait in the outbox back with the clock: Undo ends 5 s on, as it should', async () => {
    // Two days ahead when the recruiter deletes.
    const ahead = new Date('2026-11-04T09:00:00.000Z');
    door.clock.now = ahead;
    const job = await door.createJob({ title: 'Welder' });
    const deleted = BulkJobResultSchema.parse(
      await (await door.call('POST', '/app/v1/jobs/bulk', { action: 'delete', ids: [job.id] })).json(),
    );
    expect(deleted.restorableUntil).toBe('2026-11-04T09:00:05.000Z');
    // The clock is corrected: two days back.
    door.clock.now = new Date(ahead.getTime() - 2 * DAY_MS + 1_000);
    const moved = shiftStoredWaits(door.core.store.db, -2 * DAY_MS);
    expect(moved).toBe(2);
    const [waiting] = door.core.store
      .outboxOf(1)
      .listOutboxForJob(job.id)
      .filter((row) => row.operation === 'delete');
    expect(waiting?.notBefore).toBe('2026-11-02T09:00:05.000Z');
    // 70 s later the Undo has long ended, as 5 s after the delete should mean.
    door.clock.now = new Date(door.clock.now.getTime() + 70_000);
    const late = RestoreJobsResultSchema.parse(
      await (await door.call('POST', '/app/v1/jobs/restore', { ids: [job.id] })).json(),
    );
    expect(late.refused).toEqual([{ id: job.id, reason: 'expired', messages: [expect.any(String)] }]);
  });

  it('keeps a bulk Archive undoable 5 s on though the wall clock jumps two days ahead in its window', async () => {
    const start = new Date('2026-11-02T09:00:00.000Z');
    door.clock.now = start;
    const job = await door.createJob({ title: 'Driver', status: 'active' });
    const archived = BulkJobResultSchema.parse(
      await (await door.call('POST', '/app/v1/jobs/bulk', { action: 'archive', ids: [job.id] })).json(),
    );
    expect(archived.restorableUntil).toBe('2026-11-02T09:00:05.000Z');
    // The wall clock jumps two days ahead; the core moves every stored wait with it.
    door.clock.now = new Date(start.getTime() + 2 * DAY_MS + 2_000);
    shiftStoredWaits(door.core.store.db, 2 * DAY_MS);
    const held = () =>
      door.core.store
        .outboxOf(1)
        .listOutboxForJob(job.id)
        .filter((row) => row.notBefore !== null);
    expect(held().map((row) => row.notBefore)).toEqual(['2026-11-04T09:00:05.000Z']);
    // Another Archive meanwhile: the kept changes are tidied, and this one still waits, so it stays.
    const other = await door.createJob({ title: 'Nurse', status: 'active' });
    await door.call('POST', '/app/v1/jobs/bulk', { action: 'archive', ids: [other.id] });
    // 2 s after the Archive by the monotonic clock: the Undo puts it back and takes its held row out.
    const undone = RestoreJobsResultSchema.parse(
      await (await door.call('POST', '/app/v1/jobs/restore', { action: 'archive', ids: [job.id] })).json(),
    );
    expect(undone).toEqual({ restored: [{ id: job.id, title: 'Driver' }], refused: [] });
    expect(held()).toEqual([]);
    expect(door.core.store.jobs.getJob(door.employerId, job.id)?.status).toBe('active');
  });

  it('takes a close date of tomorrow though its own clock says the day after', async () => {
    door.clock.now = new Date('2026-11-04T09:00:00.000Z');
    const response = await door.call('POST', '/api/v1.1/jobs', {
      title: 'Driver',
      closeDate: '2026-11-03',
      locations: [{ description: 'Moncton, NB' }],
      categories: [{ id: 1 }],
      positionType: { id: 1 },
      applicantRoutingType: { id: 1 },
      applicationEmail: 'jobs@example.com',
      description: '<p>Drive.</p>',
    });
    expect(response.status).toBe(201);
  });
});
