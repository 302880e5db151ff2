// JobDesk's data folder, opened by every host before anything else touches it: made private (0700, its
// files 0600) and locked, so one process at a time (browser mode, the board, the desktop app) owns it.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { err, ok, type Result } from '../../src-shared/result.ts';
import { type ExclusiveLock, tryExclusiveLock } from '../store/exclusive-lock.ts';
import {
  PRIVATE_FILE_MODE,
  PRIVATE_FOLDER_MODE,
  tightenMode,
  writePrivateFile,
} from '../store/private-file.ts';

/** The file whose operating-system lock says the folder is in use; the kernel frees it when its process dies. */
export const LOCK_FILE = 'jobdesk.lock';
/** Who holds the lock, for the message the next process prints: `{"pid": 123, "process": "…"}`. */
export const HOLDER_FILE = 'jobdesk.lock-holder';

export type DataFolder = {
  /** The folder's absolute path. */
  readonly path: string;
  /** Unlocks the folder; call it after the store is closed. Calling it again does nothing. */
  release(): void;
};

export type DataFolderHolder = { pid: number; process: string };

export type DataFolderProblem =
  | { type: 'in-use'; folder: string; holder: DataFolderHolder | null }
  | { type: 'unusable'; folder: string; code: string; detail: string };

/**
 * Creates the folder (0700) if needed, narrows it and the files in it to 0700/0600 when found wider,
 * and takes its lock for `processName` (e.g. "JobDesk browser mode"). Returns the problem instead when
 * another process holds the folder or the file system refuses (read-only, missing parent, a file in
 * the way, no permission). Never waits.
 */
export function openDataFolder(folder: string, processName: string): Result<DataFolder, DataFolderProblem> {
  const path = resolve(folder);
  let lock: ExclusiveLock | null;
  try {
    makeFolder(path);
    tightenFolder(path);
    lock = tryExclusiveLock(join(path, LOCK_FILE));
  } catch (error) {
    return err(unusable(path, error));
  }
  if (lock === null) return err({ type: 'in-use', folder: path, holder: readHolder(path) });
  const holderFile = join(path, HOLDER_FILE);
  try {
    // Also proves the folder can be written to before the store is opened in it.
    writePrivateFile(holderFile, JSON.stringify({ pid: process.pid, process: processName }));
  } catch (error) {
    lock.release();
    return err(unusable(path, error));
  }
  const held = lock;
  return ok({
    path,
    release() {
      rmSync(holderFile, { force: true });
      held.release();
    },
  });
}

/** The one line a host prints (or shows) when it cannot have the folder: what, where, and what to do. */
export function describeDataFolderProblem(problem: DataFolderProblem): string {
  if (problem.type === 'in-use') {
    const who = problem.holder
      ? `process ${problem.holder.pid} (${problem.holder.process})`
      : 'another process';
    return `JobDesk's data folder ${problem.folder} is in use by ${who}: stop that one first, or give this one another data folder.`;
  }
  return `JobDesk cannot use the data folder ${problem.folder}: ${problem.detail} (${problem.code}).`;
}

/** The problem as an error, for a host whose failures go through one startup-failure path. */
export class DataFolderUnavailableError extends Error {
  readonly problem: DataFolderProblem;
  constructor(problem: DataFolderProblem) {
    super(describeDataFolderProblem(problem));
    this.name = 'DataFolderUnavailableError';
    this.problem = problem;
  }
}

/** openDataFolder for callers without a host's one line to print (benchmarks, the desktop app's startup). */
export function lockDataFolder(folder: string, processName: string): DataFolder {
  const opened = openDataFolder(folder, processName);
  if (!opened.ok) throw new DataFolderUnavailableError(opened.error);
  return opened.value;
}

/**
 * mkdir -p with mode 0700. Node's recursive mkdir reports ENOENT for any refusal along the way (a
 * read-only disk, no permission); the first folder that cannot be made is then made alone, which
 * throws the system's actual reason.
 */
function makeFolder(path: string): void {
  try {
    mkdirSync(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    let missing = path;
    while (!existsSync(dirname(missing)) && dirname(missing) !== missing) missing = dirname(missing);
    mkdirSync(missing, { mode: PRIVATE_FOLDER_MODE });
    mkdirSync(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  }
}

function tightenFolder(path: string): void {
  tightenMode(path, PRIVATE_FOLDER_MODE);
  // The files JobDesk keeps here (database, -wal, -shm, keys, lock); folders (Electron's caches) are
  // already closed to others by this folder's 0700.
  for (const entry of readdirSync(path, { withFileTypes: true }))
    if (entry.isFile()) tightenMode(join(path, entry.name), PRIVATE_FILE_MODE);
}

/**
 * The holder the file names, if that process is alive: a holder that has just taken the lock may not
 * have written its file yet, and a file left by a killed holder names a process that is gone.
 */
function readHolder(folder: string): DataFolderHolder | null {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const holder = parseHolder(folder);
    if (holder && isAlive(holder.pid)) return holder;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  return null;
}

function parseHolder(folder: string): DataFolderHolder | null {
  try {
    const value = JSON.parse(readFileSync(join(folder, HOLDER_FILE), 'utf8')) as Partial<DataFolderHolder>;
    return Number.isInteger(value.pid) && typeof value.process === 'string'
      ? { pid: value.pid as number, process: value.process }
      : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const DETAILS: Record<string, string> = {
  EROFS: 'the disk it is on is read-only',
  ENOENT: 'a folder on its path does not exist and cannot be made',
  ENOTDIR: 'a part of its path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  EACCES: 'you may not write there',
  EPERM: 'you may not write there',
  ENOSPC: 'the disk is full',
  SQLITE_READONLY: 'the disk it is on is read-only',
  SQLITE_CANTOPEN: 'its files cannot be opened',
};

function unusable(folder: string, error: unknown): DataFolderProblem {
  const code = String((error as { code?: unknown }).code ?? 'EUNKNOWN');
  const known = Object.keys(DETAILS).find((key) => code === key || code.startsWith(`${key}_`));
  const detail = (known && DETAILS[known]) || `the system refused: ${(error as Error).message}`;
  return { type: 'unusable', folder, code, detail };
}
