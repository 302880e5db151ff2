// A stand-in for the Electron modules main.ts imports (Electron cannot run here): plain objects that
// record what the shell installs (windows and their options, navigation and permission handlers, IPC
// listeners, the scheme's handler), so tests drive those real handlers with real inputs. Used through
// vi.hoisted + vi.mock, since main.ts is the module that imports Electron.
import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a navigation listener receives; `prevented` tells whether the shell stopped it. */
export type FakeNavigationEvent = { url: string; prevented: boolean; preventDefault(): void };

export function navigationEvent(url: string): FakeNavigationEvent {
  const event = {
    url,
    prevented: false,
    preventDefault: () => {
      event.prevented = true;
    },
  };
  return event;
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;

export function createFakeElectron(prefix: string) {
  const userData = mkdtempSync(join(tmpdir(), prefix));
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const state = { quit: false };
  // Plain records, not vi.fn: vitest clears mock calls before each test, and the entry runs once.
  const records = new Map<string, unknown[][]>();
  const record =
    <T = undefined>(name: string, answer?: (...args: unknown[]) => T) =>
    (...args: unknown[]): T => {
      records.set(name, [...(records.get(name) ?? []), args]);
      return answer?.(...args) as T;
    };

  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    name: 'JobDesk',
    getVersion: () => '0.1.0',
    getPath: (name: string) => (name === 'logs' ? join(userData, 'logs') : userData),
    setPath: () => {},
    requestSingleInstanceLock: () => true,
    whenReady: () => ready,
    setAboutPanelOptions: () => {},
    setAppUserModelId: () => {},
    getLocale: () => 'fr-CA',
    getPreferredSystemLanguages: () => ['fr-CA', 'en-CA'],
    exit: (code: number) => {
      throw new Error(`app.exit(${code}) during the test`);
    },
    quit: () => {
      const event = { prevented: false, preventDefault: () => (event.prevented = true) };
      app.emit('before-quit', event);
      if (!event.prevented) state.quit = true;
    },
  });

  let nextContentsId = 1;
  /** A WebContents: an emitter (so the shell's listeners can be driven) with a window-open handler slot. */
  const createContents = () => {
    const contents = Object.assign(new EventEmitter(), {
      id: nextContentsId++,
      send: record('send'),
      windowOpenHandler: null as ((details: { url: string }) => { action: string }) | null,
      setWindowOpenHandler: (handler: (details: { url: string }) => { action: string }) => {
        records.set('setWindowOpenHandler', [...(records.get('setWindowOpenHandler') ?? []), [handler]]);
        contents.windowOpenHandler = handler;
      },
    });
    return contents;
  };

  class FakeBrowserWindow extends EventEmitter {
    static windows: FakeBrowserWindow[] = [];
    static getAllWindows = () => FakeBrowserWindow.windows;
    webContents = createContents();
    focused = 0;
    loadedUrl = '';
    loadedAt = 0;
    readonly options: Record<string, unknown>;
    constructor(options: Record<string, unknown>) {
      super();
      this.options = options;
      FakeBrowserWindow.windows.push(this);
      app.emit('web-contents-created', {}, this.webContents);
    }
    async loadURL(url: string) {
      this.loadedUrl = url;
      this.loadedAt = performance.now();
    }
    show() {}
    focus() {
      this.focused += 1;
    }
    restore() {}
    maximize() {}
    isMinimized = () => false;
    isMaximized = () => false;
    getNormalBounds = () => ({ x: 10, y: 20, width: 1000, height: 700 });
  }

  const handlers = new Map<string, (request: Request) => Promise<Response>>();
  const calls: string[] = [];
  const openedExternally: string[] = [];
  const electron = {
    app,
    BrowserWindow: FakeBrowserWindow,
    protocol: {
      registerSchemesAsPrivileged: record('registerSchemesAsPrivileged', () =>
        calls.push('registerSchemesAsPrivileged'),
      ),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
        calls.push(`handle:${performance.now()}`);
        handlers.set(scheme, handler);
      },
    },
    Menu: {
      buildFromTemplate: record('buildFromTemplate', (template) => ({ template })),
      setApplicationMenu: () => {},
    },
    net: { isOnline: () => true, fetch: async () => new Response(null, { status: 503 }) },
    powerMonitor: new EventEmitter(),
    safeStorage: {
      isAsyncEncryptionAvailable: async () => true,
      getSelectedStorageBackend: () => 'basic_text',
      encryptStringAsync: async (text: string) => Buffer.from(`enc:${Buffer.from(text).toString('base64')}`),
      decryptStringAsync: async (buffer: Buffer) => ({
        result: Buffer.from(buffer.toString().slice(4), 'base64').toString(),
        shouldReEncrypt: false,
      }),
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        setPermissionRequestHandler: record('setPermissionRequestHandler'),
        setPermissionCheckHandler: record('setPermissionCheckHandler'),
        setDevicePermissionHandler: record('setDevicePermissionHandler'),
        setSpellCheckerEnabled: record('setSpellCheckerEnabled'),
      },
    },
    shell: {
      openExternal: async (url: string) => {
        openedExternally.push(url);
      },
    },
    dialog: {
      showMessageBox: record('showMessageBox', async () => ({ response: 0, checkboxChecked: true })),
      showErrorBox: record('showErrorBox'),
    },
    ipcMain: new EventEmitter(),
  };
  const logged: unknown[][] = [];
  const electronLog = {
    transports: { file: {}, console: {} },
    hooks: [] as ((message: { data: unknown[] }) => { data: unknown[] })[],
    errorHandler: { startCatching: () => {} },
    info: (...data: unknown[]) => logged.push(['info', ...data]),
    warn: (...data: unknown[]) => logged.push(['warn', ...data]),
    error: (...data: unknown[]) => logged.push(['error', ...data]),
  };
  const electronUpdater = {
    default: {
      autoUpdater: {
        checkForUpdatesAndNotify: () => {
          throw new Error('no update checks in development');
        },
      },
    },
  };
  return {
    electron,
    electronLog,
    electronUpdater,
    userData,
    markReady,
    state,
    handlers,
    calls,
    logged,
    records,
    openedExternally,
    createContents,
    FakeBrowserWindow,
  };
}
