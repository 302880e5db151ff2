// Quitting: the core gets a few seconds to finish the calls in flight and close the store; after that the
// app exits anyway (the outbox makes a cut-off call safe: it is sent again at the next start).

export type QuitClock = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/** 'closed' when `close` finished in time, 'timed-out' when the wait ran out, 'failed' when it threw. */
export async function closeWithin(
  close: () => Promise<void>,
  ms: number,
  clock: QuitClock,
): Promise<'closed' | 'timed-out' | 'failed'> {
  let handle: unknown;
  const timeout = new Promise<'timed-out'>((resolve) => {
    handle = clock.setTimeout(() => resolve('timed-out'), ms);
  });
  const closing = close().then(
    () => 'closed' as const,
    () => 'failed' as const,
  );
  try {
    return await Promise.race([closing, timeout]);
  } finally {
    clock.clearTimeout(handle);
  }
}
