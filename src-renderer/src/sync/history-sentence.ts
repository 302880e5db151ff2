// A job history entry as a sentence a recruiter can read ("Sent to the job board — accepted (200) in 84 ms").
import { editorLabel } from '../../../src-shared/rules/editor-labels.ts';
import { MERGED_PROPERTIES, type MergedProperty } from '../../../src-shared/schemas/conflicts.ts';
import type {
  FieldChange,
  HistoryRestore,
  HistoryValue,
  JobHistoryEntry,
} from '../../../src-shared/schemas/history.ts';
import { historyValueText } from '../core/conflict-words.ts';

export type HistoryTone = 'ok' | 'waiting' | 'problem' | 'neutral';

/**
 * A value the entry's change set aside, in words: the field's label and its text (a description as plain
 * text), and what restoring it sends (null for a field that is not the recruiter's to set).
 */
export type LostValue = { label: string; text: string; restore: HistoryRestore | null };

export type HistorySentence = {
  text: string;
  tone: HistoryTone;
  detail: string | null;
  /** The values this entry replaced or set aside, under `title`, so that nothing of anyone's is out of sight. */
  lost: { title: string; values: LostValue[] } | null;
};

/** The merged property a history field names, for its words (`categoryIds` is categories, say). */
const PROPERTY_OF_FIELD: Readonly<Record<string, MergedProperty>> = {
  ...Object.fromEntries(MERGED_PROPERTIES.map((property) => [property, property])),
  categoryIds: 'categories',
  positionTypeId: 'positionType',
  applicantRoutingTypeId: 'applicantRoutingType',
};

type WordsOptions = { timeZone?: string };

function lostValue(field: string, value: HistoryValue, options: WordsOptions): LostValue | null {
  const property = PROPERTY_OF_FIELD[field];
  if (property === undefined) return { label: editorLabel(field), text: String(value), restore: null };
  const text = historyValueText(property, value, { timeZone: options.timeZone });
  return text === null ? null : { label: editorLabel(field), text, restore: { property, value } };
}

/** What the changes held before (`from`) or, for the board's version a delete removes, after (`to`). */
function lostOf(
  title: string,
  changes: readonly FieldChange[],
  side: 'from' | 'to',
  options: WordsOptions,
): HistorySentence['lost'] {
  const values = changes.flatMap((change) => {
    if (!('from' in change) || change.field === 'publishDate') return [];
    const value = lostValue(change.field, change[side], options);
    return value === null ? [] : [value];
  });
  return values.length === 0 ? null : { title, values };
}

/** A sentence as each kind builds it: `lost` only where the entry set values aside. */
type SentenceParts = Omit<HistorySentence, 'lost'> & Partial<Pick<HistorySentence, 'lost'>>;

function fieldWords(changes: ReadonlyArray<Pick<FieldChange, 'field'>>): string {
  const names = changes.map((change) => editorLabel(change.field));
  return [...new Set(names)].join(', ');
}

function what(call: string): string {
  if (call.startsWith('GET')) return 'Read from the job board';
  return call.startsWith('DELETE') ? 'Deletion sent to the job board' : 'Sent to the job board';
}

/** Where a job is on several boards, "the job board" of a sentence is that board, by its name. */
const THE_BOARD = /\b[Tt]he job board\b|\bJob board\b|\bThe board\b/g;

/**
 * `retryAt`: when the engine tries again (shown as "will retry at 14:03"), for the newest failed call;
 * `formatTime` turns it into words in the recruiter's locale.
 */
