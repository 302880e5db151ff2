// What the recruiter does on a first paint before the app is ready: clicks on it are kept (as paths, replayed on
// the app's own elements once it takes over, hand-over.ts), keys with nothing focused too (shortcuts); keys on a
// focused element of the copy act there (Tab moves, typing fills a field, carried over).
import { pathOf } from './dom-path.ts';
import { type KeptKey, LAUNCH_MARKS, type PaintedScreen } from './first-paint-state.ts';

/**
 * Shows `html` (a copy of the app root's markup) in the root's place, the root laid out unseen for the app to
 * draw in, and records on it.
 */
export function paintCopy(root: HTMLElement, html: string, rows: number): PaintedScreen {
  const element = document.createElement('div');
  element.id = 'first-paint';
  element.innerHTML = html;
  root.style.cssText = 'position:absolute;top:0;left:0;width:100%;visibility:hidden;';
  root.before(element);
  return recordOn(element, rows);
}

/** Starts recording on `element`, the painted copy showing `rows` rows of jobs, and marks the first paint. */
function recordOn(element: HTMLElement, rows: number): PaintedScreen {
  const clicks: number[][] = [];
  const keys: KeptKey[] = [];
  // A click on the copy does nothing itself (a link would navigate under the app); the app replays it.
  const onClick = (event: MouseEvent) => {
    const path = event.target instanceof Node ? pathOf(event.target, element) : null;
    if (path === null) return;
    event.preventDefault();
    event.stopPropagation();
    clicks.push(path);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.target !== document.body && event.target !== document.documentElement) return;
    if (event.key === 'Tab') return;
    event.preventDefault();
    const { key, code, ctrlKey, shiftKey, altKey, metaKey } = event;
    keys.push({ key, code, ctrlKey, shiftKey, altKey, metaKey });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
  performance.mark(LAUNCH_MARKS.firstPaint);
  return {
    element,
    rows,
    clicks,
    keys,
    stopRecording() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKey, true);
    },
  };
}
