// The external provider: a board someone else started, named by environment variables.
import { type ApiTarget, trimBaseUrl } from './api-target.ts';

export const EXTERNAL_ENV = {
  base: 'JOBDESK_API_BASE',
  keyA: 'JOBDESK_API_KEY',
  keyB: 'JOBDESK_API_KEY2',
} as const;

/** The external board's settings, or null when JOBDESK_API_BASE is not set. Throws when a key is missing. */
export function readExternalTarget(env: NodeJS.ProcessEnv = process.env): ApiTarget | null {
  const base = env[EXTERNAL_ENV.base]?.trim();
  if (!base) return null;
  const keyA = env[EXTERNAL_ENV.keyA]?.trim();
  const keyB = env[EXTERNAL_ENV.keyB]?.trim();
  if (!keyA || !keyB) {
    throw new Error(
      `${EXTERNAL_ENV.base} is set: also set ${EXTERNAL_ENV.keyA} and ${EXTERNAL_ENV.keyB}, the keys of two different employers.`,
    );
  }
  if (keyA === keyB) throw new Error(`${EXTERNAL_ENV.keyA} and ${EXTERNAL_ENV.keyB} must be different keys.`);
  return {
    name: 'external',
    baseUrl: trimBaseUrl(base),
    fetch: (input, init) => globalThis.fetch(input, init),
    keyA,
    keyB,
    // The cases leave their jobs on a shared board: each test's data is marked by its own unique token.
    close: async () => {},
  };
}
