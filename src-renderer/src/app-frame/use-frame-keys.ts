// The frame's shortcuts in the page (frame-shortcuts.ts): in a browser the keys themselves, in the desktop app
// whatever the menu leaves to the page. One listener for all, on the document.
import { useEffect, useRef } from 'react';
import { isMacPlatform } from '../../../src-shared/keyboard/shortcuts.ts';
import { type FrameAction, frameActionOf, isTypingTarget } from './frame-shortcuts.ts';

export const IS_MAC = typeof navigator !== 'undefined' && isMacPlatform(navigator.platform);

export function useFrameKeys(run: (action: FrameAction) => void, inEditor: boolean): void {
  const latest = useRef({ run, inEditor });
  latest.current = { run, inEditor };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = frameActionOf(event, {
        isMac: IS_MAC,
        typingInField: isTypingTarget(target),
        inEditor: latest.current.inEditor,
      });
      if (action === null) return;
      // Handled here: the browser's own use of the key, and a desktop menu's accelerator, do not run too.
      event.preventDefault();
      latest.current.run(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
