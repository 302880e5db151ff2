import { describe, expect, it } from 'vitest';
import { appDataFolder } from './app-data-folder.ts';

describe("browser mode's data folder", () => {
  it('is $XDG_DATA_HOME/JobDesk on Linux, else ~/.local/share/JobDesk', () => {
    expect(appDataFolder('linux', { XDG_DATA_HOME: '/data/me' }, '/home/me')).toBe('/data/me/JobDesk');
    expect(appDataFolder('linux', {}, '/home/me')).toBe('/home/me/.local/share/JobDesk');
    expect(appDataFolder('linux', { XDG_DATA_HOME: '  ' }, '/home/me')).toBe('/home/me/.local/share/JobDesk');
  });

  it('ignores an XDG_DATA_HOME that is not an absolute path, as the XDG spec says', () => {
    expect(appDataFolder('linux', { XDG_DATA_HOME: 'relative/data' }, '/home/me')).toBe(
      '/home/me/.local/share/JobDesk',
    );
  });

  it('is ~/Library/Application Support/JobDesk on macOS, whatever XDG_DATA_HOME says', () => {
    expect(appDataFolder('darwin', { XDG_DATA_HOME: '/data/me' }, '/Users/me')).toBe(
      '/Users/me/Library/Application Support/JobDesk',
    );
  });

  it('is %APPDATA%\\JobDesk on Windows, else the roaming folder under the home folder', () => {
    expect(appDataFolder('win32', { APPDATA: 'C:\\Users\\me\\AppData\\Roaming' }, 'C:\\Users\\me')).toBe(
      'C:\\Users\\me\\AppData\\Roaming\\JobDesk',
    );
    expect(appDataFolder('win32', {}, 'C:\\Users\\me')).toBe('C:\\Users\\me\\AppData\\Roaming\\JobDesk');
  });
});
