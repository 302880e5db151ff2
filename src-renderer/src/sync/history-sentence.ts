// A job history entry as a recruiter reads it: what happened in words ("Sent to BC Jobs", "BC Jobs refused
// it: …", "Changed on the job board: Close date"), repeated tries with their count and time span, what the
// board said only when it said something, and the call, its status and duration kept for Details.
import { plural, t } from '@lingui/core/macro';
import { isStatusOnlySentence } from '../../../src-shared/client/parse-error-body.ts';
import { MERGED_PROPERTIES, type MergedProperty } from '../../../src-shared/schemas/conflicts.ts';
import type {
  FieldChange,
  HistoryRestore,
  HistoryValue,
  JobHistoryEntry,
} from '../../../src-shared/schemas/history.ts';
import { historyValueText, propertyLabel } from '../core/conflict-words.ts';
import { formatDateTime, formatLongDay, formatTime } from '../core/format.ts';

export type HistoryTone = 'ok' | 'waiting' | 'problem' | 'neutral';

/**
 * A value the entry's change set aside, in words: the field's label and its text (a description as plain
 * text), and what restoring it sends (null for a field that is not the recruiter's to set).
 */
export type LostValue = { label: string; text: string; restore: HistoryRestore | null };

export type HistorySentence = {
  text: string;
  tone: HistoryTone;
  /**
   * The board's own words about a call it answered (a key refused, no credit, busy), shown as "BC Jobs said:
   * …"; null when it said nothing, or when no answer came (then the words would be JobDesk's, not the board's).
   */
  boardSaid: string | null;
  /** The values this entry replaced or set aside, under `title`, so that nothing of anyone's is out of sight. */
  lost: { title: string; values: LostValue[] } | null;
  /** What support asks for, under Details: the call and what it named, the answer, how long it took. */
  details: string[];
};

/** The merged property a history field names, for its words (`categoryIds` is categories, say). */
const PROPERTY_OF_FIELD: Readonly<Record<string, MergedProperty>> = {
  ...Object.fromEntries(MERGED_PROPERTIES.map((property) => [property, property])),
  categoryIds: 'categories',
  positionTypeId: 'positionType',
  applicantRoutingTypeId: 'applicantRoutingType',
};

export type HistoryWordsOptions = {
  /** When the engine tries again (the newest failed call only: retryAtFor). */
  retryAt?: string | null;
  /** Where dates and times are read (the recruiter's own when absent). */
  timeZone?: string;
  /** False with one board: "the job board" then says all (its name would say nothing more). */
  namesBoards?: boolean;
};

function lostValue(field: string, value: HistoryValue, options: HistoryWordsOptions): LostValue | null {
  const property = PROPERTY_OF_FIELD[field];
  if (property === undefined) return { label: propertyLabel(field), text: String(value), restore: null };
  const text = historyValueText(property, value, { timeZone: options.timeZone });
  return text === null ? null : { label: propertyLabel(field), text, restore: { property, value } };
}

/** What the changes held before (`from`) or, for the board's version a delete removes, after (`to`). */
function lostOf(
  title: string,
  changes: readonly FieldChange[],
  side: 'from' | 'to',
  options: HistoryWordsOptions,
): HistorySentence['lost'] {
  const values = changes.flatMap((change) => {
    if (!('from' in change) || change.field === 'publishDate') return [];
    const value = lostValue(change.field, change[side], options);
    return value === null ? [] : [value];
  });
  return values.length === 0 ? null : { title, values };
}

function fieldWords(changes: ReadonlyArray<Pick<FieldChange, 'field'>>): string {
  return [...new Set(changes.map((change) => propertyLabel(change.field)))].join(', ');
}

/** The board an entry is about, by its name where the recruiter has several boards; null for "the job board". */
function boardOf(entry: JobHistoryEntry, options: HistoryWordsOptions): string | null {
  if (options.namesBoards === false || !('boardName' in entry)) return null;
  return entry.boardName === undefined || entry.boardName === '' ? null : entry.boardName;
}

type Words = Pick<HistorySentence, 'text' | 'tone'> & Partial<Omit<HistorySentence, 'text' | 'tone'>>;

function localChangeWords(entry: Extract<JobHistoryEntry, { kind: 'local-change' }>): Words {
  switch (entry.operation) {
    case 'create':
      return { text: t`Created`, tone: 'neutral' };
    case 'republish':
      return { text: t`Publish again requested`, tone: 'neutral' };
    case 'delete':
      return { text: t`Deleted here`, tone: 'neutral' };
    case 'restore':
      return { text: t`Delete undone`, tone: 'neutral' };
    case 'undo': {
      const fields = fieldWords(entry.changes);
      return { text: fields === '' ? t`Undone` : t`Undone: ${fields}`, tone: 'neutral' };
    }
    case 'update': {
      const fields = fieldWords(entry.changes);
      return { text: fields === '' ? t`Saved here` : t`Changed here: ${fields}`, tone: 'neutral' };
    }
  }
}

