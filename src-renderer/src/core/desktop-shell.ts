// The desktop shell's bridge (src-shared/desktop-bridge.ts) as the page finds it: present only in the desktop
// app, checked for its shape before use. The system's languages come from it there (Electron's
// `app.getPreferredSystemLanguages()` and `app.getLocale()`), from the browser elsewhere.
import { DESKTOP_BRIDGE_GLOBAL, type DesktopBridge } from '../../../src-shared/desktop-bridge.ts';

/** The shell's bridge, when the page runs in the desktop app and it has the expected shape. */
export function desktopBridgeOf(global: object): DesktopBridge | null {
  const bridge = (global as Record<string, unknown>)[DESKTOP_BRIDGE_GLOBAL];
  if (typeof bridge !== 'object' || bridge === null) return null;
  const { onMenuCommand } = bridge as Partial<DesktopBridge>;
  return typeof onMenuCommand === 'function' ? (bridge as DesktopBridge) : null;
}

/** The system's languages, most wanted first: the desktop shell's when it gives any, else the browser's. */
export function systemLanguagesOf(global: object, browserLanguages: readonly string[]): readonly string[] {
  const fromShell = desktopBridgeOf(global)?.systemLanguages;
  const valid = Array.isArray(fromShell) && fromShell.every((tag) => typeof tag === 'string');
  return valid && fromShell.length > 0 ? fromShell : browserLanguages;
}

/** Tells the desktop shell the UI's language, for its menus; nothing in a browser. */
export function showLanguageToShell(global: object, language: string): void {
  const bridge = desktopBridgeOf(global);
  if (typeof bridge?.showLanguage === 'function') bridge.showLanguage(language);
}
