// Keeps the keyboard in the app (focus-keeping.ts): Tab wraps at the ends, and focus that fell to <body>
// because its element went away lands on the screen's heading.
import { type RefObject, useEffect } from 'react';
import { landingIn, tabbablesIn, wrapTarget } from './focus-keeping.ts';

export function useFocusKeeping(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog's own focus trap has handled it (Mantine prevents the default when it wraps).
      if (event.key !== 'Tab' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
        return;
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // Inside an open dialog the dialog's trap decides.
      if (active?.closest('[role="dialog"]')) return;
      const onBody = active === null || active === document.body;
      const target = wrapTarget(tabbablesIn(document.body), onBody ? null : active, event.shiftKey);
      if (target === null) return;
      event.preventDefault();
      target.focus();
    };

    // The element that last had the focus: when it leaves the page and the focus with it, the heading takes it.
    let lastFocused: Element | null = null;
    // The heading was not there yet (a screen still loading): the screen's element holds the focus until it is.
    let waitingForHeading = false;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
      if (event.target !== main.current) waitingForHeading = false;
    };
    const land = () => {
      const screen = main.current;
      if (screen === null) return;
      const target = landingIn(screen);
      waitingForHeading = target === screen;
      target.focus({ preventScroll: target === screen });
    };
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (waitingForHeading && active === main.current) land();
      else if (
        (active === null || active === document.body) &&
        lastFocused !== null &&
        !lastFocused.isConnected
      )
        land();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [main]);
}

/** After a dialog closed with nothing to give the focus back to (it was opened from the page's body). */
export function landFocusIfLost(main: HTMLElement | null): void {
  if (main === null) return;
  if (document.activeElement === null || document.activeElement === document.body) landingIn(main).focus();
}
