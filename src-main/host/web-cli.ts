// `npm run web`: the whole of JobDesk's core in Node on 127.0.0.1 (browser mode), for development,
// demos and the end-to-end and crash tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createFileSecretStore } from './file-secret-store.ts';
import { createJobDeskCore } from './jobdesk-core.ts';
import { rendererPageResponse } from './renderer-page.ts';
import { serveOnLoopback } from './serve-on-loopback.ts';
import { parseWebOptions, WEB_USAGE } from './web-options.ts';

const options = parseWebOptions(process.argv.slice(2));
if (!options.ok) {
  console.error(`${options.error}\n\n${WEB_USAGE}`);
  process.exit(2);
}
const { port, data, remote, remoteKey, open } = options.value;
mkdirSync(data, { recursive: true });

const localApiKey = options.value.apiKey ?? readOrCreateLocalKey(join(data, 'local-api-key'));
const core = await createJobDeskCore({
  dataDir: data,
  localApiKey,
  secrets: createFileSecretStore(join(data, 'remote-key')),
  fetch: globalThis.fetch,
  clock: {
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  },
  random: Math.random,
  onUnexpectedError: (error) => console.error('jobdesk: unexpected error', error),
});
if (remote !== undefined || remoteKey !== undefined)
  core.settings.update({ remoteUrl: remote, apiKey: remoteKey });
core.engine.start();

// The built renderer, when there is one (npm run build); the API routes come first.
const rendererRoot = resolve('out/renderer');
const pages = new Hono();
if (existsSync(rendererRoot)) {
  // The page itself carries the key to the core (the contract every host keeps); its files are served as they are.
  pages.get('/', () => rendererPageResponse(rendererRoot, localApiKey));
  pages.get('/index.html', () => rendererPageResponse(rendererRoot, localApiKey));
  pages.use('*', serveStatic({ root: rendererRoot }));
}
pages.get('*', (c) =>
  c.text('JobDesk core is running. Build the UI with `npm run build` to serve it here.', 404),
);

const server = await serveOnLoopback(async (request) => {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/api/') || pathname.startsWith('/app/')) return core.fetch(request);
  return pages.fetch(request);
}, port);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.close();
  await core.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

// Printed once the signal handlers are in place: tests stop the core right after it.
console.log(`JobDesk listening on ${server.origin}`);
if (open) openInBrowser(server.origin);

function readOrCreateLocalKey(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const key = randomBytes(24).toString('hex');
  writeFileSync(path, key, { mode: 0o600 });
  return key;
}

function openInBrowser(url: string): void {
  const command =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { detached: true, stdio: 'ignore' });
  // No browser to open (a server, a CI machine) is not an error: the address is printed above.
  child.on('error', () => {});
  child.unref();
}
