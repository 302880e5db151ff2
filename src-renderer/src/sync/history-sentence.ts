// A job history entry as a sentence a recruiter can read ("Sent to the job board — accepted (200) in 84 ms").
import { editorLabel } from '../../../src-shared/rules/editor-labels.ts';
import type { FieldChange, JobHistoryEntry } from '../../../src-shared/schemas/history.ts';
import { historyValueText } from '../core/conflict-words.ts';

export type HistoryTone = 'ok' | 'waiting' | 'problem' | 'neutral';

export type HistorySentence = { text: string; tone: HistoryTone; detail: string | null };

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
): HistorySentence {
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
      };
    }
    case 'conflict-resolved': {
      // Each choice with the value that lost, so nothing the recruiter set aside is out of sight.
      const part = (choice: (typeof entry.choices)[number]) => {
        const name = fieldWords([{ field: choice.property }]);
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
      return { text: `Conflict resolved: ${parts.join('; ')}`, tone: 'neutral', detail: null };
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
  const sentence = sentenceOf(entry, options);
  const boardName = 'boardName' in entry ? entry.boardName : undefined;
  return options.namesBoards === false || boardName === undefined || boardName === ''
    ? sentence
    : { ...sentence, text: sentence.text.replace(THE_BOARD, boardName) };
}

function callSentence(
  entry: Extract<JobHistoryEntry, { kind: 'sync-call' }>,
  retry: string,
): HistorySentence {
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
