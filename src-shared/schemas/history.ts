// A job's history as the app endpoints show it (GET /app/v1/jobs/{id}/history): its local changes, the
// calls sync made to the job board for it, the pulls that changed it, and discarded changes, newest first, paged.
// Every value that loses (to a pull, a conflict's decision, a discard, a delete over the board's changes)
// stays in it, the description's text included.
import * as z from 'zod/mini';
import { ConflictChoiceSchema, MergedPropertySchema } from './conflicts.ts';
import { PagingSchema } from './resources.ts';

/** A short field's value as shown in the history (lists and objects as compact text). */
export const HistoryValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type HistoryValue = z.infer<typeof HistoryValueSchema>;

/**
 * One field a change touched, with its old and new value: lists and the salary as compact text, the
 * description as its HTML (shown as plain text, never as HTML). Entries written before descriptions were
 * kept say only `changed` for it.
 */
export const FieldChangeSchema = z.union([
  z.object({ field: z.string(), from: HistoryValueSchema, to: HistoryValueSchema }),
  z.object({ field: z.literal('description'), changed: z.literal(true) }),
]);
export type FieldChange = z.infer<typeof FieldChangeSchema>;

/**
 * `restore`: a delete undone within its undo window (nothing was sent to the board). `undo`: a bulk Publish or
 * Archive undone within its window, its changes those it took back (nothing was sent to the board).
 * `republish`: Publish again, the job sent anew to the boards that no longer have it (histories of before say
 * `create` for it).
 */
export const HISTORY_OPERATIONS = ['create', 'update', 'delete', 'restore', 'undo', 'republish'] as const;

/**
 * The call as a recruiter can read it: `POST /jobs` (a create), `PUT /jobs/{id}`, `DELETE /jobs`…, and
 * `GET /jobs/{id}`, the read of the board's version before an update, and `GET /jobs` (by `q`), the look-up
 * of a job whose create was never answered. `PUT /jobs` (by referenceId) is how
 * creates were sent before: older histories hold it.
 */
export const SYNC_CALLS = [
  'POST /jobs',
  'PUT /jobs',
  'PUT /jobs/{id}',
  'DELETE /jobs',
  'DELETE /jobs/{id}',
  'GET /jobs/{id}',
  'GET /jobs',
] as const;

const at = z.string().check(z.minLength(1));

export const JobHistoryEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('local-change'),
    at,
    operation: z.enum(HISTORY_OPERATIONS),
    /** The job's version after the change. */
    version: z.int().check(z.minimum(1)),
    changes: z.array(FieldChangeSchema),
  }),
  z.object({
    kind: z.literal('sync-call'),
    at,
    /** The board the call went to (absent in history written before several boards). */
    boardId: z.optional(z.int()),
    boardName: z.optional(z.string()),
    call: z.enum(SYNC_CALLS),
    /** The board id or referenceId the call named. */
    target: z.union([z.string(), z.int()]),
    /** The HTTP status, or null when no answer came (network failure, timeout, cancelled). */
    status: z.nullable(z.int()),
    /** `network`, `timeout` or `aborted` when no answer came, else null. */
    failure: z.nullable(z.enum(['network', 'timeout', 'aborted'])),
    /** How long the call (the last try, for repeated ones) took. */
    durationMs: z.number().check(z.minimum(0)),
    /** The board's messages when it refused the call, or what went wrong; empty on success. */
    messages: z.array(z.string()),
    /**
     * Repeated tries with the same outcome are one entry (`at` is the last try's time): how many, and when the
     * first was. Absent for a single try.
     */
    tries: z.optional(z.int().check(z.minimum(2))),
    firstAt: z.optional(at),
  }),
  z.object({
    kind: z.literal('discard'),
    at,
    /** `restored`: the board's version replaced the local one; `deleted`: the board had none, so it went. */
    outcome: z.enum(['restored', 'deleted']),
    /** What the board's version changed back (empty when deleted). */
    changes: z.array(FieldChangeSchema),
  }),
  z.object({
    kind: z.literal('conflict-resolved'),
    at,
    /** The board whose conflict it was (absent in history written before several boards). */
    boardId: z.optional(z.int()),
    boardName: z.optional(z.string()),
    /** Each property the recruiter decided: whose value was kept, and the value that lost (as history shows values). */
    choices: z.array(
      z.object({
        property: MergedPropertySchema,
        kept: ConflictChoiceSchema,
        lost: HistoryValueSchema,
      }),
    ),
  }),
  z.object({
    kind: z.literal('board-changes-deleted'),
    at,
    /** The board whose changes the delete removes (absent in history written before several boards). */
    boardId: z.optional(z.int()),
    boardName: z.optional(z.string()),
    /**
     * What the job board's version held that JobDesk had not seen, read just before the job was deleted
     * there: `from` JobDesk's last known version of it (null when unknown), `to` the board's.
     */
    changes: z.array(FieldChangeSchema),
  }),
  z.object({
    kind: z.literal('pull'),
    at,
    /** The board the pull read (absent in history written before several boards). */
    boardId: z.optional(z.int()),
    boardName: z.optional(z.string()),
    /** True when the pull brought the job in (it was only on the board). */
    imported: z.boolean(),
    changes: z.array(FieldChangeSchema),
  }),
]);
export type JobHistoryEntry = z.infer<typeof JobHistoryEntrySchema>;

export const JobHistoryPageSchema = z.object({
  data: z.array(JobHistoryEntrySchema),
  paging: PagingSchema,
});
export type JobHistoryPage = z.infer<typeof JobHistoryPageSchema>;

/**
 * `POST /app/v1/jobs/{id}/history/restore`: a value of the property that the job's history kept (a value a
 * change set aside), written back as the recruiter's own edit of the job (as `PUT /jobs/{id}` with that
 * property alone: checked by the same rules, recorded in the history, sent to the boards). Answers the Job.
 */
export const HistoryRestoreSchema = z.object({ property: MergedPropertySchema, value: HistoryValueSchema });
export type HistoryRestore = z.infer<typeof HistoryRestoreSchema>;
