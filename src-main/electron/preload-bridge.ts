// The preload's half of the desktop bridge (src-shared/desktop-bridge.ts): menu commands in, validated;
// connectivity reports out. Takes Electron's ipcRenderer as a parameter so it is testable without it.
import {
  CONNECTIVITY_CHANNEL,
  type DesktopBridge,
  isMenuCommand,
  MENU_COMMAND_CHANNEL,
  systemLanguagesFromArguments,
  UI_LANGUAGE_CHANNEL,
} from '../../src-shared/desktop-bridge.ts';

export type BridgeIpc = {
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  send(channel: string, ...args: unknown[]): void;
};

/** `argv`: the renderer's command line, which carries the system's languages (SYSTEM_LANGUAGES_ARGUMENT). */
export function createDesktopBridge(ipc: BridgeIpc, argv: readonly string[] = []): DesktopBridge {
  return {
    systemLanguages: Object.freeze(systemLanguagesFromArguments(argv)),
    showLanguage(language) {
      // Only a string crosses; the main process checks it is a language JobDesk speaks.
      if (typeof language === 'string') ipc.send(UI_LANGUAGE_CHANNEL, language);
    },
    onMenuCommand(listener) {
      if (typeof listener !== 'function') throw new TypeError('onMenuCommand needs a function.');
      // Only the IPC object itself is never handed to the page; it gets the command string alone.
      const handler = (_event: unknown, command: unknown) => {
        if (isMenuCommand(command)) listener(command);
      };
      ipc.on(MENU_COMMAND_CHANNEL, handler);
      return () => void ipc.removeListener(MENU_COMMAND_CHANNEL, handler);
    },
  };
}

/** Chromium's online/offline events, told to the main process so sync resumes at once. */
export function forwardConnectivity(target: Pick<EventTarget, 'addEventListener'>, ipc: BridgeIpc): void {
  target.addEventListener('online', () => ipc.send(CONNECTIVITY_CHANNEL, true));
  target.addEventListener('offline', () => ipc.send(CONNECTIVITY_CHANNEL, false));
}
