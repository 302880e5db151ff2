// The editor against the job as the core has it now: which properties this tab changed since it loaded the
// job (the base), and how the tab's edits meet a version saved underneath it (another tab, a pull, a merge
// from the board). The deciding is the shared three-way rule (src-shared/rules/three-way-merge.ts), the same
// one sync uses; this module only turns the editor's form values into its inputs and applies its outcome.

import { plural } from '@lingui/core/macro';
import type { JobRequestBody } from '../../../src-shared/client/job-request-body.ts';
import { jobToInput } from '../../../src-shared/rules/job-merge.ts';
import { normalizeReferenceId } from '../../../src-shared/rules/reference-id.ts';
import { mergeJobThreeWay } from '../../../src-shared/rules/three-way-merge.ts';
import {
  MERGED_PROPERTIES,
  type MergedProperty,
  type PropertyConflict,
} from '../../../src-shared/schemas/conflicts.ts';
import type { JobInput } from '../../../src-shared/schemas/job-input.ts';
import type { Job, JobStatus } from '../../../src-shared/schemas/resources.ts';
import { propertyLabel } from '../core/conflict-words.ts';
import { activeLanguage } from '../core/format.ts';
import {
  formValuesToJobBody,
  type JobFormField,
  type JobFormValues,
  jobToFormValues,
} from './form-values.ts';

/** The version the editor's edits are measured from: the job it loaded (or last merged with) and its form. */
export type EditorBase = {
  job: Job;
  /** `job` as the form shows it, the description as the editor normalised it on loading. */
  values: JobFormValues;
};

/** The inputs that hold each merged property (the status is set by the action, not an input). */
const FORM_FIELDS_OF: Readonly<Record<MergedProperty, readonly JobFormField[]>> = {
  referenceId: ['referenceId'],
  title: ['title'],
  status: [],
  closeDate: ['closeDate'],
  confidential: ['confidential'],
  autoRefresh: ['autoRefresh'],
  locations: ['locations'],
  categories: ['categories'],
  positionType: ['positionType'],
  salary: ['salary', 'maxSalary', 'payPeriod', 'plusCommission'],
  description: ['description'],
  applicantRoutingType: ['routing'],
  applicationEmail: ['applicationEmail'],
  applicationUrl: ['applicationUrl'],
};

/**
 * Form values as the merge compares them. An input not filled in yet (no position type, no amount, no pay
 * period) compares as id or amount 0, which no saved job holds, so clearing it counts as a change; what is
 * sent is checked by the job rules before any save.
 */
export function formValuesToMergeInput(values: JobFormValues, status: JobStatus, base: Job): JobInput {
  const body = formValuesToJobBody(values, status, base);
  const salary = body.salary ?? null;
  return {
    referenceId: normalizeReferenceId(body.referenceId),
    title: values.title,
    closeDate: body.closeDate ?? null,
    confidential: values.confidential,
    autoRefresh: values.autoRefresh,
    status,
    locations: values.locations.map((description) => ({ description })),
    categories: values.categories.map((id) => ({ id: Number(id) })),
    positionType: body.positionType?.id === undefined ? null : { id: body.positionType.id },
    salary:
      salary === null
        ? null
        : {
            amount: salary.amount ?? 0,
            maxAmount: salary.maxAmount ?? null,
            period: { id: salary.period?.id ?? 0 },
            plusCommission: salary.plusCommission ?? false,
          },
    description: values.description,
    applicantRoutingType: { id: body.applicantRoutingType?.id ?? 0 },
    applicationEmail: body.applicationEmail ?? null,
    applicationUrl: body.applicationUrl ?? null,
  };
}

/** The base as the merge compares it: its description as the editor shows it (normalising is not an edit). */
function baseInput(base: EditorBase): JobInput {
  return { ...jobToInput(base.job), description: base.values.description };
}

/** `theirs` as the merge compares it: a description still the one the base loaded reads as the base's. */
function theirsForm(base: EditorBase, theirs: Job): JobFormValues {
  const values = jobToFormValues(theirs);
  return theirs.description === base.job.description
    ? { ...values, description: base.values.description }
    : values;
}

/** The properties this tab changed since its base, with the status `status` its save would give. */
export function changedSinceBase(base: EditorBase, mine: JobFormValues, status: JobStatus): MergedProperty[] {
  const baseline = baseInput(base);
  return mergeJobThreeWay(baseline, formValuesToMergeInput(mine, status, base.job), baseline).mine;
}

