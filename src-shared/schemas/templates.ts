// Schemas of the recruiter's templates (/app/v1/templates): saved pieces of description text, and whole
// jobs to start a new one from. A template's text passes the same description check as a job's.
import * as z from 'zod/mini';
import { checkDescriptionHtml } from '../description/check-description-html.ts';
import { LIMITS } from './limits.ts';

/** What a piece of text is for; the description's toolbar groups the pieces by it. */
export const TEXT_TEMPLATE_PURPOSES = ['company', 'benefits', 'equal-opportunity', 'ai', 'other'] as const;
export const TextTemplatePurposeSchema = z.enum(TEXT_TEMPLATE_PURPOSES);
export type TextTemplatePurpose = z.infer<typeof TextTemplatePurposeSchema>;

export const TEMPLATE_KINDS = ['text', 'job'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_NAME_LENGTH = 100;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'A template needs a name.',
  nameTooLong: `A template's name can be at most ${TEMPLATE_NAME_LENGTH} characters long.`,
  nameInUse: 'Another template of this kind already has this name: choose another.',
  kindChanged: 'A template keeps its kind: make a new template instead.',
} as const;

export const TemplateNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: TEMPLATE_MESSAGES.nameRequired }),
    z.maxLength(TEMPLATE_NAME_LENGTH, { error: TEMPLATE_MESSAGES.nameTooLong }),
  );

/** Description HTML as the board accepts it (the shared check); `allowEmpty` for a job template's. */
function descriptionHtml(options: { allowEmpty: boolean }) {
  return z.string().check(
    z.superRefine((html, context) => {
      if (options.allowEmpty && html.trim() === '') return;
      for (const problem of checkDescriptionHtml(html))
        context.addIssue({ code: 'custom', message: problem.message });
    }),
  );
}

/** A piece of text to insert into a description. */
export const TextTemplateInputSchema = z.object({
  kind: z.literal('text'),
  name: TemplateNameSchema,
  purpose: TextTemplatePurposeSchema,
  html: descriptionHtml({ allowEmpty: false }),
});

/**
 * A job's fields as a template keeps them: any of them may be empty (a template is a start, not a job);
 * no Reference ID, status or dates, which belong to each new job.
 */
export const JobTemplateFieldsSchema = z.object({
  title: z.string().check(z.maxLength(LIMITS.titleLength)),
  locations: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.locationDescriptionLength)))
    .check(z.maxLength(LIMITS.locationsPerJob.max)),
  categoryIds: z.array(z.int().check(z.positive())).check(z.maxLength(LIMITS.categoriesPerJob.max)),
  positionTypeId: z.nullable(z.int().check(z.positive())),
  salary: z.nullable(
    z.object({
      amount: z.nullable(z.number().check(z.minimum(0))),
      maxAmount: z.nullable(z.number().check(z.minimum(0))),
      periodId: z.nullable(z.int().check(z.positive())),
      plusCommission: z.boolean(),
    }),
  ),
  confidential: z.boolean(),
  autoRefresh: z.boolean(),
  routing: z.enum(['email', 'url']),
  applicationEmail: z.string().check(z.trim(), z.maxLength(LIMITS.applicationEmailLength)),
  applicationUrl: z.string().check(z.trim(), z.maxLength(LIMITS.applicationUrlLength)),
  description: descriptionHtml({ allowEmpty: true }),
});
export type JobTemplateFields = z.infer<typeof JobTemplateFieldsSchema>;

/** A whole job to start new jobs from ("New job from template"). */
export const JobTemplateInputSchema = z.object({
  kind: z.literal('job'),
  name: TemplateNameSchema,
  job: JobTemplateFieldsSchema,
});

/** The body of POST /templates and PUT /templates/{id} (a PUT replaces the whole template, name included). */
export const TemplateInputSchema = z.discriminatedUnion('kind', [
  TextTemplateInputSchema,
  JobTemplateInputSchema,
]);
export type TemplateInput = z.infer<typeof TemplateInputSchema>;
export type TextTemplateInput = z.infer<typeof TextTemplateInputSchema>;
export type JobTemplateInput = z.infer<typeof JobTemplateInputSchema>;

const TemplateMetaSchema = z.object({
  id: z.int().check(z.positive()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const TextTemplateSchema = z.extend(TextTemplateInputSchema, TemplateMetaSchema.shape);
export const JobTemplateSchema = z.extend(JobTemplateInputSchema, TemplateMetaSchema.shape);
export const TemplateSchema = z.discriminatedUnion('kind', [TextTemplateSchema, JobTemplateSchema]);
export type Template = z.infer<typeof TemplateSchema>;
export type TextTemplate = z.infer<typeof TextTemplateSchema>;
export type JobTemplate = z.infer<typeof JobTemplateSchema>;

/** GET /templates (`?kind=text|job` narrows it): the employer's templates, by kind then name. */
export const TemplateListSchema = z.object({ data: z.array(TemplateSchema) });
export type TemplateList = z.infer<typeof TemplateListSchema>;

export const TemplateListQuerySchema = z.object({ kind: z.optional(z.enum(TEMPLATE_KINDS)) });
