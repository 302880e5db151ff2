// Valid job bodies, stored jobs and result helpers for the rules' tests (a `.testing.ts` module: tests only).
import { findCategory } from '../catalogs/categories.ts';
import { findPositionType } from '../catalogs/position-types.ts';
import { findRoutingType } from '../catalogs/routing-types.ts';
import { findSalaryPeriod } from '../catalogs/salary-periods.ts';
import type { ValidationFailure } from '../errors/validation-failure.ts';
import type { Result } from '../result.ts';
import type { JobInput } from '../schemas/job-input.ts';
import type { FieldError, Job } from '../schemas/resources.ts';

export const NOW = new Date('2026-11-22T14:03:00.000Z');
export const CONTEXT = { now: NOW };
export const STORED_PUBLISH_DATE = '2026-10-01T09:00:00.000Z';
export const STORED_CLOSE_DATE = '2026-12-15T09:00:00.000Z';

/** The required properties of a job's create body, each as its simplest valid value. */
export type MinimalJobBody = {
  title: string;
  locations: Array<{ description: string }>;
  categories: Array<{ id: number }>;
  positionType: { id: number };
  description: string;
  applicantRoutingType: { id: number };
  applicationEmail: string;
};

/**
 * The one valid job body of every test and bench (a fresh object each call): only the required properties,
 * email routing. Each suite spreads its own values over it (a title, a description it looks for).
 */
export function minimalJobBody(): MinimalJobBody {
  return {
    title: 'Line Cook',
    locations: [{ description: 'Moncton, NB' }],
    categories: [{ id: 12 }],
    positionType: { id: 1 },
    description: '<p>Hello</p>',
    applicantRoutingType: { id: 1 },
    applicationEmail: 'jobs@example.com',
  };
}

/** A minimal valid create body: only the required properties. */
export function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...minimalJobBody(), ...overrides };
}

/** The JobInput of `validBody()` once read, defaults filled in. */
export function validInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    referenceId: null,
    title: 'Line Cook',
    closeDate: null,
    confidential: false,
    autoRefresh: false,
    status: 'draft',
    locations: [{ description: 'Moncton, NB' }],
    categories: [{ id: 12 }],
    positionType: { id: 1 },
    salary: null,
    description: '<p>Hello</p>',
    applicantRoutingType: { id: 1 },
    applicationEmail: 'jobs@example.com',
    applicationUrl: null,
    ...overrides,
  };
}

function nameOf(entry: { name: string } | undefined): string {
  if (entry === undefined) throw new Error('fixture uses an id missing from its catalog');
  return entry.name;
}

/**
 * A Job as the service returns it for `input`: ids given, names resolved from the catalogs; published on
 * STORED_PUBLISH_DATE and closing on the input's close date (else STORED_CLOSE_DATE) unless told otherwise.
 */
export function jobFromInput(
  input: JobInput,
  dates: { publishDate?: string; closeDate?: string } = {},
  id = 42,
): Job {
  return {
    id,
    referenceId: input.referenceId,
    employer: { id: 7, name: 'Acme Restaurants' },
    title: input.title,
    publishDate: dates.publishDate ?? STORED_PUBLISH_DATE,
    closeDate: dates.closeDate ?? input.closeDate ?? STORED_CLOSE_DATE,
    confidential: input.confidential,
    autoRefresh: input.autoRefresh,
    status: input.status,
    locations: input.locations.map(({ description }, index) => ({
      id: 1000 + index,
      name: description.split(',')[0] ?? description,
      description,
      type: 'Town',
    })),
    categories: input.categories.map(({ id: categoryId }) => ({
      id: categoryId,
      name: nameOf(findCategory(categoryId)),
    })),
    positionType: input.positionType && {
      id: input.positionType.id,
      name: nameOf(findPositionType(input.positionType.id)),
    },
    salary:
      input.salary === null
        ? null
        : {
            ...input.salary,
            period: (() => {
              const period = findSalaryPeriod(input.salary.period.id);
              if (period === undefined) throw new Error('fixture uses an unknown salary period');
              return { id: period.id, name: period.name, unit: period.unit };
            })(),
          },
    description: input.description,
    applicantRoutingType: {
      id: input.applicantRoutingType.id,
      name: nameOf(findRoutingType(input.applicantRoutingType.id)),
    },
    applicationEmail: input.applicationEmail,
    applicationUrl: input.applicationUrl,
  };
}

/** A stored active job with a salary, as GET returns it. */
export function storedJob(overrides: Partial<JobInput> = {}): Job {
  return jobFromInput(
    validInput({
      referenceId: 'JD-0000000001',
      status: 'active',
      closeDate: STORED_CLOSE_DATE,
      salary: { amount: 40000, maxAmount: 50000, period: { id: 1 }, plusCommission: false },
      ...overrides,
    }),
  );
}

/** The value of a Result that must be ok; throws (failing the test) with the field errors otherwise. */
export function successOf<T>(result: Result<T, ValidationFailure>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error.fields)}`);
  return result.value;
}

/** The field errors of a Result that must have failed; throws (failing the test) otherwise. */
export function fieldsOf(result: Result<unknown, ValidationFailure>): FieldError[] {
  if (result.ok) throw new Error(`expected a validation failure, got ${JSON.stringify(result.value)}`);
  return result.error.fields;
}

/** The paths of a failed Result's field errors. */
export function pathsOf(result: Result<unknown, ValidationFailure>): string[] {
  return fieldsOf(result).map((field) => field.path);
}
