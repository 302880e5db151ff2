// What may reach a log: never a key (the board's or the local API's) and never a job's description. The one
// rule of every logger: the desktop app's log file (electron-log) and the command-line hosts' stderr.

export const REDACTED = '[redacted]';

/** Fields whose values are never logged, whatever they hold: any name with a key, secret or job text in it. */
const SECRET_FIELDS = /key|secret|password|token|authorization|description/i;

/** True for a field whose value never reaches a log (apiKey, remoteKey, API-Key, Authorization, description…). */
export function isSecretField(name: string): boolean {
  return SECRET_FIELDS.test(name);
}

export function redactForLog(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (typeof value === 'string') return redactString(value, secrets);
  if (value instanceof Error) {
    const redacted = new Error(redactString(value.message, secrets));
    redacted.name = value.name;
    redacted.stack = value.stack === undefined ? undefined : redactString(value.stack, secrets);
    return redacted;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[nested]';
  if (Array.isArray(value)) return value.map((entry) => redactForLog(entry, secrets, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([field, entry]) => [
      field,
      isSecretField(field) ? REDACTED : redactForLog(entry, secrets, depth + 1),
    ]),
  );
}

/** Keys this long or longer are masked wherever they appear, even inside a longer word. */
export const SUBSTRING_SECRET_LENGTH = 8;

/** What a short key may not touch to count as standing alone: a letter, a digit, `_` or `-`. */
const WORD_CHARACTER = '[\\p{L}\\p{N}_-]';

/**
 * The text with every known secret masked, of any length, and any key written out as a header or query
 * parameter. The rule of every JobDesk log:
 *
 * - A secret of 8 characters or more is masked wherever it appears, even inside a longer string (a URL,
 *   a token glued to other text): real keys are long, and such a string is never an ordinary word.
 * - A shorter secret (a test key, a board's demo key `abc`) is masked where it stands alone: an
 *   occurrence with no letter, digit, `_` or `-` right before or after it ("Invalid key abc." and
 *   `"abc"` are masked, "abcdef" and "cabin" are not). Masking every `abc` inside words would make the
 *   logs unreadable and say nothing of the key; one standing alone is how a board echoes it. Matching is
 *   exact (case included), as keys are compared. A one-letter key that is also a word (`a`) is masked as
 *   that word too: the line reads oddly, and the key is still never in it.
 */
export function redactString(text: string, secrets: readonly string[]): string {
  let result = text;
  // Longest first: a short key inside a long one must not break the long one's masking.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret === '' || !result.includes(secret)) continue;
    if (secret.length >= SUBSTRING_SECRET_LENGTH) result = result.split(secret).join(REDACTED);
    else
      result = result.replace(
        new RegExp(`(?<!${WORD_CHARACTER})${escapeRegExp(secret)}(?!${WORD_CHARACTER})`, 'gu'),
        REDACTED,
      );
  }
  // A header or query parameter written out in a message.
  return result.replace(/(api-key[=:]\s*|key=)[^\s&"']+/gi, `$1${REDACTED}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
