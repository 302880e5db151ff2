// The launch measure of `npm run bench -- ui` (issue 37): from navigation to the first 25 rows of the list on
// screen, JobDesk against a floor page — plain HTML whose one small script fetches the same first page from
// the same core's `GET /app/v1/jobs` and writes the rows into a table — loaded alternately in one run, for two
// launches: everyday (a new page in a browser context that has loaded each 3 times before, as the desktop
// app's profile keeps its HTTP and code caches and its storage) and first ever (a fresh context each time).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from '@playwright/test';
import { percentile } from './measure.ts';

/** Rows of the first page: the list is on screen when this many rows are. */
const FIRST_PAGE_ROWS = 25;
/** Loads of each page in the everyday context before it is measured. */
const EVERYDAY_WARM_LOADS = 3;
const VIEWPORT = { width: 1366, height: 850 };
/** The first script each page runs, as a pattern of its path (JobDesk's is named by its content's hash). */
const FIRST_SCRIPT = { app: '^/assets/first-paint-[0-9a-f]+\\.js$', floor: '^/floor\\.js$' } as const;
type PageKind = keyof typeof FIRST_SCRIPT;

/** One load, each moment in ms from the start of the navigation (NaN where the page has no such moment). */
export type LaunchRun = {
  /** The page's HTML in. */
  pageMs: number;
  /** The first script the page runs in (JobDesk: assets/first-paint-<hash>.js; the floor: floor.js). */
  scriptMs: number;
  /** JobDesk only: the first paint's painter in (loaded only when a snapshot was kept). */
  painterMs: number;
  /** The list's answer in. */
  listAnsweredMs: number;
  /** JobDesk only, with no snapshot kept: the first screen the core rendered in (it carries the list). */
  firstScreenAnsweredMs: number;
  /** JobDesk only: the snapshot or the core's first screen painted; the app's modules run; the app's tree in the copy's place. */
  firstPaintMs: number;
  appStartedMs: number;
  handedOverMs: number;
  /** The first page's rows in the document, and the frame after (on screen). */
  rowsMs: number;
  visibleMs: number;
  /** JobDesk only: what its first paint did (`painted`, `drawn-by-core`, or why not). */
  outcome: string;
};

export const LAUNCH_PHASES = [
  ['pageMs', 'page'],
  ['scriptMs', 'first script in'],
  ['painterMs', 'painter in'],
  ['listAnsweredMs', 'list answered'],
  ['firstScreenAnsweredMs', 'first screen answered'],
  ['firstPaintMs', 'first paint'],
  ['rowsMs', 'rows in the document'],
  ['visibleMs', 'on screen'],
  ['appStartedMs', 'app modules run'],
  ['handedOverMs', 'app took over'],
] as const satisfies ReadonlyArray<readonly [keyof LaunchRun, string]>;

export type LaunchComparison = {
  launch: 'everyday' | 'first ever';
  app: LaunchRun[];
  floor: LaunchRun[];
  appP50Ms: number;
  floorP50Ms: number;
  ratio: number;
};

const p50 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** The p50 of each phase, as `words N` (phases a page does not have left out). */
export function phaseMedians(runs: LaunchRun[]): string {
  return LAUNCH_PHASES.flatMap(([phase, words]) => {
    const values = runs.map((run) => run[phase]).filter((value) => Number.isFinite(value));
    return values.length === 0 ? [] : [`${words} ${p50(values).toFixed(0)}`];
  }).join(', ');
}

