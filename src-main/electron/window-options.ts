// The main window's options: Electron's security checklist in webPreferences, the size and position
// remembered from the last launch.
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import type { WindowState } from './window-state.ts';

/**
 * Every renderer runs sandboxed and isolated from its preload, without Node, with the same-origin policy
 * on, and cannot run insecure content, enable experimental features or open <webview>.
 */
export const SECURE_WEB_PREFERENCES = {
  sandbox: true,
  contextIsolation: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  enableBlinkFeatures: '',
  webviewTag: false,
  navigateOnDragDrop: false,
  safeDialogs: true,
  // Off: JobDesk's own spelling (nspell, offline) does the job; Chromium's would fetch dictionaries online.
  spellcheck: false,
} as const satisfies WebPreferences;

export function createMainWindowOptions(options: {
  state: WindowState;
  preloadPath: string;
  title: string;
  /** The window's icon on Linux (Windows and macOS take it from the executable). */
  icon?: string;
  /** Small data for the preload, on the renderer's command line (the system's languages). */
  additionalArguments?: readonly string[];
}): BrowserWindowConstructorOptions {
  const { state } = options;
  return {
    title: options.title,
    width: state.width,
    height: state.height,
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    minWidth: 720,
    minHeight: 480,
    // Shown once the first paint is ready, so no white flash.
    show: false,
    ...(options.icon ? { icon: options.icon } : {}),
    webPreferences: {
      ...SECURE_WEB_PREFERENCES,
      preload: options.preloadPath,
      ...(options.additionalArguments ? { additionalArguments: [...options.additionalArguments] } : {}),
    },
  };
}
