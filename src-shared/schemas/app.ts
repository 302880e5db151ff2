// Schemas of JobDesk's own app endpoints (/app/v1): sync state, per-job sync state, settings, events.
// The core answers with them and the UI parses with them.
import * as z from 'zod/mini';
import { boardAddressProblem, isUnencryptedRemoteAddress } from '../rules/web-address.ts';
import { PropertyConflictSchema } from './conflicts.ts';
import { LIMITS } from './limits.ts';
import { FieldErrorSchema } from './resources.ts';

/**
 * `error`: the address answers, but not as a job board; `reason` says how. `retrying`: the board answered the
 * last exchange with a failure that may pass (a 5xx, a 429). `cannot-save`: the disk refused sync's last
 * write (full, or read-only: `reason` says which); it clears by itself at the next write that succeeds.
 */
export const SYNC_STATES = [
  'idle',
  'syncing',
  'offline',
  'retrying',
  'paused',
  'error',
  'cannot-save',
  'unconfigured',
] as const;
export const SyncStateSchema = z.enum(SYNC_STATES);
export type SyncState = z.infer<typeof SyncStateSchema>;

/**
 * Why sync is not going as it should, as a code the UI words in its own language (`message` says the same in
 * English, for logs and other programs, and may add the board's own words):
 * - `no-board` (state `unconfigured`): no job board is set up; `no-key`: its API key is not saved.
 * - `disk-full`, `read-only` (state `cannot-save`): the disk refused sync's last write.
 * - `key-rejected` (state `paused`): the board refused the API key.
 * - `not-a-board` (state `error`): the address answers, but not as a job board; `redirected`: it sends
 *   JobDesk to another address, which JobDesk does not follow (the key would go with it).
 * - `offline` (state `offline`): the board cannot be reached.
 * - `board-trouble` (state `retrying`): the board answered with a failure that may pass.
 */
export const SYNC_REASONS = [
  'no-board',
  'no-key',
  'disk-full',
  'read-only',
  'key-rejected',
  'not-a-board',
  'redirected',
  'offline',
  'board-trouble',
] as const;
export const SyncReasonSchema = z.enum(SYNC_REASONS);
export type SyncReason = z.infer<typeof SyncReasonSchema>;

/**
 * One board's last full read: its list and the re-reads of Sync now all came back at `readAt` (null: not
 * since JobDesk started). `current` is false while a Sync now begun after that read has not read it in full.
 */
export const BoardReadSchema = z.object({
  board: z.string(),
  readAt: z.nullable(z.string()),
  current: z.boolean(),
});
export type BoardRead = z.infer<typeof BoardReadSchema>;

export const SyncStatusSchema = z.object({
  state: SyncStateSchema,
  pending: z.int().check(z.minimum(0)),
  /** Changes that wait for a person: refused by the board, set aside, or waiting for job credit. */
  failed: z.int().check(z.minimum(0)),
  /** Of `failed`, those waiting for job credit (a 402): not refused, only blocked until credit is added. */
  waitingForCredit: z.optional(z.int().check(z.minimum(0))),
  lastSyncAt: z.nullable(z.string()),
  /** Why sync is paused, offline or failing, in English (the UI words `reason` in its language instead). */
  message: z.optional(z.nullable(z.string())),
  /** Why sync is paused, offline, failing or off, as a code; absent while all goes as it should. */
  reason: z.optional(SyncReasonSchema),
  /**
   * With several job boards, the names of those in `state` when the others are not (one board down while
   * the rest sync): the header says which. Absent when every board shares the state, or there is one.
   */
  boards: z.optional(z.array(z.string())),
  /**
   * When the next try of a change waiting for the board (with several boards, the boards named in `boards`)
   * is due (ISO time); absent when nothing waits for a retry.
   */
  nextTryAt: z.optional(z.nullable(z.string())),
  /** When each board was last read in full (rules/board-reads.ts says when that is lately enough). */
  reads: z.optional(z.array(BoardReadSchema)),
});
export type SyncStatus = z.infer<typeof SyncStatusSchema>;

export const JOB_SYNC_STATES = [
  'local',
  'pending',
  'synced',
  'failed',
  'needs-attention',
  'missing-on-remote',
  'conflict',
] as const;
export const JobSyncStateSchema = z.enum(JOB_SYNC_STATES);

