// The preview's sentences on how candidates apply and until when, as a candidate reads the posting.
import { t } from '@lingui/core/macro';
import { formatLongDay } from '../core/format.ts';
import type { JobFormValues } from './form-values.ts';

/**
 * With email routing the board takes the applications and emails them on, so the candidate sees an Apply
 * button, not the address; with a website, the candidate is sent there. Null while the address is empty.
 */
export function howToApplyInWords(
  values: Pick<JobFormValues, 'routing' | 'applicationEmail' | 'applicationUrl'>,
): string | null {
  if (values.routing === 'email') {
    const email = values.applicationEmail.trim();
    return email === '' ? null : t`Candidates apply on the job board; applications are emailed to ${email}.`;
  }
  const url = values.applicationUrl.trim();
  return url === '' ? null : t`Candidates apply on your website: ${url}`;
}

/** "Applications close on March 15, 2027." for the editor's close day (`YYYY-MM-DD`); null without one. */
export function closeDayInWords(day: string): string | null {
  if (day === '') return null;
  // The day is a calendar day: read at UTC midnight in UTC, it is that day wherever the recruiter is.
  const words = formatLongDay(day, { timeZone: 'UTC' });
  return words === null ? null : t`Applications close on ${words}.`;
}
