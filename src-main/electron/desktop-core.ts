// The core in the desktop app's main process: composed before the window loads, over the database in
// userData, with the board's key in safeStorage. Today through host/jobdesk-core.ts; the one place to
// switch to src-main/core's composition root.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { SecretStore } from '../host/file-secret-store.ts';
import { createJobDeskCore, type JobDeskCore } from '../host/jobdesk-core.ts';

export type DesktopCore = JobDeskCore;

export async function composeDesktopCore(options: {
  dataDir: string;
  localApiKey: string;
  secrets: SecretStore;
  /** Chromium's network stack (net.fetch): the system's proxy settings and certificates apply. */
  fetch: typeof fetch;
  onUnexpectedError: (error: unknown) => void;
}): Promise<DesktopCore> {
  return createJobDeskCore({
    dataDir: options.dataDir,
    localApiKey: options.localApiKey,
    secrets: options.secrets,
    fetch: options.fetch,
    clock: {
      now: () => Date.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    },
    random: Math.random,
    onUnexpectedError: options.onUnexpectedError,
  });
}

/**
 * The key the page sends to the local API, kept between launches (each new key would be one more row
 * in the store). It guards nothing outside the app: the scheme is reachable only from its own pages.
 */
export async function readOrCreateLocalApiKey(file: string): Promise<string> {
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (/^[0-9a-f]{48}$/.test(existing)) return existing;
  const key = randomBytes(24).toString('hex');
  await writeFile(file, key, { mode: 0o600 });
  return key;
}
