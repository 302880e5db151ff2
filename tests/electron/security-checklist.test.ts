// Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security), item by item,
// against the shell's actual window options, handlers, CSP, scheme, preload, main wiring and fuses. Each
// item either passes its checks or says why it does not apply; a missing item fails the walk.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createAppProtocolHandler } from '../../src-main/electron/app-protocol.ts';
import { APP_SCHEME_PRIVILEGES, APP_START_URL } from '../../src-main/electron/app-scheme.ts';
import {
  contentSecurityPolicy,
  parseContentSecurityPolicy,
} from '../../src-main/electron/content-security-policy.ts';
import { isTrustedSender } from '../../src-main/electron/ipc-sender.ts';
import { type GuardedContents, guardNavigation } from '../../src-main/electron/navigation-guard.ts';
import { denyAllPermissions, type PermissionSession } from '../../src-main/electron/permissions.ts';
import { createDesktopBridge } from '../../src-main/electron/preload-bridge.ts';
import { createMainWindowOptions, SECURE_WEB_PREFERENCES } from '../../src-main/electron/window-options.ts';
import { DEFAULT_WINDOW_STATE } from '../../src-main/electron/window-state.ts';
import { loadBuilderConfig, PROJECT_ROOT } from './builder-config.ts';

const SHELL_DIR = join(PROJECT_ROOT, 'src-main/electron');
const shellSources = readdirSync(SHELL_DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(join(SHELL_DIR, file), 'utf8') }));
const mainSource = readFileSync(join(SHELL_DIR, 'main.ts'), 'utf8');
const preloadSource = readFileSync(join(SHELL_DIR, 'preload.ts'), 'utf8');
const windowOptions = createMainWindowOptions({
  state: DEFAULT_WINDOW_STATE,
  preloadPath: 'preload.cjs',
  title: 'JobDesk',
});
const webPreferences = windowOptions.webPreferences ?? {};
const policy = parseContentSecurityPolicy(contentSecurityPolicy('production'));
const builderConfig = await loadBuilderConfig();

/** Calls to a function in the shell's sources, with the code of each call up to its closing line. */
function occurrences(pattern: RegExp): { file: string; text: string }[] {
  return shellSources.flatMap(({ file, text }) =>
    [...text.matchAll(new RegExp(pattern.source, 'g'))].map((match) => ({
      file,
      text: text.slice(match.index, match.index + 600),
    })),
  );
}

