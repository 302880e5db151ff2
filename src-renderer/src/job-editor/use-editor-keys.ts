// The editor's keyboard: Ctrl/Cmd+S saves from anywhere in the page; Esc leaves unless it closes something first.
import { useEffect, useRef } from 'react';

export function useEditorKeys(handlers: { onSave(): void; onLeave(): void }): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    // Capture phase: seen before an open list or dialog handles (and closes on) the same Escape.
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === 's'
      ) {
        event.preventDefault();
        latest.current.onSave();
        return;
      }
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Escape closes an open dialog, popover or list first; only an Escape with nothing open leaves.
      // (Mantine keeps closed option lists in the page, hidden: only a visible one counts.)
      const open = document.querySelectorAll('[role="dialog"], [role="listbox"]');
      if (Array.from(open).some((element) => element.checkVisibility())) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[aria-expanded="true"]')) return;
      latest.current.onLeave();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
