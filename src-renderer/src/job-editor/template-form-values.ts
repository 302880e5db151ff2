// A job's form values as a whole-job template keeps them, and a new job's form started from a template:
// everything but the Reference ID, the status and the close date, which belong to each new job.
import type { JobTemplateFields } from '../../../src-shared/schemas/templates.ts';
import type { JobFormValues } from './form-values.ts';

function idOrNull(text: string): number | null {
  return text === '' ? null : Number(text);
}

/** The template fields of what the form holds now. */
export function formValuesToTemplateFields(values: JobFormValues): JobTemplateFields {
  const hasSalary = values.salary !== '' || values.maxSalary !== '';
  return {
    title: values.title,
    locations: values.locations.filter((location) => location.trim() !== ''),
    categoryIds: values.categories.map(Number),
    positionTypeId: idOrNull(values.positionType),
    salary: hasSalary
      ? {
          amount: values.salary === '' ? null : values.salary,
          maxAmount: values.maxSalary === '' ? null : values.maxSalary,
          periodId: idOrNull(values.payPeriod),
          plusCommission: values.plusCommission,
        }
      : null,
    confidential: values.confidential,
    autoRefresh: values.autoRefresh,
    routing: values.routing,
    applicationEmail: values.applicationEmail,
    applicationUrl: values.applicationUrl,
    description: values.description,
  };
}

/** A new job's form from a template, with the new job's own Reference ID and close date. */
export function templateFieldsToFormValues(
  fields: JobTemplateFields,
  fresh: { referenceId: string; closeDate: string },
): JobFormValues {
  return {
    title: fields.title,
    referenceId: fresh.referenceId,
    locations: [...fields.locations],
    categories: fields.categoryIds.map(String),
    positionType: fields.positionTypeId === null ? '' : String(fields.positionTypeId),
    salary: fields.salary?.amount ?? '',
    maxSalary: fields.salary?.maxAmount ?? '',
    payPeriod: fields.salary?.periodId == null ? '' : String(fields.salary.periodId),
    plusCommission: fields.salary?.plusCommission ?? false,
    closeDate: fresh.closeDate,
    confidential: fields.confidential,
    autoRefresh: fields.autoRefresh,
    routing: fields.routing,
    applicationEmail: fields.applicationEmail,
    applicationUrl: fields.applicationUrl,
    description: fields.description,
  };
}
