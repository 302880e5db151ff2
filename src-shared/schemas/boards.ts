// Schemas of the job boards JobDesk posts to and of a job's postings on them (/app/v1/boards,
// /app/v1/jobs/{id}/postings): the core answers with them and the UI and the tests parse with them.
import * as z from 'zod/mini';
import { JOB_MESSAGES } from '../rules/job-messages.ts';
import { parseRequestDate } from '../rules/request-date.ts';
import {
  AllowUnencryptedSchema,
  BoardAddressSchema,
  BoardApiKeySchema,
  JobSyncStateSchema,
  refuseUnencryptedAddress,
  SyncReasonSchema,
  SyncStateSchema,
} from './app.ts';
import { LIMITS } from './limits.ts';
import {
  CategorySchema,
  FieldErrorSchema,
  Int32IdSchema,
  JobStatusSchema,
  PositionTypeSchema,
} from './resources.ts';

/** The name the core gives the first board until the recruiter names it (shown in the UI's language). */
export const FIRST_BOARD_NAME = 'Job board';

export const BOARD_MESSAGES = {
  nameRequired: 'Give the job board a name.',
  nameTooLong: `A job board's name can be at most ${LIMITS.boardNameLength} characters.`,
  urlRequired: "Give the job board's address (http:// or https://).",
  duplicateBoard: "A job board is named only once in a job's postings.",
  categoriesCount: `A posting has ${LIMITS.categoriesPerJob.min} to ${LIMITS.categoriesPerJob.max} categories.`,
} as const;

export const BoardIdSchema = Int32IdSchema;

const BoardNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: BOARD_MESSAGES.nameRequired }),
    z.maxLength(LIMITS.boardNameLength, { error: BOARD_MESSAGES.nameTooLong }),
  );

/** A board's own lists, where they differ from JobDesk's built-in catalogs; absent means the built-in ones. */
const BoardCatalogsInput = {
  positionTypes: z.optional(z.array(PositionTypeSchema).check(z.minLength(1), z.maxLength(200))),
  categories: z.optional(z.array(CategorySchema).check(z.minLength(1), z.maxLength(500))),
};

/**
 * `POST /app/v1/boards`: a new board. The address and key follow the settings' rules (no user:pass@, no
 * link-local, no http:// off this computer without `allowUnencrypted`).
 */
export const BoardCreateSchema = z
  .object({
    name: BoardNameSchema,
    url: BoardAddressSchema.check(z.refine((url) => url !== '', { error: BOARD_MESSAGES.urlRequired })),
    apiKey: z.optional(BoardApiKeySchema),
    allowUnencrypted: AllowUnencryptedSchema,
    ...BoardCatalogsInput,
  })
  .check(refuseUnencryptedAddress('url'));
export type BoardCreate = z.infer<typeof BoardCreateSchema>;

/**
 * `PUT /app/v1/boards/{id}`: what changes. A new `url` without a new `apiKey` forgets the saved key (a key
 * goes only to the address it was given for); `apiKey: ''` forgets it too.
 */
export const BoardUpdateSchema = z
  .object({
    name: z.optional(BoardNameSchema),
    url: z.optional(
      BoardAddressSchema.check(z.refine((url) => url !== '', { error: BOARD_MESSAGES.urlRequired })),
    ),
    apiKey: z.optional(BoardApiKeySchema),
    allowUnencrypted: AllowUnencryptedSchema,
    ...BoardCatalogsInput,
  })
  .check(refuseUnencryptedAddress('url'));
export type BoardUpdate = z.infer<typeof BoardUpdateSchema>;

/** A board as the app endpoints show it. Its key is never sent back, only whether one is saved. */
export const BoardSchema = z.object({
  id: z.int(),
  name: z.string(),
  url: z.string(),
  /** The employer the board's key answers for, once a board answer has shown it; null until then. */
  employer: z.nullable(z.string()),
  keySaved: z.boolean(),
  /** This board's sync state (the words of `GET /app/v1/sync`). */
  state: SyncStateSchema,
  /** Changes waiting to go to this board. */
  pending: z.optional(z.int().check(z.minimum(0))),
  /** Changes this board refused or that wait for its job credit. */
  failed: z.optional(z.int().check(z.minimum(0))),
  /** Why this board is paused, offline or failing, in English (the UI words `reason` in its language). */
  message: z.optional(z.nullable(z.string())),
  /** The same as a code (the words of `GET /app/v1/sync`); absent while the board syncs as it should. */
  reason: z.optional(SyncReasonSchema),
  lastSyncAt: z.optional(z.nullable(z.string())),
  /** How many jobs are posted here: removing the board withdraws each of them from it. */
  postedJobs: z.optional(z.int().check(z.minimum(0))),
  /** Whether a job created through /api/v1.1 is posted here (all boards are when none is chosen). */
  defaultForNewJobs: z.optional(z.boolean()),
  /** The board's position types and categories (JobDesk's built-in lists unless the board has its own). */
  positionTypes: z.optional(z.array(PositionTypeSchema)),
  categories: z.optional(z.array(CategorySchema)),
});
export type Board = z.infer<typeof BoardSchema>;

