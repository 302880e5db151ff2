import { describe, expect, it } from 'vitest';
import { MENU_COMMANDS } from '../../../src-shared/desktop-bridge.ts';
import { desktopBridgeOf, menuAction } from './desktop-menu.ts';

describe('the desktop menu in the page', () => {
  it('gives every menu command of the shell an action', () => {
    expect(MENU_COMMANDS.map((command) => [command, menuAction(command)])).toEqual([
      ['new-job', { kind: 'shortcut', key: 'n' }],
      ['save', { kind: 'shortcut', key: 's' }],
      ['find', { kind: 'shortcut', key: 'f' }],
      ['sync-now', { kind: 'sync-now' }],
      ['settings', { kind: 'open-settings' }],
    ]);
  });

  it('finds the bridge only where the shell put one with onMenuCommand', () => {
    const bridge = { onMenuCommand: () => () => {} };
    expect(desktopBridgeOf({ jobdesk: bridge })).toBe(bridge);
    expect(desktopBridgeOf({})).toBeNull();
    expect(desktopBridgeOf({ jobdesk: { onMenuCommand: 'no' } })).toBeNull();
  });
});
