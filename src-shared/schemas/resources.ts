// Schemas of the resources the job board returns (Job, Job header, paging, lists, reference lists).
// They parse answers from our API and from the real board alike, so they accept the real board's
// quirks (api-decisions.md, "What the real board does differently"): referenceId "" and paging links "".
import * as z from 'zod/mini';
import { LIMITS } from './limits.ts';

export const JOB_STATUSES = ['active', 'archived', 'draft'] as const;
export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const Int32IdSchema = z.int().check(z.positive(), z.maximum(LIMITS.maxInt32));

/** `""` and null both mean "no referenceId"; read as null. */
export const ReferenceIdReadSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => (value == null || value.trim() === '' ? null : value)),
);

/** A link that is absent, null or `""` (the real board) reads as null. */
const OptionalLinkSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => (value == null || value === '' ? null : value)),
);

/** `schema`, or absent or null: both read as null. */
function orNull<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? null),
  );
}

export const EmployerSchema = z.object({ id: z.int(), name: z.string() });
export type Employer = z.infer<typeof EmployerSchema>;

export const LocationSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

export const CategorySchema = z.object({ id: z.int(), name: z.string() });
export type Category = z.infer<typeof CategorySchema>;

export const PositionTypeSchema = z.object({ id: z.int(), name: z.string() });
export type PositionType = z.infer<typeof PositionTypeSchema>;

export const SalaryPeriodSchema = z.object({ id: z.int(), name: z.string(), unit: z.string() });
export type SalaryPeriod = z.infer<typeof SalaryPeriodSchema>;

export const SalarySchema = z.object({
  amount: z.number(),
  maxAmount: orNull(z.number()),
  period: SalaryPeriodSchema,
  plusCommission: z._default(z.boolean(), false),
});
export type Salary = z.infer<typeof SalarySchema>;

export const RoutingTypeSchema = z.object({ id: z.int(), name: z.string() });
export type RoutingType = z.infer<typeof RoutingTypeSchema>;

export const JobSchema = z.object({
  id: z.int(),
  referenceId: ReferenceIdReadSchema,
  employer: EmployerSchema,
  title: z.string(),
  publishDate: z.string(),
  closeDate: orNull(z.string()),
  confidential: z.boolean(),
  autoRefresh: z.boolean(),
  status: JobStatusSchema,
  locations: z.array(LocationSchema),
  categories: z.array(CategorySchema),
  // Null only in a half-done draft JobDesk keeps locally (rules/draft-details.ts); a board always has one.
  positionType: orNull(PositionTypeSchema),
  salary: orNull(SalarySchema),
  description: z.string(),
  applicantRoutingType: RoutingTypeSchema,
  applicationEmail: orNull(z.string()),
  applicationUrl: orNull(z.string()),
});
export type Job = z.infer<typeof JobSchema>;

export const JobHeaderSchema = z.pick(JobSchema, {
  id: true,
  referenceId: true,
  employer: true,
  title: true,
  publishDate: true,
  locations: true,
  confidential: true,
  status: true,
});
export type JobHeader = z.infer<typeof JobHeaderSchema>;

export const PagingSchema = z.object({
  total: z.int(),
  page: z.int(),
  pages: z.int(),
  pageSize: z.int(),
  previous: OptionalLinkSchema,
  next: OptionalLinkSchema,
});
export type Paging = z.infer<typeof PagingSchema>;

export const JobListResponseSchema = z.object({ data: z.array(JobHeaderSchema), paging: PagingSchema });
export type JobListResponse = z.infer<typeof JobListResponseSchema>;

export const PositionTypeListSchema = z.object({ data: z.array(PositionTypeSchema) });
export const CategoryListSchema = z.object({ data: z.array(CategorySchema) });
export const LocationListSchema = z.object({ data: z.array(LocationSchema) });

export const ERROR_TYPES = [
  'ValidationException',
  'AuthenticationException',
  'ForbiddenException',
  'NotFoundException',
  'MethodNotAllowedException',
  'ConflictException',
  'PayloadTooLargeException',
  'UnsupportedMediaTypeException',
  'RateLimitException',
  'InternalException',
  'ServiceUnavailableException',
  'InsufficientStorageException',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The one error body of api-decisions.md. */
export const ErrorBodySchema = z.object({
  error: z.object({
    type: z.string(),
    messages: z.array(z.string()).check(z.minLength(1)),
    fields: z.optional(z.array(FieldErrorSchema)),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
