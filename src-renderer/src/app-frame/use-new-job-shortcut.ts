// Ctrl/Cmd+N opens a new job from anywhere outside the editor (the editor handles its own, asking about unsaved edits).
import { useEffect } from 'react';

export function useNewJobShortcut(enabled: boolean, openNewJob: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'n' || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      openNewJob();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, openNewJob]);
}
