// Where browser mode keeps JobDesk's data when no --data is given: the user's application-data
// folder, as the desktop app does (Electron's app.getPath('userData') follows the same conventions).
import { posix, win32 } from 'node:path';

export const APP_FOLDER_NAME = 'JobDesk';

export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Linux and other Unixes: `$XDG_DATA_HOME/JobDesk`, else `~/.local/share/JobDesk` (an XDG_DATA_HOME
 * that is not absolute is ignored, as the XDG spec says); macOS: `~/Library/Application Support/JobDesk`;
 * Windows: `%APPDATA%\JobDesk`, else `~\AppData\Roaming\JobDesk`.
 */
export function appDataFolder(platform: NodeJS.Platform, env: Environment, home: string): string {
  if (platform === 'win32') {
    const appData = env.APPDATA?.trim();
    return appData
      ? win32.join(appData, APP_FOLDER_NAME)
      : win32.join(home, 'AppData', 'Roaming', APP_FOLDER_NAME);
  }
  if (platform === 'darwin') return posix.join(home, 'Library', 'Application Support', APP_FOLDER_NAME);
  const xdg = env.XDG_DATA_HOME?.trim();
  if (xdg && posix.isAbsolute(xdg)) return posix.join(xdg, APP_FOLDER_NAME);
  return posix.join(home, '.local', 'share', APP_FOLDER_NAME);
}
