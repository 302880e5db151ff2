// Schemas of the posting-law checks (GET /app/v1/jobs/{id}/checks, POST /app/v1/checks) and of the
// employer facts they depend on (GET and PUT /app/v1/settings/posting-laws).
import * as z from 'zod/mini';
import { PROVINCE_CODES } from '../locations/provinces.ts';
import { LIMITS } from './limits.ts';
import { Int32IdSchema } from './resources.ts';

export const POSTING_SEVERITIES = ['required', 'check'] as const;
/** `required`: the law asks for it and the posting lacks it; `check`: the recruiter must look (JobDesk cannot tell). */
export const PostingSeveritySchema = z.enum(POSTING_SEVERITIES);
export type PostingSeverity = z.infer<typeof PostingSeveritySchema>;

/** The editor field a finding is shown under. */
export const POSTING_FIELDS = ['salary', 'description', 'locations'] as const;
export const PostingFieldSchema = z.enum(POSTING_FIELDS);
export type PostingField = z.infer<typeof PostingFieldSchema>;

export const LawSourceSchema = z.object({
  /** The law's name, e.g. "Pay Transparency Act (British Columbia)". */
  law: z.string(),
  /** Its section, e.g. "s. 2". */
  section: z.string(),
  /** The government page that says it. */
  url: z.string(),
});
export type LawSource = z.infer<typeof LawSourceSchema>;

export const PostingFindingSchema = z.object({
  /** The rule's id, e.g. `on-pay-range`. */
  rule: z.string(),
  /** The province whose law it is; absent for a finding about the posting's own words (a template blank). */
  province: z.optional(z.enum(PROVINCE_CODES)),
  severity: PostingSeveritySchema,
  field: PostingFieldSchema,
  /** What is wrong and what to do, in the recruiter's words. */
  message: z.string(),
  /** The law it comes from; absent where no law is cited (a template blank). */
  source: z.optional(LawSourceSchema),
  /** A sentence the editor offers to add to the description (the recruiter can edit it after). */
  suggestion: z.optional(z.string()),
});
export type PostingFinding = z.infer<typeof PostingFindingSchema>;

export const PostingFindingListSchema = z.object({ data: z.array(PostingFindingSchema) });
export type PostingFindingList = z.infer<typeof PostingFindingListSchema>;

const PUBLISH_CHECK_IDS_MESSAGE = `Give 1 to ${LIMITS.jobIdsPerRequest} job ids, each a whole number from 1 to ${LIMITS.maxInt32}.`;

/** `POST /app/v1/jobs/publish-checks`: the saved jobs a bulk Publish is about to publish (up to 100). */
export const PublishChecksRequestSchema = z.object({
  ids: z
    .array(
      z
        .int({ error: PUBLISH_CHECK_IDS_MESSAGE })
        .check(
          z.positive({ error: PUBLISH_CHECK_IDS_MESSAGE }),
          z.maximum(LIMITS.maxInt32, { error: PUBLISH_CHECK_IDS_MESSAGE }),
        ),
      { error: PUBLISH_CHECK_IDS_MESSAGE },
    )
    .check(
      z.minLength(1, { error: PUBLISH_CHECK_IDS_MESSAGE }),
      z.maxLength(LIMITS.jobIdsPerRequest, { error: PUBLISH_CHECK_IDS_MESSAGE }),
    ),
});
export type PublishChecksRequest = z.infer<typeof PublishChecksRequestSchema>;

/**
 * Its answer: each job Publish would change (a draft or an archived job) that has posting-law findings, in
 * the order asked, with them; the others are left out.
 */
export const PublishChecksSchema = z.object({
  data: z.array(z.object({ id: Int32IdSchema, title: z.string(), findings: z.array(PostingFindingSchema) })),
});
export type PublishChecks = z.infer<typeof PublishChecksSchema>;

const CHECK_MESSAGES = {
  locations: `Give 0 to ${LIMITS.locationsPerJob.max} locations, each as {"description": "City, PR"}.`,
  amount: 'A salary amount is a number of dollars, 0 or more.',
  period: 'A pay period is one of the ids 1 to 5.',
  description: 'The description is text (HTML).',
} as const;

const Amount = z.nullish(
  z.number({ error: CHECK_MESSAGES.amount }).check(z.minimum(0, { error: CHECK_MESSAGES.amount })),
);

/**
 * `POST /app/v1/checks`: a job not saved yet, as the editor would send it. Only what the checks read is
 * looked at (locations, salary, description); a whole job body is accepted and its other properties are
 * ignored, and a draft may lack any of them.
 */
export const PostingCheckRequestSchema = z.object({
  locations: z._default(
    z
      .array(
        z.object({
          description: z
            .string({ error: CHECK_MESSAGES.locations })
            .check(z.maxLength(LIMITS.locationDescriptionLength, { error: CHECK_MESSAGES.locations })),
        }),
        { error: CHECK_MESSAGES.locations },
      )
      // A refinement, not z.maxLength(): zod measures z.maxLength() before the type, so a string would be
      // refused twice.
      .check(
        z.refine((items) => items.length <= LIMITS.locationsPerJob.max, { error: CHECK_MESSAGES.locations }),
      ),
    [],
  ),
  salary: z.nullish(
    z.object({
      amount: Amount,
      maxAmount: Amount,
      period: z.nullish(
        z.object({
          id: z.nullish(z.int({ error: CHECK_MESSAGES.period }).check(z.minimum(1), z.maximum(5))),
        }),
      ),
    }),
  ),
  description: z._default(
    z
      .string({ error: CHECK_MESSAGES.description })
      .check(z.maxLength(LIMITS.descriptionLength, { error: CHECK_MESSAGES.description })),
    '',
  ),
});
export type PostingCheckRequest = z.infer<typeof PostingCheckRequestSchema>;

/**
 * What the checks need to know of the employer. `usesAiScreening` is null until the employer says, and a
 * posting with no AI statement then gets a finding that asks.
 */
export const PostingLawSettingsSchema = z.object({
  /** Whether the employer has 25 or more employees (Ontario's job-posting rules apply from 25). */
  ontarioEmployees25OrMore: z.boolean(),
  /** Whether it uses artificial intelligence to screen, assess or select applicants; null: not said yet. */
  usesAiScreening: z.nullable(z.boolean()),
});
export type PostingLawSettings = z.infer<typeof PostingLawSettingsSchema>;

export const DEFAULT_POSTING_LAW_SETTINGS: PostingLawSettings = {
  ontarioEmployees25OrMore: true,
  usesAiScreening: null,
};

/** `PUT /app/v1/settings/posting-laws`: either or both; what is absent stays as it is. */
export const PostingLawSettingsUpdateSchema = z.object({
  ontarioEmployees25OrMore: z.optional(z.boolean({ error: 'Answer yes or no (true or false).' })),
  usesAiScreening: z.optional(
    z.nullable(z.boolean({ error: 'Answer yes, no, or not said yet (true, false or null).' })),
  ),
});
export type PostingLawSettingsUpdate = z.infer<typeof PostingLawSettingsUpdateSchema>;
