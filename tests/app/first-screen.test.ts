// GET /app/v1/first-screen: the jobs list's first screen rendered by the core with the renderer's own code
// (src-renderer/src/render-first-screen.tsx), here from its sources, over the app endpoints of a local store.
import { afterEach, describe, expect, it } from 'vitest';
import type { FirstScreenModule } from '../../src-main/core/first-screen-renderer.ts';
import type { FirstScreen } from '../../src-shared/first-screen.ts';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import { createLocalAppDoor, type LocalAppDoor } from './local-app-door.ts';

// The renderer's entry from its sources (Vitest compiles its JSX and catalogs; this project's Node types do not
// check JSX, so it is imported by a name TypeScript does not follow, typed as the core loads the built one).
const RENDERER_ENTRY: string = '../../src-renderer/src/render-first-screen.tsx';
const { renderFirstScreen } = (await import(RENDERER_ENTRY)) as FirstScreenModule;

let door: LocalAppDoor | undefined;
afterEach(() => door?.close());

const DRAWN_FOR = { day: '2026-11-02', timeZone: 'America/Moncton' };

/** A door whose first screen is the renderer's, reading the list through the same door with the local key. */
async function doorWithFirstScreen(): Promise<LocalAppDoor> {
  const opened: LocalAppDoor = await createLocalAppDoor({
    renderFirstScreen: async ({ pageHref, language }) => {
      const rendered = await renderFirstScreen({
        fetch: (input, init) => {
          const url = new URL(String(input));
          return opened.call(init?.method ?? 'GET', `${url.pathname}${url.search}`);
        },
        pageHref,
        language,
      });
      if (rendered === null) return null;
      const { lang, ...screen } = rendered;
      return { ...screen, drawnFor: { lang, ...DRAWN_FOR } };
    },
  });
  door = opened;
  return opened;
}

/** The job ids of the rendered rows, in order. */
const rowIds = (html: string) =>
  [...html.matchAll(/<tr[^>]* data-job-id="(\d+)"/g)].map((match) => Number(match[1]));

describe('the first screen the core renders', () => {
  it('shows the list’s first page as its answer gives it, in French, with close dates and their year', async () => {
    const opened = await doorWithFirstScreen();
    for (let n = 1; n <= 30; n += 1)
      await opened.createJob({ title: `Soudeur ${n}`, referenceId: `FS-${n}`, closeDate: '2099-06-30' });
    const answer = await opened.call('GET', '/app/v1/first-screen?lang=fr');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const screen = (await answer.json()) as FirstScreen;

    const list = await opened.call('GET', screen.list.path);
    const listed = (await list.json()) as { data: Array<{ id: number; title: string }> };
    expect(JSON.parse(screen.list.body)).toEqual(listed);
    expect(rowIds(screen.html)).toEqual(listed.data.map((job) => job.id));
    expect(screen.rows).toBe(25);
    expect(screen.html).toContain('Soudeur 30');
    expect(screen.html).not.toContain('Soudeur 5<');
    expect(screen.html).toContain('Clôture');
    expect(screen.html).toMatch(/30 juin 2099/);
    expect(screen.drawnFor).toEqual({ lang: 'fr-CA', ...DRAWN_FOR });
  });

  it('renders the same list in English when asked', async () => {
    const opened = await doorWithFirstScreen();
    await opened.createJob({ title: 'Welder', closeDate: '2099-06-30' });
    const screen = (await (await opened.call('GET', '/app/v1/first-screen?lang=en')).json()) as FirstScreen;
    expect(screen.html).toContain('Closes');
    expect(screen.html).toMatch(/Jun 30, 2099/);
    expect(screen.drawnFor.lang).toBe('en-CA');
  });

  it('refuses a language JobDesk does not speak, and a page without the key', async () => {
    const opened = await doorWithFirstScreen();
    const refused = await opened.call('GET', '/app/v1/first-screen?lang=de');
    expect(refused.status).toBe(400);
    expect(ErrorBodySchema.parse(await refused.json()).error.fields?.[0]?.path).toBe('lang');
    expect((await opened.call('GET', '/app/v1/first-screen?lang=en', undefined, 'not-the-key')).status).toBe(
      401,
    );
  });

  it('answers 204 when none can be rendered now', async () => {
    door = await createLocalAppDoor({ renderFirstScreen: async () => null });
    const answer = await door.call('GET', '/app/v1/first-screen?lang=en');
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
  });
});
