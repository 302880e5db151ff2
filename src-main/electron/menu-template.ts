// The native menu: the platform's usual roles plus JobDesk's commands, which go to the renderer as
// MenuCommand messages (src-shared/desktop-bridge.ts) for it to act on.
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../src-shared/desktop-bridge.ts';

export type MenuTemplateOptions = {
  appName: string;
  isMac: boolean;
  /** Reload and developer tools only while developing. */
  isDevelopment: boolean;
  sendCommand: (command: MenuCommand) => void;
};

/** The app's commands with their shortcuts; the renderer decides what each does. */
export const MENU_COMMAND_ITEMS: readonly { command: MenuCommand; label: string; accelerator: string }[] = [
  { command: 'new-job', label: 'New Job', accelerator: 'CmdOrCtrl+N' },
  { command: 'save', label: 'Save', accelerator: 'CmdOrCtrl+S' },
  { command: 'find', label: 'Find…', accelerator: 'CmdOrCtrl+F' },
  { command: 'sync-now', label: 'Sync Now', accelerator: 'CmdOrCtrl+Shift+Y' },
  { command: 'settings', label: 'Settings…', accelerator: 'CmdOrCtrl+,' },
];

export function buildMenuTemplate(options: MenuTemplateOptions): MenuItemConstructorOptions[] {
  const { isMac, sendCommand } = options;
  const item = (command: MenuCommand): MenuItemConstructorOptions => {
    const found = MENU_COMMAND_ITEMS.find((entry) => entry.command === command);
    if (!found) throw new Error(`No menu item for ${command}`);
    return {
      id: command,
      label: found.label,
      accelerator: found.accelerator,
      click: () => sendCommand(command),
    };
  };
  // About shows the name and version set with app.setAboutPanelOptions, on every platform.
  const about: MenuItemConstructorOptions = { role: 'about', label: `About ${options.appName}` };

  const appMenu: MenuItemConstructorOptions = {
    label: options.appName,
    submenu: [
      about,
      { type: 'separator' },
      item('settings'),
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  };
  const fileMenu: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      item('new-job'),
      item('save'),
      { type: 'separator' },
      item('sync-now'),
      ...(isMac ? [] : [{ type: 'separator' } as const, item('settings'), { type: 'separator' } as const]),
      isMac ? { role: 'close' } : { role: 'quit' },
    ],
  };
  const editMenu: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'pasteAndMatchStyle' },
      { role: 'delete' },
      { role: 'selectAll' },
      { type: 'separator' },
      item('find'),
    ],
  };
  const viewMenu: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      ...(options.isDevelopment
        ? ([
            { role: 'reload' },
            { role: 'forceReload' },
            { role: 'toggleDevTools' },
            { type: 'separator' },
          ] as const)
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  const windowMenu: MenuItemConstructorOptions = { role: 'windowMenu' };
  const helpMenu: MenuItemConstructorOptions = { label: 'Help', role: 'help', submenu: isMac ? [] : [about] };
  return [...(isMac ? [appMenu] : []), fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}
