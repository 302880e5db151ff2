// When the first screen has settled: its first page read, drawn, and the page idle. What no first screen
// shows (dialogs, toasts, menus, tooltips, the sync panel, the unsaved-edits database) loads then, so that
// none of it holds up the list's first rows. The entry says once what "settled" means for the page it opened.

let hasSettled = false;
let settle: () => void = () => {};
const settled = new Promise<void>((resolve) => {
  settle = () => {
    hasSettled = true;
    resolve();
  };
});

/** Called once by the entry with the moment its first screen settles. */
export function firstScreenSettlesWith(moment: Promise<unknown>): void {
  // A first page that failed to load has still settled: what loads after it is needed all the more.
  moment.then(
    () => settle(),
    () => settle(),
  );
}

/** Whether the first screen has settled: a part mounted after it renders at once, without a frame of fallback. */
export function firstScreenHasSettled(): boolean {
  return hasSettled;
}

/** Resolves once the first screen has settled (at once when it already has). */
export function afterFirstScreen(): Promise<void> {
  return settled;
}

/** Waits for the frame after the next one to be drawn: what was rendered before it is on screen. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Waits until the page is idle (at most `timeoutMs`). */
export function whenIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => window.requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
}
