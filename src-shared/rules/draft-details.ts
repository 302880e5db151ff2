// What a draft still lacks before a board takes it, and how a half-done draft is read. The board's own
// validation (the job body's schema, schemas/job-input.ts) decides: a detail is missing when the schema
// refuses the job at that detail and the recruiter left it empty. Nothing here restates a rule of the schema.
import type * as z from 'zod/mini';
import { descriptionText } from '../description/description-text.ts';
import type { ValidationFailure } from '../errors/validation-failure.ts';
import { err, ok, type Result } from '../result.ts';
import { type JobCatalogs, JobCreateInputSchema, type JobInput } from '../schemas/job-input.ts';
import { jobIssueMessage } from './field-messages.ts';
import { zodErrorToFailure } from './validation-issues.ts';

/** The details a draft may be saved without, in the order the editor shows their fields. */
export const DRAFT_DETAILS = [
  'locations',
  'categories',
  'positionType',
  'applicationEmail',
  'applicationUrl',
  'description',
] as const;
export type DraftDetail = (typeof DRAFT_DETAILS)[number];

const DETAIL_SET: ReadonlySet<string> = new Set(DRAFT_DETAILS);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Left empty by the recruiter: absent, null, blank text, an empty list, an object without an id, a description without text. */
function isLeftEmpty(detail: DraftDetail, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'string') {
    return detail === 'description' ? descriptionText(value).trim() === '' : value.trim() === '';
  }
  if (detail === 'positionType') return isRecord(value) && value.id == null;
  return false;
}

/** The details the schema refused and the body left empty, in the editor's order. */
function missingOf(body: unknown, issues: ReadonlyArray<z.core.$ZodIssue>): DraftDetail[] {
  if (!isRecord(body)) return [];
  const refused = new Set(
    issues.map((issue) => String(issue.path[0] ?? '')).filter((key) => DETAIL_SET.has(key)),
  );
  return DRAFT_DETAILS.filter((detail) => refused.has(detail) && isLeftEmpty(detail, body[detail]));
}

/**
 * The details a job body (as POST /jobs takes it, or `jobToInput` of a stored job) lacks before the board
 * takes it, in the editor's order; empty when it is complete. Ids are not checked against a board's lists
 * here: an id the lists do not know is a wrong value, not a missing one.
 */
export function missingDraftDetails(body: unknown): DraftDetail[] {
  const parsed = JobCreateInputSchema.safeParse(body, { error: jobIssueMessage });
  return parsed.success ? [] : missingOf(body, parsed.error.issues);
}

/** A job read from a body that may be a half-done draft: what is missing is empty in `input` (no position type: null). */
export type ReadDraft = { input: JobInput; missing: DraftDetail[] };

/** Valid values put in place of missing details, so that the schema checks everything else the draft holds. */
function standIns(catalogs: JobCatalogs): Record<DraftDetail, unknown> {
  return {
    locations: [{ description: 'Moncton, NB' }],
    categories: catalogs.categories.slice(0, 1).map(({ id }) => ({ id })),
    positionType: { id: catalogs.positionTypes[0]?.id },
    applicationEmail: 'jobs@example.ca',
    applicationUrl: 'https://example.ca/jobs',
    description: '<p>-</p>',
  };
}

const EMPTY: Record<DraftDetail, unknown> = {
  locations: [],
  categories: [],
  positionType: null,
  applicationEmail: null,
  applicationUrl: null,
  description: '',
};

/**
 * Reads a job body with the board's schema, letting a draft (status absent or `draft`) lack any of the
 * DRAFT_DETAILS: the title and every value the draft does hold are checked as the board checks them, and
 * what is missing comes back empty, named in `missing`. A job to publish (status `active` or `archived`)
 * must be complete: its failure names each missing detail as the board does. Never throws.
 */
export function readJobOrDraft(
  schema: z.ZodMiniType<JobInput>,
  catalogs: JobCatalogs,
  body: unknown,
): Result<ReadDraft, ValidationFailure> {
  const parsed = schema.safeParse(body, { error: jobIssueMessage });
  if (parsed.success) return ok({ input: parsed.data, missing: [] });
  const missing = missingOf(body, parsed.error.issues);
  const status = isRecord(body) ? (body.status ?? 'draft') : undefined;
  if (missing.length === 0 || status !== 'draft' || !isRecord(body))
    return err(zodErrorToFailure(parsed.error));

  const fill = standIns(catalogs);
  const filled: Record<string, unknown> = { ...body };
  for (const detail of missing) filled[detail] = fill[detail];
  const rest = schema.safeParse(filled, { error: jobIssueMessage });
  if (!rest.success) return err(zodErrorToFailure(rest.error));
  const input: JobInput = { ...rest.data };
  for (const detail of missing) Object.assign(input, { [detail]: EMPTY[detail] });
  return ok({ input, missing });
}

/** Each detail as a sentence names what to add. */
const DETAIL_WORDS: Record<DraftDetail, string> = {
  locations: 'a location',
  categories: 'a category',
  positionType: 'a position type',
  applicationEmail: 'the application email',
  applicationUrl: 'the application URL',
  description: 'a description',
};

/**
 * Why a half-done draft's change waits instead of going to a board (the sync keeps it until the draft is
 * complete): "This draft waits until it is complete: add a position type and a description."
 */
export function incompleteDraftMessage(missing: readonly DraftDetail[]): string {
  const words = missing.map((detail) => DETAIL_WORDS[detail]);
  const list = words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `This draft waits until it is complete: add ${list}.`;
}
