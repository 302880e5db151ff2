// The desktop app's menu in the page: each command the shell sends (src-shared/desktop-bridge.ts) does what
// its shortcut does here. The menu owns those accelerators in the desktop app, so the page would otherwise
// never see Ctrl/Cmd+N, S or F; in a browser there is no bridge and nothing is listened to.
import { useEffect, useRef } from 'react';
import {
  DESKTOP_BRIDGE_GLOBAL,
  type DesktopBridge,
  isMenuCommand,
  type MenuCommand,
} from '../../../src-shared/desktop-bridge.ts';

export type MenuAction =
  /** The same key the page already answers (the editor asks about unsaved edits before a new job). */
  { kind: 'shortcut'; key: 'n' | 's' | 'f' } | { kind: 'sync-now' } | { kind: 'open-settings' };

export function menuAction(command: MenuCommand): MenuAction {
  switch (command) {
    case 'new-job':
      return { kind: 'shortcut', key: 'n' };
    case 'save':
      return { kind: 'shortcut', key: 's' };
    case 'find':
      return { kind: 'shortcut', key: 'f' };
    case 'sync-now':
      return { kind: 'sync-now' };
    case 'settings':
      return { kind: 'open-settings' };
  }
}

/** The shell's bridge, when the page runs in the desktop app and it has the expected shape. */
export function desktopBridgeOf(global: object): DesktopBridge | null {
  const bridge = (global as Record<string, unknown>)[DESKTOP_BRIDGE_GLOBAL];
  if (typeof bridge !== 'object' || bridge === null) return null;
  const { onMenuCommand } = bridge as Partial<DesktopBridge>;
  return typeof onMenuCommand === 'function' ? (bridge as DesktopBridge) : null;
}

export function useDesktopMenuCommands(handlers: { syncNow(): void; openSettings(): void }): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const bridge = desktopBridgeOf(window);
    if (bridge === null) return;
    return bridge.onMenuCommand((command) => {
      if (!isMenuCommand(command)) return;
      const action = menuAction(command);
      if (action.kind === 'sync-now') latest.current.syncNow();
      else if (action.kind === 'open-settings') latest.current.openSettings();
      // Sent from the body: the list's search shortcut ignores keys typed into a field.
      else
        document.body.dispatchEvent(
          new KeyboardEvent('keydown', { key: action.key, ctrlKey: true, bubbles: true, cancelable: true }),
        );
    });
  }, []);
}
