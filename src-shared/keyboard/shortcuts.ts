// The app's keyboard shortcuts, written once: the desktop menu's items and accelerators
// (src-main/electron/menu-template.ts), the page's key handler in a browser (src-renderer/src/app-frame), and
// the list of shortcuts `?` shows all read this table.
import type { MenuCommand } from '../desktop-bridge.ts';
import type { MessageDescriptor } from './message-descriptor.ts';

/** One key pressed with modifiers. `key` is `KeyboardEvent.key` in lower case (a letter, ',', '/', '?', 'Enter'). */
export type Chord = {
  readonly key: string;
  /** Cmd on a Mac, Ctrl elsewhere. */
  readonly mod?: boolean;
  readonly shift?: boolean;
};

export type ShortcutId =
  | 'new-job'
  | 'save'
  | 'search'
  | 'sync-now'
  | 'settings'
  | 'show-shortcuts'
  | 'open-job'
  | 'leave-editor';

export type Shortcut = {
  readonly id: ShortcutId;
  /** The first is the one a menu shows; each works. */
  readonly chords: readonly [Chord, ...Chord[]];
  /** What the menu and the list of shortcuts call it (the UI's catalogs, src-renderer/locales). */
  readonly label: MessageDescriptor;
  /** The desktop menu's command, for the shortcuts that are menu items. */
  readonly menuCommand?: MenuCommand;
  /**
   * False where a system-wide accelerator would take the key from every field (`?` is typed in descriptions):
   * the menu shows the key but the page alone answers it, and only outside fields.
   */
  readonly menuOwnsKey?: boolean;
};

// Each label is what Lingui's `msg` macro writes (src-shared runs without the macro's build step): the id is
// the message's hash, checked by shortcuts.test.ts, so one catalog entry serves the menu and the page.
export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'new-job',
    chords: [{ mod: true, key: 'n' }],
    label: /*i18n*/ { id: 'mtDZ6O', message: 'New job' },
    menuCommand: 'new-job',
  },
  {
    id: 'save',
    chords: [{ mod: true, key: 's' }],
    label: /*i18n*/ { id: 'tfDRzk', message: 'Save' },
    menuCommand: 'save',
  },
  {
    id: 'search',
    chords: [{ mod: true, key: 'f' }, { key: '/' }],
    label: /*i18n*/ { id: 'G3aSek', message: 'Search jobs' },
    menuCommand: 'find',
  },
  {
    id: 'sync-now',
    chords: [{ mod: true, shift: true, key: 'y' }],
    label: /*i18n*/ { id: 'lb_UU4', message: 'Sync now' },
    menuCommand: 'sync-now',
  },
  {
    id: 'settings',
    chords: [{ mod: true, key: ',' }],
    label: /*i18n*/ { id: 'Tz0i8g', message: 'Settings' },
    menuCommand: 'settings',
  },
  {
    id: 'show-shortcuts',
    chords: [{ key: '?' }],
    label: /*i18n*/ { id: '77Emn0', message: 'Keyboard shortcuts' },
    menuCommand: 'show-shortcuts',
    menuOwnsKey: false,
  },
  {
    id: 'open-job',
    chords: [{ key: 'enter' }],
    label: /*i18n*/ { id: 'O3lsXR', message: 'Open the job in focus' },
  },
  {
    id: 'leave-editor',
    chords: [{ key: 'escape' }],
    label: /*i18n*/ { id: 'vcyFMu', message: 'Leave the job and go back to the list' },
  },
];

export function shortcutOf(id: ShortcutId): Shortcut {
  const found = SHORTCUTS.find((shortcut) => shortcut.id === id);
  if (!found) throw new Error(`No shortcut ${id}`);
  return found;
}

/** The shortcut a menu command stands for. */
export function shortcutOfMenuCommand(command: MenuCommand): Shortcut {
  const found = SHORTCUTS.find((shortcut) => shortcut.menuCommand === command);
  if (!found) throw new Error(`No shortcut for the menu command ${command}`);
  return found;
}

/** Electron's accelerator for a chord: `CmdOrCtrl+Shift+Y`. */
export function acceleratorOf(chord: Chord): string {
  const key =
    chord.key.length === 1 ? chord.key.toUpperCase() : chord.key[0]?.toUpperCase() + chord.key.slice(1);
  return [chord.mod ? 'CmdOrCtrl' : null, chord.shift ? 'Shift' : null, key].filter(Boolean).join('+');
}

/** Mantine's `useHotkeys` spelling of a chord: `mod+shift+Y`. */
export function hotkeyOf(chord: Chord): string {
  return [chord.mod ? 'mod' : null, chord.shift ? 'shift' : null, chord.key.toUpperCase()]
    .filter(Boolean)
    .join('+');
}

export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * Whether a key press is the chord. The platform's own modifier only (Cmd on a Mac, Ctrl elsewhere), never Alt
 * (AltGr types characters). A chord of a character typed with Shift ('?') ignores Shift: the key says it.
 */
export function matchesChord(press: KeyPress, chord: Chord, isMac: boolean): boolean {
  if (press.key.toLowerCase() !== chord.key) return false;
  if (press.altKey) return false;
  const mod = isMac ? press.metaKey : press.ctrlKey;
  const otherMod = isMac ? press.ctrlKey : press.metaKey;
  if (mod !== Boolean(chord.mod) || otherMod) return false;
  const letterOrNamed = /^[a-z]$/.test(chord.key) || chord.key.length > 1;
  return !letterOrNamed || press.shiftKey === Boolean(chord.shift);
}

/** The shortcut a key press is, among those given. */
export function shortcutPressed(
  press: KeyPress,
  isMac: boolean,
  among: readonly Shortcut[] = SHORTCUTS,
): Shortcut | undefined {
  return among.find((shortcut) => shortcut.chords.some((chord) => matchesChord(press, chord, isMac)));
}

/** The platform is a Mac's (from `navigator.platform` or Node's `process.platform`). */
export function isMacPlatform(platform: string): boolean {
  return /^(darwin|mac|iphone|ipad)/i.test(platform);
}
