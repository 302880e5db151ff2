// Job events arriving together become one invalidation; sync status passes straight through.
import { describe, expect, it } from 'vitest';
import { createEventInvalidator, syncStatusMoved } from './event-invalidation.ts';

function setup() {
  const calls: Array<string> = [];
  const timers: Array<() => void> = [];
  const invalidator = createEventInvalidator(
    {
      jobsChanged: (ids) => calls.push(ids === 'all' ? 'jobs:all' : `jobs:${[...ids].join(',')}`),
      jobListsChanged: () => calls.push('lists'),
      syncStatusChanged: (status) => calls.push(`sync:${status.state}`),
      recruiterDataChanged: (data) => calls.push(data),
    },
    { setTimeout: (callback) => timers.push(callback), clearTimeout: () => timers.splice(0) },
  );
  return { calls, timers, invalidator };
}

describe('event invalidation', () => {
  it('gathers job events into one call', () => {
    const { calls, timers, invalidator } = setup();
    invalidator.onEvent({ type: 'job', jobId: 1, change: 'updated' });
    invalidator.onEvent({ type: 'job', jobId: 2, change: 'deleted' });
    invalidator.onEvent({ type: 'job', jobId: 1, change: 'synced' });
    expect(calls).toEqual([]);
    expect(timers).toHaveLength(1);
    timers.shift()?.();
    expect(calls).toEqual(['jobs:1,2']);
  });

  it('passes sync status at once', () => {
    const { calls, invalidator } = setup();
    invalidator.onEvent({
      type: 'sync',
      status: { state: 'offline', pending: 1, failed: 0, lastSyncAt: null },
    });
    expect(calls).toEqual(['sync:offline']);
  });

  it('passes a change of the recruiter’s own data at once, each by its kind', () => {
    const { calls, timers, invalidator } = setup();
    invalidator.onEvent({ type: 'templates' });
    invalidator.onEvent({ type: 'spelling' });
    invalidator.onEvent({ type: 'posting-laws' });
    expect(calls).toEqual(['templates', 'spelling', 'posting-laws']);
    expect(timers).toHaveLength(0);
  });

  it('reads nothing again when the stream first opens on what the page has just read', () => {
    const { calls, timers, invalidator } = setup();
    invalidator.onOpen(false);
    expect(timers).toHaveLength(0);
    expect(calls).toEqual([]);
  });

  it('reads everything again when the stream first opens after a write of the page', () => {
    const { calls, timers, invalidator } = setup();
    invalidator.onOpen(true);
    timers.shift()?.();
    expect(calls).toEqual(['templates', 'spelling', 'posting-laws', 'jobs:all']);
  });

  it('reads the lists again when the stream first opens on a list the first paint read before the page started', () => {
    const { calls, invalidator } = setup();
    invalidator.onOpen(false, true);
    expect(calls).toEqual(['lists']);
    invalidator.onOpen(false, true);
    expect(calls.slice(1)).toEqual(['templates', 'spelling', 'posting-laws']);
  });

  it('reads everything again after a reconnect, even with job events pending', () => {
    const { calls, timers, invalidator } = setup();
    invalidator.onOpen(false);
    invalidator.onEvent({ type: 'job', jobId: 3, change: 'created' });
    invalidator.onOpen(false);
    invalidator.onEvent({ type: 'job', jobId: 4, change: 'created' });
    timers.shift()?.();
    expect(calls).toEqual(['templates', 'spelling', 'posting-laws', 'jobs:all']);
  });

  it('drops what is pending when disposed', () => {
    const { calls, timers, invalidator } = setup();
    invalidator.onEvent({ type: 'job', jobId: 3, change: 'created' });
    invalidator.dispose();
    expect(timers).toHaveLength(0);
    expect(calls).toEqual([]);
  });
});

describe('a sync status from the stream', () => {
  const idle = {
    state: 'idle',
    pending: 0,
    failed: 0,
    lastSyncAt: '2026-11-28T04:00:00.000Z',
    message: null,
  } as const;

  it('moves nothing when it is the one the page has', () => {
    expect(syncStatusMoved(idle, { ...idle })).toBe(false);
  });

  it('moves the boards when anything in it changed, or when the page had none', () => {
    expect(syncStatusMoved(idle, { ...idle, failed: 1 })).toBe(true);
    expect(syncStatusMoved(idle, { ...idle, state: 'syncing' })).toBe(true);
    expect(syncStatusMoved(undefined, idle)).toBe(true);
  });
});
