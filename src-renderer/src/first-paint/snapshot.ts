// The first paint's snapshot: what the app keeps of the jobs list it last drew (its markup, exactly as React
// rendered it, and the list answer it drew it from), so that the next launch can put the true rows on screen
// before the app's code has run. Pure: read, checked and written here, used by the first-paint script
// (first-paint.ts) and by the app that writes it (keep-snapshot.ts).

/** Where the snapshot is kept (localStorage of the app's origin: the desktop profile keeps it). */
export const SNAPSHOT_STORAGE_KEY = 'jobdesk.first-paint';

/** A new shape of snapshot gets a new number: an older one is then ignored, never misread. */
const SNAPSHOT_VERSION = 1;

export type FirstPaintSnapshot = {
  version: typeof SNAPSHOT_VERSION;
  /** The app's entry script (its hashed name): markup drawn by another build is never painted. */
  build: string;
  /** The list request the screen was drawn from, path and query (`/app/v1/jobs?…`). */
  listUrl: string;
  /** That request's answer, to the byte: the next launch paints only if the core answers the same. */
  listBody: string;
  /** The page's hash then (`#/jobs`): a page opened on another view is not painted the list first. */
  hash: string;
  /** The local day it was drawn on (`YYYY-MM-DD`): the rows' close-date marks count days from today. */
  day: string;
  /** The attributes of `<html>` then (its `lang`, Mantine's colour scheme). */
  htmlAttributes: Array<[string, string]>;
  /** The app root's markup. */
  html: string;
  /** How many rows of jobs it shows: the app has taken over once it shows as many. */
  rows: number;
};

/** The snapshot kept in `text` (as `SNAPSHOT_STORAGE_KEY` holds it), or null for none or one not of this shape. */
export function parseSnapshot(text: string | null): FirstPaintSnapshot | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const snapshot = value as Record<string, unknown>;
  const strings = ['build', 'listUrl', 'listBody', 'hash', 'day', 'html'] as const;
  if (snapshot.version !== SNAPSHOT_VERSION) return null;
  if (!strings.every((key) => typeof snapshot[key] === 'string')) return null;
  if (typeof snapshot.rows !== 'number' || !Number.isInteger(snapshot.rows) || snapshot.rows < 0) return null;
  if (!String(snapshot.listUrl).startsWith('/app/v1/jobs')) return null;
  const attributes = snapshot.htmlAttributes;
  if (
    !Array.isArray(attributes) ||
    !attributes.every(
      (pair) =>
        Array.isArray(pair) &&
        pair.length === 2 &&
        typeof pair[0] === 'string' &&
        typeof pair[1] === 'string',
    )
  )
    return null;
  return value as FirstPaintSnapshot;
}

/** What this launch is: the build that runs, the view it opens on (its hash), today, and the language the app will speak. */
export type LaunchFacts = { build: string; hash: string; day: string; lang: string };

/**
 * Whether the snapshot may be painted at this launch, before the list's answer is in: drawn by this build, on
 * the view the page opens on, today, in the language the app is about to speak. The rows are compared with the answer afterwards.
 */
export function snapshotFits(snapshot: FirstPaintSnapshot, launch: LaunchFacts): boolean {
  const lang = snapshot.htmlAttributes.find(([name]) => name === 'lang')?.[1];
  return (
    snapshot.build === launch.build &&
    snapshot.hash === launch.hash &&
    snapshot.day === launch.day &&
    lang === launch.lang
  );
}

/** The local day of a moment (`YYYY-MM-DD`): the rule the core's first screen is dated by, too. */
export { localDay } from '../../../src-shared/rules/closing-soon.ts';

/** The URL a list request is kept under: path and query, whatever origin the page is on. */
export function listRequestPath(url: string, pageHref: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, pageHref);
  } catch {
    return null;
  }
  // Compared by scheme and host: the desktop app's own scheme has no origin in every URL parser.
  const page = new URL(pageHref);
  if (parsed.protocol !== page.protocol || parsed.host !== page.host || parsed.pathname !== '/app/v1/jobs')
    return null;
  return `${parsed.pathname}${parsed.search}`;
}
