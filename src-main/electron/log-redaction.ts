// What may reach the log file: never a key (the board's or the local API's) and never a job's
// description. Applied to every message before electron-log writes it.

export const REDACTED = '[redacted]';

/** Keys whose values are never logged, whatever they hold. */
const SECRET_FIELDS = /^(api-?key|apikey|key|authorization|password|secret|token|description|remote-?key)$/i;

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
      SECRET_FIELDS.test(field) ? REDACTED : redactForLog(entry, secrets, depth + 1),
    ]),
  );
}

function redactString(text: string, secrets: readonly string[]): string {
  let result = text;
  // Short values would blank out ordinary words; real keys are long.
  for (const secret of secrets) if (secret.length >= 8) result = result.split(secret).join(REDACTED);
  // A header or query parameter written out in a message.
  return result.replace(/(api-key[=:]\s*|key=)[^\s&"']+/gi, `$1${REDACTED}`);
}