export const JobSyncStatusSchema = z.object({
  jobId: z.int(),
  state: JobSyncStateSchema,
  /** The board's messages when it rejected the last change. */
  messages: z.array(z.string()),
  /** Its messages per field (the board's `fields[].path`) when it named fields; absent otherwise. */
  fields: z.optional(z.array(FieldErrorSchema)),
  remoteId: z.nullable(z.int()),
  pendingChanges: z.int().check(z.minimum(0)),
  /** When sync tries the job's waiting change again after a failed try (ISO time); null or absent otherwise. */
  nextAttemptAt: z.optional(z.nullable(z.string())),
  /** With state `conflict`: each property changed both here and on the board, with both values. */
  conflicts: z.optional(z.array(PropertyConflictSchema)),
});
export type JobSyncStatus = z.infer<typeof JobSyncStatusSchema>;

/** `GET /app/v1/jobs/sync?ids=`: the sync state of each listed job that exists, in the order asked. */
export const JobSyncStatusListSchema = z.object({ data: z.array(JobSyncStatusSchema) });
export type JobSyncStatusList = z.infer<typeof JobSyncStatusListSchema>;

/**
 * `POST /app/v1/jobs/{id}/discard`: the job's waiting changes are gone and it is the board's version
 * again (under `jobId`, which may be a new id), or it was deleted because the board has none.
 */
export const DiscardResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('restored'), jobId: z.int(), status: JobSyncStatusSchema }),
  z.object({ outcome: z.literal('deleted'), jobId: z.int() }),
]);
export type DiscardResult = z.infer<typeof DiscardResultSchema>;

export const REMOTE_URL_MESSAGES = {
  scheme: 'The job board address must start with http:// or https://.',
  invalid: 'The job board address is not a valid URL.',
  credentials:
    'The job board address cannot hold a user name or password (user:pass@): JobDesk sends the API key in its own header.',
  unroutable:
    'The job board address cannot be a link-local or unspecified address (169.254.x.x, fe80::, 0.0.0.0, ::).',
  unencrypted:
    'Over http:// the API key would cross the network unencrypted: use the board’s https:// address, or allow an unencrypted address for this board explicitly.',
} as const;

/**
 * The refusal of a body that would send a key unencrypted over a network: the address in `field` is
 * http:// to a host other than this computer, and the body does not say `allowUnencrypted: true`.
 * One rule for Settings, the boards' endpoints and the connection tests.
 */
export function refuseUnencryptedAddress<Field extends string>(field: Field) {
  return z.superRefine<{ [key in Field]?: string } & { allowUnencrypted?: boolean }>((body, context) => {
    const url = body[field];
    if (typeof url !== 'string' || body.allowUnencrypted === true || boardAddressProblem(url.trim()) !== null)
      return;
    if (isUnencryptedRemoteAddress(url))
      context.addIssue({
        code: 'custom',
        message: REMOTE_URL_MESSAGES.unencrypted,
        path: [field],
        input: url,
      });
  });
}

/** `allowUnencrypted: true`: the recruiter chose to send the key to an http:// address off this computer. */
export const AllowUnencryptedSchema = z.optional(z.boolean());

export const API_KEY_MESSAGES = {
  tooLong: 'The API key is too long.',
  characters:
    'The API key can hold only printable characters: no line break, tab or other control character.',
} as const;

/** A key goes in an HTTP header: printable ASCII only (a line break or a NUL would break every call). */
const API_KEY_CHARACTERS = /^[\x20-\x7e]*$/;

/**
 * The board's API key as a form or a CLI gives it: trimmed, at most 200 printable characters; `''`
 * clears the saved key.
 */
export const BoardApiKeySchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(200, { error: API_KEY_MESSAGES.tooLong }),
    z.regex(API_KEY_CHARACTERS, { error: API_KEY_MESSAGES.characters }),
  );

/** The board's address as a form or a CLI gives it: trimmed; `''` removes it. */
export const BoardAddressSchema = z.string().check(
  z.trim(),
  z.superRefine((url, context) => {
    const problem = url === '' ? null : boardAddressProblem(url);
    if (problem !== null) context.addIssue({ code: 'custom', message: REMOTE_URL_MESSAGES[problem] });
  }),
);

/**
 * What the UI may send to settings. The API key is write-only: it is never sent back. A key is kept for
 * the address it was saved with: a new address without a new key forgets the saved one.
 */
