// The key the UI sends to the local API, kept in a 0600 file between starts; read or made by every host
// (browser mode and the desktop app) the same way.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/**
 * The key the page sends to the local API, kept between launches (each new key would be one more row
 * in the store). A file that does not hold a key this function made is replaced by a new key.
 */
export async function readOrCreateLocalApiKey(file: string): Promise<string> {
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (/^[0-9a-f]{48}$/.test(existing)) return existing;
  const key = randomBytes(24).toString('hex');
  await writeFile(file, key, { mode: 0o600 });
  return key;
}
