import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMainWindowOptions } from './window-options.ts';
import { DEFAULT_WINDOW_STATE, fitToDisplays, readWindowState, writeWindowState } from './window-state.ts';

const folder = mkdtempSync(join(tmpdir(), 'jobdesk-window-state-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const laptop = { x: 0, y: 0, width: 1440, height: 870 };
const monitorOnTheRight = { x: 1440, y: 0, width: 2560, height: 1400 };

describe('window state file', () => {
  it('reads back what was written', async () => {
    const file = join(folder, 'state.json');
    const state = { x: 1500, y: 40, width: 1600, height: 1000, maximized: true };
    await writeWindowState(file, state);
    expect(await readWindowState(file)).toEqual(state);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{"width":'],
    ['a size too small', '{"width":10,"height":10,"maximized":false}'],
    ['wrong types', '{"width":"1200","height":800,"maximized":0}'],
  ])('falls back to the default when the file is %s', async (_case, content) => {
    const file = join(folder, `bad-${_case}.json`);
    if (content !== null) writeFileSync(file, content);
    expect(await readWindowState(file)).toEqual(DEFAULT_WINDOW_STATE);
  });
});

describe('fitToDisplays', () => {
  it('keeps a position that is on a screen', () => {
    const state = { x: 1500, y: 40, width: 1600, height: 1000, maximized: false };
    expect(fitToDisplays(state, [laptop, monitorOnTheRight])).toEqual(state);
  });

  it('drops the position of a window left on a monitor that is gone, and shrinks it to fit', () => {
    const state = { x: 1500, y: 40, width: 2400, height: 1300, maximized: true };
    expect(fitToDisplays(state, [laptop])).toEqual({ width: 1440, height: 870, maximized: true });
  });

  it('drops a position whose title bar is above every screen', () => {
    const state = { x: 100, y: -500, width: 800, height: 600, maximized: false };
    expect(fitToDisplays(state, [laptop])).toEqual({ width: 800, height: 600, maximized: false });
  });
});

describe('main window options', () => {
  it('use the remembered size and position, start hidden until painted, and load the preload', () => {
    const options = createMainWindowOptions({
      state: { x: 10, y: 20, width: 1000, height: 700, maximized: false },
      preloadPath: '/app/out/preload/index.cjs',
      title: 'JobDesk',
    });
    expect(options).toMatchObject({ x: 10, y: 20, width: 1000, height: 700, show: false, title: 'JobDesk' });
    expect(options.webPreferences?.preload).toBe('/app/out/preload/index.cjs');
    expect(options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
  });

  it('leave the position to the OS when none is remembered', () => {
    const options = createMainWindowOptions({
      state: DEFAULT_WINDOW_STATE,
      preloadPath: 'p',
      title: 'JobDesk',
    });
    expect(options).not.toHaveProperty('x');
    expect(options).not.toHaveProperty('y');
  });
});
