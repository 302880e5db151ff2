// Which of the app's shortcuts (src-shared/keyboard/shortcuts.ts) the frame answers itself, in a browser as in
// the desktop app: New job outside the editor, Sync now, Settings and the list of shortcuts. The editor answers
// Save and its own New job (asking about unsaved edits), the list Search, a row Enter, the editor Escape.

import type { MenuCommand } from '../../../src-shared/desktop-bridge.ts';
import {
  type Chord,
  type KeyPress,
  SHORTCUTS,
  type ShortcutId,
  shortcutOfMenuCommand,
  shortcutPressed,
} from '../../../src-shared/keyboard/shortcuts.ts';

export type FrameAction = 'new-job' | 'sync-now' | 'settings' | 'show-shortcuts';

const FRAME_ACTIONS: readonly ShortcutId[] = ['new-job', 'sync-now', 'settings', 'show-shortcuts'];
const FRAME_SHORTCUTS = SHORTCUTS.filter((shortcut) => FRAME_ACTIONS.includes(shortcut.id));

function isFrameAction(id: ShortcutId): id is FrameAction {
  return FRAME_ACTIONS.includes(id);
}

export type KeyContext = {
  isMac: boolean;
  /** The key goes to a field being typed in (an input, a text area, the description). */
  typingInField: boolean;
  /** An editor is open: it answers New job itself. */
  inEditor: boolean;
};

/** The frame's action for a key press, or null when the frame leaves the key alone. */
export function frameActionOf(press: KeyPress, context: KeyContext): FrameAction | null {
  const shortcut = shortcutPressed(press, context.isMac, FRAME_SHORTCUTS);
  if (shortcut === undefined || !isFrameAction(shortcut.id)) return null;
  // `?` is a character: typed in a field it is text. The others hold Ctrl/Cmd and type nothing.
  if (shortcut.id === 'show-shortcuts' && context.typingInField) return null;
  if (shortcut.id === 'new-job' && context.inEditor) return null;
  return shortcut.id;
}

/** What a desktop menu command does in the page: a frame action, or the key its screen already answers. */
export type MenuAction = { kind: 'frame'; action: FrameAction } | { kind: 'key'; chord: Chord };

export function menuAction(command: MenuCommand, inEditor: boolean): MenuAction {
  const shortcut = shortcutOfMenuCommand(command);
  // In the editor, New job is the editor's (it asks about unsaved edits first), as its key is.
  if (isFrameAction(shortcut.id) && !(shortcut.id === 'new-job' && inEditor))
    return { kind: 'frame', action: shortcut.id };
  return { kind: 'key', chord: shortcut.chords[0] };
}

/** The element takes typed text: a text-like input, a text area, a select or an editable area. */
export function isTypingTarget(
  element: { tagName: string; isContentEditable?: boolean; type?: string } | null,
): boolean {
  if (element === null) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const notTyped = ['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'range', 'color'];
  return !notTyped.includes((element.type ?? 'text').toLowerCase());
}
