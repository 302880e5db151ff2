import { describe, expect, it, vi } from 'vitest';
import { isTrustedSender } from './ipc-sender.ts';
import { type GuardedContents, guardNavigation, isAllowedExternalUrl } from './navigation-guard.ts';

type Listener = (event: { url: string; preventDefault(): void }) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents: GuardedContents = {
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
    on: (event: string, listener: Listener) => listeners.set(event, listener),
  };
  const fire = (event: string, url = '') => {
    const preventDefault = vi.fn();
    listeners.get(event)?.({ url, preventDefault });
    return preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: (url: string) => openHandler?.({ url }), listeners };
}

function guarded() {
  const fake = fakeContents();
  const openExternal = vi.fn(async (_url: string) => {});
  const refused = vi.fn();
  guardNavigation(fake.contents, openExternal, refused);
  return { ...fake, openExternal, refused };
}

describe('isAllowedExternalUrl', () => {
  it.each(['https://example.com/job', 'http://example.com', 'mailto:hr@example.com'])('allows %s', (url) =>
    expect(isAllowedExternalUrl(url)).toBe(true),
  );
  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'smb://server/share',
    'ms-msdt:/id',
    'jobdesk://app/',
    'not a url',
    '',
  ])('refuses %s', (url) => expect(isAllowedExternalUrl(url)).toBe(false));
});

describe('guardNavigation', () => {
  it('denies every new window and opens only web and mail links outside', () => {
    const { open, openExternal, refused } = guarded();
    expect(open('https://example.com/')).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://example.com/');
    expect(refused).toHaveBeenCalledExactlyOnceWith('file:///etc/passwd');
  });

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])(
    'on %s, stays within jobdesk://app and stops anything else',
    (event) => {
      const { fire, openExternal } = guarded();
      expect(fire(event, 'jobdesk://app/#/jobs/3')).toBe(false);
      expect(fire(event, 'https://evil.example/')).toBe(true);
      expect(fire(event, 'jobdesk://other/')).toBe(true);
      expect(fire(event, 'file:///C:/x')).toBe(true);
      expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://evil.example/');
    },
  );

  it('refuses every <webview>', () => {
    const { fire } = guarded();
    expect(fire('will-attach-webview')).toBe(true);
  });
});

describe('isTrustedSender', () => {
  const windows = new Set([7]);
  it('trusts only the main frame of a window the shell opened, on jobdesk://app', () => {
    expect(
      isTrustedSender({ senderFrame: { url: 'jobdesk://app/', parent: null }, sender: { id: 7 } }, windows),
    ).toBe(true);
    expect(
      isTrustedSender({ senderFrame: { url: 'jobdesk://app/', parent: {} }, sender: { id: 7 } }, windows),
    ).toBe(false);
    expect(
      isTrustedSender(
        { senderFrame: { url: 'https://x.example/', parent: null }, sender: { id: 7 } },
        windows,
      ),
    ).toBe(false);
    expect(
      isTrustedSender({ senderFrame: { url: 'jobdesk://app/', parent: null }, sender: { id: 8 } }, windows),
    ).toBe(false);
    expect(isTrustedSender({ senderFrame: null, sender: { id: 7 } }, windows)).toBe(false);
  });
});
