// Schemas of the database's backups at /app/v1/backups: the list with the database's health, and a restore.
import * as z from 'zod/mini';

export const BACKUP_REASONS = ['daily', 'migration', 'quit'] as const;

export const BackupSchema = z.object({
  /** The file's name in the data folder's backups/ (what a restore names). */
  name: z.string(),
  /** When it was made (ISO 8601, UTC). */
  createdAt: z.string(),
  sizeBytes: z.int().check(z.minimum(0)),
  /** Why it was made: the first start of a day or 24 hours on, before a migration, or when JobDesk quit. */
  reason: z.enum(BACKUP_REASONS),
});
export type Backup = z.infer<typeof BackupSchema>;

/**
 * `checking`: the full integrity check of the start is under way; `damaged`: it failed, JobDesk writes
 * nothing more, and `message` says so and names the last good backup.
 */
export const DatabaseHealthSchema = z.object({
  state: z.enum(['checking', 'sound', 'damaged']),
  message: z.optional(z.string()),
});
export type DatabaseHealth = z.infer<typeof DatabaseHealthSchema>;

export const BackupListSchema = z.object({
  /** Newest first. */
  data: z.array(BackupSchema),
  database: DatabaseHealthSchema,
});
export type BackupList = z.infer<typeof BackupListSchema>;

export const RestoreBackupRequestSchema = z.object({
  name: z.string().check(z.minLength(1, 'Name the backup to restore.'), z.maxLength(200)),
});
export type RestoreBackupRequest = z.infer<typeof RestoreBackupRequestSchema>;

export const RestoreBackupResultSchema = z.object({
  restored: BackupSchema,
  /** The database the restore replaced is kept at this path (null when there was none). */
  replacedKeptAs: z.nullable(z.string()),
});
export type RestoreBackupResult = z.infer<typeof RestoreBackupResultSchema>;
