// The contract between the Electron shell and the renderer: the menu commands the main process sends and
// the tiny API its preload exposes. Plain constants and a type guard, no zod: a sandboxed preload can
// load no package, and this file is bundled into it.

/** The app's own menu items; the renderer decides what each does. */
export const MENU_COMMANDS = ['new-job', 'save', 'find', 'sync-now', 'settings', 'show-shortcuts'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}

/** Main → renderer: one MenuCommand string per message. */
export const MENU_COMMAND_CHANNEL = 'jobdesk:menu-command';
/** Renderer → main: `true` when Chromium reports the network back, `false` when it goes. */
export const CONNECTIVITY_CHANNEL = 'jobdesk:connectivity';

/** Renderer → main: the UI's language ('en' or 'fr') each time it is activated, for the menus to follow. */
export const UI_LANGUAGE_CHANNEL = 'jobdesk:ui-language';

/**
 * Main → preload, before the page loads: the system's languages, most wanted first, as one argument of the
 * renderer's command line (`webPreferences.additionalArguments`), comma-separated.
 */
export const SYSTEM_LANGUAGES_ARGUMENT = '--jobdesk-system-languages=';

/** Where the preload puts the bridge: `window.jobdesk`, present only in the desktop app. */
export const DESKTOP_BRIDGE_GLOBAL = 'jobdesk';

export type DesktopBridge = {
  /** Calls `listener` for each menu command; returns the function that stops listening. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /** The system's languages, most wanted first (Electron's `app.getPreferredSystemLanguages()`, `app.getLocale()`). */
  readonly systemLanguages: readonly string[];
  /** Tells the shell the UI's language, whose words its menus then use. */
  showLanguage(language: string): void;
};

/** The language tags the main process put on the renderer's command line (SYSTEM_LANGUAGES_ARGUMENT). */
export function systemLanguagesFromArguments(argv: readonly string[]): string[] {
  const argument = argv.find((each) => each.startsWith(SYSTEM_LANGUAGES_ARGUMENT));
  if (argument === undefined) return [];
  return argument
    .slice(SYSTEM_LANGUAGES_ARGUMENT.length)
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => /^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$/.test(tag));
}

/** The argument that carries the system's languages to the preload. */
export function systemLanguagesArgument(tags: readonly string[]): string {
  return `${SYSTEM_LANGUAGES_ARGUMENT}${tags.filter((tag) => !tag.includes(',')).join(',')}`;
}
