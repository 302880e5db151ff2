import { describe, expect, it } from 'vitest';
import { jobFromInput, validInput } from '../../../src-shared/rules/job-fixtures.testing.ts';
import { JOB_MESSAGES } from '../../../src-shared/rules/job-messages.ts';
import { formFieldOfPath, placeErrors } from './form-errors.ts';
import { type JobFormValues, newJobFormValues } from './form-values.ts';
import { validateJobForm } from './validate-job-form.ts';

const NOW = new Date(2026, 10, 22, 15, 30);

function complete(overrides: Partial<JobFormValues> = {}): JobFormValues {
  return {
    ...newJobFormValues({ referenceId: 'R-1', closeDate: '2027-01-10' }),
    title: 'Line Cook',
    locations: ['Moncton, NB'],
    categories: ['12'],
    positionType: '1',
    description: '<p>Cook things.</p>',
    applicationEmail: 'jobs@example.com',
    ...overrides,
  };
}

const asNew = { stored: null, status: 'draft', now: NOW } as const;

describe('validating the editor form with the shared rules', () => {
  it('finds nothing wrong with a complete job', () => {
    expect(validateJobForm(complete(), asNew)).toEqual({ fields: {}, general: [] });
  });

  it('puts each message of an empty form under its input', () => {
    const errors = validateJobForm(newJobFormValues({ referenceId: '', closeDate: '2027-01-10' }), asNew);
    expect(errors.fields).toEqual({
      title: JOB_MESSAGES.titleRequired,
      locations: JOB_MESSAGES.locationsRequired,
      categories: JOB_MESSAGES.categoriesRequired,
      positionType: JOB_MESSAGES.positionTypeRequired,
      description: JOB_MESSAGES.descriptionRequired,
      applicationEmail: JOB_MESSAGES.applicationEmailRequired,
    });
    expect(errors.general).toEqual([]);
  });

  it('puts salary problems under Salary, Maximum salary and Pay period', () => {
    expect(validateJobForm(complete({ maxSalary: 10 }), asNew).fields).toEqual({
      maxSalary: JOB_MESSAGES.salaryMaxAmountWithoutAmount,
    });
    expect(validateJobForm(complete({ salary: 50, maxSalary: 10, payPeriod: '5' }), asNew).fields).toEqual({
      maxSalary: JOB_MESSAGES.salaryMaxAmountBelowAmount,
    });
    expect(validateJobForm(complete({ salary: 50 }), asNew).fields).toEqual({
      payPeriod: JOB_MESSAGES.salaryPeriodRequired,
    });
    expect(validateJobForm(complete({ salary: -1, payPeriod: '1' }), asNew).fields).toEqual({
      salary: JOB_MESSAGES.salaryAmountNegative,
    });
  });

  it('checks the contact of the chosen routing only', () => {
    expect(validateJobForm(complete({ routing: 'url' }), asNew).fields).toEqual({
      applicationUrl: JOB_MESSAGES.applicationUrlRequired,
    });
    expect(
      validateJobForm(complete({ routing: 'url', applicationUrl: 'example.com' }), asNew).fields,
    ).toEqual({
      applicationUrl: JOB_MESSAGES.applicationUrlScheme,
    });
    expect(validateJobForm(complete({ applicationEmail: 'nope' }), asNew).fields).toEqual({
      applicationEmail: JOB_MESSAGES.applicationEmailInvalid,
    });
  });

  it('checks the shape of each location with the shared parser', () => {
    const errors = validateJobForm(complete({ locations: ['Moncton, New Brunswick'] }), asNew);
    expect(errors.fields.locations).toMatch(/Use the code NB/);
  });

  it('refuses a description with markup the board rejects', () => {
    const errors = validateJobForm(complete({ description: '<h1>Cook</h1>' }), asNew);
    expect(errors.fields.description).toMatch(/h1/);
  });

  it('reports a refused status transition at the top', () => {
    const stored = jobFromInput(validInput({ status: 'active' }));
    const errors = validateJobForm(complete(), { stored, status: 'draft', now: NOW });
    expect(errors.fields).toEqual({});
    expect(errors.general).toEqual(['A job that has been active cannot go back to draft.']);
  });
});

describe('placing API errors', () => {
  it('maps each fields[].path of the error body to its input', () => {
    expect(formFieldOfPath('locations[2].description')).toBe('locations');
    expect(formFieldOfPath('categories[0].id')).toBe('categories');
    expect(formFieldOfPath('salary.period.id')).toBe('payPeriod');
    expect(formFieldOfPath('salary.maxAmount')).toBe('maxSalary');
    expect(formFieldOfPath('applicantRoutingType.id')).toBe('routing');
    expect(formFieldOfPath('status')).toBeNull();
    expect(formFieldOfPath('')).toBeNull();
  });

  it('maps the job’s fields of the editor’s one Save request (job.…) to their inputs, and a posting’s to the top', () => {
    expect(formFieldOfPath('job.title')).toBe('title');
    expect(formFieldOfPath('job.locations[0].description')).toBe('locations');
    expect(formFieldOfPath('postings.1.categories')).toBeNull();
    expect(placeErrors([{ path: 'postings.1.categories', message: 'West has no category 5.' }])).toEqual({
      fields: {},
      general: ['West has no category 5.'],
    });
  });

  it('keeps the first message of a field and sends the rest to the top', () => {
    const placed = placeErrors(
      [
        { path: 'locations[0].description', message: 'Several places are called Springfield.' },
        { path: 'locations[1].description', message: 'Second one.' },
        { path: 'status', message: 'Nope.' },
      ],
      ['Several places are called Springfield.', 'Second one.', 'Nope.', 'Reference ID COOK-1 is in use.'],
    );
    expect(placed.fields).toEqual({ locations: 'Several places are called Springfield.' });
    expect(placed.general).toEqual(['Nope.', 'Reference ID COOK-1 is in use.']);
  });
});

describe('validating a half-done draft', () => {
  const titleOnly = {
    ...newJobFormValues({ referenceId: 'R-1', closeDate: '2027-01-10' }),
    title: 'Line Cook',
  };
  const drafts = { categories: [{ id: 12 }], positionTypes: [{ id: 1, name: 'Full Time' }] };

  it('lets Save draft keep a form with only a title', () => {
    expect(validateJobForm(titleOnly, { ...asNew, drafts })).toEqual({ fields: {}, general: [] });
  });

  it('still asks a draft for its title', () => {
    const errors = validateJobForm({ ...titleOnly, title: ' ' }, { ...asNew, drafts });
    expect(errors.fields).toEqual({ title: JOB_MESSAGES.titleRequired });
  });

  it('names every missing detail when the same form is published', () => {
    const errors = validateJobForm(titleOnly, { ...asNew, status: 'active', drafts });
    expect(Object.keys(errors.fields)).toEqual(
      expect.arrayContaining(['locations', 'categories', 'positionType', 'description', 'applicationEmail']),
    );
  });
});
