// Schemas of the resources the job board returns (Job, Job header, paging, lists, reference lists).
// They parse answers from our API and from the real board alike, so they accept the real board's
// quirks (api-decisions.md, "What the real board does differently"): referenceId "" and paging links "".
import { z } from 'zod';
import { LIMITS } from './limits.ts';

export const JOB_STATUSES = ['active', 'archived', 'draft'] as const;
export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const Int32IdSchema = z.number().int().positive().max(LIMITS.maxInt32);

/** `""` and null both mean "no referenceId"; read as null. */
export const ReferenceIdReadSchema = z
  .string()
  .nullish()
  .transform((value) => (value == null || value.trim() === '' ? null : value));

/** A link that is absent, null or `""` (the real board) reads as null. */
const OptionalLinkSchema = z
  .string()
  .nullish()
  .transform((value) => (value == null || value === '' ? null : value));

export const EmployerSchema = z.object({ id: z.number().int(), name: z.string() });
export type Employer = z.infer<typeof EmployerSchema>;

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

export const CategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof CategorySchema>;

export const PositionTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type PositionType = z.infer<typeof PositionTypeSchema>;

export const SalaryPeriodSchema = z.object({ id: z.number().int(), name: z.string(), unit: z.string() });
export type SalaryPeriod = z.infer<typeof SalaryPeriodSchema>;

export const SalarySchema = z.object({
  amount: z.number(),
  maxAmount: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  period: SalaryPeriodSchema,
  plusCommission: z.boolean().default(false),
});
export type Salary = z.infer<typeof SalarySchema>;

export const RoutingTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoutingType = z.infer<typeof RoutingTypeSchema>;

export const JobSchema = z.object({
  id: z.number().int(),
  referenceId: ReferenceIdReadSchema,
  employer: EmployerSchema,
  title: z.string(),
  publishDate: z.string(),
  closeDate: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  confidential: z.boolean(),
  autoRefresh: z.boolean(),
  status: JobStatusSchema,
  locations: z.array(LocationSchema),
  categories: z.array(CategorySchema),
  positionType: PositionTypeSchema,
  salary: SalarySchema.nullish().transform((value) => value ?? null),
  description: z.string(),
  applicantRoutingType: RoutingTypeSchema,
  applicationEmail: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  applicationUrl: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type Job = z.infer<typeof JobSchema>;

export const JobHeaderSchema = JobSchema.pick({
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
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  pageSize: z.number().int(),
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
    messages: z.array(z.string()).min(1),
    fields: z.array(FieldErrorSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
