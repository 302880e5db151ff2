// Validating a job for create and for update: the body's rules (jobCreateInputSchema) plus those that need
// the clock or the stored job: publish and close dates, and status transitions.

import type * as z from 'zod/mini';
import { type ValidationFailure, validationFailure } from '../errors/validation-failure.ts';
import { err, ok, type Result } from '../result.ts';
import {
  type JobCatalogs,
  JobCreateInputSchema,
  type JobInput,
  JobPatchSchema,
} from '../schemas/job-input.ts';
import { LIMITS } from '../schemas/limits.ts';
import type { FieldError, Job } from '../schemas/resources.ts';
import { readJobOrDraft } from './draft-details.ts';
import { mergeJobUpdate, normalizeStoredDate } from './job-merge.ts';
import { JOB_MESSAGES } from './job-messages.ts';
import { canTransition, isPublishing, transitionMessage } from './status-transitions.ts';
import { parseWithMessages } from './validation-issues.ts';

/** A job ready to store: the client's input and the dates the service sets, all in `toISOString()` form. */
export type ValidatedJob = { input: JobInput; publishDate: string; closeDate: string };

/**
 * The clock is passed in, never read, so tests and replays decide what "now" is. `jobSchema` is the
 * job body's schema for the category and position type lists ids must come from
 * (`jobCreateInputSchema(catalogs)`); the built-in lists' when absent.
 */
export type ValidationContext = {
  now: Date;
  jobSchema?: z.ZodMiniType<JobInput>;
  /**
   * How far a close date may fall before the publish date. A board's own clock sets its publish dates, so
   * a board has none; JobDesk's local copy, whose "now" is a laptop's clock that may be days off, allows
   * CLOSE_DATE_CLOCK_SLACK_DAYS: it must never refuse a date the board would accept.
   */
  closeDateSlackMs?: number;
  /**
   * The board's time now, where JobDesk knows it (the Date of its answers): a publish date set now is the
   * board's, so a close date is checked against this instead, without slack. A publish date kept from
   * before is checked with the slack as ever (JobDesk's copy of it may be the laptop's).
   */
  boardNow?: Date;
  /**
   * Set where a half-done draft may be kept (JobDesk's `/app/v1` saves, never `/api/v1.1`): the lists
   * `jobSchema` was built from. A draft may then lack any detail of rules/draft-details.ts.
   */
  drafts?: JobCatalogs;
};

/** The body read as the board reads it, or, where drafts may be kept, as a draft that may be half-done. */
function readBody(body: unknown, context: ValidationContext): Result<JobInput, ValidationFailure> {
  const schema = context.jobSchema ?? JobCreateInputSchema;
  if (context.drafts === undefined) return parseWithMessages(schema, body);
  const read = readJobOrDraft(schema, context.drafts, body);
  return read.ok ? ok(read.value.input) : read;
}

/**
 * A laptop clock this many days ahead still takes a close date the board (on time) accepts; a close date
 * further in the past is refused here as the board would refuse it.
 */
export const CLOSE_DATE_CLOCK_SLACK_DAYS = 3;

/** The slack of JobDesk's local copy (the core's local API and the editor that mirrors it), in ms. */
export const LOCAL_CLOSE_DATE_SLACK_MS = CLOSE_DATE_CLOCK_SLACK_DAYS * 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * DAY_MS).toISOString();
}

/**
 * The close date may not fall before the publish date less the slack for a laptop's clock; a close date
 * given (`onBoardClock`) for a publish date set now is checked against the board's clock where known,
 * without slack. A default close date follows the publish date, whichever clock set it: never refused.
 */
function withDates(
  input: JobInput,
  publishDate: string,
  closeDate: string,
  context: ValidationContext,
  onBoardClock: boolean,
): Result<ValidatedJob, ValidationFailure> {
  const boardPublishDate = onBoardClock ? context.boardNow?.toISOString() : undefined;
  const floor = boardPublishDate ?? publishDate;
  const slackMs = boardPublishDate === undefined ? (context.closeDateSlackMs ?? 0) : 0;
  if (Date.parse(closeDate) < Date.parse(floor) - slackMs) {
    return err(
      validationFailure([{ path: 'closeDate', message: JOB_MESSAGES.closeDateBeforePublishDate(floor) }]),
    );
  }
  return ok({ input, publishDate, closeDate });
}

/**
 * Validates a create body (POST, PUT-create). publishDate is now; closeDate is the one given, else
 * publishDate plus the default job lifetime. Never throws for bad input.
 */
export function validateJobCreate(
  body: unknown,
  context: ValidationContext,
): Result<ValidatedJob, ValidationFailure> {
  const parsed = readBody(body, context);
  if (!parsed.ok) return parsed;
  const publishDate = context.now.toISOString();
  const given = parsed.value.closeDate;
  const closeDate = given ?? addDays(publishDate, LIMITS.defaultJobLifetimeDays);
  return withDates(parsed.value, publishDate, closeDate, context, given != null);
}

/**
 * Validates a partial update of `stored`: the patch is merged over it (mergeJobUpdate) and the result is
 * validated as a whole, like a create, plus the status transition. publishDate stays, or becomes now when
 * the update publishes the job; closeDate is the one given, else the stored one. Never throws for bad input.
 */
export function validateJobUpdate(
  stored: Job,
  patch: unknown,
  context: ValidationContext,
): Result<ValidatedJob, ValidationFailure> {
  const parsedPatch = parseWithMessages(JobPatchSchema, patch);
  if (!parsedPatch.ok) return parsedPatch;
  const merged = mergeJobUpdate(stored, parsedPatch.value);
  const parsed = readBody(merged, context);

  const fields: FieldError[] = parsed.ok ? [] : [...parsed.error.fields];
  const to = merged.status ?? stored.status;
  if (!canTransition(stored.status, to))
    fields.push({ path: 'status', message: transitionMessage(stored.status, to) });
  if (!parsed.ok || fields.length > 0) return err(validationFailure(fields));

  const input = parsed.value;
  const storedPublishDate = normalizeStoredDate(stored.publishDate) ?? stored.publishDate;
  const publishing = isPublishing(stored.status, input.status);
  const publishDate = publishing ? context.now.toISOString() : storedPublishDate;
  const given = input.closeDate ?? normalizeStoredDate(stored.closeDate);
  const closeDate = given ?? addDays(publishDate, LIMITS.defaultJobLifetimeDays);
  return withDates(input, publishDate, closeDate, context, publishing && given != null);
}
