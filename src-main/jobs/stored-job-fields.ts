// What the store keeps of a validated job: the one mapping from the shared input shape to the store's.
import type { ValidatedJob } from '../../src-shared/rules/validate-job.ts';
import type { Location } from '../../src-shared/schemas/resources.ts';
import type { StoredJobFields } from '../store/stored-job.ts';

/** `locations` are the job's resolved locations, in order, each with its place's id. */
export function storedJobFields(validated: ValidatedJob, locations: Location[]): StoredJobFields {
  const { input } = validated;
  return {
    referenceId: input.referenceId,
    title: input.title,
    status: input.status,
    publishDate: validated.publishDate,
    closeDate: validated.closeDate,
    confidential: input.confidential,
    autoRefresh: input.autoRefresh,
    locations,
    categoryIds: input.categories.map((category) => category.id),
    positionTypeId: input.positionType?.id ?? null,
    salary: input.salary && {
      amount: input.salary.amount,
      maxAmount: input.salary.maxAmount,
      periodId: input.salary.period.id,
      plusCommission: input.salary.plusCommission,
    },
    description: input.description,
    applicantRoutingTypeId: input.applicantRoutingType.id,
    applicationEmail: input.applicationEmail,
    applicationUrl: input.applicationUrl,
  };
}
