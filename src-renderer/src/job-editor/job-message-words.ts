// The job rules' messages (src-shared/rules/job-messages.ts, in English: the API's words) as the editor shows
// them, in the screen's language. Mapped here, at the UI's edge, so that the shared schemas keep the English the
// API answers with. A message not listed (one with a value in it, a board's own words) is shown as written.
import { t } from '@lingui/core/macro';
import { JOB_MESSAGES } from '../../../src-shared/rules/job-messages.ts';
import { LIMITS } from '../../../src-shared/schemas/limits.ts';

function wordsByMessage(): ReadonlyMap<string, string> {
  const maxTitle = LIMITS.titleLength;
  const maxReference = LIMITS.referenceIdLength;
  const maxLocations = LIMITS.locationsPerJob.max;
  const maxCategories = LIMITS.categoriesPerJob.max;
  return new Map<string, string>([
    [JOB_MESSAGES.titleRequired, t`Title is required.`],
    [JOB_MESSAGES.titleTooLong, t`Title must be at most ${maxTitle} characters.`],
    [JOB_MESSAGES.referenceIdTooLong, t`Reference ID must be at most ${maxReference} characters.`],
    [JOB_MESSAGES.closeDateFormat, t`Close date must be a date like 2026-12-31.`],
    [JOB_MESSAGES.locationsRequired, t`Add at least one location.`],
    [JOB_MESSAGES.locationsTooMany, t`A job can have at most ${maxLocations} locations.`],
    [JOB_MESSAGES.locationRequired, t`Enter a location, like Moncton, NB.`],
    [JOB_MESSAGES.categoriesRequired, t`Choose at least one category.`],
    [JOB_MESSAGES.categoriesTooMany, t`A job can have at most ${maxCategories} categories.`],
    [JOB_MESSAGES.categoryRequired, t`Choose a category from the category list.`],
    [JOB_MESSAGES.positionTypeRequired, t`Choose a position type.`],
    [JOB_MESSAGES.salaryAmountNegative, t`Salary amount must not be negative.`],
    [JOB_MESSAGES.salaryMaxAmountNegative, t`Maximum salary must not be negative.`],
    [JOB_MESSAGES.salaryMaxAmountWithoutAmount, t`A maximum salary needs a salary amount.`],
    [JOB_MESSAGES.salaryMaxAmountBelowAmount, t`Maximum salary must not be less than the salary amount.`],
    [JOB_MESSAGES.salaryPeriodRequired, t`Enter a salary period (yearly, monthly, …) for the salary amount.`],
    [JOB_MESSAGES.descriptionRequired, t`Description is required.`],
    [JOB_MESSAGES.routingRequired, t`Choose how candidates apply: by email or on your website.`],
    [
      JOB_MESSAGES.applicationEmailRequired,
      t`Application email is required when applications are sent by email.`,
    ],
    [
      JOB_MESSAGES.applicationEmailInvalid,
      t`Application email must be a valid email address, like jobs@example.com.`,
    ],
    [
      JOB_MESSAGES.applicationUrlRequired,
      t`Application URL is required when candidates apply on your website.`,
    ],
    [
      JOB_MESSAGES.applicationUrlScheme,
      t`Application URL must start with http:// or https://, like https://example.com/careers.`,
    ],
    [
      JOB_MESSAGES.applicationUrlInvalid,
      t`Application URL must be a valid web address, like https://example.com/careers.`,
    ],
  ]);
}

/** The message in the screen's language when it is one of the job rules' own; otherwise as written. */
export function jobMessageInScreenLanguage(message: string): string {
  return wordsByMessage().get(message) ?? message;
}
