import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { MENU_COMMANDS, type MenuCommand } from '../../src-shared/desktop-bridge.ts';
import type { AppLanguage } from '../../src-shared/i18n/app-language.ts';
import { buildMenuTemplate } from './menu-template.ts';
import { menuTranslator } from './menu-translator.ts';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

function menu(isMac: boolean, isDevelopment = false, language: AppLanguage = 'en') {
  const sent: MenuCommand[] = [];
  const template = buildMenuTemplate({
    appName: 'JobDesk',
    isMac,
    isDevelopment,
    translate: menuTranslator(language),
    sendCommand: (c) => sent.push(c),
  });
  return { template, items: flatten(template), sent };
}

/** The template as data: each item's label, role and accelerator, separators as '—', submenus nested. */
function outline(items: MenuItemConstructorOptions[]): unknown[] {
  return items.map((item) =>
    item.type === 'separator'
      ? '—'
      : {
          label: item.label,
          ...(item.role ? { role: item.role } : {}),
          ...(item.accelerator ? { accelerator: item.accelerator } : {}),
          ...(Array.isArray(item.submenu) ? { submenu: outline(item.submenu) } : {}),
        },
  );
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

  it('shows ? beside Keyboard shortcuts without taking the key from the fields where it is typed', () => {
    const shortcuts = menu(false).items.find((item) => item.id === 'show-shortcuts');
    expect(shortcuts).toMatchObject({
      label: 'Keyboard shortcuts',
      accelerator: '?',
      registerAccelerator: false,
    });
    const others = menu(false).items.filter((item) => item.id && item.id !== 'show-shortcuts');
    expect(others.every((item) => item.registerAccelerator === undefined)).toBe(true);
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

  it('labels every item, roles included, so none falls back to Electron’s English', () => {
    for (const isMac of [true, false])
      for (const language of ['en', 'fr'] as const) {
        const unlabelled = menu(isMac, true, language).items.filter(
          (item) => item.type !== 'separator' && !item.label,
        );
        expect(unlabelled, `${language}, macOS: ${isMac}`).toEqual([]);
      }
  });

  it('offers reload and developer tools only in development', () => {
    const roles = (isDevelopment: boolean) => menu(false, isDevelopment).items.map((item) => item.role);
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(false)).not.toContain('reload');
  });
});

describe('the menu in French', () => {
  it('is the Windows and Linux menu with French labels and the same roles and shortcuts', () => {
    expect(outline(menu(false, false, 'fr').template)).toEqual([
      {
        label: 'Fichier',
        submenu: [
          { label: 'Nouveau poste', accelerator: 'CmdOrCtrl+N' },
          { label: 'Enregistrer', accelerator: 'CmdOrCtrl+S' },
          '—',
          { label: 'Synchroniser', accelerator: 'CmdOrCtrl+Shift+Y' },
          '—',
          { label: 'Paramètres', accelerator: 'CmdOrCtrl+,' },
          '—',
          { label: 'Quitter JobDesk', role: 'quit' },
        ],
      },
      {
        label: 'Édition',
        submenu: [
          { label: 'Annuler', role: 'undo' },
          { label: 'Rétablir', role: 'redo' },
          '—',
          { label: 'Couper', role: 'cut' },
          { label: 'Copier', role: 'copy' },
          { label: 'Coller', role: 'paste' },
          { label: 'Coller et adapter le style', role: 'pasteAndMatchStyle' },
          { label: 'Supprimer', role: 'delete' },
          { label: 'Tout sélectionner', role: 'selectAll' },
          '—',
          { label: 'Rechercher des postes', accelerator: 'CmdOrCtrl+F' },
        ],
      },
      {
        label: 'Affichage',
        submenu: [
          { label: 'Taille réelle', role: 'resetZoom' },
          { label: 'Zoom avant', role: 'zoomIn' },
          { label: 'Zoom arrière', role: 'zoomOut' },
          '—',
          { label: 'Plein écran', role: 'togglefullscreen' },
        ],
      },
      {
        label: 'Fenêtre',
        role: 'windowMenu',
        submenu: [
          { label: 'Réduire', role: 'minimize' },
          { label: 'Fermer la fenêtre', role: 'close' },
        ],
      },
      {
        label: 'Aide',
        role: 'help',
        submenu: [
          { label: 'Raccourcis clavier', accelerator: '?' },
          '—',
          { label: 'À propos de JobDesk', role: 'about' },
        ],
      },
    ]);
  });

  it('is the Mac menu with the app menu first, in French', () => {
    const [appMenu, fileMenu, , , windowMenu] = outline(menu(true, false, 'fr').template) as Array<{
      label: string;
      submenu: unknown[];
    }>;
    expect(appMenu).toEqual({
      label: 'JobDesk',
      submenu: [
        { label: 'À propos de JobDesk', role: 'about' },
        '—',
        { label: 'Paramètres', accelerator: 'CmdOrCtrl+,' },
        '—',
        { label: 'Services', role: 'services' },
        '—',
        { label: 'Masquer JobDesk', role: 'hide' },
        { label: 'Masquer les autres', role: 'hideOthers' },
        { label: 'Tout afficher', role: 'unhide' },
        '—',
        { label: 'Quitter JobDesk', role: 'quit' },
      ],
    });
    expect(fileMenu?.submenu.at(-1)).toEqual({ label: 'Fermer la fenêtre', role: 'close' });
    expect(windowMenu?.submenu).toEqual([
      { label: 'Réduire', role: 'minimize' },
      { label: 'Zoom', role: 'zoom' },
      '—',
      { label: 'Tout ramener au premier plan', role: 'front' },
    ]);
  });
});

vi.mock('electron', () => {
  throw new Error('the menu template must not load Electron');
});
