// Request bodies for the API tests: a complete valid create body to start from, and bodies derived from it.

import type { JobRequestBody } from '../../src-shared/client/index.ts';
import { minimalJobBody } from '../../src-shared/rules/job-fixtures.testing.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';

const VALID_JOB_BODY = {
  ...minimalJobBody(),
  categories: [{ id: 1 }],
  description: '<p>Cook <strong>fresh</strong> food for a busy kitchen.</p>',
} satisfies JobRequestBody;

type ValidJobBody = typeof VALID_JOB_BODY;

/**
 * A complete, valid create body (title, one location, one category, position type, description, email
 * routing) with `overrides` applied over it. A property overridden with `undefined` is left out of the JSON,
 * which is how a test sends a body missing a required property.
 */
export function validJobBody<const T extends object = Record<never, never>>(
  overrides?: T,
): Omit<ValidJobBody, keyof T> & T {
  return { ...structuredClone(VALID_JOB_BODY), ...(overrides ?? ({} as T)) };
}

/** A body with every optional property set too: salary, close date, URL routing, several items. */
export function richJobBody(overrides: JobRequestBody = {}): JobRequestBody {
  return {
    title: 'Senior Welder',
    closeDate: '2099-06-30',
    confidential: true,
    autoRefresh: false,
    status: 'active',
    locations: [{ description: 'Moncton, NB' }, { description: 'Halifax, NS' }],
    categories: [{ id: 8 }, { id: 21 }],
    positionType: { id: 3 },
    salary: { amount: 52_000, maxAmount: 61_500.5, period: { id: 1 }, plusCommission: true },
    description:
      '<div><p>Weld <em>structural</em> steel.</p><ul><li>Day shift</li><li>Benefits</li></ul>' +
      '<p>See <a href="https://example.com/about" target="_blank">our site</a>.</p></div>',
    applicantRoutingType: { id: 2 },
    applicationUrl: 'https://example.com/careers/welder',
    ...overrides,
  };
}

/** The create body a Job read with GET turns into once its `id` and `referenceId` are removed. */
export function jobWithoutIdentity(job: Job): Record<string, unknown> {
  const { id: _id, referenceId: _referenceId, ...rest } = job;
  return rest;
}
