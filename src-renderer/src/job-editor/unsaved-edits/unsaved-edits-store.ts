// The recruiter's typing that has not reached the core yet, kept in IndexedDB (dexie) so it survives a
// reload, a crash or a quit: one entry per job being edited, and one per new job being drafted. As the page
// goes away, the latest entry is also written at once to a synchronous journal (localStorage): an IndexedDB
// write started then may never finish, and the next page moves the journal into IndexedDB.
import Dexie, { type EntityTable, liveQuery, type Observable } from 'dexie';
import * as z from 'zod/mini';
import { type JobFormValues, JobFormValuesSchema } from '../form-values.ts';

export type UnsavedEditEntry = {
  /** `job:<id>` for an existing job, `new:<draftId>` for a job not created yet. */
  key: string;
  jobId: number | null;
  /** The job a new draft was duplicated from, if any. */
  duplicateOf: number | null;
  values: JobFormValues;
  /** jobFingerprint of the job as the editor loaded it; null for a new job. */
  baseFingerprint: string | null;
  /** When the entry was written (ms since the epoch). */
  savedAt: number;
};

const UnsavedEditEntrySchema = z.object({
  key: z.string().check(z.regex(/^(job:\d+|new:[\w-]+)$/)),
  jobId: z.nullable(z.int().check(z.positive())),
  duplicateOf: z.nullable(z.int().check(z.positive())),
  values: JobFormValuesSchema,
  baseFingerprint: z.nullable(z.string()),
  savedAt: z.number(),
}) satisfies z.ZodMiniType<UnsavedEditEntry>;

export function unsavedEditKeyOfJob(jobId: number): string {
  return `job:${jobId}`;
}

export function unsavedEditKeyOfNewJob(draftId: string): string {
  return `new:${draftId}`;
}

type UnsavedEditsDatabase = Dexie & { entries: EntityTable<UnsavedEditEntry, 'key'> };

export type UnsavedEditsDatabaseOptions = {
  /** Default `jobdesk-unsaved-edits`. */
  name?: string;
  /** For tests (fake-indexeddb); the browser's own by default. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
};

export function openUnsavedEditsDatabase(options: UnsavedEditsDatabaseOptions = {}): UnsavedEditsDatabase {
  const db = new Dexie(options.name ?? 'jobdesk-unsaved-edits', {
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  }) as UnsavedEditsDatabase;
  db.version(1).stores({ entries: 'key, jobId, savedAt' });
  return db;
}

/**
 * Reads and writes unsaved edits. Every entry read is re-checked with its schema: one that no longer
 * parses (written by another version) is removed rather than offered half-understood.
 */
export type UnsavedEditsStore = {
  put(entry: UnsavedEditEntry): Promise<void>;
  /**
   * Keeps `entry` before this call returns, in the journal (the page is going away: reload, quit, hidden).
   * Call `put` too; the journal is emptied into the store by `absorbJournal` on the next page.
   */
  keepNow(entry: UnsavedEditEntry): void;
  /** Moves the journal's entries into the store, each where it is newer than the stored one. */
  absorbJournal(): Promise<void>;
  get(key: string): Promise<UnsavedEditEntry | undefined>;
  remove(key: string): Promise<void>;
  /** Newest first; an entry that no longer parses is removed. */
  list(): Promise<UnsavedEditEntry[]>;
  /**
   * The entries that parse, newest first, read only: the querier for Dexie's `liveQuery` (useLiveQuery),
   * which runs it again after every change to them, from this tab or another.
   */
  readable(): Promise<UnsavedEditEntry[]>;
  /** `readable()` as a live observable (what the app frame and its tests subscribe to). */
  live(): Observable<UnsavedEditEntry[]>;
  close(): void;
};

/** Where the journal is kept: the page's localStorage (kept by the browser across a reload and a crash). */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const JOURNAL_PREFIX = 'jobdesk.unsaved-edit.';

/** Without `journal` (no localStorage), `keepNow` keeps nothing and only the IndexedDB writes remain. */
export function createUnsavedEditsStore(
  db: UnsavedEditsDatabase,
  journal?: JournalStorage,
): UnsavedEditsStore {
  const journaled = (key: string): UnsavedEditEntry | undefined => {
    const text = journal?.getItem(JOURNAL_PREFIX + key) ?? null;
    if (text === null) return undefined;
    try {
      const parsed = UnsavedEditEntrySchema.safeParse(JSON.parse(text));
      return parsed.success && parsed.data.key === key ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  };
  const unjournal = (key: string): void => journal?.removeItem(JOURNAL_PREFIX + key);

  const parseValid = (raw: unknown[]): UnsavedEditEntry[] =>
    raw.flatMap((item) => {
      const parsed = UnsavedEditEntrySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });

  async function readValid(raw: unknown[]): Promise<UnsavedEditEntry[]> {
    const valid: UnsavedEditEntry[] = [];
    const unreadable: string[] = [];
    for (const item of raw) {
      const parsed = UnsavedEditEntrySchema.safeParse(item);
      if (parsed.success) valid.push(parsed.data);
      else if (typeof (item as { key?: unknown })?.key === 'string')
        unreadable.push((item as { key: string }).key);
    }
    if (unreadable.length > 0) await db.entries.bulkDelete(unreadable);
    return valid;
  }

  return {
    async put(entry) {
      await db.entries.put(UnsavedEditEntrySchema.parse(entry));
      // The journal's copy is no longer needed once a write as new or newer is in the store.
      const kept = journaled(entry.key);
      if (kept !== undefined && kept.savedAt <= entry.savedAt) unjournal(entry.key);
    },
    keepNow(entry) {
      try {
        journal?.setItem(JOURNAL_PREFIX + entry.key, JSON.stringify(entry));
      } catch {
        // A full localStorage: the IndexedDB write started beside it is all that is left.
      }
    },
    async absorbJournal() {
      if (!journal) return;
      const keys: string[] = [];
      for (let index = 0; index < journal.length; index += 1) {
        const name = journal.key(index);
        if (name?.startsWith(JOURNAL_PREFIX)) keys.push(name.slice(JOURNAL_PREFIX.length));
      }
      for (const key of keys) {
        const kept = journaled(key);
        const stored = await db.entries.get(key);
        if (kept !== undefined && (stored === undefined || stored.savedAt < kept.savedAt))
          await db.entries.put(kept);
        unjournal(key);
      }
    },
    async get(key) {
      const raw = await db.entries.get(key);
      if (raw === undefined) return undefined;
      return (await readValid([raw]))[0];
    },
    async remove(key) {
      unjournal(key);
      await db.entries.delete(key);
    },
    async list() {
      const raw = await db.entries.orderBy('savedAt').reverse().toArray();
      return readValid(raw);
    },
    async readable() {
      return parseValid(await db.entries.orderBy('savedAt').reverse().toArray());
    },
    live() {
      return liveQuery(() => this.readable());
    },
    close() {
      db.close();
    },
  };
}