function guardedFakeContents() {
  const listeners = new Map<string, (event: { url: string; preventDefault(): void }) => void>();
  let openHandler: (details: { url: string }) => { action: string } = () => ({ action: 'allow' });
  const contents = {
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
    on: (event: string, listener: (event: { url: string; preventDefault(): void }) => void) =>
      listeners.set(event, listener),
  } as unknown as GuardedContents;
  const openExternal = vi.fn(async (_url: string) => {});
  guardNavigation(contents, openExternal, () => {});
  const prevented = (event: string, url: string) => {
    const preventDefault = vi.fn();
    listeners.get(event)?.({ url, preventDefault });
    return preventDefault.mock.calls.length === 1;
  };
  return { prevented, open: (url: string) => openHandler({ url }), openExternal };
}

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
      expect(mainSource).toContain('loadURL(APP_START_URL)');
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
      expect(webPreferences).toMatchObject({
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
      });
    },
  },
  {
    item: 3,
    title: 'Enable context isolation',
    check: () => expect(webPreferences.contextIsolation).toBe(true),
  },
  { item: 4, title: 'Enable process sandboxing', check: () => expect(webPreferences.sandbox).toBe(true) },
  {
    item: 5,
    title: 'Handle session permission requests from remote content',
    check: () => {
      const handlers: Record<string, (...args: unknown[]) => unknown> = {};
      const session = {
        setPermissionRequestHandler: (handler: (...args: unknown[]) => unknown) =>
          (handlers.request = handler),
        setPermissionCheckHandler: (handler: (...args: unknown[]) => unknown) => (handlers.check = handler),
        setDevicePermissionHandler: (handler: (...args: unknown[]) => unknown) => (handlers.device = handler),
      } as unknown as PermissionSession;
      denyAllPermissions(session, () => {});
      const callback = vi.fn();
      handlers.request?.({}, 'media', callback, {});
      expect(callback).toHaveBeenCalledWith(false);
      expect(handlers.check?.({}, 'notifications', 'jobdesk://app', {})).toBe(false);
      expect(handlers.device?.({})).toBe(false);
      expect(mainSource).toMatch(/denyAllPermissions\(session\.defaultSession/);
    },
  },
  {
    item: 6,
    title: 'Do not disable webSecurity',
    check: () => expect(webPreferences.webSecurity).toBe(true),
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
    check: () => expect(webPreferences.allowRunningInsecureContent).toBe(false),
  },
  {
    item: 9,
    title: 'Do not enable experimental features',
    check: () => expect(webPreferences.experimentalFeatures).toBe(false),
  },
  {
    item: 10,
    title: 'Do not use enableBlinkFeatures',
    check: () => expect(webPreferences.enableBlinkFeatures).toBe(''),
  },
  {
    item: 11,
    title: '<webview>: Do not use allowpopups',
    check: () => {
      // No <webview> can exist: the tag is off and any attach is refused.
      expect(webPreferences.webviewTag).toBe(false);
      const { prevented } = guardedFakeContents();
      expect(prevented('will-attach-webview', '')).toBe(true);
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
    check: () => {
      const { prevented } = guardedFakeContents();
      for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
        expect(prevented(event, 'jobdesk://app/#/jobs')).toBe(false);
        expect(prevented(event, 'https://attacker.example/')).toBe(true);
        expect(prevented(event, 'file:///etc/passwd')).toBe(true);
      }
      // Applied to every WebContents ever created, not only the main window.
      expect(mainSource).toMatch(/app\.on\('web-contents-created',[\s\S]{0,80}guardNavigation\(contents/);
    },
  },
  {
    item: 14,
    title: 'Disable or limit creation of new windows',
    check: () => {
      const { open } = guardedFakeContents();
      for (const url of ['https://example.com/', 'jobdesk://app/', 'about:blank', 'file:///x'])
        expect(open(url)).toEqual({ action: 'deny' });
    },
  },
  {
    item: 15,
    title: 'Do not use shell.openExternal with untrusted content',
    check: () => {
      const { open, prevented, openExternal } = guardedFakeContents();
      open('smb://server/share');
      open('file:///C:/Windows/System32/calc.exe');
      prevented('will-navigate', 'ms-msdt:/id PCWDiagnostic');
      open('https://example.com/job');
      open('mailto:hr@example.com');
      expect(openExternal.mock.calls.map(([url]) => url)).toEqual([
        'https://example.com/job',
        'mailto:hr@example.com',
      ]);
      // openExternal reaches only the navigation guard, which filters it.
      expect(
        occurrences(/openExternal\b/)
          .filter((use) => use.file === 'main.ts')
          .map((use) => use.text.split(',')[0]),
      ).toEqual(['openExternal']);
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
      const listeners = occurrences(/ipcMain\.(on|once|handle|handleOnce)\(/);
      expect(listeners.length).toBeGreaterThan(0);
      for (const listener of listeners)
        expect(listener.text, listener.file).toContain('isTrustedSender(event');
      expect(
        isTrustedSender(
          { senderFrame: { url: 'https://attacker.example/', parent: null }, sender: { id: 1 } },
          new Set([1]),
        ),
      ).toBe(false);
      expect(
        isTrustedSender(
          { senderFrame: { url: 'jobdesk://app/', parent: null }, sender: { id: 1 } },
          new Set([1]),
        ),
      ).toBe(true);
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
        'exposeInMainWorld(DESKTOP_BRIDGE_GLOBAL, createDesktopBridge(ipcRenderer))',
      );
      const bridge = createDesktopBridge({ on: () => {}, removeListener: () => {}, send: () => {} });
      expect(Object.keys(bridge)).toEqual(['onMenuCommand']);
      expect(typeof bridge.onMenuCommand(() => {})).toBe('function');
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

  it('covers all 20 items of the checklist, each once', () => {
    expect(CHECKLIST.map((entry) => entry.item)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('keeps the shared secure preferences in every window it opens', () => {
    expect(webPreferences).toMatchObject(SECURE_WEB_PREFERENCES);
    expect(
      occurrences(/new BrowserWindow\(/).every((call) => call.text.includes('createMainWindowOptions(')),
    ).toBe(true);
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
