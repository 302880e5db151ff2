// Schemas of a job's version in the other language (GET and POST /app/v1/jobs/{id}/language-version) and of
// what the recruiter says of its pay for the posting laws (GET and PUT /app/v1/jobs/{id}/posting-answers).
import * as z from 'zod/mini';
import { LIMITS } from './limits.ts';
import { Int32IdSchema, JobStatusSchema } from './resources.ts';

/** The two languages a job's versions are in. */
export const VERSION_LANGUAGES = ['en', 'fr'] as const;
export const VersionLanguageSchema = z.enum(VERSION_LANGUAGES);
export type VersionLanguage = z.infer<typeof VersionLanguageSchema>;

/** A job's version in the other language: a job of its own, published, archived and closed with it. */
export const LanguageVersionTwinSchema = z.object({
  id: Int32IdSchema,
  referenceId: z.nullable(z.string()),
  title: z.string(),
  status: JobStatusSchema,
  /** The language the version is in. */
  language: VersionLanguageSchema,
});
export type LanguageVersionTwin = z.infer<typeof LanguageVersionTwinSchema>;

/**
 * GET /jobs/{id}/language-version: the job's version in the other language, or (none yet) the one to
 * offer, with the Reference ID suggested for it.
 */
export const LanguageVersionViewSchema = z.object({
  jobId: Int32IdSchema,
  twin: z.nullable(LanguageVersionTwinSchema),
  /** The language a new version would be in: French for a job described in English, and the reverse. */
  offer: z.nullable(z.object({ language: VersionLanguageSchema, referenceId: z.nullable(z.string()) })),
});
export type LanguageVersionView = z.infer<typeof LanguageVersionViewSchema>;

export const LANGUAGE_VERSION_MESSAGES = {
  referenceId: `A Reference ID is text of at most ${LIMITS.referenceIdLength} characters.`,
  title: `A title is text of 1 to ${LIMITS.titleLength} characters.`,
  description: 'The description is text (HTML).',
} as const;

/**
 * POST /jobs/{id}/language-version: makes the version. Each part absent is the original's (a Reference ID
 * absent: the one suggested), so the recruiter translates the title and description in place after.
 */
export const LanguageVersionCreateSchema = z.object({
  referenceId: z.optional(
    z
      .string({ error: LANGUAGE_VERSION_MESSAGES.referenceId })
      .check(
        z.trim(),
        z.maxLength(LIMITS.referenceIdLength, { error: LANGUAGE_VERSION_MESSAGES.referenceId }),
      ),
  ),
  title: z.optional(
    z
      .string({ error: LANGUAGE_VERSION_MESSAGES.title })
      .check(
        z.trim(),
        z.minLength(1, { error: LANGUAGE_VERSION_MESSAGES.title }),
        z.maxLength(LIMITS.titleLength, { error: LANGUAGE_VERSION_MESSAGES.title }),
      ),
  ),
  description: z.optional(
    z
      .string({ error: LANGUAGE_VERSION_MESSAGES.description })
      .check(z.maxLength(LIMITS.descriptionLength, { error: LANGUAGE_VERSION_MESSAGES.description })),
  ),
});
export type LanguageVersionCreate = z.infer<typeof LanguageVersionCreateSchema>;

/** What the recruiter says of a job for the posting laws. */
export const PostingAnswersSchema = z.object({
  /** "This role pays over $200,000 a year": Ontario's pay duty does not bind it. */
  paysOver200k: z.boolean(),
});
export type PostingAnswers = z.infer<typeof PostingAnswersSchema>;

/** PUT /jobs/{id}/posting-answers. */
export const PostingAnswersUpdateSchema = z.object({
  paysOver200k: z.boolean({ error: 'Answer whether the role pays over $200,000 a year: true or false.' }),
});
