// Rolling backups of a database file in the data folder's `backups/` (0700, each file 0600), made while
// the app keeps working (SQLite's backup on a worker thread's own connection), each checked with
// quick_check before it counts; the newest seven kept. And the restore of one.
import {
  closeSync,
  copyFileSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from './database.ts';
import { checkDatabaseFile, copyDatabaseFileInBackground } from './database-check.ts';
import { ensurePrivateFile, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE, tightenMode } from './private-file.ts';

/** The folder of the backups, inside the data folder. */
export const BACKUP_FOLDER = 'backups';
/** How many backups are kept; the oldest beyond these are deleted after each new one. */
export const BACKUPS_KEPT = 7;
export const BACKUP_REASONS = ['daily', 'migration', 'quit'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

export type BackupFile = {
  /** The file's name in the backups folder: `jobdesk-2026-12-06T02-18-34-123Z-daily.db`. */
  name: string;
  path: string;
  createdAt: Date;
  sizeBytes: number;
  reason: BackupReason;
};

/** Where the backups of `databasePath` go and what their names start with (the database's name). */
export type BackupPlace = { folder: string; prefix: string };

/** The backups of `<data>/jobdesk.db` are `<data>/backups/jobdesk-….db`. */
export function backupPlaceOf(databasePath: string): BackupPlace {
  return {
    folder: join(dirname(databasePath), BACKUP_FOLDER),
    prefix: basename(databasePath).replace(/\.db$/, ''),
  };
}

/**
 * Copies the open file database into a new backup while the app goes on: a worker thread's own
 * connection copies it (SQLite's backup in one read transaction: the database as of one commit; WAL lets
 * this connection's writes go on meanwhile; paced, see copyDatabaseFile), checks the copy (quick_check)
 * and flushes it; only then is it named as a backup, and the oldest beyond BACKUPS_KEPT are deleted.
 * Throws when the copy or its check fails (nothing is kept).
 */
export async function backupDatabase(
  db: Db,
  place: BackupPlace,
  options: { now: Date; reason: BackupReason; paced?: boolean },
): Promise<BackupFile> {
  const { temporary, final } = prepareFiles(place, options);
  try {
    const copied = await copyDatabaseFileInBackground(db.name, temporary, { paced: options.paced ?? true });
    if (!copied.ok) throw new Error(`The backup failed: ${copied.problem}.`);
    // The rename, its flush and the rotation (deleting a backup of 100 MB takes the file system a while)
    // all run off the main thread.
    tightenMode(temporary, PRIVATE_FILE_MODE);
    await rename(temporary, final);
    // Windows cannot open a folder to flush it; NTFS journals the rename itself.
    if (process.platform !== 'win32') {
      const folder = await open(place.folder, 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
    }
    await Promise.all(
      listBackups(place)
        .slice(BACKUPS_KEPT)
        .map((old) => rm(old.path, { force: true })),
    );
    const kept = listBackups(place).find((backup) => backup.path === final);
    if (!kept) throw new Error(`The backup ${final} disappeared as it was made.`);
    return kept;
  } catch (error) {
    removeDatabaseFiles(temporary);
    throw error;
  }
}

/**
 * The same, at once and synchronously (`VACUUM INTO`): for the moment before a migration, when nothing
 * else runs yet. Throws when the copy or its check fails (nothing is kept).
 */
export function backupDatabaseNow(
  db: Db,
  place: BackupPlace,
  options: { now: Date; reason: BackupReason },
): BackupFile {
  const { temporary, final } = prepareFiles(place, options);
  try {
    db.prepare('VACUUM INTO ?').run(temporary);
    const check = checkDatabaseFile(temporary, 'quick_check', { standalone: true });
    if (!check.ok) throw new Error(`The backup failed its check: ${check.problem}.`);
    flushFile(temporary);
    return keep(place, temporary, final);
  } catch (error) {
    removeDatabaseFiles(temporary);
    throw error;
  }
}

/** The backups, newest first; files of other names in the folder are left out. */
export function listBackups(place: BackupPlace): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(place.folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const parsed = parseBackupName(place.prefix, name);
    if (parsed === null) continue;
    const path = join(place.folder, name);
    try {
      found.push({
        name,
        path,
        createdAt: parsed.createdAt,
        sizeBytes: statSync(path).size,
        reason: parsed.reason,
      });
    } catch {
      // Deleted between the listing and its stat (a rotation): not a backup any more.
    }
  }
  return found.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
}

/** The newest backup that passes quick_check now (a backup damaged on disk since it was made does not count). */
export function lastGoodBackup(place: BackupPlace): BackupFile | null {
  return listBackups(place).find((backup) => checkDatabaseFile(backup.path, 'quick_check').ok) ?? null;
}

/**
 * The backup a person named: `latest` (the last good one), a name in the backups folder, or a path to a
 * file anywhere (absolute, or relative to `cwd`). Null when there is no such file.
 */
export function findBackup(place: BackupPlace, named: string, cwd: string): { path: string } | null {
  if (named === 'latest') return lastGoodBackup(place);
  const inFolder = listBackups(place).find((backup) => backup.name === named);
  if (inFolder) return inFolder;
  const path = isAbsolute(named) ? named : resolve(cwd, named);
  try {
    return statSync(path).isFile() ? { path } : null;
  } catch {
    return null;
  }
}

/** A restore refused before anything was changed: the backup does not pass quick_check. */
export class BackupUnusableError extends Error {
  constructor(path: string, problem: string) {
    super(`The backup ${path} cannot be restored: it fails SQLite's check (${problem}).`);
    this.name = 'BackupUnusableError';
  }
}

/**
 * Puts the backup at `backupPath` in place of the (closed) database at `databasePath`. The backup is
 * checked first (BackupUnusableError, nothing changed), copied beside the database (0600), marked as
 * opened by a run that did not close (so sync treats every first send it has no answer for as possibly
 * made: a replay never makes a second job), flushed, and renamed over the database. The database it
 * replaces, with its -wal and -shm, is kept as `backups/<prefix>-replaced-<time>.db` (never deleted by
 * JobDesk, never counted among the backups). Returns that file's path, or null when there was none.
 */
export function restoreDatabase(
  databasePath: string,
  backupPath: string,
  options: { now: Date; openMark: string },
): { replacedKeptAs: string | null } {
  const check = checkDatabaseFile(backupPath, 'quick_check');
  if (!check.ok) throw new BackupUnusableError(backupPath, check.problem);
  const place = backupPlaceOf(databasePath);
  makePrivateFolder(place.folder);
  const incoming = `${databasePath}.restoring`;
  removeDatabaseFiles(incoming);
  copyFileSync(backupPath, incoming);
  tightenMode(incoming, PRIVATE_FILE_MODE);
  const db = new Database(incoming, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    const hasSettings = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'settings'")
      .get();
    if (hasSettings)
      db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(options.openMark, 'open');
  } finally {
    db.close();
  }
  flushFile(incoming);
  let replacedKeptAs: string | null = null;
  if (exists(databasePath)) {
    replacedKeptAs = join(place.folder, `${place.prefix}-replaced-${stampOf(options.now)}.db`);
    for (const suffix of ['', '-wal', '-shm'])
      if (exists(`${databasePath}${suffix}`))
        renameSync(`${databasePath}${suffix}`, `${replacedKeptAs}${suffix}`);
  }
  rmSync(`${databasePath}-journal`, { force: true });
  renameSync(incoming, databasePath);
  flushFolder(dirname(databasePath));
  return { replacedKeptAs };
}

/** `2026-12-06T02-18-34-123Z`: an ISO time a file name may hold on every system; sorts as the time does. */
function stampOf(date: Date): string {
  return date.toISOString().replace(/:/g, '-').replace('.', '-');
}

function parseBackupName(prefix: string, name: string): { createdAt: Date; reason: BackupReason } | null {
  if (!name.startsWith(`${prefix}-`)) return null;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-([a-z]+)\.db$/.exec(
    name.slice(prefix.length + 1),
  );
  if (match === null) return null;
  const [, day, hours, minutes, seconds, millis, reason] = match;
  if (!(BACKUP_REASONS as readonly string[]).includes(reason ?? '')) return null;
  const createdAt = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, reason: reason as BackupReason };
}

function prepareFiles(place: BackupPlace, options: { now: Date; reason: BackupReason }) {
  makePrivateFolder(place.folder);
  const name = `${place.prefix}-${stampOf(options.now)}-${options.reason}.db`;
  const temporary = join(place.folder, `.${name}.partial`);
  removeDatabaseFiles(temporary);
  // Created 0600 before SQLite writes into it: the copy is never readable by others, even for a moment.
  ensurePrivateFile(temporary);
  return { temporary, final: join(place.folder, name) };
}

/** Names a flushed, checked copy as a backup and rotates, at once (before a migration, nothing else runs). */
function keep(place: BackupPlace, temporary: string, final: string): BackupFile {
  tightenMode(temporary, PRIVATE_FILE_MODE);
  renameSync(temporary, final);
  flushFolder(place.folder);
  rotateBackups(place, BACKUPS_KEPT);
  const kept = listBackups(place).find((backup) => backup.path === final);
  if (!kept) throw new Error(`The backup ${final} disappeared as it was made.`);
  return kept;
}

/** Deletes the copies a run stopped in the middle of a backup left (`.<name>.partial` and its -wal, -shm). */
export function removeUnfinishedBackups(place: BackupPlace): void {
  let names: string[];
  try {
    names = readdirSync(place.folder);
  } catch {
    return;
  }
  for (const name of names)
    if (/^\..+\.partial(-wal|-shm|-journal)?$/.test(name)) rmSync(join(place.folder, name), { force: true });
}

/** Deletes the oldest backups beyond `kept`. */
export function rotateBackups(place: BackupPlace, kept: number): void {
  for (const old of listBackups(place).slice(kept)) rmSync(old.path, { force: true });
}

function makePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  tightenMode(folder, PRIVATE_FOLDER_MODE);
}

function removeDatabaseFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** fsync of a file, so its content survives a power cut before it is renamed into place. */
function flushFile(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** fsync of a folder, so a rename in it survives a power cut (POSIX; Windows cannot open a folder so). */
function flushFolder(path: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
