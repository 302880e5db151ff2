// Auto-update from the release feed (electron-builder's `publish`, written into app-update.yml at
// packaging): off in development and when JOBDESK_DISABLE_UPDATES is set; a failed check is logged only.
import type { AppUpdater } from 'electron-updater';
import type { ShellLogger } from './logging.ts';

export const UPDATE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

export type UpdateDecision = { enabled: true } | { enabled: false; reason: string };

export function decideAutoUpdate(options: { isPackaged: boolean; env: NodeJS.ProcessEnv }): UpdateDecision {
  if (!options.isPackaged) return { enabled: false, reason: 'development build (not packaged)' };
  if (options.env.JOBDESK_DISABLE_UPDATES)
    return { enabled: false, reason: 'JOBDESK_DISABLE_UPDATES is set' };
  return { enabled: true };
}

/** Checks now and every six hours; a downloaded update installs when the app quits. Returns the stopper. */
export function startAutoUpdate(options: {
  updater: Pick<AppUpdater, 'checkForUpdatesAndNotify' | 'autoInstallOnAppQuit'> & { logger: unknown };
  logger: ShellLogger;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}): () => void {
  const { updater, logger } = options;
  updater.logger = logger;
  updater.autoInstallOnAppQuit = true;
  const check = () =>
    void updater
      .checkForUpdatesAndNotify()
      .catch((error: unknown) => logger.warn('Update check failed', error));
  check();
  const handle = options.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  return () => options.clearInterval(handle);
}
