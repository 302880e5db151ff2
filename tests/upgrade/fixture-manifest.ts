// What the upgrade fixture's builder recorded of the folders it left (fixture.json): the ids, Reference IDs and
// board ids of its jobs, and the times the test's clock must start from for the Undo window to be open.
export type FixtureJob = {
  /** The job's id in JobDesk. */
  id: number;
  referenceId: string;
  /** The job's title in JobDesk when JobDesk quit. */
  title: string;
  /** The job's id on each board; null for a job no board has yet. */
  boardIds: { east: number; west: number } | null;
};

export type FixtureManifest = {
  builtFrom: string;
  note: string;
  /** The fake clock's time when JobDesk quit (ISO). */
  closedAt: string;
  /** The end of the Undo window of the two jobs deleted just before the quit (ISO). */
  undoUntil: string;
  /** The end of the Undo window of the delete made long before the quit, already past (ISO). */
  forkliftUndoUntil: string;
  westBoardId: number;
  jobs: Record<
    'lineCook' | 'payrollClerk' | 'bookkeeper' | 'forklift' | 'driver' | 'dishwasher' | 'warehouseLead',
    FixtureJob
  >;
};