/** The partial update of a save: only `properties` of the body the form would send. */
export function partialUpdateBody(
  values: JobFormValues,
  status: JobStatus,
  base: Job,
  properties: readonly MergedProperty[],
): JobRequestBody {
  const body = formValuesToJobBody(values, status, base);
  const partial: JobRequestBody = {};
  for (const property of properties) Object.assign(partial, { [property]: body[property] });
  return partial;
}

/** `theirs` as the merge compares it. */
function theirsInput(base: EditorBase, theirs: Job): JobInput {
  return { ...jobToInput(theirs), description: theirsForm(base, theirs).description };
}

/** Whether `theirs` holds anything the base does not (a newer version saved underneath). */
export function changedUnderneath(base: EditorBase, theirs: Job): boolean {
  const baseline = baseInput(base);
  return mergeJobThreeWay(baseline, baseline, theirsInput(base, theirs)).theirs.length > 0;
}

/**
 * The inputs of a value the merge combined from both sides (the salary by its parts, locations and
 * categories as sets); the merge combines nothing else.
 */
function mergedInputs(property: MergedProperty, value: JobInput[MergedProperty]): Partial<JobFormValues> {
  switch (property) {
    case 'locations':
      return { locations: (value as JobInput['locations']).map((location) => location.description) };
    case 'categories':
      return { categories: (value as JobInput['categories']).map((category) => String(category.id)) };
    case 'salary': {
      const salary = value as NonNullable<JobInput['salary']>;
      return {
        salary: salary.amount,
        maxSalary: salary.maxAmount ?? '',
        payPeriod: String(salary.period.id),
        plusCommission: salary.plusCommission,
      };
    }
    default:
      return {};
  }
}

/** What meeting a version saved underneath does to the editor. */
export type EditorRebase = {
  /** The new base: the version underneath. */
  base: EditorBase;
  /** The form after the merge: their changes to properties this tab did not touch, this tab's own kept. */
  values: JobFormValues;
  /**
   * Properties taken from the version underneath, whole or combined with this tab's edits (a salary's
   * other part, a list's other items), in MERGED_PROPERTIES order.
   */
  taken: MergedProperty[];
  /** Properties changed both here and underneath to different values: the recruiter decides. */
  conflicts: PropertyConflict[];
};

/**
 * Merges this tab's form (`mine`, measured from `base`) with `theirs`, saved underneath, by the shared
 * three-way rule. A property changed on both sides in parts that combine takes the combined value into the
 * form (saving then sends this tab's part); one changed on both sides to different values keeps this tab's
 * value in the form and is listed in `conflicts` (the caller asks before saving); the new base is `theirs`
 * either way.
 */
export function rebaseOnSaved(base: EditorBase, mine: JobFormValues, theirs: Job): EditorRebase {
  const theirsValues = theirsForm(base, theirs);
  const theirsMerged = theirsInput(base, theirs);
  const mineInput = formValuesToMergeInput(mine, base.job.status, base.job);
  const merge = mergeJobThreeWay(baseInput(base), mineInput, theirsMerged);
  const values: JobFormValues = { ...mine };
  for (const property of merge.theirs)
    for (const field of FORM_FIELDS_OF[property]) Object.assign(values, { [field]: theirsValues[field] });
  for (const property of merge.merged)
    Object.assign(values, mergedInputs(property, merge.values[property] as JobInput[MergedProperty]));
  return {
    base: { job: theirs, values: theirsValues },
    values,
    taken: MERGED_PROPERTIES.filter(
      (property) => merge.theirs.includes(property) || merge.merged.includes(property),
    ),
    conflicts: merge.conflicts.map((property) => ({
      property,
      mine: mineInput[property],
      theirs: theirsMerged[property],
    })),
  };
}

/** The form with one conflict decided: `mine` keeps the tab's value, `theirs` takes the saved one's inputs. */
export function decideConflict(
  values: JobFormValues,
  base: EditorBase,
  property: MergedProperty,
  choice: 'mine' | 'theirs',
): JobFormValues {
  if (choice === 'mine') return values;
  const next = { ...values };
  for (const field of FORM_FIELDS_OF[property]) Object.assign(next, { [field]: base.values[field] });
  return next;
}

/** "Title and Description now show the version saved elsewhere; your own changes are kept." */
export function takenSentence(taken: readonly MergedProperty[]): string {
  const list = new Intl.ListFormat(`${activeLanguage()}-CA`, { type: 'conjunction' }).format(
    taken.map(propertyLabel),
  );
  return plural(taken.length, {
    one: `${list} now shows the version saved elsewhere; your own changes are kept.`,
    other: `${list} now show the version saved elsewhere; your own changes are kept.`,
  });
}
