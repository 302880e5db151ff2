import { describe, expect, it, vi } from 'vitest';
import { decideAutoUpdate, startAutoUpdate } from './auto-update.ts';
import { manualClock } from './manual-clock.testing.ts';

describe('auto-update', () => {
  it('is off in development and when disabled, on in a packaged app', () => {
    expect(decideAutoUpdate({ isPackaged: false, env: {} })).toMatchObject({ enabled: false });
    expect(decideAutoUpdate({ isPackaged: true, env: { JOBDESK_DISABLE_UPDATES: '1' } })).toMatchObject({
      enabled: false,
    });
    expect(decideAutoUpdate({ isPackaged: true, env: {} })).toEqual({ enabled: true });
  });
  it('checks at once and every six hours, logging a failed check', async () => {
    const updater = {
      checkForUpdatesAndNotify: vi.fn(() => Promise.reject(new Error('offline'))),
      autoInstallOnAppQuit: false,
      logger: null as unknown,
    };
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const clock = manualClock();
    const stop = startAutoUpdate({
      updater: updater as never,
      logger,
      setInterval: clock.setInterval,
      clearInterval: clock.clearInterval,
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalledOnce();
    expect(updater.logger).toBe(logger);
    expect(clock.timers[0]?.ms).toBe(6 * 60 * 60 * 1000);
    expect(logger.warn).toHaveBeenCalledWith('Update check failed', expect.any(Error));
    stop();
    expect(clock.clearInterval).toHaveBeenCalledOnce();
  });
});
