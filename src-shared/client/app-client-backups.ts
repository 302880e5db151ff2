// The app client's methods for the database's backups (/backups), built on the client's own call function
// so they parse and fail exactly like its other methods.
import type * as z from 'zod/mini';
import type { Result } from '../result.ts';
import type { BackupList, RestoreBackupResult } from '../schemas/backups.ts';
import type { JobBoardError } from './job-board-error.ts';
import type { RequestPlan } from './send-request.ts';
import type { CallOptions } from './typed-call.ts';

type Call = <S extends z.ZodMiniType>(
  plan: RequestPlan,
  schema: S,
  options: CallOptions | undefined,
) => Promise<Result<z.output<S>, JobBoardError>>;

export type BackupsClientMethods = {
  /** GET /backups: the backups, newest first, and the database's health. */
  backups(options?: CallOptions): Promise<Result<BackupList, JobBoardError>>;
  /**
   * POST /backups/restore: the core puts the backup in place of its database and opens it; answers once it
   * serves the restored one. A name not in the list: reason `'not-found'`.
   */
  restoreBackup(name: string, options?: CallOptions): Promise<Result<RestoreBackupResult, JobBoardError>>;
};

/** The backups' schemas, loaded on the first read (Settings): the first screen never reads them. */
const backupSchemas = () => import('../schemas/backups.ts');

export function backupsClientMethods(call: Call): BackupsClientMethods {
  return {
    async backups(options) {
      const { BackupListSchema } = await backupSchemas();
      return call({ method: 'GET', path: '/backups' }, BackupListSchema, options);
    },
    async restoreBackup(name, options) {
      const { RestoreBackupResultSchema } = await backupSchemas();
      return call(
        { method: 'POST', path: '/backups/restore', body: { name } },
        RestoreBackupResultSchema,
        options,
      );
    },
  };
}
