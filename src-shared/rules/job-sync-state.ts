// A job's sync state, the rule written once: a posting's state from its board's outbox rows and board row,
// and the job's as that of its posting most in need of the recruiter. The store's `posting_sync` and
// `job_sync` views are generated from these lists (src-main/store/sync-state-views.ts), and TypeScript that
// combines states reads them here, so a change of the rule is one edit; a test proves both agree.
import type { JobSyncStatus } from '../schemas/app.ts';

export type JobSyncState = JobSyncStatus['state'];

/**
 * An outbox row's delivery state. `pending`: waits to be sent; `in-flight`: claimed by the sync engine;
 * `failed`, `needs-attention`: wait for a person (with the board's message); `set-aside`: no longer parses or
 * can never be sent, kept with its reason and out of the queue.
 */
export const OUTBOX_ROW_STATES = ['pending', 'in-flight', 'failed', 'needs-attention', 'set-aside'] as const;
export type OutboxRowState = (typeof OUTBOX_ROW_STATES)[number];

/** What the rule reads of a posting: its job's version, its board row (none until sent) and its outbox rows. */
export type PostingSyncInput = {
  /** The job's version. */
  version: number;
  board: { ackedVersion: number | null; missing: boolean; conflict: boolean } | null;
  /** The posting's rows on its board's outbox, oldest first. */
  outbox: ReadonlyArray<{ state: OutboxRowState; lastError: string | null }>;
};

/**
 * The facts the rule tests. `waiting`, `attention`, `refused`, `setAside`: a row of the posting is in one
 * of ROW_STATES_OF[fact]; `acknowledged`: the board acknowledged the job's current version.
 */
export type PostingSyncFact =
  | 'conflict'
  | 'missing'
  | 'waiting'
  | 'attention'
  | 'refused'
  | 'setAsideUnacknowledged'
  | 'acknowledged';

export const ROW_STATES_OF = {
  waiting: ['pending', 'in-flight'],
  attention: ['needs-attention'],
  refused: ['failed'],
  setAside: ['set-aside'],
} as const satisfies Record<string, readonly OutboxRowState[]>;

/** The rows whose message explains a refusal: the newest of them is the posting's message. */
export const REFUSED_ROW_STATES = [
  ...ROW_STATES_OF.refused,
  ...ROW_STATES_OF.attention,
] as const satisfies readonly OutboxRowState[];

export const CONFLICT_MESSAGE = 'This job was changed both here and on the job board. Choose which to keep.';
export const MISSING_ON_REMOTE_MESSAGE = 'This job is no longer on the job board.';

/** Where a state's message comes from: fixed words, the newest refusal's, the first set-aside row's, none. */
export type SyncMessageSource =
  | { from: 'words'; text: string }
  | { from: 'newest-refusal' }
  | { from: 'first-set-aside' }
  | { from: 'none' };

export type PostingSyncClause = {
  when: PostingSyncFact | 'otherwise';
  state: JobSyncState;
  message: SyncMessageSource;
};

/**
 * The posting's state is the first clause whose fact holds. A conflict comes first: nothing of the job is
 * sent until the recruiter decides, whatever else waits. A job the board no longer has stays
 * 'missing-on-remote' even when edited again: an edit never recreates it (Publish again does). Rows set aside
 * while the board lacks the current version fail the posting; once it has it, they are history.
 */
export const POSTING_SYNC_CLAUSES: readonly PostingSyncClause[] = [
  { when: 'conflict', state: 'conflict', message: { from: 'words', text: CONFLICT_MESSAGE } },
  {
    when: 'missing',
    state: 'missing-on-remote',
    message: { from: 'words', text: MISSING_ON_REMOTE_MESSAGE },
  },
  { when: 'waiting', state: 'pending', message: { from: 'none' } },
  { when: 'attention', state: 'needs-attention', message: { from: 'newest-refusal' } },
  { when: 'refused', state: 'failed', message: { from: 'newest-refusal' } },
  { when: 'setAsideUnacknowledged', state: 'failed', message: { from: 'first-set-aside' } },
  { when: 'acknowledged', state: 'synced', message: { from: 'none' } },
  { when: 'otherwise', state: 'local', message: { from: 'none' } },
];

/** A job posted on no board: 'pending' while a row (a withdrawal) waits on any board, else 'local'. */
export const UNPOSTED_SYNC_CLAUSES: readonly PostingSyncClause[] = [
  { when: 'waiting', state: 'pending', message: { from: 'none' } },
  { when: 'otherwise', state: 'local', message: { from: 'none' } },
];

