// The native menu: the platform's usual roles plus JobDesk's commands, which go to the renderer as
// MenuCommand messages (src-shared/desktop-bridge.ts) for it to act on. Every label in the UI's language:
// Electron names its roles in English only, so each role item carries its label from the catalogs too.
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../src-shared/desktop-bridge.ts';
import { MENU_WORDS, type MenuWord } from '../../src-shared/keyboard/menu-words.ts';
import { acceleratorOf, shortcutOfMenuCommand } from '../../src-shared/keyboard/shortcuts.ts';
import type { Translate } from './menu-translator.ts';

export type MenuTemplateOptions = {
  appName: string;
  isMac: boolean;
  /** Reload and developer tools only while developing. */
  isDevelopment: boolean;
  /** The words, in the UI's language (menu-translator.ts). */
  translate: Translate;
  sendCommand: (command: MenuCommand) => void;
};

type Role = NonNullable<MenuItemConstructorOptions['role']> & MenuWord;

export function buildMenuTemplate(options: MenuTemplateOptions): MenuItemConstructorOptions[] {
  const { isMac, sendCommand, translate } = options;
  const word = (name: MenuWord) => translate(MENU_WORDS[name]);
  const role = (name: Role): MenuItemConstructorOptions => ({ role: name, label: word(name) });
  const item = (command: MenuCommand): MenuItemConstructorOptions => {
    const shortcut = shortcutOfMenuCommand(command);
    return {
      id: command,
      label: translate(shortcut.label),
      accelerator: acceleratorOf(shortcut.chords[0]),
      // `?` is typed in fields: shown beside the item, answered by the page outside fields only.
      ...(shortcut.menuOwnsKey === false ? { registerAccelerator: false } : {}),
      click: () => sendCommand(command),
    };
  };
  const separator = { type: 'separator' } as const;
  // About shows the name and version set with app.setAboutPanelOptions, on every platform.
  const about = role('about');

  const appMenu: MenuItemConstructorOptions = {
    label: options.appName,
    submenu: [
      about,
      separator,
      item('settings'),
      separator,
      role('services'),
      separator,
      role('hide'),
      role('hideOthers'),
      role('unhide'),
      separator,
      role('quit'),
    ],
  };
  const fileMenu: MenuItemConstructorOptions = {
    label: word('file'),
    submenu: [
      item('new-job'),
      item('save'),
      separator,
      item('sync-now'),
      ...(isMac ? [] : [separator, item('settings'), separator]),
      isMac ? role('close') : role('quit'),
    ],
  };
  const editMenu: MenuItemConstructorOptions = {
    label: word('edit'),
    submenu: [
      role('undo'),
      role('redo'),
      separator,
      role('cut'),
      role('copy'),
      role('paste'),
      role('pasteAndMatchStyle'),
      role('delete'),
      role('selectAll'),
      separator,
      item('find'),
    ],
  };
  const viewMenu: MenuItemConstructorOptions = {
    label: word('view'),
    submenu: [
      ...(options.isDevelopment
        ? [role('reload'), role('forceReload'), role('toggleDevTools'), separator]
        : []),
      role('resetZoom'),
      role('zoomIn'),
      role('zoomOut'),
      separator,
      role('togglefullscreen'),
    ],
  };
  // The window menu written out: its role alone would fill it with English items.
  const windowMenu: MenuItemConstructorOptions = {
    role: 'windowMenu',
    label: word('window'),
    submenu: isMac
      ? [role('minimize'), role('zoom'), separator, role('front')]
      : [role('minimize'), role('close')],
  };
  const helpMenu: MenuItemConstructorOptions = {
    label: word('help'),
    role: 'help',
    submenu: [item('show-shortcuts'), ...(isMac ? [] : [separator, about])],
  };
  return [...(isMac ? [appMenu] : []), fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}
