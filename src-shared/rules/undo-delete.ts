// How long a delete, publish or archive made in JobDesk's app can be undone: the core keeps what it needs and holds
// what goes to the boards in the outbox this long, and the app offers Undo for as long.

export const UNDO_DELETE_WINDOW_MS = 5_000;

/** The end of the undo window of a delete made at `deletedAt`. */
export function undoDeleteUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + UNDO_DELETE_WINDOW_MS);
}
