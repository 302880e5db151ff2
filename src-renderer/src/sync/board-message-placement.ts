// Where the board's refusal goes in the editor: under the input it names, otherwise at the top.
import type { FieldError } from '../../../src-shared/schemas/resources.ts';

/**
 * The board's `fields[].path` (kept by the core with the refusal) place its messages when it gave them. A board
 * that sends only text (the real one answers `{"message": …}`) is read from the words: a message names a field
 * when it starts with its API path and a colon (`salary.amount: …`) or with the field's name (`Title is too long`).
 */
const LEADING_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/^title\b/i, 'title'],
  [/^reference ?id\b/i, 'referenceId'],
  [/^(the )?description\b/i, 'description'],
  // The labels the core gives a board's path-led messages (messageInEditorWords), before plain "salary".
  [/^(the )?maximum salary\b/i, 'salary.maxAmount'],
  [/^(the )?(salary|pay) period\b/i, 'salary.period'],
  [/^how candidates apply\b/i, 'applicantRoutingType'],
  [/^(the )?salary\b/i, 'salary'],
  [/^(the )?close ?date\b|^(the )?closing date\b/i, 'closeDate'],
  [/^(the )?locations?\b/i, 'locations'],
  [/^(the )?categor(y|ies)\b/i, 'categories'],
  [/^(the )?position type\b/i, 'positionType'],
  [/^(the )?application e-?mail\b/i, 'applicationEmail'],
  [/^(the )?application url\b|^(the )?application link\b/i, 'applicationUrl'],
];

const PATH_PREFIX = /^([a-zA-Z]+(?:\[\d+\])?(?:\.[a-zA-Z]+)*):\s*(.+)$/s;

/** The board's messages as field errors (path + message) for those that name a field; the rest stay general. */
export function boardMessagesAsFieldErrors(
  messages: readonly string[],
  fields: readonly FieldError[] = [],
): { fields: FieldError[]; messages: string[] } {
  if (fields.length > 0) return { fields: [...fields], messages: [...messages] };
  const placed: FieldError[] = [];
  for (const message of messages) {
    const prefixed = PATH_PREFIX.exec(message);
    if (prefixed?.[1] !== undefined) {
      placed.push({ path: prefixed[1], message });
      continue;
    }
    const named = LEADING_WORDS.find(([pattern]) => pattern.test(message.trim()));
    if (named) placed.push({ path: named[1], message });
  }
  return { fields: placed, messages: [...messages] };
}

/** A refusal as placed above, for one board of several: every message says which board refused. */
export function refusalOfBoard(
  boardName: string,
  messages: readonly string[],
  fields: readonly FieldError[] = [],
): { fields: FieldError[]; messages: string[] } {
  const placed = boardMessagesAsFieldErrors(messages, fields);
  return {
    fields: placed.fields.map((field) => ({ ...field, message: `${boardName}: ${field.message}` })),
    messages: placed.messages.map((message) => `${boardName}: ${message}`),
  };
}