export const BoardListSchema = z.object({ data: z.array(BoardSchema) });
export type BoardList = z.infer<typeof BoardListSchema>;

/** A posting's sync state: the words of a job's sync state (`synced`, `pending`, `failed`, `needs-attention`, …). */
export const PostingSyncSchema = z.object({
  state: JobSyncStateSchema,
  /** The board's own messages when it refused the posting's last change (or why it waits). */
  messages: z.array(z.string()),
  fields: z.optional(z.array(FieldErrorSchema)),
  pendingChanges: z.optional(z.int().check(z.minimum(0))),
  nextAttemptAt: z.optional(z.nullable(z.string())),
});
export type PostingSync = z.infer<typeof PostingSyncSchema>;

/** A job's posting on one board: its status there, the board's id for it, its sync, and the values that differ there. */
export const PostingSchema = z.object({
  boardId: z.int(),
  boardName: z.optional(z.string()),
  status: JobStatusSchema,
  /** The board's id for the job; null until the board has answered the first send. */
  boardJobId: z.nullable(z.int()),
  sync: PostingSyncSchema,
  /** Present when this board gets other categories than the job's. */
  categories: z.optional(z.array(CategorySchema)),
  /** Present when this board gets another position type than the job's. */
  positionType: z.optional(PositionTypeSchema),
  /** Present when this board gets another close date than the job's (an ISO date-time, as a job's). */
  closeDate: z.optional(z.string()),
});
export type Posting = z.infer<typeof PostingSchema>;

export const PostingListSchema = z.object({ data: z.array(PostingSchema) });
export type PostingList = z.infer<typeof PostingListSchema>;

const IdRefSchema = z.object({ id: Int32IdSchema });

/**
 * One posting as `PUT /app/v1/jobs/{id}/postings` names it. An absent status is the job's status (or the
 * posting's current one); absent or null values follow the job's.
 */
export const PostingInputSchema = z.object({
  boardId: BoardIdSchema,
  status: z.optional(JobStatusSchema),
  categories: z.optional(
    z.nullable(
      z
        .array(IdRefSchema)
        .check(
          z.minLength(LIMITS.categoriesPerJob.min, { error: BOARD_MESSAGES.categoriesCount }),
          z.maxLength(LIMITS.categoriesPerJob.max, { error: BOARD_MESSAGES.categoriesCount }),
        ),
    ),
  ),
  positionType: z.optional(z.nullable(IdRefSchema)),
  /** A request date (YYYY-MM-DD, or an ISO date-time with a zone), as a job's close date is given. */
  closeDate: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.refine((text) => parseRequestDate(text.trim()) !== null, { error: JOB_MESSAGES.closeDateFormat }),
        ),
    ),
  ),
});
export type PostingInput = z.infer<typeof PostingInputSchema>;

/** Every board a job is to be posted to, each named once; a board left out is withdrawn there. */
export const PostingInputListSchema = z.array(PostingInputSchema).check(
  z.maxLength(LIMITS.boardsPerJob),
  z.superRefine((postings, context) => {
    const seen = new Set<number>();
    postings.forEach((posting, index) => {
      if (seen.has(posting.boardId))
        context.addIssue({
          code: 'custom',
          path: [index, 'boardId'],
          message: BOARD_MESSAGES.duplicateBoard,
        });
      seen.add(posting.boardId);
    });
  }),
);

/** `PUT /app/v1/jobs/{id}/postings`: the boards the job is posted to, replacing the set (a board left out is withdrawn). */
export const PostingsUpdateSchema = z.object({ postings: PostingInputListSchema });
export type PostingsUpdate = z.infer<typeof PostingsUpdateSchema>;

/** `DELETE /app/v1/boards/{id}?withdraw=true`: withdraw the jobs posted there first (a delete on that board). */
export const BoardDeleteQuerySchema = z.object({ withdraw: z.optional(z.enum(['true', 'false'])) });

/** The setting of the boards a job created through /api/v1.1 is posted to; empty means all boards. */
export const DefaultBoardIdsSchema = z.array(BoardIdSchema).check(z.maxLength(LIMITS.boardsPerJob));