/** What showed first in each load (first-paint-state.ts's outcomes), as `drawn-by-core 9 of 9`. */
export function firstPaintOutcomes(runs: LaunchRun[]): string {
  const counts = new Map<string, number>();
  for (const { outcome } of runs) counts.set(outcome || 'none', (counts.get(outcome || 'none') ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${outcome} ${count} of ${runs.length}`).join(', ');
}

/**
 * The floor page on its own loopback server: its HTML (no-store, like JobDesk's page), its script, and the
 * list's request passed on to the core with the local API key (the floor page holds no session).
 */
export async function startFloorPage(
  coreOrigin: string,
  apiKey: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head>' +
    '<body><table><thead><tr><th>Job</th><th>Closes</th></tr></thead><tbody id="rows"></tbody></table>' +
    '<script src="/floor.js"></script></body></html>';
  const script = `(async () => {
  const answer = await fetch('/app/v1/jobs' + location.search);
  const { data } = await answer.json();
  const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' });
  const rows = document.getElementById('rows');
  for (const job of data) {
    const row = document.createElement('tr');
    row.dataset.jobId = String(job.id);
    const title = document.createElement('td');
    title.textContent = job.title;
    const closes = document.createElement('td');
    closes.textContent = job.closeDate ? day.format(new Date(job.closeDate)) : '';
    row.append(title, closes);
    rows.append(row);
  }
})();`;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    if (url.pathname === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(page);
    } else if (url.pathname === '/floor.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(script);
    } else if (url.pathname === '/app/v1/jobs') {
      fetch(`${coreOrigin}/app/v1/jobs${url.search}`, { headers: { 'API-Key': apiKey } }).then(
        async (answer) => {
          response.writeHead(answer.status, {
            'Content-Type': answer.headers.get('Content-Type') ?? 'application/json',
          });
          response.end(Buffer.from(await answer.arrayBuffer()));
        },
        () => {
          response.writeHead(502);
          response.end();
        },
      );
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}

/** One load of `url` in a new page of `context`, timed in the page. */
async function load(context: BrowserContext, url: string, kind: PageKind): Promise<LaunchRun> {
  const page = await context.newPage();
  try {
    await page.addInitScript((rows: number) => {
      const observer = new MutationObserver(() => {
        // Only rows on screen count: the app's own tree is laid out unseen behind a first paint.
        const shown = [...document.querySelectorAll('tbody tr[data-job-id]')].filter((row) =>
          row.checkVisibility({ visibilityProperty: true }),
        );
        if (shown.length < rows) return;
        observer.disconnect();
        const rowsAt = performance.now();
        requestAnimationFrame(() => {
          Object.assign(window, { launchRows: { rowsAt, visibleAt: performance.now() } });
        });
      });
      observer.observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['style'],
      });
    }, FIRST_PAGE_ROWS);
    await page.goto(url);
    await page.waitForFunction(() => 'launchRows' in window, undefined, { timeout: 60_000 });
    return await page.evaluate((scriptPattern): LaunchRun => {
      const { rowsAt, visibleAt } = (
        window as unknown as { launchRows: { rowsAt: number; visibleAt: number } }
      ).launchRows;
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const path = (entry: PerformanceEntry) => new URL(entry.name).pathname;
      const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
      return {
        pageMs: navigation?.responseEnd ?? Number.NaN,
        scriptMs:
          resources.find((entry) => new RegExp(scriptPattern).test(path(entry)))?.responseEnd ?? Number.NaN,
        painterMs:
          resources.find((entry) => path(entry).includes('/first-paint-painter-'))?.responseEnd ?? Number.NaN,
        listAnsweredMs: resources.find((entry) => path(entry) === '/app/v1/jobs')?.responseEnd ?? Number.NaN,
        firstScreenAnsweredMs:
          resources.find((entry) => path(entry) === '/app/v1/first-screen')?.responseEnd ?? Number.NaN,
        firstPaintMs: mark('jobdesk:first-paint'),
        appStartedMs: mark('jobdesk:app-started'),
        handedOverMs: mark('jobdesk:handed-over'),
        rowsMs: rowsAt,
        visibleMs: visibleAt,
        outcome:
          (window as unknown as { jobdeskFirstPaint?: { outcome: string } }).jobdeskFirstPaint?.outcome ?? '',
      };
    }, FIRST_SCRIPT[kind]);
  } finally {
    await page.close();
  }
}

/** A load of JobDesk that waits, after its rows, until the app has kept its snapshot (as a day's use does). */
async function warmLoad(context: BrowserContext, url: string, kind: PageKind): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page
      .locator('#root tbody tr[data-job-id]')
      .nth(FIRST_PAGE_ROWS - 1)
      .or(page.locator('#rows tr').nth(FIRST_PAGE_ROWS - 1))
      .waitFor({ timeout: 60_000 });
    if (kind === 'app')
      await page.waitForFunction(() => localStorage.getItem('jobdesk.first-paint') !== null, undefined, {
        timeout: 60_000,
      });
  } finally {
    await page.close();
  }
}

export type LaunchTargets = { appUrl: string; floorUrl: string; runs: number; log(line: string): void };

/** Both launches, each as `runs` loads of JobDesk and of the floor page alternated. */
export async function measureLaunches(browser: Browser, targets: LaunchTargets): Promise<LaunchComparison[]> {
  const { appUrl, floorUrl, runs, log } = targets;
  const compare = (launch: LaunchComparison['launch'], app: LaunchRun[], floor: LaunchRun[]) => {
    const appP50Ms = p50(app.map((run) => run.visibleMs));
    const floorP50Ms = p50(floor.map((run) => run.visibleMs));
    return { launch, app, floor, appP50Ms, floorP50Ms, ratio: appP50Ms / floorP50Ms };
  };

  const appContext = await browser.newContext({ viewport: VIEWPORT });
  const floorContext = await browser.newContext({ viewport: VIEWPORT });
  const everyday: { app: LaunchRun[]; floor: LaunchRun[] } = { app: [], floor: [] };
  try {
    log(`ui: everyday launch: loading JobDesk and the floor page ${EVERYDAY_WARM_LOADS} times each first`);
    for (let warm = 0; warm < EVERYDAY_WARM_LOADS; warm += 1) {
      await warmLoad(appContext, appUrl, 'app');
      await warmLoad(floorContext, floorUrl, 'floor');
    }
    for (let run = 0; run < runs; run += 1) {
      log(`ui: everyday launch, run ${run + 1}/${runs}`);
      everyday.app.push(await load(appContext, appUrl, 'app'));
      everyday.floor.push(await load(floorContext, floorUrl, 'floor'));
    }
  } finally {
    await appContext.close();
    await floorContext.close();
  }
  const firstEver: { app: LaunchRun[]; floor: LaunchRun[] } = { app: [], floor: [] };
  for (let run = 0; run < runs; run += 1) {
    log(`ui: first-ever launch, run ${run + 1}/${runs}`);
    for (const [url, kind, into] of [
      [appUrl, 'app', firstEver.app],
      [floorUrl, 'floor', firstEver.floor],
    ] as const) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      try {
        into.push(await load(context, url, kind));
      } finally {
        await context.close();
      }
    }
  }
  return [
    compare('everyday', everyday.app, everyday.floor),
    compare('first ever', firstEver.app, firstEver.floor),
  ];
}
