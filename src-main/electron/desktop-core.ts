// The core in the desktop app's main process, composed by the core's composition root
// (src-main/core/jobdesk-core.ts) before the window loads: the database in userData, the board's key
// in safeStorage, the built UI read from out/renderer (inside app.asar when packaged).
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { Logger } from '../../src-shared/logger.ts';
import { createJobDeskCore, type JobDeskCore } from '../core/jobdesk-core.ts';
import type { SecretStore } from '../core/secret-store.ts';
import { readUiFolder } from '../core/ui-folder.ts';

export type DesktopCore = JobDeskCore;

export async function composeDesktopCore(options: {
  dataDir: string;
  localApiKey: string;
  secrets: SecretStore;
  /** Chromium's network stack (net.fetch): the system's proxy settings and certificates apply. */
  fetch: typeof fetch;
  logger: Logger;
  /** The built renderer; under `npm start` the dev server serves the UI instead. */
  uiFolder: string | null;
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
    logger: options.logger,
    ...(options.uiFolder ? { ui: { readFile: readUiFolder(options.uiFolder) } } : {}),
    // No Host check: only the app's own pages reach jobdesk://app, there is no port to rebind.
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
