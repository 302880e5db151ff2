import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { MENU_COMMANDS } from '../desktop-bridge.ts';
import { MENU_WORDS } from './menu-words.ts';
import {
  acceleratorOf,
  hotkeyOf,
  isMacPlatform,
  matchesChord,
  SHORTCUTS,
  shortcutOfMenuCommand,
  shortcutPressed,
} from './shortcuts.ts';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('the keyboard shortcuts', () => {
  it('carry ids that are their messages’ hashes, as Lingui’s macro writes them, so the catalogs hold them once', () => {
    const descriptors = [...SHORTCUTS.map((shortcut) => shortcut.label), ...Object.values(MENU_WORDS)];
    for (const descriptor of descriptors)
      expect(descriptor.id, descriptor.message).toBe(
        generateMessageId(descriptor.message, 'context' in descriptor ? descriptor.context : undefined),
      );
  });

  it('give every desktop menu command one shortcut and no two shortcuts the same keys', () => {
    expect(MENU_COMMANDS.map((command) => shortcutOfMenuCommand(command).menuCommand)).toEqual([
      ...MENU_COMMANDS,
    ]);
    const keys = SHORTCUTS.flatMap((shortcut) => shortcut.chords.map((chord) => hotkeyOf(chord)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('spell each chord as Electron’s accelerator and as Mantine’s hotkey', () => {
    expect(acceleratorOf({ mod: true, shift: true, key: 'y' })).toBe('CmdOrCtrl+Shift+Y');
    expect(acceleratorOf({ mod: true, key: ',' })).toBe('CmdOrCtrl+,');
    expect(acceleratorOf({ key: '?' })).toBe('?');
    expect(acceleratorOf({ key: 'enter' })).toBe('Enter');
    expect(hotkeyOf({ mod: true, key: 'n' })).toBe('mod+N');
    expect(hotkeyOf({ mod: true, shift: true, key: 'y' })).toBe('mod+shift+Y');
  });

  it('match Ctrl on Windows and Linux and Cmd on a Mac, never the other', () => {
    const settings = { mod: true, key: ',' };
    expect(matchesChord(press(',', { ctrlKey: true }), settings, false)).toBe(true);
    expect(matchesChord(press(',', { metaKey: true }), settings, false)).toBe(false);
    expect(matchesChord(press(',', { metaKey: true }), settings, true)).toBe(true);
    expect(matchesChord(press(',', { ctrlKey: true }), settings, true)).toBe(false);
    expect(matchesChord(press(','), settings, false)).toBe(false);
  });

  it('match Shift where the chord asks for it, whatever case the key comes in', () => {
    const sync = { mod: true, shift: true, key: 'y' };
    expect(matchesChord(press('Y', { ctrlKey: true, shiftKey: true }), sync, false)).toBe(true);
    expect(matchesChord(press('y', { ctrlKey: true }), sync, false)).toBe(false);
    expect(matchesChord(press('N', { ctrlKey: true, shiftKey: true }), { mod: true, key: 'n' }, false)).toBe(
      false,
    );
  });

  it('take ? as typed, Shift and all, but not with Ctrl or Alt (AltGr types characters)', () => {
    expect(shortcutPressed(press('?', { shiftKey: true }), false)?.id).toBe('show-shortcuts');
    expect(shortcutPressed(press('?', { ctrlKey: true, shiftKey: true }), false)).toBeUndefined();
    expect(shortcutPressed(press('?', { altKey: true, ctrlKey: true }), false)).toBeUndefined();
  });

  it('find the shortcut of a key press among all, with every chord of it', () => {
    expect(shortcutPressed(press('f', { ctrlKey: true }), false)?.id).toBe('search');
    expect(shortcutPressed(press('/'), false)?.id).toBe('search');
    expect(shortcutPressed(press('y', { ctrlKey: true, shiftKey: true }), false)?.id).toBe('sync-now');
    expect(shortcutPressed(press('x', { ctrlKey: true }), false)).toBeUndefined();
  });

  it('tell a Mac from its platform name', () => {
    expect(['MacIntel', 'darwin', 'iPhone'].map(isMacPlatform)).toEqual([true, true, true]);
    expect(['Win32', 'Linux x86_64', 'linux', 'win32'].map(isMacPlatform)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
