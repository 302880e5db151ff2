// The three-way merge of a job, property by property: the version both sides started from (the base), mine
// and theirs. One rule for sync (JobDesk against the job board) and for the editor (a tab against the core).
import { MERGED_PROPERTIES, type MergedProperty } from '../schemas/conflicts.ts';
import type { JobInput } from '../schemas/job-input.ts';
import { normalizeStoredDate } from './job-merge.ts';
import { normalizeReferenceId } from './reference-id.ts';

/**
 * What the merge does with one property:
 * - `unchanged`: all three agree;
 * - `theirs`: changed only on their side: take theirs;
 * - `mine`: changed only on my side: send mine;
 * - `same`: changed on both sides to the same value: nothing to do;
 * - `conflict`: changed on both sides to different values: a person decides.
 */
export type PropertyMerge = 'unchanged' | 'theirs' | 'mine' | 'same' | 'conflict';

export type JobMerge = {
  /** Each merged property's outcome. */
  properties: Record<MergedProperty, PropertyMerge>;
  /** Properties to take from theirs, in MERGED_PROPERTIES order. */
  theirs: MergedProperty[];
  /** Properties to send from mine, in MERGED_PROPERTIES order. */
  mine: MergedProperty[];
  /** Properties changed on both sides to different values, in MERGED_PROPERTIES order. */
  conflicts: MergedProperty[];
};

/** Lowercase, trimmed, inner whitespace as one space: "moncton,  NB" is "Moncton, NB". */
function canonicalText(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A property's value as one comparable string: dates as `toISOString()`, referenceIds trimmed (blank is
 * none), locations by description whatever their case or spacing, lists in order, the salary by value
 * (a missing maximum is none, a missing commission is false), objects by id.
 */
export function canonicalPropertyValue<P extends MergedProperty>(property: P, value: JobInput[P]): string {
  switch (property) {
    case 'referenceId':
      return JSON.stringify(normalizeReferenceId(value as JobInput['referenceId']));
    case 'closeDate':
      return JSON.stringify(normalizeStoredDate(value as JobInput['closeDate']));
    case 'locations':
      return JSON.stringify(
        (value as JobInput['locations']).map((location) => canonicalText(location.description)),
      );
    case 'categories':
      return JSON.stringify((value as JobInput['categories']).map((category) => category.id));
    case 'positionType':
    case 'applicantRoutingType':
      return JSON.stringify((value as { id: number }).id);
    case 'salary': {
      const salary = value as JobInput['salary'];
      return JSON.stringify(
        salary === null
          ? null
          : [salary.amount, salary.maxAmount ?? null, salary.period.id, salary.plusCommission ?? false],
      );
    }
    default:
      return JSON.stringify(value ?? null);
  }
}

/** Whether two values of a property are the same (canonicalPropertyValue). */
export function samePropertyValue<P extends MergedProperty>(
  property: P,
  a: JobInput[P],
  b: JobInput[P],
): boolean {
  return canonicalPropertyValue(property, a) === canonicalPropertyValue(property, b);
}

/** One property's outcome; `base` undefined means unknown. */
export function mergeProperty<P extends MergedProperty>(
  property: P,
  base: JobInput[P] | undefined,
  mine: JobInput[P],
  theirs: JobInput[P],
): PropertyMerge {
  const mineIsTheirs = samePropertyValue(property, mine, theirs);
  // Without a base nobody can tell who changed what: a difference is left to a person, never guessed.
  if (base === undefined) return mineIsTheirs ? 'unchanged' : 'conflict';
  const mineChanged = !samePropertyValue(property, base, mine);
  const theirsChanged = !samePropertyValue(property, base, theirs);
  if (!mineChanged && !theirsChanged) return 'unchanged';
  if (!mineChanged) return 'theirs';
  if (!theirsChanged) return 'mine';
  return mineIsTheirs ? 'same' : 'conflict';
}

/**
 * Merges mine and theirs against the base, property by property (MERGED_PROPERTIES; arrays and objects
 * count as one value each). `base` null means the common version is not known: then every property that
 * differs between mine and theirs is a conflict, since taking either side could undo the other's change.
 * Pure: it decides, the caller applies.
 */
export function mergeJobThreeWay(base: JobInput | null, mine: JobInput, theirs: JobInput): JobMerge {
  const merge: JobMerge = {
    properties: {} as Record<MergedProperty, PropertyMerge>,
    theirs: [],
    mine: [],
    conflicts: [],
  };
  for (const property of MERGED_PROPERTIES) {
    const outcome = mergeProperty(
      property,
      base === null ? undefined : base[property],
      mine[property],
      theirs[property],
    );
    merge.properties[property] = outcome;
    if (outcome === 'theirs') merge.theirs.push(property);
    else if (outcome === 'mine') merge.mine.push(property);
    else if (outcome === 'conflict') merge.conflicts.push(property);
  }
  return merge;
}

/** The properties of `input` named, and only those (a partial update's body). */
export function pickProperties(input: JobInput, properties: readonly MergedProperty[]): Partial<JobInput> {
  const picked: Partial<JobInput> = {};
  for (const property of properties) Object.assign(picked, { [property]: input[property] });
  return picked;
}
