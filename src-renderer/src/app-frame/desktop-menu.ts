// The desktop app's menu in the page: each command the shell sends (src-shared/desktop-bridge.ts) does what
// its shortcut does here. The menu owns those accelerators in the desktop app, so the page would otherwise
// never see them; in a browser there is no bridge and the keys themselves reach the page (use-frame-keys.ts).
import { useEffect, useRef } from 'react';
import { isMenuCommand } from '../../../src-shared/desktop-bridge.ts';
import { desktopBridgeOf } from '../core/desktop-shell.ts';
import { type FrameAction, menuAction } from './frame-shortcuts.ts';

export function useDesktopMenuCommands(run: (action: FrameAction) => void, inEditor: boolean): void {
  const latest = useRef({ run, inEditor });
  latest.current = { run, inEditor };
  useEffect(() => {
    const bridge = desktopBridgeOf(window);
    if (bridge === null) return;
    return bridge.onMenuCommand((command) => {
      if (!isMenuCommand(command)) return;
      const action = menuAction(command, latest.current.inEditor);
      if (action.kind === 'frame') {
        latest.current.run(action.action);
        return;
      }
      // The key the screen already answers (Save, Search, the editor's New job), sent from the body: the list's
      // search shortcut ignores keys typed into a field.
      const { chord } = action;
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: chord.key,
          ctrlKey: chord.mod ?? false,
          shiftKey: chord.shift ?? false,
          bubbles: true,
          cancelable: true,
        }),
      );
    });
  }, []);
}