function pullWords(
  entry: Extract<JobHistoryEntry, { kind: 'pull' }>,
  board: string | null,
  options: HistoryWordsOptions,
): Words {
  if (entry.imported)
    return { text: board ? t`Brought in from ${board}` : t`Brought in from the job board`, tone: 'neutral' };
  const fields = fieldWords(entry.changes);
  const changed =
    fields === ''
      ? board
        ? t`Changed on ${board}`
        : t`Changed on the job board`
      : board
        ? t`Changed on ${board}: ${fields}`
        : t`Changed on the job board: ${fields}`;
  return {
    text: changed,
    tone: 'neutral',
    lost: lostOf(t`What it replaced here`, entry.changes, 'from', options),
  };
}

function conflictWords(
  entry: Extract<JobHistoryEntry, { kind: 'conflict-resolved' }>,
  board: string | null,
  options: HistoryWordsOptions,
): Words {
  // Each choice with the value that lost, so nothing the recruiter set aside is out of sight.
  const part = (choice: (typeof entry.choices)[number]) => {
    const name = propertyLabel(choice.property);
    // A description is too long for the sentence: it is read below it.
    if (choice.property === 'description') return name;
    const text = historyValueText(choice.property, choice.lost, { timeZone: options.timeZone });
    if (text === null) return name;
    const lost = text.replaceAll('\n', ', ');
    if (choice.kept === 'board') return t`${name} (yours was “${lost}”)`;
    return board ? t`${name} (${board}’s was “${lost}”)` : t`${name} (the job board’s was “${lost}”)`;
  };
  const kept = entry.choices
    .filter((choice) => choice.kept === 'mine')
    .map(part)
    .join(', ');
  const taken = entry.choices
    .filter((choice) => choice.kept === 'board')
    .map(part)
    .join(', ');
  const parts = [
    kept === '' ? null : t`kept yours for ${kept}`,
    taken === '' ? null : board ? t`used ${board}’s for ${taken}` : t`used the job board’s for ${taken}`,
  ]
    .filter((text) => text !== null)
    .join('; ');
  const lostValues = entry.choices.flatMap((choice) => {
    const value = lostValue(choice.property, choice.lost, options);
    if (value === null) return [];
    const label = value.label;
    const whose =
      choice.kept === 'board'
        ? t`${label} (yours)`
        : board
          ? t`${label} (${board}’s)`
          : t`${label} (the job board’s)`;
    return [{ ...value, label: whose }];
  });
  return {
    text: t`Conflict resolved: ${parts}`,
    tone: 'neutral',
    lost: lostValues.length === 0 ? null : { title: t`The values set aside`, values: lostValues },
  };
}

function sentenceOf(entry: JobHistoryEntry, options: HistoryWordsOptions): Words {
  const board = boardOf(entry, options);
  switch (entry.kind) {
    case 'local-change':
      return localChangeWords(entry);
    case 'pull':
      return pullWords(entry, board, options);
    case 'board-changes-deleted': {
      const fields = fieldWords(entry.changes);
      return {
        text: board
          ? t`Deleted here over changes made on ${board}: ${fields}`
          : t`Deleted here over changes made on the job board: ${fields}`,
        tone: 'neutral',
        lost: lostOf(t`The job board’s version, which the delete removed`, entry.changes, 'to', options),
      };
    }
    case 'conflict-resolved':
      return conflictWords(entry, board, options);
    case 'discard': {
      if (entry.outcome === 'deleted')
        return {
          text: t`Changes discarded — the job board has no such job, so it was removed here`,
          tone: 'neutral',
        };
      const fields = fieldWords(entry.changes);
      return {
        text:
          fields === ''
            ? t`Changes discarded — the job board’s version is back`
            : t`Changes discarded — the job board’s version is back: ${fields}`,
        tone: 'neutral',
        lost: lostOf(t`What was discarded here`, entry.changes, 'from', options),
      };
    }
    case 'sync-call':
      return callWords(entry, board, options);
  }
}

/** The entry in words, naming its board where the recruiter has several (a job on two boards has calls to each). */
export function historySentence(entry: JobHistoryEntry, options: HistoryWordsOptions = {}): HistorySentence {
  const words = sentenceOf(entry, options);
  return { boardSaid: null, lost: null, details: [], ...words };
}

type SyncCall = Extract<JobHistoryEntry, { kind: 'sync-call' }>;

/** A time or a date kept on one line ("9:29 a.m." never breaks before "a.m."). */
function unbroken(text: string): string {
  return text.replaceAll(' ', '\u00a0');
}

/** "6 tries, 10:02–10:03" (dates too when the tries span days); null for a single try. */
export function triesWords(
  entry: Pick<SyncCall, 'tries' | 'firstAt' | 'at'>,
  options: HistoryWordsOptions = {},
): string | null {
  if (entry.tries === undefined || entry.firstAt === undefined) return null;
  const zone = { timeZone: options.timeZone };
  const sameDay = formatLongDay(entry.firstAt, zone) === formatLongDay(entry.at, zone);
  const first = unbroken(formatTime(entry.firstAt, zone));
  const last = unbroken(formatTime(entry.at, zone));
  // Tries within one minute read as that minute, not "9:47–9:47".
  const span = sameDay
    ? first === last
      ? first
      : `${first}–${last}`
    : `${unbroken(formatDateTime(entry.firstAt, zone))} – ${unbroken(formatDateTime(entry.at, zone))}`;
  return plural(entry.tries, { one: `# try, ${span}`, other: `# tries, ${span}` });
}

