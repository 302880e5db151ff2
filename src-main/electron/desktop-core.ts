// The core in the desktop app's main process, composed by the core's composition root
// (src-main/core/jobdesk-core.ts) before the window loads: the database in userData, the board's key
// in safeStorage, the built UI read from out/renderer (inside app.asar when packaged).
import type { Logger } from '../../src-shared/logger.ts';
import type { DataFolder } from '../core/data-folder.ts';
import { createJobDeskCore, type JobDeskCore } from '../core/jobdesk-core.ts';
import type { SecretStore } from '../core/secret-store.ts';
import { readUiFolder } from '../core/ui-folder.ts';

export type DesktopCore = JobDeskCore;

export async function composeDesktopCore(options: {
  /** userData, opened and locked by the shell before it reads or writes anything there. */
  dataFolder: DataFolder;
  localApiKey: string;
  secrets: SecretStore;
  /** Chromium's network stack (net.fetch): the system's proxy settings and certificates apply. */
  fetch: typeof fetch;
  logger: Logger;
  /** The built renderer; under `npm start` the dev server serves the UI instead. */
  uiFolder: string | null;
}): Promise<DesktopCore> {
  return createJobDeskCore({
    dataFolder: options.dataFolder,
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
