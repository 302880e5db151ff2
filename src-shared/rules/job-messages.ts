// Every sentence the job rules can say, worded for a recruiter; the API, the forms and the tests share them.
import { SALARY_PERIODS } from '../catalogs/salary-periods.ts';
import { DESCRIPTION_REQUIRED_MESSAGE } from '../description/allowed-markup.ts';
import { LIMITS } from '../schemas/limits.ts';

function listInWords(names: ReadonlyArray<string>): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

const SALARY_PERIOD_NAMES = SALARY_PERIODS.map((period) => period.name.toLowerCase());

export const JOB_MESSAGES = {
  bodyNotObject: 'The request body must be a JSON object.',
  nulCharacter: 'Remove the NUL character (U+0000): text cannot contain it.',
  referenceIdTooLong: `Reference ID must be at most ${LIMITS.referenceIdLength} characters.`,
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${LIMITS.titleLength} characters.`,
  closeDateFormat: 'Close date must be a date like 2026-12-31.',
  closeDateBeforePublishDate: (publishDate: string) =>
    `Close date must not be before the publish date (${publishDate}).`,
  statusInvalid: 'Status must be active, archived or draft.',
  locationsRequired: 'Add at least one location.',
  locationsTooMany: `A job can have at most ${LIMITS.locationsPerJob.max} locations.`,
  locationRequired: 'Enter a location, like Moncton, NB.',
  locationTooLong: `A location must be at most ${LIMITS.locationDescriptionLength} characters.`,
  categoriesRequired: 'Choose at least one category.',
  categoriesTooMany: `A job can have at most ${LIMITS.categoriesPerJob.max} categories.`,
  categoryRequired: 'Choose a category from the category list.',
  categoryUnknown: (id: number) => `Category ${id} is not in the category list.`,
  categoryRepeated: (id: number) => `Category ${id} is chosen more than once; choose each category once.`,
  positionTypeRequired: 'Choose a position type.',
  positionTypeUnknown: (names: ReadonlyArray<string>) =>
    `Position type must be one of ${listInWords(names)}.`,
  salaryInvalid: 'Salary must be an object with an amount and a period, or null.',
  salaryAmountNegative: 'Salary amount must not be negative.',
  salaryMaxAmountNegative: 'Maximum salary must not be negative.',
  salaryMaxAmountWithoutAmount: 'A maximum salary needs a salary amount.',
  salaryMaxAmountBelowAmount: 'Maximum salary must not be less than the salary amount.',
  salaryPeriodRequired: 'Enter a salary period (yearly, monthly, …) for the salary amount.',
  salaryPeriodUnknown: `Salary period must be ${listInWords(SALARY_PERIOD_NAMES)} (id 1 to ${SALARY_PERIODS.length}).`,
  /** The same words as the description check's for a blank one: absent and blank read alike. */
  descriptionRequired: DESCRIPTION_REQUIRED_MESSAGE,
  routingRequired: 'Choose how candidates apply: by email or on your website.',
  routingUnknown: 'Applicant routing must be 1 (by email) or 2 (on your website).',
  applicationEmailRequired: 'Application email is required when applications are sent by email.',
  applicationEmailTooLong: `Application email must be at most ${LIMITS.applicationEmailLength} characters.`,
  applicationEmailInvalid: 'Application email must be a valid email address, like jobs@example.com.',
  applicationUrlRequired: 'Application URL is required when candidates apply on your website.',
  applicationUrlTooLong: `Application URL must be at most ${LIMITS.applicationUrlLength} characters.`,
  applicationUrlScheme:
    'Application URL must start with http:// or https://, like https://example.com/careers.',
  applicationUrlInvalid: 'Application URL must be a valid web address, like https://example.com/careers.',
} as const;
