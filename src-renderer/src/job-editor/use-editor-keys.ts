// The editor's keyboard: Ctrl/Cmd+S saves from anywhere in the page, Ctrl/Cmd+N starts a new job (asking about
// unsaved edits first, as leaving does); Esc leaves unless it closes something first.
import { useHotkeys } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { hotkeyOf, shortcutOf } from '../../../src-shared/keyboard/shortcuts.ts';

export function useEditorKeys(handlers: { onSave(): void; onLeave(): void; onNewJob(): void }): void {
  // From every input and the description too (no tag ignored, content-editable included).
  useHotkeys(
    [
      // The keys of the app's one table of shortcuts (the desktop menu and the ? list show the same).
      [hotkeyOf(shortcutOf('save').chords[0]), () => handlers.onSave()],
      [hotkeyOf(shortcutOf('new-job').chords[0]), () => handlers.onNewJob()],
    ],
    [],
    true,
  );
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    // Escape stays a capture-phase listener (useHotkeys listens in the bubble phase): it must be seen before an
    // open list or dialog handles (and closes on) the same Escape, or closing a list would also leave.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      // Escape closes an open dialog, popover, menu or list first; only an Escape with nothing open leaves.
      // (Mantine keeps closed option lists in the page, hidden: only a visible one counts.)
      const open = document.querySelectorAll('[role="dialog"], [role="listbox"], [role="menu"]');
      if (Array.from(open).some((element) => element.checkVisibility())) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[aria-expanded="true"]')) return;
      latest.current.onLeave();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
