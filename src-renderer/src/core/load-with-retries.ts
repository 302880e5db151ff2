// A load of the page's own code (a dynamic import) tried again after a failure: in browser mode the core that
// serves the code may be restarting.

/** Waits between tries of a part's code: the core restarts in a second or two. */
const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000] as const;

/** Tries `load` after each delay in turn, then once more, and gives the last failure. */
export async function loadWithRetries<Loaded>(
  load: () => Promise<Loaded>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Loaded> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await wait(delay);
    }
  }
  return load();
}
