// Electron entry: wires the shell only. One instance; the core composed before the window loads; the UI
// and the local API on jobdesk://app through the core's fetch handler; every renderer locked down.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  powerMonitor,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import electronLog from 'electron-log/main';
import electronUpdater from 'electron-updater';
import {
  CONNECTIVITY_CHANNEL,
  MENU_COMMAND_CHANNEL,
  type MenuCommand,
  systemLanguagesArgument,
  UI_LANGUAGE_CHANNEL,
} from '../../src-shared/desktop-bridge.ts';
import type { AppLanguage } from '../../src-shared/i18n/app-language.ts';
import { lockDataFolder } from '../core/data-folder.ts';
import { createJobDeskCore } from '../core/jobdesk-core.ts';
import { readOrCreateLocalApiKey } from '../core/local-api-key.ts';
import { rememberBoardKeys } from '../core/remembered-keys.ts';
import { systemClock } from '../core/system-clock.ts';
import { readUiFolder } from '../core/ui-folder.ts';
import { createAppProtocolHandler } from './app-protocol.ts';
import { APP_ID, APP_SCHEME, APP_SCHEME_PRIVILEGES, APP_START_URL } from './app-scheme.ts';
import { decideAutoUpdate, startAutoUpdate } from './auto-update.ts';
import { watchConnectivity } from './connectivity.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { createDevServerUiHandler } from './dev-server-ui.ts';
import { isTrustedSender } from './ipc-sender.ts';
import { askBeforeLeaving, LEAVE_QUESTION } from './leave-prompt.ts';
import { configureLogging } from './logging.ts';
import { parseUiLanguageMessage, startMenuLanguage, systemLanguageTags } from './menu-language.ts';
import { buildMenuTemplate } from './menu-template.ts';
import { menuTranslator } from './menu-translator.ts';
import { guardNavigation } from './navigation-guard.ts';
import { denyAllPermissions } from './permissions.ts';
import { closeWithin } from './quit-gracefully.ts';
import { openSafeStorageSecretStore } from './safe-storage-secret-store.ts';
import { answerRefusedDatabase, describeStartupFailure, RESTORE_BUTTONS } from './startup-failure.ts';
import { createMainWindowOptions } from './window-options.ts';
import { fitToDisplays, readWindowState, writeWindowState } from './window-state.ts';

/** How long quitting waits for the calls in flight and the store to close. */
const QUIT_WAIT_MS = 4000;
const CONNECTIVITY_POLL_MS = 10_000;

// A separate data folder (tests, a second profile); also scopes the single-instance lock below.
if (process.env.JOBDESK_USER_DATA_DIR) app.setPath('userData', resolve(process.env.JOBDESK_USER_DATA_DIR));
// Both must happen before `ready`: the scheme's privileges, and the single-instance lock.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
if (app.requestSingleInstanceLock()) void runDesktopApp().catch(reportStartupFailure);
else app.quit();

