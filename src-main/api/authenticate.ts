// The one authentication middleware: the API-Key header (or, in browser mode, the page's session
// cookie, see browser-access.ts) names the employer a request acts for.
import type { MiddlewareHandler } from 'hono';
import type { Employer } from '../../src-shared/schemas/resources.ts';
import type { Store } from '../store/store.ts';
import { authenticationError } from './api-error.ts';

export type AuthenticatedEnv = {
  Variables: {
    employer: Employer;
    /** The key a browser session acts with, set by admitBrowserSessions for a valid session cookie. */
    sessionKey: string | undefined;
  };
};

export type AuthenticateOptions = {
  /** Admits only this employer's keys (the app endpoints serve the one local recruiter). */
  employerId?: number;
};

/** Answers 401 with the one error body unless the key belongs to an (admitted) employer. */
export function authenticate(
  store: Store,
  options: AuthenticateOptions = {},
): MiddlewareHandler<AuthenticatedEnv> {
  return async (c, next) => {
    // Never a key in the URL: addresses end up in logs and histories.
    const key = c.req.header('API-Key')?.trim() || c.get('sessionKey');
    const employer = key ? store.employers.findEmployerByKey(key) : undefined;
    if (!employer) throw authenticationError();
    if (options.employerId !== undefined && employer.id !== options.employerId) throw authenticationError();
    c.set('employer', employer);
    await next();
  };
}
