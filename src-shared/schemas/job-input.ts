// The job body a client sends (POST, PUT-create, and a PUT-update once merged), read into one JobInput:
// every rule of the interface's POST table and of api-decisions.md, each with a recruiter-readable message.
import * as z from 'zod/mini';
import { CATEGORIES } from '../catalogs/categories.ts';
import { POSITION_TYPES } from '../catalogs/position-types.ts';
import { ROUTING_EMAIL, ROUTING_URL } from '../catalogs/routing-types.ts';
import { findSalaryPeriod } from '../catalogs/salary-periods.ts';
import { checkDescriptionHtml } from '../description/check-description-html.ts';
import { applicationEmailProblem, applicationUrlProblem } from '../rules/application-contact.ts';
import { jobIssueMessage } from '../rules/field-messages.ts';
import { JOB_MESSAGES } from '../rules/job-messages.ts';
import { normalizeReferenceId } from '../rules/reference-id.ts';
import { parseRequestDate } from '../rules/request-date.ts';
import { LIMITS } from './limits.ts';
import { JOB_STATUSES, type JobStatus } from './resources.ts';

export type JobInput = {
  /** Trimmed; `""` or absent reads as null. */
  referenceId: string | null;
  title: string;
  /** `toISOString()` form, or null when not given (the service then applies its default). */
  closeDate: string | null;
  confidential: boolean;
  autoRefresh: boolean;
  status: JobStatus;
  /** Not yet resolved against the place list: that is done where the list is. */
  locations: Array<{ description: string }>;
  categories: Array<{ id: number }>;
  /** Null only in a half-done draft kept by JobDesk (rules/draft-details.ts); the board's schema requires one. */
  positionType: { id: number } | null;
  salary: {
    amount: number;
    maxAmount: number | null;
    period: { id: number };
    plusCommission: boolean;
  } | null;
  description: string;
  applicantRoutingType: { id: number };
  /** Kept only with routing type 1 (email), else null. */
  applicationEmail: string | null;
  /** Kept only with routing type 2 (URL), else null. */
  applicationUrl: string | null;
};

/** Every schema here words its wrong-type and missing-field issues with this map. */
const worded = { error: jobIssueMessage };
// SQLite's length() and many tools stop at a NUL, so it is refused wherever text is accepted.
const text = () =>
  z.string(worded).check(z.refine((value) => !value.includes('\u0000'), JOB_MESSAGES.nulCharacter));
const flag = () => z.boolean(worded);
const number = () => z.number(worded);
const object = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.object(shape, worded);

/** Cross-field checks run even when another field failed, so a form sees every problem at once. */
const always = { when: () => true };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositiveInt32(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= LIMITS.maxInt32;
}

/** An id that must name an entry of a catalog; ids are positive Int32s, which every catalog id is. */
function catalogId(isKnown: (id: number) => boolean, unknownMessage: (id: number) => string) {
  return number().check(
    z.superRefine((id, context) => {
      if (!isPositiveInt32(id) || !isKnown(id))
        context.addIssue({ code: 'custom', message: unknownMessage(id) });
    }),
  );
}

/** A required `{ id }` object; absent or null reads as `{}`, so the message sits under its input, at `.id`. */
function requiredIdObject(id: z.ZodMiniType<number>) {
  return z.pipe(
    z.transform((value: unknown) => value ?? {}),
    object({ id }),
  );
}

const RoutingTypeIdSchema = catalogId(
  (id) => id === ROUTING_EMAIL || id === ROUTING_URL,
  () => JOB_MESSAGES.routingUnknown,
);
const SalaryPeriodIdSchema = catalogId(
  (id) => findSalaryPeriod(id) !== undefined,
  () => JOB_MESSAGES.salaryPeriodUnknown,
);

/**
 * A list's upper bound as a refinement, not `z.maxLength()`: zod measures lengths even when the type check
 * failed, so a string of 4 characters where a list belongs would also read as "at most 3 locations".
 */
function atMost(max: number) {
  return (items: ReadonlyArray<unknown>) => items.length <= max;
}

const StatusSchema = z.enum(JOB_STATUSES, { error: JOB_MESSAGES.statusInvalid });

const RequestDateSchema = z.pipe(
  text(),
  z.transform((value: string, payload) => {
    const iso = parseRequestDate(value.trim());
    if (iso === null) {
      // A zod/mini transform has no addIssue: its issues go on the payload it is given.
      payload.issues.push({ code: 'custom', message: JOB_MESSAGES.closeDateFormat, input: value });
      return z.NEVER;
    }
    return iso;
  }),
);