/** What a successful call did, by the call it was. */
function doneWords(call: SyncCall['call'], board: string | null): string {
  if (call === 'POST /jobs' || call === 'PUT /jobs')
    return board ? t`Added to ${board}` : t`Added to the job board`;
  if (call.startsWith('DELETE')) return board ? t`Deleted from ${board}` : t`Deleted from the job board`;
  // Reads the board answered are no longer written (they changed nothing); histories of before hold some.
  if (call.startsWith('GET')) return board ? t`Read from ${board}` : t`Read from the job board`;
  return board ? t`Sent to ${board}` : t`Sent to the job board`;
}

function callWords(entry: SyncCall, board: string | null, options: HistoryWordsOptions): Words {
  // A message JobDesk wrote for an answer with nothing readable is no word of the board's: not quoted.
  const words = entry.messages.filter((message) => !isStatusOnlySentence(message));
  const said = words.length > 0 ? words.join(' ') : null;
  const details = callDetails(entry);
  const tries = triesWords(entry, options);
  const retryAt = options.retryAt;
  const time = retryAt ? unbroken(formatTime(retryAt, { timeZone: options.timeZone })) : null;
  // Only the newest failed call is tried again (retryAtFor): an older one says no more than what happened.
  const retry = time === null ? null : t`will retry at ${time}`;
  /** A failure the engine tries again: its words, its tries and when it tries next, one sentence. */
  const waiting = (what: string, boardSaid: string | null): Words => ({
    text: [what, tries, retry].filter((part) => part !== null).join(' — '),
    tone: 'waiting',
    boardSaid,
    details,
  });
  const { status } = entry;
  if (status === null) {
    // No answer came: the message is JobDesk's own (a refused connection, a port), for Details only.
    if (entry.failure === 'timeout')
      return waiting(
        board ? t`${board} did not answer in time` : t`The job board did not answer in time`,
        null,
      );
    if (entry.failure === 'aborted')
      return {
        text: board
          ? t`The call to ${board} was stopped — it will be sent again`
          : t`The call to the job board was stopped — it will be sent again`,
        tone: 'waiting',
        details,
      };
    return waiting(board ? t`${board} could not be reached` : t`The job board could not be reached`, null);
  }
  if (status >= 200 && status < 300) return { text: doneWords(entry.call, board), tone: 'ok', details };
  /** A refusal the engine does not try again by itself, with its tries when the recruiter tried again. */
  const problem = (what: string, boardSaid: string | null): Words => ({
    text: tries === null ? what : `${what} — ${tries}`,
    tone: 'problem',
    boardSaid,
    details,
  });
  if (status === 401 || status === 403)
    return problem(
      board
        ? t`${board} refused the API key — sync is paused`
        : t`The job board refused the API key — sync is paused`,
      said,
    );
  if (status === 402)
    return problem(
      board
        ? t`${board} needs job credit to publish this job`
        : t`The job board needs job credit to publish this job`,
      said,
    );
  if (status === 429) return waiting(board ? t`${board} was busy` : t`The job board was busy`, said);
  if (status >= 500 || status === 408 || status === 425)
    return waiting(board ? t`${board} was unavailable` : t`The job board was unavailable`, said);
  // The board's words are the sentence itself: "BC Jobs refused it: Title is too long."
  if (said === null) return problem(board ? t`${board} refused it` : t`The job board refused it`, null);
  return problem(board ? t`${board} refused it: ${said}` : t`The job board refused it: ${said}`, null);
}

/** "POST /jobs · JD-000001", "Answer: 503", "No answer: network", "Took 86 ms", and what went wrong in JobDesk's words. */
function callDetails(entry: SyncCall): string[] {
  const call = `${entry.call} · ${entry.target}`;
  const status = entry.status;
  const failure = entry.failure ?? 'network';
  const answer = status === null ? t`No answer: ${failure}` : t`Answer: ${status}`;
  const ms = Math.round(entry.durationMs);
  const took = entry.tries === undefined ? t`Took ${ms} ms` : t`The last try took ${ms} ms`;
  const lines = [call, answer, took];
  if (status === null) for (const message of entry.messages) lines.push(message);
  return lines;
}

/**
 * The retry time belongs to the newest call only (an older failure was already tried again): `nextAttemptAt`
 * for the entry at `index` when it is the first call on the first page, else null.
 */
export function retryAtFor(
  entries: readonly JobHistoryEntry[],
  index: number,
  page: number,
  nextAttemptAt: string | null | undefined,
): string | null {
  if (page !== 1 || !nextAttemptAt) return null;
  const newestCall = entries.findIndex((entry) => entry.kind === 'sync-call');
  return newestCall === index ? nextAttemptAt : null;
}
