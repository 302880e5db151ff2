import { describe, expect, it } from 'vitest';
import { MENU_COMMAND_CHANNEL } from '../../src-shared/desktop-bridge.ts';
import { type BridgeIpc, createDesktopBridge, forwardConnectivity } from './preload-bridge.ts';

describe('the preload bridge', () => {
  function fakeIpc() {
    const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
    const sent: unknown[][] = [];
    const ipc: BridgeIpc = {
      on: (channel, listener) => listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener)),
      removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
      send: (channel, ...args) => sent.push([channel, ...args]),
    };
    const emit = (channel: string, ...args: unknown[]) => {
      for (const listener of listeners.get(channel) ?? []) listener({ sender: 'ipc internals' }, ...args);
    };
    return { ipc, emit, sent, listeners };
  }

  it('passes valid menu commands to the page, drops anything else, and stops on request', () => {
    const { ipc, emit } = fakeIpc();
    const received: unknown[][] = [];
    const stop = createDesktopBridge(ipc).onMenuCommand((...args) => received.push(args));
    emit(MENU_COMMAND_CHANNEL, 'new-job');
    emit(MENU_COMMAND_CHANNEL, 'rm -rf');
    emit(MENU_COMMAND_CHANNEL, { command: 'save' });
    stop();
    emit(MENU_COMMAND_CHANNEL, 'save');
    // The page gets the command alone, never the IPC event.
    expect(received).toEqual([['new-job']]);
  });

  it('refuses a listener that is not a function', () => {
    expect(() => createDesktopBridge(fakeIpc().ipc).onMenuCommand('x' as never)).toThrow(TypeError);
  });

  it('forwards online and offline events to the main process', () => {
    const { ipc, sent } = fakeIpc();
    const target = new EventTarget();
    forwardConnectivity(target, ipc);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    expect(sent).toEqual([
      ['jobdesk:connectivity', false],
      ['jobdesk:connectivity', true],
    ]);
  });
});
