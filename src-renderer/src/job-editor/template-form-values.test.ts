import { describe, expect, it } from 'vitest';
import { JobTemplateFieldsSchema } from '../../../src-shared/schemas/templates.ts';
import { type JobFormValues, newJobFormValues } from './form-values.ts';
import { formValuesToTemplateFields, templateFieldsToFormValues } from './template-form-values.ts';

const fresh = { referenceId: 'JD-NEW', closeDate: '2027-01-31' };
const filled: JobFormValues = {
  ...newJobFormValues({ referenceId: 'JD-OLD', closeDate: '2026-12-01' }),
  title: 'Welder',
  locations: ['Moncton, NB'],
  categories: ['3', '7'],
  positionType: '1',
  salary: 25,
  maxSalary: 30,
  payPeriod: '5',
  plusCommission: true,
  autoRefresh: true,
  applicationEmail: 'jobs@acme.ca',
  description: '<p>Weld things.</p>',
};

describe('whole-job templates and the form', () => {
  it('keeps every field but the Reference ID and close date, which the new job gets fresh', () => {
    const fields = formValuesToTemplateFields(filled);
    expect(JobTemplateFieldsSchema.parse(fields)).toEqual(fields);
    expect(templateFieldsToFormValues(fields, fresh)).toEqual({ ...filled, ...fresh });
  });

  it('keeps an empty form empty: no salary, no position type', () => {
    const fields = formValuesToTemplateFields(newJobFormValues(fresh));
    expect(fields.salary).toBeNull();
    expect(fields.positionTypeId).toBeNull();
    expect(templateFieldsToFormValues(fields, fresh)).toEqual(newJobFormValues(fresh));
  });
});