const LocationsSchema = z
  .array(
    object({
      description: text().check(
        z.trim(),
        z.minLength(1, JOB_MESSAGES.locationRequired),
        z.maxLength(LIMITS.locationDescriptionLength, JOB_MESSAGES.locationTooLong),
      ),
    }),
    worded,
  )
  .check(
    z.minLength(LIMITS.locationsPerJob.min, JOB_MESSAGES.locationsRequired),
    z.refine(atMost(LIMITS.locationsPerJob.max), JOB_MESSAGES.locationsTooMany),
  );

function categoriesSchema(categoryIds: ReadonlySet<number>) {
  const CategoryIdSchema = catalogId((id) => categoryIds.has(id), JOB_MESSAGES.categoryUnknown);
  return z.array(object({ id: CategoryIdSchema }), worded).check(
    z.minLength(LIMITS.categoriesPerJob.min, JOB_MESSAGES.categoriesRequired),
    z.refine(atMost(LIMITS.categoriesPerJob.max), JOB_MESSAGES.categoriesTooMany),
    z.superRefine((categories, context) => {
      const seen = new Set<number>();
      categories.forEach(({ id }, index) => {
        if (seen.has(id))
          context.addIssue({
            code: 'custom',
            message: JOB_MESSAGES.categoryRepeated(id),
            path: [index, 'id'],
          });
        seen.add(id);
      });
    }),
  );
}

/**
 * The interface makes `salary.amount` optional, so a salary object without an amount (and without a
 * maximum) is no salary: null. With an amount, a period is required.
 */
const SalaryObjectSchema = object({
  amount: z.nullish(number().check(z.minimum(0, JOB_MESSAGES.salaryAmountNegative))),
  maxAmount: z.nullish(number().check(z.minimum(0, JOB_MESSAGES.salaryMaxAmountNegative))),
  period: z.nullish(object({ id: z.nullish(SalaryPeriodIdSchema) })),
  plusCommission: z._default(flag(), false),
}).check(
  z.superRefine((salary, context) => {
    if (!isRecord(salary)) return;
    const { amount, maxAmount } = salary;
    const hasAmount = typeof amount === 'number';
    if (typeof maxAmount === 'number' && amount == null) {
      context.addIssue({
        code: 'custom',
        message: JOB_MESSAGES.salaryMaxAmountWithoutAmount,
        path: ['maxAmount'],
      });
    }
    if (hasAmount && typeof maxAmount === 'number' && maxAmount < amount) {
      context.addIssue({
        code: 'custom',
        message: JOB_MESSAGES.salaryMaxAmountBelowAmount,
        path: ['maxAmount'],
      });
    }
    const period: unknown = salary.period;
    if (hasAmount && (period == null || (isRecord(period) && period.id == null))) {
      context.addIssue({
        code: 'custom',
        message: JOB_MESSAGES.salaryPeriodRequired,
        path: ['period', 'id'],
      });
    }
  }, always),
);

const SalarySchema = z.pipe(
  z.nullish(SalaryObjectSchema),
  z.transform((salary: z.output<typeof SalaryObjectSchema> | null | undefined): JobInput['salary'] => {
    if (salary?.amount == null || salary.period?.id == null) return null;
    return {
      amount: salary.amount,
      maxAmount: salary.maxAmount ?? null,
      period: { id: salary.period.id },
      plusCommission: salary.plusCommission,
    };
  }),
);

const DescriptionSchema = text().check(
  z.superRefine((html, context) => {
    for (const problem of checkDescriptionHtml(html))
      context.addIssue({ code: 'custom', message: problem.message });
  }),
);

/** What each routing type needs: the field that must hold where applications go, and its checks. */
const CONTACT_RULES = [
  {
    routing: ROUTING_EMAIL,
    field: 'applicationEmail',
    required: JOB_MESSAGES.applicationEmailRequired,
    problemOf: applicationEmailProblem,
  },
  {
    routing: ROUTING_URL,
    field: 'applicationUrl',
    required: JOB_MESSAGES.applicationUrlRequired,
    problemOf: applicationUrlProblem,
  },
] as const;

/** Routing type 1 needs an application email, type 2 an application URL; each checked only when it applies. */
function checkApplicationContact(body: unknown, context: z.core.$RefinementCtx<unknown>): void {
  if (!isRecord(body) || !isRecord(body.applicantRoutingType)) return;
  const routing = body.applicantRoutingType.id;
  const rule = CONTACT_RULES.find((candidate) => candidate.routing === routing);
  if (rule === undefined) return;
  const value = body[rule.field];
  // A value of the wrong type already has its own issue.
  if (value != null && typeof value !== 'string') return;
  const problem = value == null || value === '' ? rule.required : rule.problemOf(value);
  if (problem !== null) context.addIssue({ code: 'custom', message: problem, path: [rule.field] });
}

/**
 * The category and position type lists a job's ids must come from. The interface leaves them to the board,
 * so JobDesk checks against the lists last read from the board (the store's), and these built-in ones
 * until it has.
 */
export type JobCatalogs = {
  categories: ReadonlyArray<{ id: number }>;
  positionTypes: ReadonlyArray<{ id: number; name: string }>;
};