export const SettingsUpdateSchema = z
  .object({
    remoteUrl: z.optional(BoardAddressSchema),
    apiKey: z.optional(BoardApiKeySchema),
    /** The boards a job created through /api/v1.1 is posted to; `[]` means all of them. */
    defaultBoardIds: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(LIMITS.boardsPerJob))),
    allowUnencrypted: AllowUnencryptedSchema,
  })
  .check(refuseUnencryptedAddress('remoteUrl'));
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;

export const SettingsViewSchema = z.object({
  remoteUrl: z.nullable(z.string()),
  hasApiKey: z.boolean(),
  /** The boards a job created through /api/v1.1 is posted to; absent or empty means all of them. */
  defaultBoardIds: z.optional(z.array(z.int())),
});
export type SettingsView = z.infer<typeof SettingsViewSchema>;

export const CONNECTION_TEST_KEY_SOURCES = ['typed', 'saved', 'none'] as const;

/**
 * `POST /app/v1/settings/test`: what the form holds, saved or not. An absent or empty `remoteUrl` tests the
 * saved address; an absent or empty `apiKey` uses the saved key, but only with the address it was saved
 * with.
 */
export const ConnectionTestRequestSchema = SettingsUpdateSchema;
export type ConnectionTestRequest = SettingsUpdate;

export const ConnectionTestSchema = z.object({
  ok: z.boolean(),
  messages: z.array(z.string()),
  /** Whether a job board answered (absent from cores that do not tell): not a network failure, not another site. */
  reached: z.optional(z.boolean()),
  /** Whether it accepted the key; null when it was not asked (no answer, or no key). */
  keyAccepted: z.optional(z.nullable(z.boolean())),
  /**
   * Why no job board answered, as a code the UI words in its language (`not-a-board`, `redirected`,
   * `offline`); `messages` then say it in English. Absent otherwise: `messages` are then the board's own.
   */
  reason: z.optional(SyncReasonSchema),
  /**
   * What must be entered before anything can be tested, as a code the UI words in its language: the board's
   * `address`, its API `key`, or the key for a typed address other than the saved one (`key-for-address`: the
   * saved key goes only to the address it was saved for); `messages` then say it in English. Nothing was sent.
   */
  missing: z.optional(z.enum(['address', 'key', 'key-for-address'])),
  /** The employer the key belongs to, when the board's answers show it (a job of theirs). */
  employer: z.optional(z.nullable(z.string())),
  /** The address tested (null when there was none to test). */
  address: z.optional(z.nullable(z.string())),
  /** Which key was sent: the one typed in the form, the saved one, or none. */
  keySource: z.optional(z.enum(CONNECTION_TEST_KEY_SOURCES)),
});
export type ConnectionTest = z.infer<typeof ConnectionTestSchema>;

/**
 * The events the core sends the UI: a job changed, the sync status, and the recruiter's own data changed
 * (the templates, the spelling language and dictionary, the employer's answers the posting-law checks read).
 */
export const APP_EVENT_TYPES = ['job', 'sync', 'templates', 'spelling', 'posting-laws'] as const;
export const AppEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('job'),
    jobId: z.int(),
    change: z.enum(['created', 'updated', 'deleted', 'synced', 'sync-state']),
  }),
  z.object({ type: z.literal('sync'), status: SyncStatusSchema }),
  z.object({ type: z.literal('templates') }),
  z.object({ type: z.literal('spelling') }),
  z.object({ type: z.literal('posting-laws') }),
]);
export type AppEvent = z.infer<typeof AppEventSchema>;

/**
 * `POST /app/v1/jobs/{id}/read`: the job read once from each board it is posted to (the editor asks as it
 * opens a job while online). Per board: `read` (the board's version is here now, if no change of this laptop
 * waits for it), `held` (a change waits to be sent: the board's version is read by that send), `not-sent`
 * (the board has no copy yet), `not-found`, or `failed` with the reason in words.
 */
export const JOB_READ_OUTCOMES = ['read', 'held', 'not-sent', 'not-found', 'failed'] as const;
export const JobReadResultSchema = z.object({
  data: z.array(
    z.object({
      boardId: z.int(),
      outcome: z.enum(JOB_READ_OUTCOMES),
      message: z.optional(z.string()),
    }),
  ),
});
export type JobReadResult = z.infer<typeof JobReadResultSchema>;
export type JobReadOutcome = JobReadResult['data'][number];

/** The optional body of POST /app/v1/sync: `full` reads every board job again, not only the changed ones. */
export const SyncNowRequestSchema = z.object({ full: z.optional(z.boolean()) });
export type SyncNowRequest = z.infer<typeof SyncNowRequestSchema>;