function sentenceOf(
  entry: JobHistoryEntry,
  options: {
    retryAt?: string | null;
    formatTime?: (iso: string) => string;
    /** Where dates are read (the recruiter's own when absent). */
    timeZone?: string;
  } = {},
): SentenceParts {
  const retry =
    options.retryAt && options.formatTime
      ? `will retry at ${options.formatTime(options.retryAt)}`
      : 'will retry';
  switch (entry.kind) {
    case 'local-change': {
      if (entry.operation === 'create') return { text: 'Created here', tone: 'neutral', detail: null };
      if (entry.operation === 'delete') return { text: 'Deleted here', tone: 'neutral', detail: null };
      if (entry.operation === 'restore') return { text: 'Delete undone here', tone: 'neutral', detail: null };
      const fields = fieldWords(entry.changes);
      return {
        text: fields === '' ? 'Saved here' : `Changed here: ${fields}`,
        tone: 'neutral',
        detail: null,
      };
    }
    case 'pull': {
      if (entry.imported) return { text: 'Brought in from the job board', tone: 'neutral', detail: null };
      const fields = fieldWords(entry.changes);
      return {
        text: fields === '' ? 'Updated from the job board' : `Updated from the job board: ${fields}`,
        tone: 'neutral',
        detail: null,
        lost: lostOf('What it replaced here', entry.changes, 'from', options),
      };
    }
    case 'board-changes-deleted':
      return {
        text: `Deleted here over changes made on the job board: ${fieldWords(entry.changes)}`,
        tone: 'neutral',
        detail: null,
        lost: lostOf('The job board’s version, which the delete removed', entry.changes, 'to', options),
      };
    case 'conflict-resolved': {
      // Each choice with the value that lost, so nothing the recruiter set aside is out of sight.
      const part = (choice: (typeof entry.choices)[number]) => {
        const name = fieldWords([{ field: choice.property }]);
        // A description is too long for the sentence: it is read below it.
        if (choice.property === 'description') return name;
        const lost = historyValueText(choice.property, choice.lost, { timeZone: options.timeZone });
        if (lost === null) return name;
        const whose = choice.kept === 'mine' ? 'the job board’s was' : 'yours was';
        return `${name} (${whose} “${lost.replaceAll('\n', ', ')}”)`;
      };
      const kept = entry.choices.filter((choice) => choice.kept === 'mine').map(part);
      const taken = entry.choices.filter((choice) => choice.kept === 'board').map(part);
      const parts = [
        kept.length > 0 ? `kept yours for ${kept.join(', ')}` : null,
        taken.length > 0 ? `used the job board’s for ${taken.join(', ')}` : null,
      ].filter((text) => text !== null);
      const lostValues = entry.choices.flatMap((choice) => {
        const value = lostValue(choice.property, choice.lost, options);
        if (value === null) return [];
        const whose = choice.kept === 'mine' ? 'the job board’s' : 'yours';
        return [{ ...value, label: `${value.label} (${whose})` }];
      });
      return {
        text: `Conflict resolved: ${parts.join('; ')}`,
        tone: 'neutral',
        detail: null,
        lost: lostValues.length === 0 ? null : { title: 'The values set aside', values: lostValues },
      };
    }
    case 'discard': {
      if (entry.outcome === 'deleted')
        return {
          text: 'Changes discarded — the job board has no such job, so it was removed here',
          tone: 'neutral',
          detail: null,
        };
      const fields = fieldWords(entry.changes);
      return {
        text:
          fields === ''
            ? "Changes discarded — the job board's version is back"
            : `Changes discarded — the job board's version is back: ${fields}`,
        tone: 'neutral',
        detail: null,
        lost: lostOf('What was discarded here', entry.changes, 'from', options),
      };
    }
    case 'sync-call':
      return callSentence(entry, retry);
  }
}

/**
 * The entry as a sentence, naming its board where the entry says which board it was (a job on several boards
 * has calls to each): "Sent to West — refused (400)".
 */
export function historySentence(
  entry: JobHistoryEntry,
  options: Parameters<typeof sentenceOf>[1] & {
    /** False with one board: "the job board" then says all (its name would say nothing more). */
    namesBoards?: boolean;
  } = {},
): HistorySentence {
  const parts = sentenceOf(entry, options);
  const sentence: HistorySentence = { ...parts, lost: parts.lost ?? null };
  const boardName = 'boardName' in entry ? entry.boardName : undefined;
  return options.namesBoards === false || boardName === undefined || boardName === ''
    ? sentence
    : { ...sentence, text: sentence.text.replace(THE_BOARD, boardName) };
}

function callSentence(entry: Extract<JobHistoryEntry, { kind: 'sync-call' }>, retry: string): SentenceParts {
  const message = entry.messages.length > 0 ? entry.messages.join(' ') : null;
  const took = `in ${Math.round(entry.durationMs)} ms`;
  if (entry.status === null) {
    if (entry.failure === 'timeout')
      return { text: `The job board did not answer in time — ${retry}`, tone: 'waiting', detail: message };
    if (entry.failure === 'aborted')
      return {
        text: 'The call to the job board was stopped — will send again',
        tone: 'waiting',
        detail: message,
      };
    return { text: `The job board could not be reached — ${retry}`, tone: 'waiting', detail: message };
  }
  const status = entry.status;
  if (status >= 200 && status < 300)
    return { text: `${what(entry.call)} — accepted (${status}) ${took}`, tone: 'ok', detail: null };
  if (status === 401 || status === 403)
    return {
      text: `The job board rejected the API key (${status}) — sync paused`,
      tone: 'problem',
      detail: message,
    };
  if (status === 402)
    return {
      text: `The board needs job credit to publish this job (402)`,
      tone: 'problem',
      detail: message,
    };
  if (status === 429) return { text: `Job board busy (429) — ${retry}`, tone: 'waiting', detail: message };
  if (status >= 500 || status === 408 || status === 425)
    return { text: `Job board unavailable (${status}) — ${retry}`, tone: 'waiting', detail: message };
  return {
    text: `${what(entry.call)} — refused (${status})${message ? `: ${message}` : ''}`,
    tone: 'problem',
    detail: null,
  };
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
