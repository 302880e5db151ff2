// Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security), item by item,
// proven on the shell as main.ts wires it: the entry runs against a stand-in of Electron's modules
// (fake-electron.ts), and each item drives what it installed with real inputs: the options the window
// was really made with, the navigation and window-open handlers on its WebContents (and on any other),
// the session's permission handlers, and the IPC listeners fed messages from other origins and frames.
// Weakening main.ts, window-options.ts, navigation-guard.ts, permissions.ts or ipc-sender.ts fails an
// item. Each item either passes its checks or says why it does not apply; a missing item fails the walk.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Session } from 'electron';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppProtocolHandler } from '../../src-main/electron/app-protocol.ts';
import { APP_SCHEME_PRIVILEGES, APP_START_URL } from '../../src-main/electron/app-scheme.ts';
import {
  contentSecurityPolicy,
  parseContentSecurityPolicy,
} from '../../src-main/electron/content-security-policy.ts';
import { isTrustedSender } from '../../src-main/electron/ipc-sender.ts';
import { createDesktopBridge } from '../../src-main/electron/preload-bridge.ts';
import { CONNECTIVITY_CHANNEL, UI_LANGUAGE_CHANNEL } from '../../src-shared/desktop-bridge.ts';
import { loadBuilderConfig, PROJECT_ROOT } from './builder-config.ts';
import { navigationEvent } from './fake-electron.ts';

const fake = await vi.hoisted(async () =>
  (await import('./fake-electron.ts')).createFakeElectron('jobdesk-security-checklist-'),
);
vi.mock('electron', () => fake.electron);
vi.mock('electron-log/main', () => ({ default: fake.electronLog }));
vi.mock('electron-updater', () => fake.electronUpdater);

const SHELL_DIR = join(PROJECT_ROOT, 'src-main/electron');
const shellSources = readdirSync(SHELL_DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(join(SHELL_DIR, file), 'utf8') }));
const mainSource = readFileSync(join(SHELL_DIR, 'main.ts'), 'utf8');
const preloadSource = readFileSync(join(SHELL_DIR, 'preload.ts'), 'utf8');
const policy = parseContentSecurityPolicy(contentSecurityPolicy('production'));
const builderConfig = await loadBuilderConfig();

beforeAll(async () => {
  await import('../../src-main/electron/main.ts');
  fake.markReady();
  await vi.waitFor(() => expect(mainWindow().loadedUrl).toBe(APP_START_URL), { timeout: 15_000 });
}, 30_000);

afterAll(() => rmSync(fake.userData, { recursive: true, force: true }));

type FakeWindow = InstanceType<typeof fake.FakeBrowserWindow>;
type FakeContents = ReturnType<typeof fake.createContents>;

function mainWindow(): FakeWindow {
  const [window] = fake.FakeBrowserWindow.windows;
  if (!window) throw new Error('main.ts opened no window');
  return window;
}

/** The webPreferences main.ts really gave the window it opened. */
function webPreferences(): Record<string, unknown> {
  return (mainWindow().options.webPreferences ?? {}) as Record<string, unknown>;
}

/** Every WebContents the shell guards: the main window's, and one created later (a devtools, a popup). */
function everyContents(): FakeContents[] {
  const later = fake.createContents();
  fake.electron.app.emit('web-contents-created', {}, later);
  return [mainWindow().webContents, later];
}

/** Emits a navigation event on the contents as Electron would; true when a listener prevented it. */
function prevented(contents: FakeContents, event: string, url: string): boolean {
  const emitted = navigationEvent(url);
  contents.emit(event, emitted);
  return emitted.prevented;
}

/** What the shell handed to the OS (shell.openExternal) while `run` ran. */
async function openedExternallyDuring(run: () => void): Promise<string[]> {
  const before = fake.openedExternally.length;
  run();
  await new Promise((resolve) => setImmediate(resolve));
  return fake.openedExternally.slice(before);
}

/** The handler main.ts installed through `name` on the default session (exactly one). */
function installed(name: string): (...args: unknown[]) => unknown {
  const calls = fake.records.get(name) ?? [];
  expect(calls, name).toHaveLength(1);
  return calls[0]?.[0] as (...args: unknown[]) => unknown;
}

