// The API test target: one job board implementation reached through a base URL and a fetch function,
// whichever way it is hosted (in process, over HTTP, or a server someone else started).

/**
 * A job board the API cases run against. `keyA` and `keyB` belong to two different employers, so the cases
 * can check that each employer sees only its own jobs. `close` releases whatever the provider started; it
 * is safe to call more than once.
 */
export type ApiTarget = {
  /** Shown in test titles and failure messages: `in-process`, `over-http`, `external`. */
  name: string;
  /** The interface's base, e.g. `http://127.0.0.1:8787/api/v1.1`, without a trailing slash. */
  baseUrl: string;
  fetch: typeof fetch;
  keyA: string;
  keyB: string;
  /** The employer names behind keyA and keyB, when the provider chose them (not for an external server). */
  employerNames?: { a: string; b: string };
  close(): Promise<void>;
};

/** Employer names the providers that start their own board give to keyA and keyB. */
export const EMPLOYER_A = 'Acme Staffing';
export const EMPLOYER_B = 'Globex Careers';

/** The base URL without trailing slashes. */
export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}