export const BUILT_IN_JOB_CATALOGS: JobCatalogs = { categories: CATEGORIES, positionTypes: POSITION_TYPES };

function buildJobCreateInputSchema(catalogs: JobCatalogs): z.ZodMiniType<JobInput> {
  const positionTypeIds = new Set(catalogs.positionTypes.map((type) => type.id));
  const positionTypeUnknown = JOB_MESSAGES.positionTypeUnknown(
    catalogs.positionTypes.map((type) => type.name),
  );
  const body = object({
    referenceId: z.nullish(
      text().check(z.trim(), z.maxLength(LIMITS.referenceIdLength, JOB_MESSAGES.referenceIdTooLong)),
    ),
    title: text().check(
      z.trim(),
      z.minLength(1, JOB_MESSAGES.titleRequired),
      z.maxLength(LIMITS.titleLength, JOB_MESSAGES.titleTooLong),
    ),
    closeDate: z.nullish(RequestDateSchema),
    confidential: z._default(flag(), false),
    autoRefresh: z._default(flag(), false),
    status: z._default(StatusSchema, 'draft'),
    locations: LocationsSchema,
    categories: categoriesSchema(new Set(catalogs.categories.map((category) => category.id))),
    positionType: requiredIdObject(
      catalogId(
        (id) => positionTypeIds.has(id),
        () => positionTypeUnknown,
      ),
    ),
    salary: SalarySchema,
    description: DescriptionSchema,
    applicantRoutingType: requiredIdObject(RoutingTypeIdSchema),
    applicationEmail: z.nullish(text().check(z.trim())),
    applicationUrl: z.nullish(text().check(z.trim())),
  }).check(z.superRefine(checkApplicationContact, always));
  return z.pipe(
    body,
    z.transform(
      (job: z.output<typeof body>): JobInput => ({
        referenceId: normalizeReferenceId(job.referenceId),
        title: job.title,
        closeDate: job.closeDate ?? null,
        confidential: job.confidential,
        autoRefresh: job.autoRefresh,
        status: job.status,
        locations: job.locations.map(({ description }) => ({ description })),
        categories: job.categories.map(({ id }) => ({ id })),
        positionType: { id: job.positionType.id },
        salary: job.salary,
        description: job.description,
        applicantRoutingType: { id: job.applicantRoutingType.id },
        applicationEmail:
          job.applicantRoutingType.id === ROUTING_EMAIL ? (job.applicationEmail ?? null) : null,
        applicationUrl: job.applicantRoutingType.id === ROUTING_URL ? (job.applicationUrl ?? null) : null,
      }),
    ),
  );
}

/**
 * A whole job body (`unknown` JSON) read into a JobInput, with category and position type ids checked
 * against `catalogs`. Unknown and read-only properties (`id`, `publishDate`, `employer`, resolved
 * `name`/`type` fields) are ignored, so a Job read with GET can be posted back. The contact detail of the
 * routing type not chosen is dropped, unchecked. Parse it with `parseWithMessages`
 * (rules/validation-issues.ts) or `validateJobCreate` to get a ValidationFailure.
 */
export function jobCreateInputSchema(catalogs: JobCatalogs = BUILT_IN_JOB_CATALOGS): z.ZodMiniType<JobInput> {
  // Built anew on each call (a few milliseconds): a caller whose lists change seldom keeps its own.
  return buildJobCreateInputSchema(catalogs);
}

export const JobCreateInputSchema: z.ZodMiniType<JobInput> = jobCreateInputSchema();

/**
 * A partial update as sent: every property optional and only its JSON type checked (values are checked
 * once the patch is merged over the stored job). Unknown and read-only properties are dropped;
 * `salary: null` removes the salary, `closeDate: null` keeps the stored one.
 */
export const JobPatchSchema = object({
  referenceId: z.nullish(text()),
  title: z.optional(text()),
  closeDate: z.nullish(text()),
  confidential: z.optional(flag()),
  autoRefresh: z.optional(flag()),
  status: z.optional(StatusSchema),
  locations: z.optional(z.array(object({ description: z.optional(text()) }), worded)),
  categories: z.optional(z.array(object({ id: z.optional(number()) }), worded)),
  positionType: z.nullish(object({ id: z.optional(number()) })),
  salary: z.optional(
    z.nullable(
      object({
        amount: z.nullish(number()),
        maxAmount: z.nullish(number()),
        period: z.nullish(object({ id: z.nullish(number()) })),
        plusCommission: z.optional(flag()),
      }),
    ),
  ),
  description: z.optional(text()),
  applicantRoutingType: z.optional(object({ id: z.optional(number()) })),
  applicationEmail: z.nullish(text()),
  applicationUrl: z.nullish(text()),
});
export type JobPatch = z.output<typeof JobPatchSchema>;