async function runDesktopApp(): Promise<void> {
  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  let mainWindow: BrowserWindow | null = null;
  // Every key this app holds, masked in every line: the local API key and each board's (remembered-keys.ts).
  let secretsToRedact = (): readonly string[] => [];
  // No electronLog.initialize(): it would add a preload and an unchecked IPC channel for renderer logs.
  const log = configureLogging(electronLog, () => secretsToRedact(), { toConsole: !app.isPackaged });

  // Every WebContents, whoever creates it, gets the navigation and window-open guards.
  app.on('web-contents-created', (_event, contents) =>
    guardNavigation(contents, shell.openExternal, (url) =>
      log.warn('Refused to open a link', safeScheme(url)),
    ),
  );
  await app.whenReady();
  app.setAboutPanelOptions({ applicationName: app.name, applicationVersion: app.getVersion() });
  // Windows ties notifications (update ready) and taskbar pinning to the installer's app id.
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
  denyAllPermissions(session.defaultSession, (permission) =>
    log.warn('Denied a permission request', permission),
  );
  // JobDesk spells with its own offline dictionaries (en-CA, fr-CA); Chromium's spellchecker would double
  // it and, on Windows and Linux, download Hunspell dictionaries from Google's CDN: an address nobody gave.
  session.defaultSession.setSpellCheckerEnabled(false);

  const userData = app.getPath('userData');
  // The single-instance lock keeps out a second desktop app; this one keeps out any other JobDesk core
  // (browser mode, the board) on the same folder, and makes the folder private.
  const dataFolder = lockDataFolder(userData, 'the JobDesk desktop app');
  const secrets = await openSafeStorageSecretStore({
    safeStorage,
    file: join(userData, 'board-api-key.bin'),
    platform: process.platform,
    logger: log,
  });
  const localApiKey = await readOrCreateLocalApiKey(join(userData, 'local-api-key'));
  const boardKeys = rememberBoardKeys(secrets.store);
  secretsToRedact = () => [localApiKey, ...boardKeys.keys()];
  // The database in userData, the board's key in safeStorage, the built UI from out/renderer (inside
  // app.asar when packaged); under `npm start` the dev server serves the UI instead. No Host check: only
  // the app's own pages reach jobdesk://app, there is no port to rebind.
  const core = await createJobDeskCore({
    dataFolder,
    localApiKey,
    secrets: boardKeys.store,
    // Chromium's network stack: the system's proxy settings and certificates apply.
    fetch: (input, init) => net.fetch(input instanceof URL ? input.href : input, init),
    clock: systemClock,
    random: Math.random,
    logger: log,
    ...(devServerUrl
      ? {}
      : {
          ui: {
            readFile: readUiFolder(join(import.meta.dirname, '../renderer')),
            firstScreenModule: join(import.meta.dirname, '../first-screen/render-first-screen.js'),
          },
        }),
  });

  const policy = contentSecurityPolicy(devServerUrl ? 'development' : 'production');
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      core: core.fetch,
      ...(devServerUrl
        ? { ui: createDevServerUiHandler({ devServerUrl, apiKey: localApiKey, fetch: globalThis.fetch }) }
        : {}),
      contentSecurityPolicy: policy,
      onUnexpectedError: (error) => log.error('The app scheme failed to answer', error),
    }),
  );

  const sendCommand = (command: MenuCommand) => mainWindow?.webContents.send(MENU_COMMAND_CHANNEL, command);
  // The menu starts in the system's language; the page then reports its own (Settings may have chosen one).
  let menuLanguage: AppLanguage | null = null;
  const showMenuIn = (language: AppLanguage) => {
    if (language === menuLanguage) return;
    menuLanguage = language;
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate({
          appName: app.name,
          isMac: process.platform === 'darwin',
          isDevelopment: !app.isPackaged,
          translate: menuTranslator(language),
          sendCommand,
        }),
      ),
    );
  };
  showMenuIn(startMenuLanguage(app));

  const connectivity = watchConnectivity({
    isOnline: () => net.isOnline(),
    clock: { setInterval, clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout) },
    intervalMs: CONNECTIVITY_POLL_MS,
    onOnline: () =>
      void core.engine.syncNow().catch((error) => log.error('Sync after reconnecting failed', error)),
    onChange: (online) => log.info(online ? 'Network is back' : 'Network is gone'),
  });
  const trustedContents = new Set<number>();
  ipcMain.on(CONNECTIVITY_CHANNEL, (event, online: unknown) => {
    if (!isTrustedSender(event, trustedContents) || typeof online !== 'boolean') {
      log.warn('Ignored a message from an untrusted sender on', CONNECTIVITY_CHANNEL);
      return;
    }
    connectivity.report(online);
  });
  ipcMain.on(UI_LANGUAGE_CHANNEL, (event, language: unknown) => {
    if (!isTrustedSender(event, trustedContents)) {
      log.warn('Ignored a message from an untrusted sender on', UI_LANGUAGE_CHANNEL);
      return;
    }
    const parsed = parseUiLanguageMessage(language);
    if (parsed.ok) showMenuIn(parsed.value);
    else log.warn('Ignored a UI language message:', parsed.error);
  });
  powerMonitor.on('resume', () => connectivity.report(net.isOnline()));

  const openMainWindow = async () => {
    const stateFile = join(userData, 'window-state.json');
    const workAreas = screen.getAllDisplays().map((display) => display.workArea);
    const state = fitToDisplays(await readWindowState(stateFile), workAreas);
    const window = new BrowserWindow(
      createMainWindowOptions({
        state,
        preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
        title: app.name,
        // Read again at each window: the page starts in the system's language unless Settings chose one.
        additionalArguments: [systemLanguagesArgument(systemLanguageTags(app))],
      }),
    );
    const contentsId = window.webContents.id;
    trustedContents.add(contentsId);
    if (state.maximized) window.maximize();
    window.once('ready-to-show', () => window.show());
    askBeforeLeaving(
      window.webContents,
      () =>
        dialog.showMessageBoxSync(window, { ...LEAVE_QUESTION, buttons: [...LEAVE_QUESTION.buttons] }) === 0,
    );
    window.on('close', () => {
      const bounds = window.getNormalBounds();
      void writeWindowState(stateFile, { ...bounds, maximized: window.isMaximized() }).catch((error) =>
        log.warn('Could not save the window position', error),
      );
    });
    window.on('closed', () => {
      trustedContents.delete(contentsId);
      if (mainWindow === window) mainWindow = null;
    });
    mainWindow = window;
    // A failed load (the UI missing from a broken install) is logged; the app keeps its core running.
    await window
      .loadURL(APP_START_URL)
      .catch((error: unknown) => log.error('The window could not load the app', error));
    return window;
  };
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void openMainWindow();
  });
  // A second launch focuses this one (its own process quits at once, having no lock).
  app.on('second-instance', () => {
    if (mainWindow) focus(mainWindow);
    else void openMainWindow();
  });
  app.on('window-all-closed', () => {
    // On macOS the app (and sync) stays up until Quit, as Mac apps do.
    if (process.platform !== 'darwin') app.quit();
  });

  const update = decideAutoUpdate({ isPackaged: app.isPackaged, env: process.env });
  if (!update.enabled) log.info('Auto-update is off:', update.reason);
  const stopUpdates = update.enabled
    ? startAutoUpdate({
        updater: electronUpdater.autoUpdater,
        logger: log,
        setInterval,
        clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
      })
    : () => {};

  let quitting: 'no' | 'closing' | 'done' = 'no';
  app.on('before-quit', (event) => {
    if (quitting === 'done') return;
    event.preventDefault();
    if (quitting === 'closing') return;
    quitting = 'closing';
    connectivity.stop();
    stopUpdates();
    void closeWithin(
      async () => {
        await core.close();
        await secrets.store.flush();
      },
      QUIT_WAIT_MS,
      { setTimeout, clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout) },
    ).then((outcome) => {
      log.info('Quit:', outcome);
      quitting = 'done';
      app.quit();
    });
  });

  const window = await openMainWindow();
  if (secrets.warning)
    await warnOnce(window, secrets.warning, join(userData, 'keychain-warning-dismissed')).catch(
      (error: unknown) => log.warn('Could not show or remember the keychain warning', error),
    );
}