/** Calls to a function in the shell's sources, with the code of each call up to its closing line. */
function occurrences(pattern: RegExp): { file: string; text: string }[] {
  return shellSources.flatMap(({ file, text }) =>
    [...text.matchAll(new RegExp(pattern.source, 'g'))].map((match) => ({
      file,
      text: text.slice(match.index, match.index + 600),
    })),
  );
}

/** How many times the shell acted on an offline report (the connectivity channel's visible effect). */
const offlineReports = () => fake.logged.filter(([, text]) => text === 'Network is gone').length;

const NAVIGATION_EVENTS = ['will-navigate', 'will-frame-navigate', 'will-redirect'] as const;
/** Every permission a page can ask Electron for: a new one in Electron's types fails the typecheck here. */
type RequestedPermission = Parameters<NonNullable<Parameters<Session['setPermissionRequestHandler']>[0]>>[1];
const EVERY_PERMISSION: Record<RequestedPermission, true> = {
  ar: true,
  'automatic-fullscreen': true,
  'background-fetch': true,
  'background-sync': true,
  'captured-surface-control': true,
  'clipboard-read': true,
  'clipboard-sanitized-write': true,
  'deprecated-sync-clipboard-read': true,
  'display-capture': true,
  fileSystem: true,
  fullscreen: true,
  geolocation: true,
  'geolocation-approximate': true,
  'hand-tracking': true,
  hid: true,
  'idle-detection': true,
  keyboardLock: true,
  'local-fonts': true,
  'local-network': true,
  'local-network-access': true,
  'loopback-network': true,
  media: true,
  mediaKeySystem: true,
  midi: true,
  midiSysex: true,
  nfc: true,
  notifications: true,
  openExternal: true,
  'payment-handler': true,
  'periodic-background-sync': true,
  'persistent-storage': true,
  pointerLock: true,
  'screen-wake-lock': true,
  sensors: true,
  serial: true,
  'smart-card': true,
  'speaker-selection': true,
  'storage-access': true,
  'system-wake-lock': true,
  'top-level-storage-access': true,
  usb: true,
  vr: true,
  'web-app-installation': true,
  'web-printing': true,
  'window-management': true,
  unknown: true,
};
const PERMISSIONS = Object.keys(EVERY_PERMISSION) as RequestedPermission[];

/**
 * The window's webPreferences, written out here rather than imported from window-options.ts: a change
 * there (or an override in main.ts) must show up as a difference, not move the expectation with it.
 */
const HARDENED_WEB_PREFERENCES = {
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
  spellcheck: false,
};

type ChecklistItem =
  | { item: number; title: string; check: () => void | Promise<void> }
  | { item: number; title: string; notApplicable: string };

