// The core renders the jobs list's first screen (GET /app/v1/first-screen, api/first-screen-api.ts) with the
// renderer's own code, built for Node beside the UI (`out/first-screen`, scripts/first-screen-server-build.ts). This is the one
// place the core runs renderer code, and only that built file, loaded at run time: the layer rules keep every
// import of src-renderer out of src-main (README, "Where code lives"; tests/layers.test.ts).
// Its requests are answered in this process by the core's own `fetch`, with the local key: nothing leaves it.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FirstScreen, RenderedFirstScreen } from '../../src-shared/first-screen.ts';
import type { AppLanguage } from '../../src-shared/i18n/app-language.ts';
import type { Logger } from '../../src-shared/logger.ts';
import { localDay } from '../../src-shared/rules/closing-soon.ts';
import type { RenderFirstScreen } from '../api/first-screen-api.ts';

/** The built module's one export (src-renderer/src/render-first-screen.tsx). */
export type FirstScreenModule = {
  renderFirstScreen(request: {
    fetch: typeof fetch;
    pageHref: string;
    language: AppLanguage;
  }): Promise<RenderedFirstScreen | null>;
};

/**
 * A first screen is answered within this, or not at all: past it the page's app is on its way, and draws the
 * list as it would without (a busy core must not hold a launch back).
 */
export const FIRST_SCREEN_WAIT_MS = 400;

export type FirstScreenRendererOptions = {
  /** The built module's file; a missing file renders nothing (a UI built before it existed). */
  moduleFile: string;
  /** The core's own answer to a request (its front door). */
  coreFetch: (request: Request) => Promise<Response>;
  apiKey: string;
  now: () => Date;
  logger: Logger;
};

/** `renderFirstScreen` for the app endpoints; the module starts loading now, so the first page finds it ready. */
export function createFirstScreenRenderer(options: FirstScreenRendererOptions): RenderFirstScreen {
  const loading: Promise<FirstScreenModule | null> = existsSync(options.moduleFile)
    ? (import(pathToFileURL(options.moduleFile).href) as Promise<FirstScreenModule>).catch(
        (error: unknown) => {
          options.logger.warn('The first screen cannot be rendered ahead: its module did not load', {
            error,
          });
          return null;
        },
      )
    : Promise.resolve(null);
  const inProcessFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('API-Key', options.apiKey);
    // As a browser names it: the core answers only requests naming its own address (api/host-check.ts).
    request.headers.set('Host', new URL(request.url).host);
    return options.coreFetch(request);
  };
  // One render at a time: the language a render makes active is the catalog's one global.
  let previous: Promise<unknown> = Promise.resolve();
  return (request) => {
    const rendering = previous.then(async (): Promise<FirstScreen | null> => {
      const module = await loading;
      if (module === null) return null;
      const drawnAt = options.now();
      const rendered = await module.renderFirstScreen({ fetch: inProcessFetch, ...request });
      if (rendered === null) return null;
      const { lang, ...screen } = rendered;
      return {
        ...screen,
        drawnFor: {
          lang,
          day: localDay(drawnAt),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      };
    });
    previous = rendering.catch(() => undefined);
    return withinWait(rendering, options.logger);
  };
}

/** The rendering, or null once FIRST_SCREEN_WAIT_MS have passed or if it failed (said in the log). */
function withinWait(rendering: Promise<FirstScreen | null>, logger: Logger): Promise<FirstScreen | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FIRST_SCREEN_WAIT_MS);
  });
  const rendered = rendering.catch((error: unknown) => {
    logger.warn('The first screen could not be rendered ahead', { error });
    return null;
  });
  return Promise.race([rendered, late]).finally(() => clearTimeout(timer));
}