/**
 * The job's state is that of its posting earliest in this list (the first board on a tie): what most needs
 * the recruiter, then what is on its way, then what was never sent, and 'synced' only when every board is.
 */
export const JOB_SYNC_PRECEDENCE: readonly JobSyncState[] = [
  'conflict',
  'missing-on-remote',
  'needs-attention',
  'failed',
  'pending',
  'local',
  'synced',
];

/** The states a recruiter must act on: the jobs of Needs attention. */
export const NEEDS_RECRUITER_STATES = [
  'failed',
  'needs-attention',
  'missing-on-remote',
  'conflict',
] as const satisfies readonly JobSyncState[];

export type NeedsRecruiterState = (typeof NEEDS_RECRUITER_STATES)[number];

export function needsRecruiter(state: JobSyncState): state is NeedsRecruiterState {
  return (NEEDS_RECRUITER_STATES as readonly JobSyncState[]).includes(state);
}

/** The states whose message is the board's refusal of the last change (a rule, or credit missing). */
export const REFUSED_SYNC_STATES = ['failed', 'needs-attention'] as const satisfies readonly JobSyncState[];

export function isRefused(state: JobSyncState): boolean {
  return (REFUSED_SYNC_STATES as readonly JobSyncState[]).includes(state);
}

const hasRowIn = (input: PostingSyncInput, states: readonly OutboxRowState[]) =>
  input.outbox.some((row) => states.includes(row.state));

/** Whether a fact holds of the posting (the store's views compute the same facts in SQL). */
export function postingSyncFact(input: PostingSyncInput, fact: PostingSyncFact): boolean {
  const acked = input.board?.ackedVersion ?? null;
  switch (fact) {
    case 'conflict':
      return input.board?.conflict ?? false;
    case 'missing':
      return input.board?.missing ?? false;
    case 'waiting':
    case 'attention':
    case 'refused':
      return hasRowIn(input, ROW_STATES_OF[fact]);
    case 'setAsideUnacknowledged':
      return hasRowIn(input, ROW_STATES_OF.setAside) && (acked ?? 0) < input.version;
    case 'acknowledged':
      return acked !== null && acked >= input.version;
  }
}

function syncMessage(input: PostingSyncInput, source: SyncMessageSource): string | null {
  switch (source.from) {
    case 'words':
      return source.text;
    case 'newest-refusal':
      return input.outbox.findLast((row) => hasState(row.state, REFUSED_ROW_STATES))?.lastError ?? null;
    case 'first-set-aside':
      return input.outbox.find((row) => hasState(row.state, ROW_STATES_OF.setAside))?.lastError ?? null;
    case 'none':
      return null;
  }
}

const hasState = (state: OutboxRowState, states: readonly OutboxRowState[]) => states.includes(state);

/** Whether an outbox row holds the board's refusal: the newest such row's message is its posting's. */
export const isRefusalRow = (row: { state: OutboxRowState }) => hasState(row.state, REFUSED_ROW_STATES);

function firstClause(input: PostingSyncInput, clauses: readonly PostingSyncClause[]) {
  const clause = clauses.find(({ when }) => when === 'otherwise' || postingSyncFact(input, when));
  // Every list ends with 'otherwise'.
  if (clause === undefined) throw new Error('A sync-state clause list must end with an otherwise clause.');
  return { state: clause.state, message: syncMessage(input, clause.message) };
}

/** The posting's sync state and the message that says why, for the states that wait for a person. */
export function postingSync(input: PostingSyncInput): { state: JobSyncState; message: string | null } {
  return firstClause(input, POSTING_SYNC_CLAUSES);
}

/** A job on no board, from its rows on every board's outbox. */
export function unpostedSyncState(outbox: PostingSyncInput['outbox']): JobSyncState {
  return firstClause({ version: 1, board: null, outbox }, UNPOSTED_SYNC_CLAUSES).state;
}

/** The posting most in need of the recruiter (JOB_SYNC_PRECEDENCE, the first board on a tie); none of none. */
export function postingMostInNeed<T extends { boardId: number; state: JobSyncState }>(
  postings: readonly T[],
): T | undefined {
  const rank = (posting: T) => JOB_SYNC_PRECEDENCE.indexOf(posting.state);
  return postings.reduce<T | undefined>((best, posting) => {
    if (best === undefined) return posting;
    const order = rank(posting) - rank(best) || posting.boardId - best.boardId;
    return order < 0 ? posting : best;
  }, undefined);
}
