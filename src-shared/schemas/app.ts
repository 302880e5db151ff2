// Schemas of JobDesk's own app endpoints (/app/v1): sync state, per-job sync state, settings, events.
// The core answers with them and the UI parses with them.
import { z } from 'zod';

export const SYNC_STATES = ['idle', 'syncing', 'offline', 'paused', 'unconfigured'] as const;
export const SyncStateSchema = z.enum(SYNC_STATES);
export type SyncState = z.infer<typeof SyncStateSchema>;

export const SyncStatusSchema = z.object({
  state: SyncStateSchema,
  pending: z.number().int().min(0),
  failed: z.number().int().min(0),
  lastSyncAt: z.string().nullable(),
  /** Why sync is paused, offline or failing, in words for the recruiter. */
  message: z.string().nullable().optional(),
});
export type SyncStatus = z.infer<typeof SyncStatusSchema>;

export const JOB_SYNC_STATES = [
  'local',
  'pending',
  'synced',
  'failed',
  'needs-attention',
  'missing-on-remote',
] as const;
export const JobSyncStateSchema = z.enum(JOB_SYNC_STATES);

export const JobSyncStatusSchema = z.object({
  jobId: z.number().int(),
  state: JobSyncStateSchema,
  /** The board's messages when it rejected the last change. */
  messages: z.array(z.string()),
  remoteId: z.number().int().nullable(),
  pendingChanges: z.number().int().min(0),
});
export type JobSyncStatus = z.infer<typeof JobSyncStatusSchema>;

/** What the UI may send to settings. The API key is write-only: it is never sent back. */
export const SettingsUpdateSchema = z
  .object({
    remoteUrl: z
      .string()
      .trim()
      .refine((url) => url === '' || /^https?:\/\//i.test(url), {
        error: 'The job board address must start with http:// or https://.',
      })
      .refine((url) => url === '' || URL.canParse(url), {
        error: 'The job board address is not a valid URL.',
      })
      .optional(),
    apiKey: z.string().trim().max(200, { error: 'The API key is too long.' }).optional(),
  })
  .strip();
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;

export const SettingsViewSchema = z.object({
  remoteUrl: z.string().nullable(),
  hasApiKey: z.boolean(),
});
export type SettingsView = z.infer<typeof SettingsViewSchema>;

export const ConnectionTestSchema = z.object({ ok: z.boolean(), messages: z.array(z.string()) });
export type ConnectionTest = z.infer<typeof ConnectionTestSchema>;

export const APP_EVENT_TYPES = ['job', 'sync'] as const;
export const AppEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('job'),
    jobId: z.number().int(),
    change: z.enum(['created', 'updated', 'deleted', 'synced', 'sync-state']),
  }),
  z.object({ type: z.literal('sync'), status: SyncStatusSchema }),
]);
export type AppEvent = z.infer<typeof AppEventSchema>;

/** The optional body of POST /app/v1/sync: `full` reads every board job again, not only the changed ones. */
export const SyncNowRequestSchema = z.object({ full: z.boolean().optional() }).strip();
export type SyncNowRequest = z.infer<typeof SyncNowRequestSchema>;
