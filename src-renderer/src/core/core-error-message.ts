// What to tell the recruiter when a call to JobDesk's own core fails: the clients speak of "the job board",
// which for the local core would send them looking at the wrong thing. Words from the catalogs; the core's
// own messages are passed on as written.
import { t } from '@lingui/core/macro';
import type { JobBoardError } from '../../../src-shared/client/job-board-error.ts';

/** The sentence to show for a failed call to the local core. */
export function coreErrorMessage(error: unknown): string {
  if (!isJobBoardError(error)) return t`Something went wrong in JobDesk. Reload the page to try again.`;
  if (error.kind === 'network' || error.kind === 'timeout')
    return t`JobDesk’s core is not answering. If JobDesk was closed or restarted, reload this page.`;
  if (error.reason === 'authentication')
    return t`JobDesk’s core did not accept this page’s key. Reload the page, or open JobDesk again.`;
  return error.messages.join(' ');
}

export function isJobBoardError(error: unknown): error is JobBoardError {
  return error instanceof Error && error.name === 'JobBoardError' && 'kind' in error && 'messages' in error;
}
