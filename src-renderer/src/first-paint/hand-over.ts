// The app's side of the first paint, loaded only when there is a copy to hand over (it is not the first
// screen's code): once the app has drawn the screen the copy showed, the app's tree takes the
// copy's place in one frame, with what was typed, scrolled and focused there, then the clicks and keys the
// copy recorded are replayed on the app's own elements (a click on a row opens that job).
import { nodeAt, pathOf } from './dom-path.ts';
import {
  type FirstPaintState,
  LAUNCH_MARKS,
  needsHandOver,
  type PaintedScreen,
} from './first-paint-state.ts';

/**
 * How long the app's tree, its rows drawn, must stay unchanged before it takes the copy's place when its markup
 * is not yet the copy's: the parts that come after the first screen (the unsaved drafts' count) show within it,
 * and the copy does not lose them for a moment.
 */
const SETTLED_MS = 1_000;
/** The app takes over by then whatever it has drawn, so that a part that never settles never keeps the copy up. */
const HAND_OVER_LATEST_MS = 10_000;

/**
 * Hands the screen over from the painted copy (painted now, or later while the app's root is still empty) to
 * the app's tree in `root` once the app has drawn the copy's markup or words, or at least as many rows of jobs and
 * its tree has settled for SETTLED_MS, or once the route leaves the list, or at the latest HAND_OVER_LATEST_MS after the app started.
 */
export function handOverWhenDrawn(
  state: FirstPaintState | null,
  root: HTMLElement,
  isOnList: () => boolean,
): void {
  if (!needsHandOver(state)) return;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    observer.disconnect();
    clearTimeout(settleTimer);
    clearTimeout(latest);
    const painted = state.painted;
    if (painted === null) return;
    state.painted = null;
    handOver(painted, root);
  };
  const check = () => {
    const painted = state.painted;
    if (painted === null) {
      if (state.outcome !== 'waiting') finish();
      return;
    }
    clearTimeout(settleTimer);
    const drawn = root.querySelectorAll('tbody tr[data-job-id]').length >= painted.rows;
    // The app's markup the copy's own (React drew the snapshot), or the same words (the core drew it from the
    // same code, serialized its own way): the same screen, handed over at once.
    if (!isOnList() || (drawn && sameScreen(root, painted.element))) finish();
    else if (drawn) settleTimer = setTimeout(finish, SETTLED_MS);
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  const latest = setTimeout(finish, HAND_OVER_LATEST_MS);
  // This module loads after the app started: the app may have drawn already.
  check();
}

/** Whether `root` shows what `copy` does: the same markup, or the same words throughout. */
function sameScreen(root: HTMLElement, copy: HTMLElement): boolean {
  return root.innerHTML === copy.innerHTML || wordsOf(root) === wordsOf(copy);
}

/**
 * The text `element` shows: its text nodes, not its style elements' (Mantine's responsive rules name classes
 * after React's ids, which the core's rendering numbers its own way).
 */
export function wordsOf(element: HTMLElement): string {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let words = '';
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode())
    if (node.parentElement?.tagName !== 'STYLE') words += node.nodeValue ?? '';
  return words;
}

/** One task: the copy goes, the app's tree shows, carrying over fields, scroll and focus; then the replays. */
function handOver(painted: PaintedScreen, root: HTMLElement): void {
  const copy = painted.element;
  painted.stopRecording();
  const focused =
    document.activeElement && copy.contains(document.activeElement) ? document.activeElement : null;
  const focusedPath = focused === null ? null : pathOf(focused, copy);
  const fields = [
    ...copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  ].flatMap((field) => {
    const checkbox =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    const changed = checkbox ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
    const path = changed ? pathOf(field, copy) : null;
    return path === null ? [] : [{ path, value: field.value }];
  });
  const scrolled = [...copy.querySelectorAll('*')].flatMap((element) => {
    if (element.scrollTop === 0 && element.scrollLeft === 0) return [];
    const path = pathOf(element, copy);
    return path === null ? [] : [{ path, top: element.scrollTop, left: element.scrollLeft }];
  });
  root.removeAttribute('style');
  copy.remove();
  performance.mark(LAUNCH_MARKS.handedOver);
  for (const { path, top, left } of scrolled) {
    const element = nodeAt(path, root);
    if (element instanceof Element) element.scrollTo({ top, left });
  }
  for (const { path, value } of fields) {
    const field = nodeAt(path, root);
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      field.click();
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      typeInto(field, value);
  }
  if (focusedPath !== null) {
    const element = nodeAt(focusedPath, root);
    if (element instanceof HTMLElement) element.focus({ preventScroll: true });
  }
  for (const path of painted.clicks) {
    const element = nodeAt(path, root);
    if (element instanceof HTMLElement) element.click();
  }
  for (const key of painted.keys) {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
    target.dispatchEvent(new KeyboardEvent('keyup', { ...key, bubbles: true, cancelable: true }));
  }
}

/** Sets a field's value as typing does, so that React's onChange hears it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