/** The app cannot run without its core: say why in words, keep the details in the log, and exit. */
function reportStartupFailure(error: unknown): void {
  electronLog.error('JobDesk could not start', error);
  const failure = describeStartupFailure(error, app.getPath('userData'), app.getPath('logs'));
  if (failure.restore) {
    // A refused database with a good backup: the dialog offers to put it back and start again.
    const chosen = dialog.showMessageBoxSync({
      type: 'error',
      title: failure.title,
      message: failure.message,
      buttons: [...RESTORE_BUTTONS],
      defaultId: 0,
      cancelId: 1,
    });
    const answer = answerRefusedDatabase(failure, chosen, new Date());
    if (answer.action === 'relaunch') {
      electronLog.info('JobDesk restored its database from a backup', { backup: failure.restore.backup });
      app.relaunch();
      app.exit(0);
      return;
    }
    if (answer.message) dialog.showErrorBox('JobDesk could not restore the backup', answer.message);
    app.exit(1);
    return;
  }
  // showErrorBox works before `ready` too, whenever the failure happens.
  dialog.showErrorBox(failure.title, failure.message);
  app.exit(1);
}

function focus(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/** The scheme and host of a refused link, never its path or query (they may carry anything). */
function safeScheme(url: string): string {
  return URL.canParse(url) ? `${new URL(url).protocol}//${new URL(url).host}` : 'an unparsable URL';
}

/** The keychain warning, until the user ticks "Don't show again". */
async function warnOnce(window: BrowserWindow, message: string, dismissedFile: string): Promise<void> {
  if (existsSync(dismissedFile)) return;
  const answer = await dialog.showMessageBox(window, {
    type: 'warning',
    title: 'Your API key is not protected by a keychain',
    message,
    checkboxLabel: "Don't show this again",
  });
  if (answer.checkboxChecked) await writeFile(dismissedFile, '');
}
