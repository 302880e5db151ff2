// Unique lowercase tokens: each test puts one in its titles and referenceIds, so its searches find only
// its own jobs even on a shared external board.
import { randomBytes } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** `prefix` followed by 12 random lowercase letters (no digits: a token must not match a job id). */
export function uniqueToken(prefix = 'jd'): string {
  const bytes = randomBytes(12);
  let token = prefix;
  for (const byte of bytes) token += LETTERS[byte % LETTERS.length];
  return token;
}

/** A random API key for a board the test starts itself. */
export function randomApiKey(label: string): string {
  return `${label}-${randomBytes(16).toString('hex')}`;
}
