// The three-way merge of a job, property by property: the version both sides started from (the base), mine
// and theirs. One rule for sync (JobDesk against the job board) and for the editor (a tab against the core).
import { MERGED_PROPERTIES, type MergedProperty } from '../schemas/conflicts.ts';
import type { JobInput } from '../schemas/job-input.ts';
import { LIMITS } from '../schemas/limits.ts';
import { normalizeStoredDate } from './job-merge.ts';
import { normalizeReferenceId } from './reference-id.ts';

/**
 * What the merge does with one property:
 * - `unchanged`: all three agree;
 * - `theirs`: changed only on their side: take theirs;
 * - `mine`: changed only on my side: send mine;
 * - `same`: changed on both sides to the same value: nothing to do;
 * - `merged`: changed on both sides, in different parts (the salary's) or items (a list's): both are
 *   kept in one value, which both sides take (`JobMerge.values`);
 * - `conflict`: the same part changed on both sides to different values, or a merged list beyond its
 *   limits: a person decides.
 */
export type PropertyMerge = 'unchanged' | 'theirs' | 'mine' | 'same' | 'merged' | 'conflict';

export type JobMerge = {
  /** Each merged property's outcome. */
  properties: Record<MergedProperty, PropertyMerge>;
  /** Properties to take from theirs, in MERGED_PROPERTIES order. */
  theirs: MergedProperty[];
  /** Properties to send from mine, in MERGED_PROPERTIES order. */
  mine: MergedProperty[];
  /** Properties changed on both sides in parts that combine, in MERGED_PROPERTIES order. */
  merged: MergedProperty[];
  /** The combined value of each `merged` property: the local job takes it and the board is sent it whole. */
  values: Partial<JobInput>;
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
      // A half-done draft has no position type yet (null).
      return JSON.stringify((value as { id: number } | null)?.id ?? null);
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
  return mergePropertyValue(property, base, mine, theirs).outcome;
}

/** One property's outcome and, when it is `merged`, the value that combines both sides. */
export type PropertyMergeResult<P extends MergedProperty> =
  | { outcome: Exclude<PropertyMerge, 'merged'> }
  | { outcome: 'merged'; value: JobInput[P] };

/**
 * One property's outcome, with the combined value of a `merged` one. A salary changed on both sides merges
 * by its parts when the three versions have one (added or removed, it is one value); locations and
 * categories merge as sets. A combined value equal to one side's is that side's outcome.
 */
export function mergePropertyValue<P extends MergedProperty>(
  property: P,
  base: JobInput[P] | undefined,
  mine: JobInput[P],
  theirs: JobInput[P],
): PropertyMergeResult<P> {
  const mineIsTheirs = samePropertyValue(property, mine, theirs);
  // Without a base nobody can tell who changed what: a difference is left to a person, never guessed.
  if (base === undefined) return { outcome: mineIsTheirs ? 'unchanged' : 'conflict' };
  const mineChanged = !samePropertyValue(property, base, mine);
  const theirsChanged = !samePropertyValue(property, base, theirs);
  if (!mineChanged && !theirsChanged) return { outcome: 'unchanged' };
  if (!mineChanged) return { outcome: 'theirs' };
  if (!theirsChanged) return { outcome: 'mine' };
  if (mineIsTheirs) return { outcome: 'same' };
  const combined = combineInside(property, base, mine, theirs);
  if (combined === null) return { outcome: 'conflict' };
  if (samePropertyValue(property, combined, mine)) return { outcome: 'mine' };
  if (samePropertyValue(property, combined, theirs)) return { outcome: 'theirs' };
  return { outcome: 'merged', value: combined };
}

/** Both sides' changes inside one value, or null when they cannot both hold (a conflict). */
function combineInside<P extends MergedProperty>(
  property: P,
  base: JobInput[P],
  mine: JobInput[P],
  theirs: JobInput[P],
): JobInput[P] | null {
  switch (property) {
    case 'salary':
      return mergeSalary(
        base as JobInput['salary'],
        mine as JobInput['salary'],
        theirs as JobInput['salary'],
      ) as JobInput[P] | null;
    case 'locations':
      return mergeSet(
        base as JobInput['locations'],
        mine as JobInput['locations'],
        theirs as JobInput['locations'],
        (location) => canonicalText(location.description),
        LIMITS.locationsPerJob,
      ) as JobInput[P] | null;
    case 'categories':
      return mergeSet(
        base as JobInput['categories'],
        mine as JobInput['categories'],
        theirs as JobInput['categories'],
        (category) => String(category.id),
        LIMITS.categoriesPerJob,
      ) as JobInput[P] | null;
    default:
      return null;
  }
}

