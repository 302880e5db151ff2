// What the first-paint script (first-paint.ts) and its painter (paint-snapshot.ts) leave on the page for the app
// (early-list.ts, hand-over.ts): the list request started, and the screen painted with what the recruiter did
// on it before the app was ready.

/** The name of the page's global both read (`window.jobdeskFirstPaint`). */
export const FIRST_PAINT_GLOBAL = 'jobdeskFirstPaint';

/** The list's answer as the first-paint script read it (null when the request failed). */
export type EarlyAnswer = { status: number; contentType: string; body: string } | null;

/** A key pressed on the first paint with nothing focused (a shortcut), replayed once the app is there. */
export type KeptKey = Pick<KeyboardEventInit, 'key' | 'code' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'>;

export type PaintedScreen = {
  /** The painted copy of the app's root, shown in its place until the app has drawn the same. */
  element: HTMLElement;
  rows: number;
  /** Each click on the copy, as the path of its target below `element` (dom-path.ts). */
  clicks: number[][];
  keys: KeptKey[];
  /** Stops recording clicks and keys: called as the app takes over. */
  stopRecording(): void;
};

export type FirstPaintState = {
  /** The list request started before the app's code (path and query): the app's own first one takes it. */
  earlyList: { path: string; answer: Promise<EarlyAnswer> } | null;
  /** The screen painted from the snapshot, while it shows; null when none was painted. */
  painted: PaintedScreen | null;
  /** What this launch's first paint did, for the bench and the tests to say. */
  outcome: FirstPaintOutcome;
  /** Starts the app's entry module (once), its code preloaded first if it is not yet. */
  startApp(): void;
};

/**
 * `drawn-by-core`: the first screen the core rendered shows (`not-drawn`: it rendered none in time); `painted`:
 * the snapshot; or why not: no snapshot kept, one drawn by another build, another day or in another language, the
 * core's answer not the snapshot's (the list changed), or no answer in time.
 */
export type FirstPaintOutcome =
  | 'waiting'
  | 'drawn-by-core'
  | 'not-drawn'
  | 'painted'
  | 'no-snapshot'
  | 'does-not-fit'
  | 'list-changed'
  | 'too-late';

/** Whether the app has a painted copy to take over: one painted, or the list's answer still awaited. */
export function needsHandOver(state: FirstPaintState | null): state is FirstPaintState {
  return state !== null && (state.painted !== null || state.outcome === 'waiting');
}

/** The state the first-paint script left, or null when it did not run (the dev server, a test). */
export function readFirstPaintState(page: object): FirstPaintState | null {
  const state = (page as Record<string, unknown>)[FIRST_PAINT_GLOBAL];
  return typeof state === 'object' && state !== null ? (state as FirstPaintState) : null;
}

/** Performance marks of the launch, read by `npm run bench -- ui`. */
export const LAUNCH_MARKS = {
  firstPaint: 'jobdesk:first-paint',
  appStarted: 'jobdesk:app-started',
  handedOver: 'jobdesk:handed-over',
} as const;
