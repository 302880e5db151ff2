// Where applications go: the checks of api-decisions.md for applicationEmail and applicationUrl.
import { z } from 'zod';
import { LIMITS } from '../schemas/limits.ts';
import { JOB_MESSAGES } from './job-messages.ts';

/** The problem with an application email address (trimmed, not empty), or null when it is fine. */
export function applicationEmailProblem(email: string): string | null {
  if (email.length > LIMITS.applicationEmailLength) return JOB_MESSAGES.applicationEmailTooLong;
  if (!z.regexes.email.test(email)) return JOB_MESSAGES.applicationEmailInvalid;
  return null;
}

/** The problem with an application URL (trimmed, not empty), or null when it is fine. */
export function applicationUrlProblem(url: string): string | null {
  if (url.length > LIMITS.applicationUrlLength) return JOB_MESSAGES.applicationUrlTooLong;
  if (!/^https?:\/\//i.test(url)) return JOB_MESSAGES.applicationUrlScheme;
  // The WHATWG parser would quietly percent-encode inner spaces; a pasted sentence is not an address.
  if (/\s/.test(url) || !URL.canParse(url)) return JOB_MESSAGES.applicationUrlInvalid;
  return null;
}
