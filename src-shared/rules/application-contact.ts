// Where applications go: the checks of api-decisions.md for applicationEmail and applicationUrl.
import * as z from 'zod/mini';
import { LIMITS } from '../schemas/limits.ts';
import { JOB_MESSAGES } from './job-messages.ts';
import { webAddressProblem } from './web-address.ts';

/** The problem with an application email address (trimmed, not empty), or null when it is fine. */
export function applicationEmailProblem(email: string): string | null {
  if (email.length > LIMITS.applicationEmailLength) return JOB_MESSAGES.applicationEmailTooLong;
  if (!z.regexes.email.test(email)) return JOB_MESSAGES.applicationEmailInvalid;
  return null;
}

/** The problem with an application URL (trimmed, not empty), or null when it is fine. */
export function applicationUrlProblem(url: string): string | null {
  if (url.length > LIMITS.applicationUrlLength) return JOB_MESSAGES.applicationUrlTooLong;
  const problem = webAddressProblem(url);
  if (problem === 'scheme') return JOB_MESSAGES.applicationUrlScheme;
  if (problem === 'invalid') return JOB_MESSAGES.applicationUrlInvalid;
  return null;
}
