// Schemas of the job boards JobDesk posts to and of a job's postings on them (/app/v1/boards,
// /app/v1/jobs/{id}/postings): the core answers with them and the UI and the tests parse with them.
import { z } from 'zod';
import { JOB_MESSAGES } from '../rules/job-messages.ts';
import { parseRequestDate } from '../rules/request-date.ts';
import { BoardAddressSchema, BoardApiKeySchema, JobSyncStateSchema, SyncStateSchema } from './app.ts';
import { LIMITS } from './limits.ts';
import {
  CategorySchema,
  FieldErrorSchema,
  Int32IdSchema,
  JobStatusSchema,
  PositionTypeSchema,
} from './resources.ts';

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
  .trim()
  .min(1, { error: BOARD_MESSAGES.nameRequired })
  .max(LIMITS.boardNameLength, { error: BOARD_MESSAGES.nameTooLong });

/** A board's own lists, where they differ from JobDesk's built-in catalogs; absent means the built-in ones. */
const BoardCatalogsInput = {
  positionTypes: z.array(PositionTypeSchema).min(1).max(200).optional(),
  categories: z.array(CategorySchema).min(1).max(500).optional(),
};

/** `POST /app/v1/boards`: a new board. The address and key follow the settings' rules (no user:pass@, no link-local). */
export const BoardCreateSchema = z
  .object({
    name: BoardNameSchema,
    url: BoardAddressSchema.refine((url) => url !== '', { error: BOARD_MESSAGES.urlRequired }),
    apiKey: BoardApiKeySchema.optional(),
    ...BoardCatalogsInput,
  })
  .strip();
export type BoardCreate = z.infer<typeof BoardCreateSchema>;

/**
 * `PUT /app/v1/boards/{id}`: what changes. A new `url` without a new `apiKey` forgets the saved key (a key
 * goes only to the address it was given for); `apiKey: ''` forgets it too.
 */
export const BoardUpdateSchema = z
  .object({
    name: BoardNameSchema.optional(),
    url: BoardAddressSchema.refine((url) => url !== '', { error: BOARD_MESSAGES.urlRequired }).optional(),
    apiKey: BoardApiKeySchema.optional(),
    ...BoardCatalogsInput,
  })
  .strip();
export type BoardUpdate = z.infer<typeof BoardUpdateSchema>;

/** A board as the app endpoints show it. Its key is never sent back, only whether one is saved. */
export const BoardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  /** The employer the board's key answers for, once a board answer has shown it; null until then. */
  employer: z.string().nullable(),
  keySaved: z.boolean(),
  /** This board's sync state (the words of `GET /app/v1/sync`). */
  state: SyncStateSchema,
  /** Changes waiting to go to this board. */
  pending: z.number().int().min(0).optional(),
  /** Changes this board refused or that wait for its job credit. */
  failed: z.number().int().min(0).optional(),
  /** Why this board is paused, offline or failing, in words for the recruiter. */
  message: z.string().nullable().optional(),
  lastSyncAt: z.string().nullable().optional(),
  /** Whether a job created through /api/v1.1 is posted here (all boards are when none is chosen). */
  defaultForNewJobs: z.boolean().optional(),
  /** The board's position types and categories (JobDesk's built-in lists unless the board has its own). */
  positionTypes: z.array(PositionTypeSchema).optional(),
  categories: z.array(CategorySchema).optional(),
});
export type Board = z.infer<typeof BoardSchema>;

export const BoardListSchema = z.object({ data: z.array(BoardSchema) });
export type BoardList = z.infer<typeof BoardListSchema>;

/** A posting's sync state: the words of a job's sync state (`synced`, `pending`, `failed`, `needs-attention`, …). */
export const PostingSyncSchema = z.object({
  state: JobSyncStateSchema,
  /** The board's own messages when it refused the posting's last change (or why it waits). */
  messages: z.array(z.string()),
  fields: z.array(FieldErrorSchema).optional(),
  pendingChanges: z.number().int().min(0).optional(),
  nextAttemptAt: z.string().nullable().optional(),
});
export type PostingSync = z.infer<typeof PostingSyncSchema>;

/** A job's posting on one board: its status there, the board's id for it, its sync, and the values that differ there. */
export const PostingSchema = z.object({
  boardId: z.number().int(),
  boardName: z.string().optional(),
  status: JobStatusSchema,
  /** The board's id for the job; null until the board has answered the first send. */
  boardJobId: z.number().int().nullable(),
  sync: PostingSyncSchema,
  /** Present when this board gets other categories than the job's. */
  categories: z.array(CategorySchema).optional(),
  /** Present when this board gets another position type than the job's. */
  positionType: PositionTypeSchema.optional(),
  /** Present when this board gets another close date than the job's (an ISO date-time, as a job's). */
  closeDate: z.string().optional(),
});
export type Posting = z.infer<typeof PostingSchema>;

export const PostingListSchema = z.object({ data: z.array(PostingSchema) });
export type PostingList = z.infer<typeof PostingListSchema>;

const IdRefSchema = z.object({ id: Int32IdSchema }).strip();

/**
 * One posting as `PUT /app/v1/jobs/{id}/postings` names it. An absent status is the job's status (or the
 * posting's current one); absent or null values follow the job's.
 */
export const PostingInputSchema = z
  .object({
    boardId: BoardIdSchema,
    status: JobStatusSchema.optional(),
    categories: z
      .array(IdRefSchema)
      .min(LIMITS.categoriesPerJob.min, { error: BOARD_MESSAGES.categoriesCount })
      .max(LIMITS.categoriesPerJob.max, { error: BOARD_MESSAGES.categoriesCount })
      .nullable()
      .optional(),
    positionType: IdRefSchema.nullable().optional(),
    /** A request date (YYYY-MM-DD, or an ISO date-time with a zone), as a job's close date is given. */
    closeDate: z
      .string()
      .refine((text) => parseRequestDate(text.trim()) !== null, { error: JOB_MESSAGES.closeDateFormat })
      .nullable()
      .optional(),
  })
  .strip();
export type PostingInput = z.infer<typeof PostingInputSchema>;

/** `PUT /app/v1/jobs/{id}/postings`: the boards the job is posted to, replacing the set (a board left out is withdrawn). */
export const PostingsUpdateSchema = z
  .object({ postings: z.array(PostingInputSchema).max(LIMITS.boardsPerJob) })
  .strip()
  .superRefine((update, context) => {
    const seen = new Set<number>();
    update.postings.forEach((posting, index) => {
      if (seen.has(posting.boardId))
        context.addIssue({
          code: 'custom',
          path: ['postings', index, 'boardId'],
          message: BOARD_MESSAGES.duplicateBoard,
        });
      seen.add(posting.boardId);
    });
  });
export type PostingsUpdate = z.infer<typeof PostingsUpdateSchema>;

/** `DELETE /app/v1/boards/{id}?withdraw=true`: withdraw the jobs posted there first (a delete on that board). */
export const BoardDeleteQuerySchema = z.object({ withdraw: z.enum(['true', 'false']).optional() }).strip();

/** The setting of the boards a job created through /api/v1.1 is posted to; empty means all boards. */
export const DefaultBoardIdsSchema = z.array(BoardIdSchema).max(LIMITS.boardsPerJob);
