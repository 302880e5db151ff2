// The laptop commands of the merge model: sync now, pull, time passing, offline windows, faults on the
// laptop's line to the board (lost answers among them), wall clock steps, SIGKILL-like crashes and clean
// restarts.
import { CLOCK_STEP_CHECK_MS } from '../../src-main/core/clock-steps.ts';
import type { FetchFaults } from './helpers/faulty-fetch.ts';
import type { Laptop } from './helpers/laptop.ts';
import { command, count, type LaptopName, settleOn } from './merge-model-world.ts';

export const syncNow = (name: LaptopName) =>
  command(`sync(${name})`, async (_model, real) => {
    await settleOn(real, real.laptops[name].core.engine.syncNow());
  });

export const pull = (name: LaptopName) =>
  command(`pull(${name})`, async (_model, real) => {
    await settleOn(real, real.laptops[name].core.engine.pullOnce());
  });

export const advance = (ms: number) =>
  command(`advance(${ms})`, async (_model, real) => {
    await real.clock.advance(ms);
  });

export const offline = (name: LaptopName, on: boolean) =>
  command(`${on ? 'offline' : 'online'}(${name})`, async (_model, real) => {
    real.laptops[name].offline = on;
  });

export const faults = (name: LaptopName, chosen: FetchFaults) =>
  command(`faults(${name}, ${JSON.stringify(chosen)})`, async (_model, real) => {
    real.laptops[name].faulty.faults = chosen;
  });

/** SIGKILL at the laptop's board request number `skip + 1` of a sync: the second of an update is its write. */
export const crash = (name: LaptopName, skip: number, handled: boolean) =>
  command(
    `crash(${name}, at request ${skip + 1}, ${handled ? 'handled' : 'not handled'})`,
    async (_model, real) => {
      const laptop = real.laptops[name];
      await laptop.crash({ skip, handled }, () => laptop.core.engine.syncNow());
      count(real, 'crashes');
    },
  );

const DAY_MS = 24 * 60 * 60_000;
/** How long after a step its watcher has surely seen it (it compares the clocks every second). */
const STEP_SEEN_MS = CLOCK_STEP_CHECK_MS + 500;
/** Slack for the time the check itself lets pass. */
const SLACK_MS = 2_000;

type Wait = { attempts: number; state: string; dueInMs: number };

/** Each outbox row's wait (its retry time or Undo window, whichever is later) from the laptop's wall clock now. */
function waitsOf(laptop: Laptop): Map<number, Wait> {
  const rows = laptop.core.store.db
    .prepare<
      [],
      {
        seq: number;
        attempts: number;
        state: string;
        next_attempt_at: string | null;
        not_before: string | null;
      }
    >('SELECT seq, attempts, state, next_attempt_at, not_before FROM outbox')
    .all();
  const now = laptop.clock.now();
  const waits = new Map<number, Wait>();
  for (const row of rows) {
    const due = Math.max(
      row.next_attempt_at === null ? 0 : Date.parse(row.next_attempt_at),
      row.not_before === null ? 0 : Date.parse(row.not_before),
    );
    if (due > 0) waits.set(row.seq, { attempts: row.attempts, state: row.state, dueInMs: due - now });
  }
  return waits;
}

/**
 * The laptop's wall clock stepped by `days` (±2: a clock days off, corrected while JobDesk runs). Once the
 * step is seen, no change waits longer than it did before it (a retry time or an Undo window kept as a wall
 * clock time, moved with the step): a clock set back holds nothing back, one set forward stretches nothing.
 */
export const stepClock = (name: LaptopName, days: number) =>
  command(`clock(${name}, ${days > 0 ? '+' : ''}${days} days)`, async (_model, real) => {
    const laptop = real.laptops[name];
    const before = waitsOf(laptop);
    laptop.stepWallClock(days * DAY_MS);
    await real.clock.advance(STEP_SEEN_MS);
    for (const [seq, after] of waitsOf(laptop)) {
      const was = before.get(seq);
      // A row sent, retried or refused since has a wait of its own.
      if (was === undefined || was.attempts !== after.attempts || was.state !== after.state) continue;
      if (after.dueInMs > was.dueInMs + SLACK_MS)
        throw new Error(
          `${name}'s change ${seq} waited ${was.dueInMs} ms before its clock stepped ${days} days, ${after.dueInMs} ms after`,
        );
    }
    count(real, 'clock steps');
  });

export const restart = (name: LaptopName) =>
  command(`restart(${name})`, async (_model, real) => {
    await real.laptops[name].restart();
  });
