// A conflict as the recruiter reads it: each property under the editor's label, both values in words (the
// description as text, dates and money as people write them, ids by their names), and the choices to send.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { findCategory } from '../../../src-shared/catalogs/categories.ts';
import { findPositionType } from '../../../src-shared/catalogs/position-types.ts';
import { ROUTING_EMAIL, ROUTING_URL } from '../../../src-shared/catalogs/routing-types.ts';
import { descriptionText } from '../../../src-shared/description/description-text.ts';
import { editorLabel } from '../../../src-shared/rules/editor-labels.ts';
import { historyValueToInput } from '../../../src-shared/rules/history-values.ts';
import type {
  ConflictChoice,
  ConflictResolution,
  MergedProperty,
  PropertyConflict,
} from '../../../src-shared/schemas/conflicts.ts';
import { type JobStatus, JobStatusSchema } from '../../../src-shared/schemas/resources.ts';
import { formatLongDay } from './format.ts';
import { salaryInWords } from './salary-in-words.ts';

/**
 * The editor's label of each property (the shared editor-labels rule, in English) as the editor's order has
 * them (the status, shown beside the title there, follows it). For words shown to the recruiter, use
 * propertyLabel, which speaks the active language.
 */
export const CONFLICT_PROPERTY_LABELS: Readonly<Record<MergedProperty, string>> = {
  title: editorLabel('title'),
  status: editorLabel('status'),
  referenceId: editorLabel('referenceId'),
  locations: editorLabel('locations'),
  categories: editorLabel('categories'),
  positionType: editorLabel('positionType'),
  closeDate: editorLabel('closeDate'),
  confidential: editorLabel('confidential'),
  autoRefresh: editorLabel('autoRefresh'),
  salary: editorLabel('salary'),
  applicantRoutingType: editorLabel('applicantRoutingType'),
  applicationEmail: editorLabel('applicationEmail'),
  applicationUrl: editorLabel('applicationUrl'),
  description: editorLabel('description'),
};

const PROPERTY_ORDER = Object.keys(CONFLICT_PROPERTY_LABELS) as MergedProperty[];

/** The editor's labels in the catalogs, by every name the API, the store and the history give a property. */
const PROPERTY_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  title: msg`Title`,
  status: msg`Status`,
  referenceId: msg`Reference ID`,
  locations: msg`Locations`,
  categories: msg`Categories`,
  categoryIds: msg`Categories`,
  positionType: msg`Position type`,
  positionTypeId: msg`Position type`,
  closeDate: msg`Close date`,
  publishDate: msg`Publish date`,
  confidential: msg`Confidential`,
  autoRefresh: msg`Auto-refresh`,
  salary: msg`Salary`,
  applicantRoutingType: msg`How candidates apply`,
  applicantRoutingTypeId: msg`How candidates apply`,
  applicationEmail: msg`Application email`,
  applicationUrl: msg`Application URL`,
  description: msg`Description`,
};

/** A property's label in the active language (by any of its names); a name JobDesk does not know, as it is. */
export function propertyLabel(property: string): string {
  const label = PROPERTY_LABELS[property];
  return label === undefined ? editorLabel(property) : i18n._(label);
}

function statusWords(status: JobStatus): string {
  switch (status) {
    case 'draft':
      return t`Draft`;
    case 'active':
      return t`Active`;
    case 'archived':
      return t`Archived`;
  }
}

export type ConflictWordsOptions = {
  /** The time zone close dates are read in; the recruiter's own (the editor's) when absent. */
  timeZone?: string;
};

const IdSchema = z.object({ id: z.number() });
const SalarySchema = z.nullable(
  z.object({
    amount: z.number(),
    maxAmount: z.optional(z.nullable(z.number())),
    period: z.optional(z.nullable(z.object({ id: z.number() }))),
    plusCommission: z.optional(z.boolean()),
  }),
);
const LocationsSchema = z.array(z.object({ description: z.string() }));
const CategoriesSchema = z.array(IdSchema);

/** One property's value in words; a value of a shape JobDesk does not know is shown as its JSON, never hidden. */
export function conflictValueText(
  property: MergedProperty,
  value: unknown,
  options: ConflictWordsOptions = {},
): string {
  const words = valueWords(property, value, options);
  return words ?? JSON.stringify(value) ?? t`Nothing`;
}

