import { describe, expect, it } from 'vitest';
import {
  MENU_COMMAND_CHANNEL,
  systemLanguagesArgument,
  systemLanguagesFromArguments,
  UI_LANGUAGE_CHANNEL,
} from '../../src-shared/desktop-bridge.ts';
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

  it('gives the page the system’s languages the main process put on its command line', () => {
    const argv = ['/opt/JobDesk/jobdesk', '--type=renderer', systemLanguagesArgument(['fr-CA', 'en-US'])];
    const bridge = createDesktopBridge(fakeIpc().ipc, argv);
    expect(bridge.systemLanguages).toEqual(['fr-CA', 'en-US']);
    expect(Object.isFrozen(bridge.systemLanguages)).toBe(true);
    expect(createDesktopBridge(fakeIpc().ipc, ['/opt/JobDesk/jobdesk']).systemLanguages).toEqual([]);
  });

  it('drops anything on the command line that is not a language tag', () => {
    expect(
      systemLanguagesFromArguments([
        '--jobdesk-system-languages=fr-CA,<script>,en_US, ,x-very-very-long-tag',
      ]),
    ).toEqual(['fr-CA', 'en_US']);
  });

  it('tells the main process the UI’s language, a string only', () => {
    const { ipc, sent } = fakeIpc();
    const bridge = createDesktopBridge(ipc);
    bridge.showLanguage('fr');
    bridge.showLanguage({ toString: () => 'en' } as never);
    expect(sent).toEqual([[UI_LANGUAGE_CHANNEL, 'fr']]);
  });
});
