// The addresses the desktop app calls on its own: none but the update feed. The entry runs against a
// stand-in of Electron's modules (fake-electron.ts) with every network door it has recorded (Electron's
// net.fetch and Node's fetch); the board's address is the recruiter's and is called only once given.
// Chromium's own spellchecker stays off: on Windows and Linux it downloads dictionaries from Google's CDN,
// and JobDesk's own spelling (nspell, en-CA and fr-CA, offline) already does the job.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_START_URL } from '../../src-main/electron/app-scheme.ts';
import { loadBuilderConfig, PROJECT_ROOT } from './builder-config.ts';

const fake = await vi.hoisted(async () =>
  (await import('./fake-electron.ts')).createFakeElectron('jobdesk-outbound-'),
);
vi.mock('electron', () => fake.electron);
vi.mock('electron-log/main', () => ({ default: fake.electronLog }));
vi.mock('electron-updater', () => fake.electronUpdater);

const called: string[] = [];
const netFetch = fake.electron.net.fetch;
fake.electron.net.fetch = async () => {
  called.push('net.fetch');
  return netFetch();
};
const nodeFetch = globalThis.fetch;

beforeAll(async () => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    called.push(input instanceof Request ? input.url : String(input));
    return nodeFetch(input, init);
  });
  await import('../../src-main/electron/main.ts');
  fake.markReady();
  await vi.waitFor(() => expect(fake.FakeBrowserWindow.windows[0]?.loadedUrl).toBe(APP_START_URL), {
    timeout: 15_000,
  });
}, 30_000);

afterAll(() => {
  vi.unstubAllGlobals();
  rmSync(fake.userData, { recursive: true, force: true });
});

/**
 * Every web address written in the main process's code, and why it is there. An address added to the code
 * fails this list until someone says here why the app may call it (or that it is not called).
 */
const ADDRESSES_IN_MAIN: Record<string, string> = {
  'http://localhost:*': 'the dev server in the development CSP (npm start only)',
  'https://jobs.example.com/api/v1.1': 'an example in a message, never called',
  'http://127.0.0.1:<port>': 'the loopback server of browser mode, in a comment',
  'http://127.0.0.1:${bound}': 'the loopback server of browser mode: its own address',
  'http://localhost:${server.port}': 'browser mode’s own address, allowed as a Host',
  'http://127.0.0.1:8787/api/v1.1': 'an example in the command line’s help',
  'http://127.0.0.1:5180': 'browser mode’s own origin, in a comment',
  'http://127.0.0.1:PORT/?token=…</pre>': 'the page that says how to open browser mode',
  'http://${name}': 'the Hosts browser mode answers (the Host check), never called',
};

function sourcesOf(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('.testing.') ? [path] : [];
  });
}

describe('the addresses the desktop app calls', () => {
  it('turns Chromium’s spellchecker off in the window and the session, so no dictionary is downloaded', () => {
    const [window] = fake.FakeBrowserWindow.windows;
    const preferences: { spellcheck?: boolean } = window?.options.webPreferences ?? {};
    expect(preferences.spellcheck).toBe(false);
    expect(fake.records.get('setSpellCheckerEnabled')).toEqual([[false]]);
  });

  it('calls nothing at start and while idle when no job board is set up, not even the update feed in development', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(called).toEqual([]);
  });

  it('takes updates only from the GitHub releases of its own repository', async () => {
    const config = await loadBuilderConfig();
    const publish = Array.isArray(config.publish) ? config.publish : [config.publish];
    expect(publish.map((entry) => (typeof entry === 'string' ? entry : entry?.provider))).toEqual(['github']);
  });

  it('has no web address in its code but those pinned here, each with why', () => {
    const found = new Map<string, string>();
    for (const file of sourcesOf(join(PROJECT_ROOT, 'src-main')))
      for (const match of readFileSync(file, 'utf8').matchAll(/https?:\/\/[^'"`\s)]+/g))
        found.set(match[0], relative(PROJECT_ROOT, file));
    const unexplained = [...found].filter(([address]) => !(address in ADDRESSES_IN_MAIN));
    expect(unexplained).toEqual([]);
  });
});
