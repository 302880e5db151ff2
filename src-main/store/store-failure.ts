// The store's failures that come from the disk or from another program, not from JobDesk: named, so
// the front door can answer each with what it means, and the sync engine can wait them out.
export type StoreFailure =
  /** Another connection holds the write lock longer than the busy timeout; a retry later works. */
  | 'busy'
  /** The disk (or the quota) is full; SQLite rolled the transaction back. */
  | 'disk-full'
  /** The file or its folder became read-only (remounted, permissions changed). */
  | 'read-only';

const FAILURES: readonly { prefix: string; failure: StoreFailure }[] = [
  { prefix: 'SQLITE_BUSY', failure: 'busy' },
  { prefix: 'SQLITE_LOCKED', failure: 'busy' },
  { prefix: 'SQLITE_FULL', failure: 'disk-full' },
  { prefix: 'SQLITE_READONLY', failure: 'read-only' },
];

/** What an error thrown by the store means, or null when it is not one of these (a bug, a bad query). */
export function storeFailureOf(error: unknown): StoreFailure | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return null;
  // SQLITE_BUSY_SNAPSHOT, SQLITE_READONLY_DBMOVED…: the extended codes share the primary's meaning.
  return FAILURES.find(({ prefix }) => code === prefix || code.startsWith(`${prefix}_`))?.failure ?? null;
}
