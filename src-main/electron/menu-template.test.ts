import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { MENU_COMMANDS, type MenuCommand } from '../../src-shared/desktop-bridge.ts';
import { buildMenuTemplate } from './menu-template.ts';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

function menu(isMac: boolean, isDevelopment = false) {
  const sent: MenuCommand[] = [];
  const template = buildMenuTemplate({
    appName: 'JobDesk',
    isMac,
    isDevelopment,
    sendCommand: (c) => sent.push(c),
  });
  return { template, items: flatten(template), sent };
}

describe('the menu template', () => {
  it.each([true, false])('sends each app command to the renderer exactly once (macOS: %s)', (isMac) => {
    const { items, sent } = menu(isMac);
    for (const command of MENU_COMMANDS) {
      const matching = items.filter((item) => item.id === command);
      expect(matching, command).toHaveLength(1);
      matching[0]?.click?.(
        ...([] as unknown as Parameters<NonNullable<MenuItemConstructorOptions['click']>>),
      );
    }
    expect(sent).toEqual([...MENU_COMMANDS]);
  });

  it('gives every command a distinct shortcut', () => {
    const accelerators = menu(false)
      .items.filter((item) => item.id)
      .map((item) => item.accelerator);
    expect(new Set(accelerators).size).toBe(MENU_COMMANDS.length);
  });

  it('has the usual roles and an About with the name', () => {
    for (const isMac of [true, false]) {
      const roles = menu(isMac)
        .items.map((item) => item.role)
        .filter(Boolean);
      expect(roles).toEqual(
        expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'about']),
      );
      expect(roles).toContain(isMac ? 'hide' : 'quit');
      expect(menu(isMac).items.find((item) => item.role === 'about')?.label).toBe('About JobDesk');
    }
    expect(menu(true).template[0]?.label).toBe('JobDesk');
  });

  it('offers reload and developer tools only in development', () => {
    const roles = (isDevelopment: boolean) => menu(false, isDevelopment).items.map((item) => item.role);
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(false)).not.toContain('reload');
  });
});

vi.mock('electron', () => {
  throw new Error('the menu template must not load Electron');
});
