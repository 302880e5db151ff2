// The laptop commands of the merge model: sync now, pull, time passing, offline windows, faults on the
// laptop's line to the board (lost answers among them), wall clock steps, SIGKILL-like crashes and clean
// restarts.
import type { FetchFaults } from './helpers/faulty-fetch.ts';
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

/** The laptop's wall clock stepped by `days` (±2: a clock days off, corrected while JobDesk runs). */
export const stepClock = (name: LaptopName, days: number) =>
  command(`clock(${name}, ${days > 0 ? '+' : ''}${days} days)`, async (_model, real) => {
    real.laptops[name].stepWallClock(days * DAY_MS);
    count(real, 'clock steps');
  });

export const restart = (name: LaptopName) =>
  command(`restart(${name})`, async (_model, real) => {
    await real.laptops[name].restart();
  });
