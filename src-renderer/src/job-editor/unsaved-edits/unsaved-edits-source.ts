// What the app frame and the Unsaved drafts screen need of the unsaved-edits store (implemented with dexie
// by the job editor's unsaved-edits module): how many there are, which, and when that changes.

export type UnsavedEditSummary = {
  /** The store's key of the entry (per job, or per new job). */
  key: string;
  /** The job being edited; null for a job not saved yet. */
  jobId: number | null;
  /** The title as typed (may be empty). */
  title: string;
  /** When the edits were last written, ISO 8601. */
  savedAt: string;
};

export type UnsavedEditsSource = {
  count(): Promise<number>;
  /** Newest first. */
  list(): Promise<UnsavedEditSummary[]>;
  /** Calls `onChange` after any entry is written or removed (in this tab or another); returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
};