const CHECKLIST: ChecklistItem[] = [
  {
    item: 1,
    title: 'Only load secure content',
    check: () => {
      // The window loads only the app's own secure scheme; no http(s) page is ever loaded.
      expect(APP_START_URL).toBe('jobdesk://app/');
      expect(APP_SCHEME_PRIVILEGES.privileges?.secure).toBe(true);
      // Every window main.ts opened loaded the app's own page, nothing else.
      expect(fake.FakeBrowserWindow.windows.map((window) => window.loadedUrl)).toEqual([APP_START_URL]);
      // Every load in the shell, with what it loads: only the app's start page.
      expect(
        occurrences(/\.load(URL|File)\(/).map((call) => /^\.load\w+\(([^)]*)\)/.exec(call.text)?.[1]),
      ).toEqual(['APP_START_URL']);
    },
  },
  {
    item: 2,
    title: 'Do not enable Node.js integration for remote content',
    check: () => {
      expect(webPreferences()).toMatchObject({
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
      });
    },
  },
  {
    item: 3,
    title: 'Enable context isolation',
    check: () => expect(webPreferences().contextIsolation).toBe(true),
  },
  {
    item: 4,
    title: 'Enable process sandboxing',
    check: () => {
      expect(webPreferences().sandbox).toBe(true);
      // The sandboxed preload is the built one main.ts names; it requires nothing but electron (see below).
      expect(webPreferences().preload).toMatch(/preload[/\\]index\.cjs$/);
    },
  },
  {
    item: 5,
    title: 'Handle session permission requests from remote content',
    check: () => {
      const request = installed('setPermissionRequestHandler');
      const check = installed('setPermissionCheckHandler');
      const device = installed('setDevicePermissionHandler');
      const contents = mainWindow().webContents;
      for (const permission of PERMISSIONS) {
        const answers: unknown[] = [];
        request(contents, permission, (granted: unknown) => answers.push(granted), {
          requestingUrl: 'jobdesk://app/',
        });
        expect(answers, permission).toEqual([false]);
        for (const origin of ['jobdesk://app', 'https://attacker.example'])
          expect(check(contents, permission, origin, {}), `${permission} from ${origin}`).toBe(false);
      }
      expect(device({ deviceType: 'usb', origin: 'jobdesk://app' })).toBe(false);
      expect(device({ deviceType: 'hid', origin: 'https://attacker.example' })).toBe(false);
    },
  },
  {
    item: 6,
    title: 'Do not disable webSecurity',
    check: () => expect(webPreferences().webSecurity).toBe(true),
  },
  {
    item: 7,
    title: 'Define a Content-Security-Policy',
    check: async () => {
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      for (const [directive, sources] of policy)
        expect(
          sources.filter((source) => /unsafe-eval|^\*$|^https?:$/.test(source)),
          directive,
        ).toEqual([]);
      // Sent as a header on every response of the scheme, the UI's and the API's alike.
      const handler = createAppProtocolHandler({
        core: async () => new Response('{}'),
        ui: async () => new Response('<html></html>'),
        contentSecurityPolicy: contentSecurityPolicy('production'),
        onUnexpectedError: () => {},
      });
      for (const url of ['jobdesk://app/', 'jobdesk://app/api/v1.1/jobs', 'jobdesk://other/'])
        expect((await handler(new Request(url))).headers.get('content-security-policy')).toBe(
          contentSecurityPolicy('production'),
        );
      // The relaxed development policy is chosen only when not packaged and electron-vite's dev server runs.
      expect(mainSource).toMatch(/app\.isPackaged \? undefined : process\.env\.ELECTRON_RENDERER_URL/);
    },
  },
  {
    item: 8,
    title: 'Do not enable allowRunningInsecureContent',
    check: () => expect(webPreferences().allowRunningInsecureContent).toBe(false),
  },
  {
    item: 9,
    title: 'Do not enable experimental features',
    check: () => expect(webPreferences().experimentalFeatures).toBe(false),
  },
  {
    item: 10,
    title: 'Do not use enableBlinkFeatures',
    check: () => expect(webPreferences().enableBlinkFeatures ?? '').toBe(''),
  },
  {
    item: 11,
    title: '<webview>: Do not use allowpopups',
    check: () => {
      // No <webview> can exist: the tag is off and any attach is refused.
      expect(webPreferences().webviewTag).toBe(false);
      for (const contents of everyContents())
        expect(prevented(contents, 'will-attach-webview', 'jobdesk://app/')).toBe(true);
    },
  },
  {
    item: 12,
    title: '<webview>: Verify options and params',
    notApplicable:
      'the app never uses <webview>: webviewTag is false and will-attach-webview is always prevented (item 11)',
  },
  {
    item: 13,
    title: 'Disable or limit navigation',
    check: async () => {
      for (const contents of everyContents())
        for (const event of NAVIGATION_EVENTS) {
          // Within the app: allowed, and nothing goes to the OS.
          expect(
            await openedExternallyDuring(() =>
              expect(prevented(contents, event, 'jobdesk://app/#/jobs')).toBe(false),
            ),
          ).toEqual([]);
          // A web page: stopped in the app, handed to the system browser.
          expect(
            await openedExternallyDuring(() =>
              expect(prevented(contents, event, 'https://attacker.example/'), event).toBe(true),
            ),
          ).toEqual(['https://attacker.example/']);
          // Anything else: stopped, and not handed anywhere.
          for (const url of [
            'file:///etc/passwd',
            'javascript:alert(1)',
            'jobdesk://other/',
            'chrome://settings',
          ])
            expect(
              await openedExternallyDuring(() =>
                expect(prevented(contents, event, url), `${event} ${url}`).toBe(true),
              ),
            ).toEqual([]);
        }
    },
  },
  {
    item: 14,
    title: 'Disable or limit creation of new windows',
    check: async () => {
      for (const contents of everyContents()) {
        const open = contents.windowOpenHandler;
        if (!open) throw new Error('no window-open handler on a WebContents');
        for (const url of ['https://example.com/', 'jobdesk://app/', 'about:blank', 'file:///x'])
          expect(open({ url }), url).toEqual({ action: 'deny' });
      }
      expect(fake.FakeBrowserWindow.windows).toHaveLength(1);
    },
  },
  {
    item: 15,
    title: 'Do not use shell.openExternal with untrusted content',
    check: async () => {
      const contents = mainWindow().webContents;
      const open = (url: string) => contents.windowOpenHandler?.({ url });
      const handed = await openedExternallyDuring(() => {
        open('smb://server/share');
        open('file:///C:/Windows/System32/calc.exe');
        prevented(contents, 'will-navigate', 'ms-msdt:/id PCWDiagnostic');
        prevented(contents, 'will-navigate', 'search-ms:query=x');
        open('https://example.com/job');
        open('mailto:hr@example.com');
      });
      expect(handed).toEqual(['https://example.com/job', 'mailto:hr@example.com']);
    },
  },
  {
    item: 16,
    title: 'Use a current version of Electron',
    check: () => {
      const installed = (createRequire(import.meta.url)('electron/package.json') as { version: string })
        .version;
      const declared = (
        JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
          devDependencies: Record<string, string>;
        }
      ).devDependencies.electron;
      // The release workflow builds with the locked version; 45 is the newest major at the time of writing.
      expect(Number(installed.split('.')[0])).toBeGreaterThanOrEqual(45);
      expect(declared).toMatch(/^\^/);
    },
  },
  {
    item: 17,
    title: 'Validate the sender of all IPC messages',
    check: () => {
      const { ipcMain } = fake.electron;
      // The channels main.ts listens on; a new channel must be added to this walk.
      expect(ipcMain.eventNames()).toEqual([CONNECTIVITY_CHANNEL, UI_LANGUAGE_CHANNEL]);
      const ownId = mainWindow().webContents.id;
      const untrusted = [
        { senderFrame: { url: 'https://attacker.example/', parent: null }, sender: { id: ownId } },
        { senderFrame: { url: 'jobdesk://other/', parent: null }, sender: { id: ownId } },
        { senderFrame: { url: 'file:///index.html', parent: null }, sender: { id: ownId } },
        // The app's page, but in a subframe, or in a WebContents the shell did not open.
        { senderFrame: { url: 'jobdesk://app/', parent: {} }, sender: { id: ownId } },
        { senderFrame: { url: 'jobdesk://app/', parent: null }, sender: { id: ownId + 1000 } },
        { senderFrame: null, sender: { id: ownId } },
      ];
      const before = offlineReports();
      for (const sender of untrusted) ipcMain.emit(CONNECTIVITY_CHANNEL, sender, false);
      expect(offlineReports()).toBe(before);
      // The same message from the app's page in its own window is acted on: the check is not a blanket no.
      ipcMain.emit(
        CONNECTIVITY_CHANNEL,
        { senderFrame: { url: 'jobdesk://app/', parent: null }, sender: { id: ownId } },
        false,
      );
      expect(offlineReports()).toBe(before + 1);
      ipcMain.emit(
        CONNECTIVITY_CHANNEL,
        { senderFrame: { url: 'jobdesk://app/', parent: null }, sender: { id: ownId } },
        true,
      );
      for (const sender of untrusted) expect(isTrustedSender(sender, new Set([ownId]))).toBe(false);
      // The UI's language: only the app's page may change the menu's, and only to a language JobDesk speaks.
      const menus = () => fake.records.get('buildFromTemplate')?.length ?? 0;
      const menusBefore = menus();
      for (const sender of untrusted) ipcMain.emit(UI_LANGUAGE_CHANNEL, sender, 'en');
      const trusted = { senderFrame: { url: 'jobdesk://app/', parent: null }, sender: { id: ownId } };
      ipcMain.emit(UI_LANGUAGE_CHANNEL, trusted, 'klingon');
      expect(menus()).toBe(menusBefore);
      // The fake system speaks French: a page in English rebuilds the menu, and French brings it back.
      ipcMain.emit(UI_LANGUAGE_CHANNEL, trusted, 'en');
      ipcMain.emit(UI_LANGUAGE_CHANNEL, trusted, 'fr');
      expect(menus()).toBe(menusBefore + 2);
    },
  },
  {
    item: 18,
    title: 'Avoid usage of the file:// protocol and prefer usage of custom protocols',
    check: () => {
      expect(APP_SCHEME_PRIVILEGES).toEqual({
        scheme: 'jobdesk',
        privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
      });
      expect(mainSource).toContain('protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])');
      expect(mainSource).toMatch(/protocol\.handle\(\s*APP_SCHEME/);
      for (const { file, text } of shellSources) {
        expect(text, file).not.toContain('loadFile(');
        expect(text, file).not.toMatch(/['"`]file:\/\//);
      }
      // The file: protocol keeps no extra privileges in the packaged app.
      expect(builderConfig.electronFuses).toMatchObject({ grantFileProtocolExtraPrivileges: false });
    },
  },
  {
    item: 19,
    title: 'Check which fuses you can change',
    check: () => {
      expect(builderConfig.electronFuses).toEqual({
        runAsNode: false,
        enableNodeOptionsEnvironmentVariable: false,
        enableNodeCliInspectArguments: false,
        onlyLoadAppFromAsar: true,
        enableEmbeddedAsarIntegrityValidation: true,
        enableCookieEncryption: true,
        loadBrowserProcessSpecificV8Snapshot: false,
        grantFileProtocolExtraPrivileges: false,
      });
    },
  },
  {
    item: 20,
    title: 'Do not expose Electron APIs to untrusted web content',
    check: () => {
      // One exposure, of the bridge alone: a function that takes a listener and hands it a validated string.
      expect(preloadSource.match(/exposeInMainWorld\(/g)).toHaveLength(1);
      expect(preloadSource).toContain(
        'exposeInMainWorld(DESKTOP_BRIDGE_GLOBAL, createDesktopBridge(ipcRenderer, process.argv))',
      );
      // The bridge: a listener for menu commands, the system's languages (frozen strings), and a function that
      // sends one string on one channel.
      const sent: unknown[][] = [];
      const bridge = createDesktopBridge(
        { on: () => {}, removeListener: () => {}, send: (...args) => sent.push(args) },
        ['--jobdesk-system-languages=fr-CA'],
      );
      expect(Object.keys(bridge).sort()).toEqual(['onMenuCommand', 'showLanguage', 'systemLanguages']);
      expect(typeof bridge.onMenuCommand(() => {})).toBe('function');
      expect(bridge.systemLanguages).toEqual(['fr-CA']);
      bridge.showLanguage('fr');
      expect(sent).toEqual([[UI_LANGUAGE_CHANNEL, 'fr']]);
    },
  },
];

/** The packages a module loads at run time, following its relative imports (type-only imports load nothing). */
function runtimePackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)';/gms)) {
    const [, typeOnly, specifier = ''] = match;
    if (typeOnly) continue;
    if (specifier.startsWith('.'))
      for (const found of runtimePackages(join(dirname(file), specifier), seen)) packages.add(found);
    else packages.add(specifier);
  }
  return packages;
}

