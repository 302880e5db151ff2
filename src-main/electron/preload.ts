// Preload (sandboxed, context-isolated): exposes `window.jobdesk` (menu commands in, the system's languages, the
// UI's language out) and nothing else; the renderer talks to the core only over fetch on jobdesk://app.
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_BRIDGE_GLOBAL } from '../../src-shared/desktop-bridge.ts';
import { createDesktopBridge, forwardConnectivity } from './preload-bridge.ts';

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_GLOBAL, createDesktopBridge(ipcRenderer, process.argv));
forwardConnectivity(window, ipcRenderer);
