// The one authentication middleware: the API-Key header names the employer a request acts for.
import type { MiddlewareHandler } from 'hono';
import type { Employer } from '../../src-shared/schemas/resources.ts';
import type { Store } from '../store/store.ts';
import { authenticationError } from './api-error.ts';

export type AuthenticatedEnv = { Variables: { employer: Employer } };

export type AuthenticateOptions = {
  /**
   * Also takes the key from a `key` query parameter, for the app's event stream (EventSource cannot
   * send headers). Never for the job board's API, which reads the header only (api-decisions.md).
   */
  acceptQueryKey?: boolean;
  /** Admits only this employer's keys (the app endpoints serve the one local recruiter). */
  employerId?: number;
};

/** Answers 401 with the one error body unless the key belongs to an (admitted) employer. */
export function authenticate(
  store: Store,
  options: AuthenticateOptions = {},
): MiddlewareHandler<AuthenticatedEnv> {
  return async (c, next) => {
    const fromHeader = c.req.header('API-Key')?.trim();
    const key = fromHeader || (options.acceptQueryKey ? c.req.query('key') : undefined);
    const employer = key ? store.employers.findEmployerByKey(key) : undefined;
    if (!employer) throw authenticationError();
    if (options.employerId !== undefined && employer.id !== options.employerId) throw authenticationError();
    c.set('employer', employer);
    await next();
  };
}
