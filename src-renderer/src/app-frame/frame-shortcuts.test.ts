import { describe, expect, it } from 'vitest';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { frameActionOf, isTypingTarget, type KeyContext } from './frame-shortcuts.ts';
import { chordName, keyCapsOf } from './key-caps.ts';

const key = (
  value: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});
const onList: KeyContext = { isMac: false, typingInField: false, inEditor: false };

describe('the frame’s keys', () => {
  it('open Settings with Ctrl+, and sync with Ctrl+Shift+Y, from anywhere, a field included', () => {
    for (const context of [onList, { ...onList, typingInField: true }, { ...onList, inEditor: true }]) {
      expect(frameActionOf(key(',', { ctrlKey: true }), context)).toBe('settings');
      expect(frameActionOf(key('Y', { ctrlKey: true, shiftKey: true }), context)).toBe('sync-now');
    }
  });

  it('take Cmd for Ctrl on a Mac', () => {
    const mac = { ...onList, isMac: true };
    expect(frameActionOf(key(',', { metaKey: true }), mac)).toBe('settings');
    expect(frameActionOf(key(',', { ctrlKey: true }), mac)).toBeNull();
  });

  it('show the shortcuts on ? except while typing in a field, where ? is text', () => {
    expect(frameActionOf(key('?', { shiftKey: true }), onList)).toBe('show-shortcuts');
    expect(frameActionOf(key('?', { shiftKey: true }), { ...onList, typingInField: true })).toBeNull();
  });

  it('start a new job outside the editor only: the editor asks about unsaved edits first', () => {
    expect(frameActionOf(key('n', { ctrlKey: true }), onList)).toBe('new-job');
    expect(frameActionOf(key('n', { ctrlKey: true }), { ...onList, inEditor: true })).toBeNull();
  });

  it('leave the keys of the screens alone (Save, Search, Enter, Escape)', () => {
    for (const press of [
      key('s', { ctrlKey: true }),
      key('f', { ctrlKey: true }),
      key('/'),
      key('Enter'),
      key('Escape'),
    ])
      expect(frameActionOf(press, onList), press.key).toBeNull();
  });

  it('count text inputs, text areas and editable areas as typing, not checkboxes or buttons', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('the keys as printed', () => {
  it('are Ctrl and Shift on Windows and Linux, ⌘ and ⇧ on a Mac', () => {
    const sync = { mod: true, shift: true, key: 'y' };
    expect(keyCapsOf(sync, false)).toEqual(['Ctrl', 'Shift', 'Y']);
    expect(keyCapsOf(sync, true)).toEqual(['⌘', '⇧', 'Y']);
    expect(chordName(sync, false)).toBe('Ctrl+Shift+Y');
    expect(chordName(sync, true)).toBe('⌘⇧Y');
    expect(keyCapsOf({ key: 'enter' }, false)).toEqual(['Enter']);
  });

  it('are named in French in a French UI (Maj, Entrée, Échap)', async () => {
    await useFrenchUi();
    expect(keyCapsOf({ mod: true, shift: true, key: 'y' }, false)).toEqual(['Ctrl', 'Maj', 'Y']);
    expect(keyCapsOf({ key: 'enter' }, false)).toEqual(['Entrée']);
    expect(keyCapsOf({ key: 'escape' }, false)).toEqual(['Échap']);
  });
});
