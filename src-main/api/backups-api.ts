// /app/v1/backups: the database's backups with its health, and the restore of one (the core closes the
// store, puts the backup in place and opens it again; the page then reloads).
import type { Hono } from 'hono';
import type { Result } from '../../src-shared/result.ts';
import {
  type Backup,
  type BackupList,
  type DatabaseHealth,
  RestoreBackupRequestSchema,
  type RestoreBackupResult,
} from '../../src-shared/schemas/backups.ts';
import type { BackupFile } from '../store/backups.ts';
import { ApiError, notFoundError } from './api-error.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { readJsonBody } from './http-body.ts';
import { jsonResponse } from './json-response.ts';
import { parseRequest } from './parse-request.ts';

export type RestoreRefusal =
  | { type: 'not-found' }
  | { type: 'in-progress' }
  | { type: 'unusable'; message: string };

/** What the endpoints need of the core (jobdesk-core.ts builds it). */
export type BackupsControl = {
  /** Newest first. */
  list(): BackupFile[];
  health(): { state: 'checking' } | { state: 'sound' } | { state: 'damaged'; message: string };
  /** Resolves once the restored database is open and served. */
  restore(
    name: string,
  ): Promise<Result<{ restored: BackupFile; replacedKeptAs: string | null }, RestoreRefusal>>;
};

export function addBackupsRoutes(app: Hono<AuthenticatedEnv>, backups: BackupsControl): void {
  app.get('/backups', () => {
    const health = backups.health();
    const database: DatabaseHealth =
      health.state === 'damaged' ? { state: 'damaged', message: health.message } : { state: health.state };
    const body: BackupList = { data: backups.list().map(toBackup), database };
    return jsonResponse(200, body);
  });

  app.post('/backups/restore', async (c) => {
    const { name } = parseRequest(RestoreBackupRequestSchema, await readJsonBody(c));
    const restored = await backups.restore(name);
    if (!restored.ok) throw refusalError(restored.error);
    const body: RestoreBackupResult = {
      restored: toBackup(restored.value.restored),
      replacedKeptAs: restored.value.replacedKeptAs,
    };
    return jsonResponse(200, body);
  });
}

function toBackup(file: BackupFile): Backup {
  return {
    name: file.name,
    createdAt: file.createdAt.toISOString(),
    sizeBytes: file.sizeBytes,
    reason: file.reason,
  };
}

function refusalError(refusal: RestoreRefusal): ApiError {
  switch (refusal.type) {
    case 'not-found':
      return notFoundError('No backup of this name is in the backups folder.');
    case 'in-progress':
      return new ApiError(409, 'ConflictException', ['A restore is already under way.']);
    case 'unusable':
      return new ApiError(409, 'ConflictException', [refusal.message]);
  }
}
