// Which fields of a job a change touched, as its history shows them: old and new value (lists and the
// salary as compact text, the description as its HTML), so that no value a change replaced is lost.
import type { MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import type { FieldChange, HistoryValue } from '../../src-shared/schemas/history.ts';
import type { JobInput } from '../../src-shared/schemas/job-input.ts';
import type { StoredJobFields } from './stored-job.ts';

type ShownFields = Omit<StoredJobFields, 'description'>;

const SHOWN: { [K in keyof ShownFields]: (value: ShownFields[K]) => HistoryValue } = {
  referenceId: (value) => value,
  title: (value) => value,
  status: (value) => value,
  publishDate: (value) => value,
  closeDate: (value) => value,
  confidential: (value) => value,
  autoRefresh: (value) => value,
  locations: (value) => value.map((location) => location.description).join('; '),
  categoryIds: (value) => value.join(', '),
  positionTypeId: (value) => value,
  salary: (value) => (value === null ? null : JSON.stringify(value)),
  applicantRoutingTypeId: (value) => value,
  applicationEmail: (value) => value,
  applicationUrl: (value) => value,
};
const SHOWN_NAMES = Object.keys(SHOWN) as Array<keyof ShownFields>;

/** The fields that differ between `before` and `after`; undefined stands for no job (a create, a delete). */
export function fieldChanges(
  before: StoredJobFields | undefined,
  after: StoredJobFields | undefined,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of SHOWN_NAMES) {
    const show = SHOWN[field] as (value: unknown) => HistoryValue;
    const from = before === undefined ? null : show(before[field]);
    const to = after === undefined ? null : show(after[field]);
    if (from !== to) changes.push({ field, from, to });
  }
  if (before?.description !== after?.description)
    changes.push({ field: 'description', from: before?.description ?? null, to: after?.description ?? null });
  return changes;
}

/** A merged property's value as the history shows it (lists and the salary as compact text, the description as its HTML). */
export function historyValueOf(fields: StoredJobFields, property: MergedProperty): HistoryValue {
  const field = STORED_FIELD_OF[property];
  if (field === 'description') return fields.description;
  const show = SHOWN[field] as (value: unknown) => HistoryValue;
  return show(fields[field]);
}

/** A merged property's value as JobInput holds it (a base, a board's version), as the history shows it. */
export function inputHistoryValue<P extends MergedProperty>(property: P, value: JobInput[P]): HistoryValue {
  switch (property) {
    case 'locations':
      return (value as JobInput['locations']).map((location) => location.description).join('; ');
    case 'categories':
      return SHOWN.categoryIds((value as JobInput['categories']).map((category) => category.id));
    case 'positionType':
    case 'applicantRoutingType':
      // A half-done draft has no position type yet (null).
      return (value as { id: number } | null)?.id ?? null;
    case 'salary': {
      const salary = value as JobInput['salary'];
      return SHOWN.salary(
        salary === null
          ? null
          : {
              amount: salary.amount,
              maxAmount: salary.maxAmount ?? null,
              periodId: salary.period.id,
              plusCommission: salary.plusCommission ?? false,
            },
      );
    }
    default:
      return (value ?? null) as HistoryValue;
  }
}

/** The field a history change of `property` names (`categoryIds` for categories, say). */
export function historyFieldOf(property: MergedProperty): keyof StoredJobFields {
  return STORED_FIELD_OF[property];
}

const STORED_FIELD_OF: Readonly<Record<MergedProperty, keyof StoredJobFields>> = {
  referenceId: 'referenceId',
  title: 'title',
  status: 'status',
  closeDate: 'closeDate',
  confidential: 'confidential',
  autoRefresh: 'autoRefresh',
  locations: 'locations',
  categories: 'categoryIds',
  positionType: 'positionTypeId',
  salary: 'salary',
  description: 'description',
  applicantRoutingType: 'applicantRoutingTypeId',
  applicationEmail: 'applicationEmail',
  applicationUrl: 'applicationUrl',
};
