// The Electron entry (src-main/electron/main.ts) wired against a stand-in of Electron's modules: the one
// place vi.mock is unavoidable, since main.ts is the module that imports Electron. Proves the order
// (scheme privileges before ready, the core and the scheme before the window loads), the handlers it
// installs, the key kept out of the page, single instance, menu commands and the graceful quit.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONNECTIVITY_CHANNEL, MENU_COMMAND_CHANNEL } from '../../src-shared/desktop-bridge.ts';

const fake = await vi.hoisted(async () =>
  (await import('./fake-electron.ts')).createFakeElectron('jobdesk-main-wiring-'),
);

vi.mock('electron', () => fake.electron);
vi.mock('electron-log/main', () => ({ default: fake.electronLog }));
vi.mock('electron-updater', () => fake.electronUpdater);

const window = () => fake.FakeBrowserWindow.windows[0];

beforeAll(async () => {
  await import('../../src-main/electron/main.ts');
  // Registered at import, before `ready`, as Electron requires.
  expect(fake.calls).toEqual(['registerSchemesAsPrivileged']);
  fake.markReady();
  await vi.waitFor(() => expect(window()?.loadedUrl).toBe('jobdesk://app/'), { timeout: 15_000 });
}, 30_000);

afterAll(() => rmSync(fake.userData, { recursive: true, force: true }));

function localKey(): string {
  return readFileSync(join(fake.userData, 'local-api-key'), 'utf8');
}

describe('the Electron entry', () => {
  it('registers jobdesk:// as privileged and serves it before the window loads it', () => {
    expect(fake.records.get('registerSchemesAsPrivileged')).toEqual([
      [
        [
          {
            scheme: 'jobdesk',
            privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
          },
        ],
      ],
    ]);
    const handledAt = Number(fake.calls.find((call) => call.startsWith('handle:'))?.slice(7));
    expect(handledAt).toBeLessThan(window()?.loadedAt ?? 0);
  });

  it('opens one locked-down window with the preload', () => {
    expect(fake.FakeBrowserWindow.windows).toHaveLength(1);
    expect(window()?.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      preload: expect.stringMatching(/preload[/\\]index\.cjs$/),
    });
    expect(fake.records.get('setWindowOpenHandler')).toHaveLength(1);
    expect(fake.records.get('setPermissionRequestHandler')).toHaveLength(1);
    expect(fake.records.get('setPermissionCheckHandler')).toHaveLength(1);
    expect(fake.records.get('showErrorBox')).toBeUndefined();
  });

  it('answers the local API on the scheme with the key it wrote to userData, and keeps the board key write-only', async () => {
    const handler = fake.handlers.get('jobdesk');
    if (!handler) throw new Error('no handler for jobdesk://');
    const headers = { 'API-Key': localKey(), 'Content-Type': 'application/json' };
    const jobs = await handler(new Request('jobdesk://app/api/v1.1/jobs', { headers }));
    expect(jobs.status).toBe(200);
    expect(jobs.headers.get('content-security-policy')).toContain("script-src 'self'");

    const boardKey = 'board-key-from-settings-42';
    const saved = await handler(
      new Request('jobdesk://app/app/v1/settings', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ remoteUrl: 'https://board.example/api/v1.1', apiKey: boardKey }),
      }),
    );
    expect(saved.status).toBeLessThan(300);
    const settings = await (await handler(new Request('jobdesk://app/app/v1/settings', { headers }))).text();
    expect(settings).toContain('"hasApiKey":true');
    expect(settings).not.toContain(boardKey);
    await vi.waitFor(() => expect(existsSync(join(fake.userData, 'board-api-key.bin'))).toBe(true));
    expect(readFileSync(join(fake.userData, 'board-api-key.bin'), 'utf8')).not.toContain(boardKey);
    // Anything logged once the key is set has it redacted.
    const hooked = fake.electronLog.hooks.reduce<{ data: unknown[] }>((message, hook) => hook(message), {
      data: [`x ${boardKey}`],
    });
    expect(hooked.data).toEqual(['x [redacted]']);
  });

  it('warns once about a key without a keychain (Linux basic_text), remembering "don\'t show again"', async () => {
    if (process.platform !== 'linux') return;
    await vi.waitFor(() => expect(existsSync(join(fake.userData, 'keychain-warning-dismissed'))).toBe(true));
    expect(fake.records.get('showMessageBox')).toHaveLength(1);
  });

  it('focuses the first window when a second instance starts', () => {
    const before = window()?.focused ?? 0;
    fake.electron.app.emit('second-instance');
    expect(window()?.focused).toBe(before + 1);
  });

  it('sends menu commands to the window', () => {
    const [template] = fake.records.get('buildFromTemplate')?.[0] ?? [];
    const items = (function flatten(
      list: { id?: string; click?: () => void; submenu?: unknown }[],
    ): typeof list {
      return list.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
    })(template as { id?: string; click?: () => void }[]);
    items.find((item) => item.id === 'new-job')?.click?.();
    expect(fake.records.get('send')).toEqual([[MENU_COMMAND_CHANNEL, 'new-job']]);
  });

  it('takes connectivity reports only from the app page of its own window', () => {
    const contentsId = window()?.webContents.id ?? -1;
    const count = () => fake.logged.filter(([, text]) => text === 'Network is gone').length;
    fake.electron.ipcMain.emit(
      CONNECTIVITY_CHANNEL,
      { senderFrame: { url: 'https://evil.example/', parent: null }, sender: { id: contentsId } },
      false,
    );
    expect(count()).toBe(0);
    fake.electron.ipcMain.emit(
      CONNECTIVITY_CHANNEL,
      { senderFrame: { url: 'jobdesk://app/', parent: null }, sender: { id: contentsId } },
      false,
    );
    expect(count()).toBe(1);
  });

  it('quits only after the core has closed, saving the window position', async () => {
    window()?.emit('close');
    fake.electron.app.quit();
    expect(fake.state.quit).toBe(false);
    await vi.waitFor(() => expect(fake.state.quit).toBe(true), { timeout: 6000 });
    expect(fake.logged).toContainEqual(['info', 'Quit:', 'closed']);
    expect(JSON.parse(readFileSync(join(fake.userData, 'window-state.json'), 'utf8'))).toEqual({
      x: 10,
      y: 20,
      width: 1000,
      height: 700,
      maximized: false,
    });
  });
});
