import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestLogger } from '../../tests/helpers/test-logger.ts';
import { createFirstScreenRenderer, FIRST_SCREEN_WAIT_MS } from './first-screen-renderer.ts';

// A stand-in for the built module (out/first-screen): it reads the list through the fetch it is given and says
// how it was asked; the page's address tells it to be slow or to fail.
const FAKE_MODULE = `
let running = 0;
export const seen = { mostAtOnce: 0 };
export async function renderFirstScreen({ fetch, pageHref, language }) {
  running += 1;
  seen.mostAtOnce = Math.max(seen.mostAtOnce, running);
  try {
    const page = new URL(pageHref);
    if (page.searchParams.has('fail')) throw new Error('render failed');
    await new Promise((resolve) => setTimeout(resolve, Number(page.searchParams.get('delay') ?? 20)));
    const answer = await fetch(new URL('/app/v1/jobs?page=1&pageSize=25', pageHref).href);
    const body = await answer.text();
    return { html: '<main>' + language + '</main>', lang: language + '-CA', list: { path: '/app/v1/jobs?page=1&pageSize=25', body }, rows: 0 };
  } finally {
    running -= 1;
  }
}
`;
const folder = mkdtempSync(join(tmpdir(), 'jobdesk-first-screen-'));
const moduleFile = join(folder, 'render-first-screen.mjs');
writeFileSync(moduleFile, FAKE_MODULE);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function renderer(file = moduleFile) {
  const keys: Array<string | null> = [];
  const logger = createTestLogger({ quiet: true });
  const render = createFirstScreenRenderer({
    moduleFile: file,
    coreFetch: async (request) => {
      keys.push(request.headers.get('API-Key'));
      return new Response('{"data":[]}', { headers: { 'Content-Type': 'application/json' } });
    },
    apiKey: 'local-key-123',
    now: () => new Date(2027, 1, 4, 23, 30),
    logger,
  });
  return { render, keys, logger };
}

describe('the first screen rendered ahead by the core', () => {
  it('renders in the language asked for, reads the list in this process with the local key, and says for which day and time zone', async () => {
    const { render, keys } = renderer();
    const screen = await render({ pageHref: 'http://127.0.0.1:5180/', language: 'fr' });
    expect(screen).toEqual({
      html: '<main>fr</main>',
      list: { path: '/app/v1/jobs?page=1&pageSize=25', body: '{"data":[]}' },
      rows: 0,
      drawnFor: {
        lang: 'fr-CA',
        day: '2027-02-04',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    expect(keys).toEqual(['local-key-123']);
  });

  it('renders one page at a time', async () => {
    const { render } = renderer();
    const pages = await Promise.all(
      (['en', 'fr', 'en'] as const).map((language) =>
        render({ pageHref: 'http://127.0.0.1:5180/', language }),
      ),
    );
    expect(pages.map((page) => page?.html)).toEqual([
      '<main>en</main>',
      '<main>fr</main>',
      '<main>en</main>',
    ]);
    const { seen } = (await import(moduleFile)) as { seen: { mostAtOnce: number } };
    expect(seen.mostAtOnce).toBe(1);
  });

  it('gives the page nothing to show when the render fails, is slower than the page may wait, or was never built', async () => {
    const { render, logger } = renderer();
    expect(await render({ pageHref: 'http://127.0.0.1:5180/?fail', language: 'en' })).toBeNull();
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'The first screen could not be rendered ahead',
    ]);
    const slow = `http://127.0.0.1:5180/?delay=${FIRST_SCREEN_WAIT_MS + 300}`;
    expect(await render({ pageHref: slow, language: 'en' })).toBeNull();
    const missing = renderer(join(folder, 'not-built.js'));
    expect(await missing.render({ pageHref: 'http://127.0.0.1:5180/', language: 'en' })).toBeNull();
  });
});
