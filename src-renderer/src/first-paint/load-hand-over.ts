// Loads the hand-over (hand-over.ts) only when the first paint painted a copy, or may still paint one: it is
// not the first screen's code. It shows no words, so unlike the parts core/load-part.ts loads it does not wait
// for the whole catalog, which loads after the first screen (the app's first render waits for this).
import { loadWithRetries } from '../core/load-with-retries.ts';
import { type FirstPaintState, needsHandOver } from './first-paint-state.ts';

/**
 * Starts the hand-over from the painted copy to the app's tree in `root`; resolves once it watches. Should it
 * not load, the copy goes and the app shows as on a first launch.
 */
export function loadHandOver(
  state: FirstPaintState | null,
  root: HTMLElement,
  isOnList: () => boolean,
): Promise<void> {
  if (!needsHandOver(state)) return Promise.resolve();
  return loadWithRetries(() => import('./hand-over.ts')).then(
    (module) => module.handOverWhenDrawn(state, root, isOnList),
    (error: unknown) => {
      console.warn('JobDesk: could not hand the first paint over', error);
      state.painted?.stopRecording();
      state.painted?.element.remove();
      state.painted = null;
      root.removeAttribute('style');
    },
  );
}