describe("Electron's security checklist", () => {
  it('keeps the preload loadable in the sandbox: it requires nothing but electron', () => {
    // A sandboxed preload cannot require packages; one would fail only inside the real app.
    expect([...runtimePackages(join(SHELL_DIR, 'preload.ts'))]).toEqual(['electron']);
  });

  it('opens its window with exactly the hardened webPreferences: none weakened, none added', () => {
    // Beyond the checklist's items: a file dropped on the window must not navigate it, a page must not
    // spam dialogs, and any new preference (a partition, extra arguments for the renderer) is a change
    // to review here first.
    expect(webPreferences()).toEqual({
      ...HARDENED_WEB_PREFERENCES,
      preload: expect.stringMatching(/preload[/\\]index\.cjs$/),
      // Reviewed: the system's languages for the preload (Electron's fake system speaks French, then English).
      additionalArguments: ['--jobdesk-system-languages=fr-CA,en-CA'],
    });
  });

  it('covers all 20 items of the checklist, each once', () => {
    expect(CHECKLIST.map((entry) => entry.item)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  for (const entry of CHECKLIST) {
    if ('notApplicable' in entry)
      it(`${entry.item}. ${entry.title}: not applicable`, (context) => {
        expect(entry.notApplicable.length).toBeGreaterThan(20);
        context.annotate(`not applicable: ${entry.notApplicable}`);
      });
    else it(`${entry.item}. ${entry.title}`, entry.check);
  }
});
