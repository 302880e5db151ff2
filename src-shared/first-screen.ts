// The jobs list's first screen rendered ahead by the core (GET /app/v1/first-screen, src-main/api/first-screen-api.ts)
// from the renderer's own code (src-renderer/src/render-first-screen.tsx), as the page's first-paint script
// asks for it, in the language the page is about to speak (`?lang=fr`), at a launch with no snapshot kept
// (src-renderer/src/first-paint/first-paint.ts). No zod here: the first-paint script reads it.
/** Where it is asked for, below the app endpoints' base (`/app/v1`). */
export const FIRST_SCREEN_PATH = '/first-screen';

/** What a first screen depends on besides the data: its language, and the day and time zone of its dates. */
export type DrawnFor = {
  /** The page's `lang` (`en-CA`). */
  lang: string;
  /** The local day (`YYYY-MM-DD`): close-date marks count days from it. */
  day: string;
  /** The IANA time zone the dates are shown in. */
  timeZone: string;
};

/** The answer (200): the app root's markup, the list answer its rows were drawn from, and for which launch. */
export type FirstScreen = {
  html: string;
  /** How many rows of jobs it shows. */
  rows: number;
  /** The list request (path and query) and its answer to the byte: the app's own first list request takes it. */
  list: { path: string; body: string };
  drawnFor: DrawnFor;
};

/** What the renderer's code draws (the core adds when and where, `drawnFor`), and `<html lang>` of its page. */
export type RenderedFirstScreen = Omit<FirstScreen, 'drawnFor'> & { lang: string };
