import { describe, expect, it } from 'vitest';
import { MENU_COMMANDS } from '../../../src-shared/desktop-bridge.ts';
import { menuAction } from './frame-shortcuts.ts';

describe('the desktop menu in the page', () => {
  it('gives every menu command of the shell an action: the frame’s, or the key its screen answers', () => {
    expect(MENU_COMMANDS.map((command) => [command, menuAction(command, false)])).toEqual([
      ['new-job', { kind: 'frame', action: 'new-job' }],
      ['save', { kind: 'key', chord: { mod: true, key: 's' } }],
      ['find', { kind: 'key', chord: { mod: true, key: 'f' } }],
      ['sync-now', { kind: 'frame', action: 'sync-now' }],
      ['settings', { kind: 'frame', action: 'settings' }],
      ['show-shortcuts', { kind: 'frame', action: 'show-shortcuts' }],
    ]);
  });

  it('leaves New job to the editor while one is open, as its key does (it asks about unsaved edits)', () => {
    expect(menuAction('new-job', true)).toEqual({ kind: 'key', chord: { mod: true, key: 'n' } });
    expect(menuAction('settings', true)).toEqual({ kind: 'frame', action: 'settings' });
  });
});
