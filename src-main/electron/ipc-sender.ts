// Who may send IPC to the main process: only the app's own page (jobdesk://app) in the main frame of a
// window the shell opened. Every ipcMain listener checks this before reading the message.
import { isAppUrl } from './app-scheme.ts';

export type IpcSender = {
  senderFrame: { url: string; parent: unknown } | null;
  sender: { id: number };
};

export function isTrustedSender(event: IpcSender, trustedContentsIds: ReadonlySet<number>): boolean {
  const frame = event.senderFrame;
  // A frame gone (navigated or destroyed) since it sent cannot be checked, so it is not trusted.
  if (frame === null) return false;
  return frame.parent === null && isAppUrl(frame.url) && trustedContentsIds.has(event.sender.id);
}
