// Connectivity for the sync engine: when the network comes back, sync at once instead of waiting for the
// next retry. Two sources: Electron's net.isOnline() polled in the main process (works with no window),
// and Chromium's online/offline events forwarded by the preload (immediate).

export type ConnectivityClock = {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
};

export type ConnectivityWatcher = {
  /** A report from any source; wakes sync on a change from offline to online. */
  report(online: boolean): void;
  stop(): void;
};

export function watchConnectivity(options: {
  isOnline: () => boolean;
  clock: ConnectivityClock;
  intervalMs: number;
  onOnline: () => void;
  onChange?: (online: boolean) => void;
}): ConnectivityWatcher {
  let online = options.isOnline();
  const report = (now: boolean) => {
    if (now === online) return;
    online = now;
    options.onChange?.(now);
    if (now) options.onOnline();
  };
  const handle = options.clock.setInterval(() => report(options.isOnline()), options.intervalMs);
  return { report, stop: () => options.clock.clearInterval(handle) };
}
