// The contract between the Electron shell and the renderer: the menu commands the main process sends and
// the tiny API its preload exposes. Plain constants and a type guard, no zod: a sandboxed preload can
// load no package, and this file is bundled into it.

/** The app's own menu items; the renderer decides what each does. */
export const MENU_COMMANDS = ['new-job', 'save', 'find', 'sync-now', 'settings'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}

/** Main → renderer: one MenuCommand string per message. */
export const MENU_COMMAND_CHANNEL = 'jobdesk:menu-command';
/** Renderer → main: `true` when Chromium reports the network back, `false` when it goes. */
export const CONNECTIVITY_CHANNEL = 'jobdesk:connectivity';

/** Where the preload puts the bridge: `window.jobdesk`, present only in the desktop app. */
export const DESKTOP_BRIDGE_GLOBAL = 'jobdesk';

export type DesktopBridge = {
  /** Calls `listener` for each menu command; returns the function that stops listening. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
};
