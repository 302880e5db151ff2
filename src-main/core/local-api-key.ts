// The key the UI sends to the local API, kept in a 0600 file between starts; read or made by every host
// (browser mode and the desktop app) the same way.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PRIVATE_FILE_MODE, tightenMode, writePrivateFile } from '../store/private-file.ts';

/**
 * The key the page sends to the local API, kept between launches (each new key would be one more row
 * in the store). A file that does not hold a key this function made is replaced by a new key, written
 * into a new 0600 file; a file found readable by others is narrowed to 0600 before it is read.
 */
export async function readOrCreateLocalApiKey(file: string): Promise<string> {
  tightenMode(file, PRIVATE_FILE_MODE);
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (/^[0-9a-f]{48}$/.test(existing)) return existing;
  const key = randomBytes(24).toString('hex');
  writePrivateFile(file, key);
  return key;
}
