import { describe, expect, it, vi } from 'vitest';
import { MENU_COMMAND_CHANNEL } from '../../src-shared/desktop-bridge.ts';
import { decideAutoUpdate, startAutoUpdate } from './auto-update.ts';
import { watchConnectivity } from './connectivity.ts';
import { REDACTED, redactForLog } from './log-redaction.ts';
import { type BridgeIpc, createDesktopBridge, forwardConnectivity } from './preload-bridge.ts';
import { closeWithin } from './quit-gracefully.ts';

function manualClock() {
  const timers: { callback: () => void; ms: number }[] = [];
  return {
    timers,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    setInterval: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    clearTimeout: () => {},
    clearInterval: vi.fn(),
  };
}

describe('watchConnectivity', () => {
  it('wakes sync when the network comes back, once per change, from either source', () => {
    let online = false;
    const onOnline = vi.fn();
    const clock = manualClock();
    const watcher = watchConnectivity({ isOnline: () => online, clock, intervalMs: 10_000, onOnline });
    expect(clock.timers[0]?.ms).toBe(10_000);
    clock.timers[0]?.callback();
    expect(onOnline).not.toHaveBeenCalled();
    online = true;
    clock.timers[0]?.callback();
    clock.timers[0]?.callback();
    expect(onOnline).toHaveBeenCalledOnce();
    watcher.report(false);
    watcher.report(true);
    expect(onOnline).toHaveBeenCalledTimes(2);
    watcher.stop();
    expect(clock.clearInterval).toHaveBeenCalledOnce();
  });
});

describe('closeWithin', () => {
  it('reports a close that finished in time', async () => {
    expect(await closeWithin(async () => {}, 4000, manualClock())).toBe('closed');
  });
  it('gives up when the wait runs out', async () => {
    const clock = manualClock();
    const outcome = closeWithin(() => new Promise(() => {}), 4000, clock);
    expect(clock.timers[0]?.ms).toBe(4000);
    clock.timers[0]?.callback();
    expect(await outcome).toBe('timed-out');
  });
  it('reports a close that threw', async () => {
    expect(await closeWithin(() => Promise.reject(new Error('x')), 4000, manualClock())).toBe('failed');
  });
});

describe('redactForLog', () => {
  const boardKey = 'board-key-abcdef0123';
  it('removes known keys from strings and errors, wherever they appear', () => {
    expect(redactForLog(`calling with ${boardKey} now`, [boardKey])).toBe(`calling with ${REDACTED} now`);
    const error = redactForLog(new Error(`401 for ${boardKey}`), [boardKey]) as Error;
    expect(error.message).toBe(`401 for ${REDACTED}`);
    expect(error.stack).not.toContain(boardKey);
  });
  it('drops key, header and description fields at any depth', () => {
    const logged = redactForLog(
      { job: { title: 'Cook', description: '<p>private</p>' }, headers: { 'API-Key': 'x' }, apiKey: 'y' },
      [],
    );
    expect(logged).toEqual({
      job: { title: 'Cook', description: REDACTED },
      headers: { 'API-Key': REDACTED },
      apiKey: REDACTED,
    });
  });
  it('masks a key written out as a query parameter or header line', () => {
    expect(redactForLog('GET /app/v1/events?key=abc123 API-Key: zzz', [])).toBe(
      `GET /app/v1/events?key=${REDACTED} API-Key: ${REDACTED}`,
    );
  });
});

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

describe('the preload bridge', () => {
  function fakeIpc() {
    const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
    const sent: unknown[][] = [];
    const ipc: BridgeIpc = {
      on: (channel, listener) => listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener)),
      removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
      send: (channel, ...args) => sent.push([channel, ...args]),
    };
    const emit = (channel: string, ...args: unknown[]) => {
      for (const listener of listeners.get(channel) ?? []) listener({ sender: 'ipc internals' }, ...args);
    };
    return { ipc, emit, sent, listeners };
  }

  it('passes valid menu commands to the page, drops anything else, and stops on request', () => {
    const { ipc, emit } = fakeIpc();
    const received: unknown[][] = [];
    const stop = createDesktopBridge(ipc).onMenuCommand((...args) => received.push(args));
    emit(MENU_COMMAND_CHANNEL, 'new-job');
    emit(MENU_COMMAND_CHANNEL, 'rm -rf');
    emit(MENU_COMMAND_CHANNEL, { command: 'save' });
    stop();
    emit(MENU_COMMAND_CHANNEL, 'save');
    // The page gets the command alone, never the IPC event.
    expect(received).toEqual([['new-job']]);
  });

  it('refuses a listener that is not a function', () => {
    expect(() => createDesktopBridge(fakeIpc().ipc).onMenuCommand('x' as never)).toThrow(TypeError);
  });

  it('forwards online and offline events to the main process', () => {
    const { ipc, sent } = fakeIpc();
    const target = new EventTarget();
    forwardConnectivity(target, ipc);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    expect(sent).toEqual([
      ['jobdesk:connectivity', false],
      ['jobdesk:connectivity', true],
    ]);
  });
});

describe('readOrCreateLocalApiKey', () => {
  it('creates a key once (0600) and reads the same one at the next launch', async () => {
    const { mkdtempSync, rmSync, statSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { readOrCreateLocalApiKey } = await import('./desktop-core.ts');
    const folder = mkdtempSync(join(tmpdir(), 'jobdesk-local-key-'));
    try {
      const file = join(folder, 'local-api-key');
      const key = await readOrCreateLocalApiKey(file);
      expect(key).toMatch(/^[0-9a-f]{48}$/);
      expect(await readOrCreateLocalApiKey(file)).toBe(key);
      if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
      writeFileSync(file, 'tampered');
      expect(await readOrCreateLocalApiKey(file)).not.toBe('tampered');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
