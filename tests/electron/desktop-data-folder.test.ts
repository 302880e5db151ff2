// The desktop app on a data folder another JobDesk core holds (browser mode or the board started on
// the same folder): Electron's single-instance lock cannot see those, the data folder's lock does. The
// app says so in one message naming the folder and the holder's pid, touches nothing there, and exits 1.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { lockDataFolder } from '../../src-main/core/data-folder.ts';

const fake = await vi.hoisted(async () =>
  (await import('./fake-electron.ts')).createFakeElectron('jobdesk-desktop-folder-'),
);
vi.mock('electron', () => fake.electron);
vi.mock('electron-log/main', () => ({ default: fake.electronLog }));
vi.mock('electron-updater', () => fake.electronUpdater);

afterAll(() => rmSync(fake.userData, { recursive: true, force: true }));

describe('the desktop app on a data folder another core holds', () => {
  it('shows one message naming the folder and the process holding it, opens no window and exits 1', async () => {
    const holder = lockDataFolder(fake.userData, 'JobDesk browser mode');
    const exits: number[] = [];
    // Electron's app.exit never returns; here it records the code and returns.
    fake.electron.app.exit = ((code: number) => {
      exits.push(code);
    }) as (code: number) => never;
    try {
      await import('../../src-main/electron/main.ts');
      fake.markReady();
      await vi.waitFor(() => expect(exits).toEqual([1]), { timeout: 10_000 });
      expect(fake.records.get('showErrorBox')).toEqual([
        [
          'JobDesk could not start',
          `JobDesk's data folder ${fake.userData} is in use by process ${process.pid} (JobDesk browser mode): stop that one first, or give this one another data folder.`,
        ],
      ]);
      expect(fake.FakeBrowserWindow.windows).toHaveLength(0);
      // Locked out before it read or wrote anything there.
      expect(existsSync(join(fake.userData, 'local-api-key'))).toBe(false);
      expect(existsSync(join(fake.userData, 'jobdesk.db'))).toBe(false);
    } finally {
      holder.release();
    }
  });
});