function valueWords(property: MergedProperty, value: unknown, options: ConflictWordsOptions): string | null {
  switch (property) {
    case 'title':
    case 'referenceId':
    case 'applicationEmail':
    case 'applicationUrl':
      if (value === null || value === '') return t`None`;
      return typeof value === 'string' ? value : null;
    case 'description': {
      if (typeof value !== 'string') return null;
      const text = descriptionText(value);
      return text === '' ? t`No description` : text;
    }
    case 'status': {
      const status = JobStatusSchema.safeParse(value);
      return status.success ? statusWords(status.data) : null;
    }
    case 'confidential':
    case 'autoRefresh':
      if (typeof value !== 'boolean') return null;
      return value ? t`Yes` : t`No`;
    case 'closeDate':
      if (value === null) return t`No close date`;
      return typeof value === 'string' ? dateWords(value, options) : null;
    case 'locations': {
      const locations = LocationsSchema.safeParse(value);
      if (!locations.success) return null;
      return locations.data.length === 0
        ? t`None`
        : locations.data.map((location) => location.description).join('\n');
    }
    case 'categories': {
      const categories = CategoriesSchema.safeParse(value);
      if (!categories.success) return null;
      return categories.data.length === 0
        ? t`None`
        : categories.data.map(({ id }) => findCategory(id)?.name ?? t`Category ${id}`).join('\n');
    }
    case 'positionType': {
      const positionType = IdSchema.safeParse(value);
      if (!positionType.success) return null;
      const id = positionType.data.id;
      return findPositionType(id)?.name ?? t`Position type ${id}`;
    }
    case 'applicantRoutingType': {
      const routing = IdSchema.safeParse(value);
      if (!routing.success) return null;
      // The editor's choices: "Email" (the board emails applications) or "Website" (the employer's page).
      const id = routing.data.id;
      if (id === ROUTING_EMAIL) return t`Email`;
      if (id === ROUTING_URL) return t`Website`;
      return t`Routing type ${id}`;
    }
    case 'salary': {
      const salary = SalarySchema.safeParse(value);
      if (!salary.success) return null;
      if (salary.data === null) return t`No salary`;
      return (
        salaryInWords({
          amount: salary.data.amount,
          maxAmount: salary.data.maxAmount ?? null,
          periodId: salary.data.period?.id ?? null,
          plusCommission: salary.data.plusCommission ?? false,
        }) ?? t`No salary`
      );
    }
  }
}

/**
 * A value as the history keeps it (lists, ids and the salary as compact text, the description as its HTML:
 * history.ts) in words, the description as plain text; null when the history kept none (a description in
 * an entry written before descriptions were kept).
 */
export function historyValueText(
  property: MergedProperty,
  value: string | number | boolean | null,
  options: ConflictWordsOptions = {},
): string | null {
  if (property === 'description' && typeof value !== 'string') return null;
  return conflictValueText(property, historyValueToInput(property, value), options);
}

/** "March 15, 2027": the calendar day the job closes, where the recruiter is (as the editor's date picker shows it). */
function dateWords(iso: string, options: ConflictWordsOptions): string | null {
  return formatLongDay(iso, { timeZone: options.timeZone });
}

export type ConflictRow = {
  property: MergedProperty;
  label: string;
  mine: string;
  theirs: string;
  /** Said when both values read the same although they differ (formatting or a link's address in a description). */
  note: string | null;
};

/** The conflicts in the editor's order, each with its label and both values in words. */
export function conflictRows(
  conflicts: readonly PropertyConflict[],
  options: ConflictWordsOptions = {},
): ConflictRow[] {
  return [...conflicts]
    .sort((a, b) => PROPERTY_ORDER.indexOf(a.property) - PROPERTY_ORDER.indexOf(b.property))
    .map((conflict) => {
      const mine = conflictValueText(conflict.property, conflict.mine, options);
      const theirs = conflictValueText(conflict.property, conflict.theirs, options);
      return {
        property: conflict.property,
        label: propertyLabel(conflict.property),
        mine,
        theirs,
        note: mine === theirs ? t`Both read the same here; they differ in formatting.` : null,
      };
    });
}

/** A choice's button, for one property or for all of them. */
export function choiceWords(choice: ConflictChoice, scope: 'one' | 'all'): string {
  if (choice === 'mine') return scope === 'one' ? t`Keep mine` : t`Keep all mine`;
  return scope === 'one' ? t`Use the job board’s` : t`Use all the job board’s`;
}

/** The resolve request's choices: one choice for each of `properties`. */
export function choicesFor(
  properties: readonly MergedProperty[],
  choice: ConflictChoice,
): ConflictResolution['choices'] {
  return Object.fromEntries(properties.map((property) => [property, choice]));
}

/**
 * What the recruiter is told once a choice is made: what was kept, and when it reaches the board. `left` is the
 * number of properties still in conflict (nothing of the job is sent while one is).
 */
export function resolvedMessage(choices: ConflictResolution['choices'], left: number): string {
  const labelsOf = (choice: ConflictChoice) =>
    PROPERTY_ORDER.filter((property) => choices[property] === choice)
      .map(propertyLabel)
      .join(', ');
  const mine = labelsOf('mine');
  const board = labelsOf('board');
  const next =
    left > 0
      ? plural(left, {
          one: 'One detail is left to decide; nothing is sent until then.',
          other: '# details are left to decide; nothing is sent until then.',
        })
      : mine !== ''
        ? t`Yours goes to the job board with the next sync.`
        : t`Your other changes go to the job board with the next sync.`;
  return [
    mine === '' ? null : t`Kept yours for ${mine}.`,
    board === '' ? null : t`Took the job board’s for ${board}.`,
    next,
  ]
    .filter((sentence) => sentence !== null)
    .join(' ');
}
