// The `posting_sync` and `job_sync` views, generated from the shared rule (src-shared/rules/job-sync-state.ts):
// the only SQL that derives a sync state. The views are written by migration 10 and kept equal to the rule
// at every open, so a change of the rule reaches every database without a migration of its own.
import {
  JOB_SYNC_PRECEDENCE,
  NEEDS_RECRUITER_STATES,
  POSTING_SYNC_CLAUSES,
  type PostingSyncClause,
  type PostingSyncFact,
  REFUSED_ROW_STATES,
  ROW_STATES_OF,
  type SyncMessageSource,
  UNPOSTED_SYNC_CLAUSES,
} from '../../src-shared/rules/job-sync-state.ts';
import type { Db } from './database.ts';

/** A constant of the rule as an SQL string literal (never input: the rule's own words and states). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const list = (texts: readonly string[]) => texts.map(literal).join(', ');

/** The states of a job the recruiter must act on, for `sync_state IN (…)`. */
export const NEEDS_RECRUITER_SQL = list(NEEDS_RECRUITER_STATES);
/**
 * The outbox rows that wait for a person: only a job with one, or with a board row missing or in conflict, can
 * need the recruiter (the Needs attention queries look at those jobs alone).
 */
export const ROWS_FOR_A_PERSON_SQL = list([...REFUSED_ROW_STATES, ...ROW_STATES_OF.setAside]);

/** One posting's outbox rows in `states`; `s` is the posting's row of the view's inner select. */
const postingRows = (states: readonly string[]) =>
  `FROM outbox AS o WHERE o.job_id = s.id AND o.board_id = s.board_id AND o.state IN (${list(states)})`;

// Each fact of the rule over the columns of the posting view's inner select (POSTING_SYNC below).
const POSTING_FACTS: Record<PostingSyncFact, string> = {
  conflict: 'conflict',
  missing: 'missing = 1',
  waiting: 'waiting',
  attention: 'attention',
  refused: 'refused',
  setAsideUnacknowledged: 'aside AND coalesce(acked_version, 0) < version',
  acknowledged: 'acked_version >= version',
};

const MESSAGES: Record<SyncMessageSource['from'], (source: SyncMessageSource) => string> = {
  words: (source) => (source.from === 'words' ? literal(source.text) : 'NULL'),
  'newest-refusal': () => `(SELECT last_error ${postingRows(REFUSED_ROW_STATES)} ORDER BY seq DESC LIMIT 1)`,
  'first-set-aside': () => `(SELECT last_error ${postingRows(ROW_STATES_OF.setAside)} ORDER BY seq LIMIT 1)`,
  none: () => 'NULL',
};

/** A CASE over the clauses in their order; the last one ('otherwise') is its ELSE. */
function caseOf(
  clauses: readonly PostingSyncClause[],
  fact: (fact: PostingSyncFact) => string,
  value: (clause: PostingSyncClause) => string,
): string {
  const whens = clauses.map((clause) =>
    clause.when === 'otherwise' ? `ELSE ${value(clause)}` : `WHEN ${fact(clause.when)} THEN ${value(clause)}`,
  );
  return `CASE\n    ${whens.join('\n    ')}\n  END`;
}

const stateOf = (clause: PostingSyncClause) => literal(clause.state);
const messageOf = (clause: PostingSyncClause) => MESSAGES[clause.message.from](clause.message);

const exists = (states: readonly string[], board: string) =>
  `EXISTS (SELECT 1 FROM outbox AS o WHERE o.job_id = j.id${board} AND o.state IN (${list(states)}))`;
const onBoard = (states: readonly string[]) => exists(states, ' AND o.board_id = p.board_id');

const POSTING_SYNC = `CREATE VIEW posting_sync AS
SELECT id, employer_id, board_id, reference_id, version, created_at, updated_at, remote_id, acked_version,
  ${caseOf(POSTING_SYNC_CLAUSES, (fact) => POSTING_FACTS[fact], stateOf)} AS sync_state,
  ${caseOf(POSTING_SYNC_CLAUSES, (fact) => POSTING_FACTS[fact], messageOf)} AS sync_message
FROM (
  SELECT j.id, j.employer_id, p.board_id, j.reference_id, j.version, j.created_at, j.updated_at,
    b.remote_id, b.acked_version, coalesce(b.missing, 0) AS missing, b.conflict_json IS NOT NULL AS conflict,
    ${onBoard(ROW_STATES_OF.waiting)} AS waiting,
    ${onBoard(ROW_STATES_OF.attention)} AS attention,
    ${onBoard(ROW_STATES_OF.refused)} AS refused,
    ${onBoard(ROW_STATES_OF.setAside)} AS aside
  FROM postings AS p JOIN jobs AS j ON j.id = p.job_id
    LEFT JOIN board_jobs AS b ON b.job_id = p.job_id AND b.board_id = p.board_id
) AS s`;

/** A job on no board knows only whether a row waits on any board's outbox. */
function unpostedFact(fact: PostingSyncFact): string {
  if (fact !== 'waiting') throw new Error(`A job on no board has no '${fact}' fact.`);
  return exists(ROW_STATES_OF.waiting, '');
}

const precedence = JOB_SYNC_PRECEDENCE.map((state, rank) => `WHEN ${literal(state)} THEN ${rank}`).join(' ');

// Read from `posting_sync` itself rather than joined to it: SQLite cannot push a join's condition into the
// view, and a lookup of one job would build the view for every posting (migration 8).
const JOB_SYNC = `CREATE VIEW job_sync AS
SELECT w.id, w.employer_id, w.reference_id, w.version, w.created_at, w.updated_at,
  w.remote_id, w.acked_version, w.sync_state, w.sync_message
FROM posting_sync AS w
WHERE w.board_id = (
  SELECT ps.board_id FROM posting_sync AS ps WHERE ps.id = w.id
  ORDER BY CASE ps.sync_state ${precedence} ELSE ${JOB_SYNC_PRECEDENCE.length} END, ps.board_id
  LIMIT 1)
UNION ALL
SELECT j.id, j.employer_id, j.reference_id, j.version, j.created_at, j.updated_at, NULL, NULL,
  ${caseOf(UNPOSTED_SYNC_CLAUSES, unpostedFact, stateOf)},
  NULL
FROM jobs AS j
WHERE NOT EXISTS (SELECT 1 FROM postings AS p WHERE p.job_id = j.id)`;

/** The views in the order they are created (job_sync reads posting_sync). */
export const SYNC_STATE_VIEWS: ReadonlyArray<{ name: string; sql: string }> = [
  { name: 'posting_sync', sql: POSTING_SYNC },
  { name: 'job_sync', sql: JOB_SYNC },
];

/** Drops the views, whichever rule wrote them, and creates them from the rule. Run it inside a transaction. */
export function replaceSyncStateViews(db: Db): void {
  for (const view of [...SYNC_STATE_VIEWS].reverse()) db.exec(`DROP VIEW IF EXISTS ${view.name}`);
  for (const view of SYNC_STATE_VIEWS) db.exec(view.sql);
}

/** Whether the database's views are exactly those the rule generates (SQLite keeps a view's CREATE text). */
export function syncStateViewsAreCurrent(db: Db): boolean {
  const stored = db
    .prepare<[string], string>("SELECT sql FROM sqlite_schema WHERE type = 'view' AND name = ?")
    .pluck();
  return SYNC_STATE_VIEWS.every((view) => stored.get(view.name) === view.sql);
}
