// What Publish says a half-done draft still lacks, in one line above the form ("To publish, add a location, a
// position type and a description."): the details by the shared rule (src-shared/rules/draft-details.ts), in
// the screen's language; each is also marked under its own field.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { type DraftDetail, missingDraftDetails } from '../../../src-shared/rules/draft-details.ts';
import { formValuesToJobBody, type JobFormValues } from './form-values.ts';

function detailWords(detail: DraftDetail): string {
  switch (detail) {
    case 'locations':
      return t`a location`;
    case 'categories':
      return t`a category`;
    case 'positionType':
      return t`a position type`;
    case 'applicationEmail':
      return t`the application email`;
    case 'applicationUrl':
      return t`the application URL`;
    case 'description':
      return t`a description`;
  }
}

/** The line Publish shows for `values`, or null when no detail is missing (other problems speak for themselves). */
export function publishMissingLine(values: JobFormValues): string | null {
  const missing = missingDraftDetails(formValuesToJobBody(values, 'active', null));
  if (missing.length === 0) return null;
  const list = new Intl.ListFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { type: 'conjunction' }).format(
    missing.map(detailWords),
  );
  return t`To publish, add ${list}.`;
}
