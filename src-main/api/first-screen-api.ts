// GET /app/v1/first-screen?lang=fr: the jobs list's first screen, rendered by the core with the renderer's own
// code (src-main/core/first-screen-renderer.ts), for the page's first-paint script at a launch that kept no
// snapshot of it (a first launch): the true rows show before the app's code has loaded. 204 when none can be
// rendered now (none built, a failure, a busy core): the page then draws as it would without.
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { FIRST_SCREEN_PATH, type FirstScreen } from '../../src-shared/first-screen.ts';
import type { AppLanguage } from '../../src-shared/i18n/app-language.ts';
import { AppLanguageSchema } from '../../src-shared/i18n/app-language-schema.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { jsonResponse } from './json-response.ts';
import { parseRequest } from './parse-request.ts';

/** What is asked: the language the page is about to speak. */
const FirstScreenQuerySchema = z.object({ lang: AppLanguageSchema });

/** Renders the first screen for a page on `pageHref`'s origin in `language`; null when it cannot now. */
export type RenderFirstScreen = (request: {
  pageHref: string;
  language: AppLanguage;
}) => Promise<FirstScreen | null>;

/** Adds the route to the app endpoints (mounted at /app/v1, behind their key check). */
export function addFirstScreenRoute(app: Hono<AuthenticatedEnv>, render: RenderFirstScreen): void {
  app.get(FIRST_SCREEN_PATH, async (c) => {
    const { lang } = parseRequest(FirstScreenQuerySchema, c.req.query());
    const screen = await render({ pageHref: new URL('/', c.req.url).href, language: lang });
    // Rendered from this moment's data, for this page only: no cache may keep it.
    const noStore = { 'Cache-Control': 'no-store' };
    return screen === null
      ? new Response(null, { status: 204, headers: noStore })
      : jsonResponse(200, screen, noStore);
  });
}