type Salary = NonNullable<JobInput['salary']>;

/** One part of a three-way merge: the side that changed it, or undefined when both changed it differently. */
function mergePart<T>(base: T, mine: T, theirs: T): { value: T } | undefined {
  if (mine === theirs || theirs === base) return { value: mine };
  if (mine === base) return { value: theirs };
  return undefined;
}

/**
 * The salary merged by its parts (amount, maximum, period, commission), or null: a salary added or removed
 * on one side (one value, changed whole), the same part changed to different values, or parts that do not
 * hold together (a maximum below the amount).
 */
function mergeSalary(base: Salary | null, mine: Salary | null, theirs: Salary | null): Salary | null {
  if (base === null || mine === null || theirs === null) return null;
  const amount = mergePart(base.amount, mine.amount, theirs.amount);
  const maxAmount = mergePart(base.maxAmount ?? null, mine.maxAmount ?? null, theirs.maxAmount ?? null);
  const period = mergePart(base.period.id, mine.period.id, theirs.period.id);
  const plusCommission = mergePart(
    base.plusCommission ?? false,
    mine.plusCommission ?? false,
    theirs.plusCommission ?? false,
  );
  if (amount === undefined || maxAmount === undefined || period === undefined || plusCommission === undefined)
    return null;
  if (maxAmount.value !== null && maxAmount.value < amount.value) return null;
  return {
    ...mine,
    amount: amount.value,
    maxAmount: maxAmount.value,
    period: period.value === mine.period.id ? mine.period : theirs.period,
    plusCommission: plusCommission.value,
  };
}

/**
 * A list merged as a set of items named by `key`: each side's additions and removals kept, in mine's order
 * followed by theirs' additions; null when the result is outside `limits` (the board's 1 to 3).
 */
function mergeSet<T>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  key: (item: T) => string,
  limits: { min: number; max: number },
): T[] | null {
  const inBase = new Set(base.map(key));
  const inMine = new Set(mine.map(key));
  const inTheirs = new Set(theirs.map(key));
  const merged = mine.filter((item) => !inBase.has(key(item)) || inTheirs.has(key(item)));
  const kept = new Set(merged.map(key));
  for (const item of theirs) {
    const name = key(item);
    if (inBase.has(name) || inMine.has(name) || kept.has(name)) continue;
    merged.push(item);
    kept.add(name);
  }
  if (merged.length < limits.min || merged.length > limits.max) return null;
  return merged;
}

/**
 * Merges mine and theirs against the base, property by property (MERGED_PROPERTIES; the salary by its
 * parts, locations and categories as sets, other objects as one value each). `base` null means the common version is not known (a property missing from it, that property's): then every property that
 * differs between mine and theirs is a conflict, since taking either side could undo the other's change.
 * Pure: it decides, the caller applies.
 */
export function mergeJobThreeWay(base: Partial<JobInput> | null, mine: JobInput, theirs: JobInput): JobMerge {
  const merge: JobMerge = {
    properties: {} as Record<MergedProperty, PropertyMerge>,
    theirs: [],
    mine: [],
    merged: [],
    values: {},
    conflicts: [],
  };
  for (const property of MERGED_PROPERTIES) {
    const result = mergePropertyValue(
      property,
      base === null ? undefined : base[property],
      mine[property],
      theirs[property],
    );
    merge.properties[property] = result.outcome;
    if (result.outcome === 'theirs') merge.theirs.push(property);
    else if (result.outcome === 'mine') merge.mine.push(property);
    else if (result.outcome === 'conflict') merge.conflicts.push(property);
    else if (result.outcome === 'merged') {
      merge.merged.push(property);
      Object.assign(merge.values, { [property]: result.value });
    }
  }
  return merge;
}

/** The properties of `input` named, and only those (a partial update's body). */
export function pickProperties(input: JobInput, properties: readonly MergedProperty[]): Partial<JobInput> {
  const picked: Partial<JobInput> = {};
  for (const property of properties) Object.assign(picked, { [property]: input[property] });
  return picked;
}

/**
 * What mine holds that theirs lacks once merged: the properties changed only on my side and the combined
 * value of each merged one (whole: the board replaces a list or the salary whole).
 */
export function changesToSend(mine: JobInput, merge: JobMerge): Partial<JobInput> {
  return { ...pickProperties(mine, merge.mine), ...merge.values };
}
