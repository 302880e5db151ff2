// The waits the store keeps as wall-clock times, moved together when the wall clock steps (core/clock-steps.ts).
import type { Db } from './database.ts';

/**
 * Moves every stored wait by `stepMs`, in one transaction: the retry time of each change waiting in the
 * outbox (every board's), and the end of each Undo window (its outbox rows', its kept job's or its held
 * Publish or Archive's).
 * Returns how many were moved.
 */
export function shiftStoredWaits(db: Db, stepMs: number): number {
  const modifier = `${stepMs >= 0 ? '+' : '-'}${(Math.abs(stepMs) / 1000).toFixed(3)} seconds`;
  const shift = db.transaction(() => {
    const retries = db
      .prepare(
        `UPDATE outbox SET next_attempt_at = strftime('%Y-%m-%dT%H:%M:%fZ', next_attempt_at, ?)
         WHERE next_attempt_at IS NOT NULL`,
      )
      .run(modifier).changes;
    // A delete's wait for its Undo window; deleted_jobs names the same time, moved alike below.
    const undoWaits = db
      .prepare(
        `UPDATE outbox SET not_before = strftime('%Y-%m-%dT%H:%M:%fZ', not_before, ?)
         WHERE not_before IS NOT NULL`,
      )
      .run(modifier).changes;
    const windows = db
      .prepare(
        `UPDATE deleted_jobs SET restorable_until = strftime('%Y-%m-%dT%H:%M:%fZ', restorable_until, ?)`,
      )
      .run(modifier).changes;
    // A bulk Publish or Archive's window names the same time as its rows' not_before, moved alike.
    const heldChanges = db
      .prepare(`UPDATE held_status_changes SET held_until = strftime('%Y-%m-%dT%H:%M:%fZ', held_until, ?)`)
      .run(modifier).changes;
    return retries + undoWaits + windows + heldChanges;
  });
  return shift.immediate();
}
