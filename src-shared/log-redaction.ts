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

/** The text with every known secret (of 8 characters or more) and any key written out as a header or query parameter masked. */
export function redactString(text: string, secrets: readonly string[]): string {
  let result = text;
  // Short values would blank out ordinary words; real keys are long.
  for (const secret of secrets) if (secret.length >= 8) result = result.split(secret).join(REDACTED);
  // A header or query parameter written out in a message.
  return result.replace(/(api-key[=:]\s*|key=)[^\s&"']+/gi, `$1${REDACTED}`);
}
