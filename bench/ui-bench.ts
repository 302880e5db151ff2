// `npm run bench -- ui`: the UI in Debian's Chromium against a core holding 10,000 jobs — how long until the
// first page of the list is on screen at an everyday and a first-ever launch, against a floor page in the same
// run (ui-launch.ts, with where the time goes), how much JavaScript (gzipped) the first screen loads, how soon a key
// typed into a 20,000-character description is on screen (ui-typing.ts: each key at once, and at a typist's
// pace), how many requests the list's first screen, a page turn and a search make to the core, and the page's
// JS heap with the list open.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import pLimit from 'p-limit';
import { createJobBoardClient, type JobBoardClient } from '../src-shared/client/job-board-client.ts';
import { minimalJobBody } from '../src-shared/rules/job-fixtures.testing.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.ts';
import type { BenchModule } from './bench-module.ts';
import { PROJECT_ROOT, startChildServer } from './child-server.ts';
import { printTable } from './print-table.ts';
import {
  firstPaintOutcomes,
  type LaunchComparison,
  measureLaunches,
  phaseMedians,
  startFloorPage,
} from './ui-launch.ts';
import {
  DESCRIPTION_CHARACTERS,
  measurePlainTyping,
  measureTyping,
  SPELLING_COST_TARGET_MS,
  TYPING_TARGET_MS,
} from './ui-typing.ts';

/**
 * For the typing measures against issue 20's 16 ms: frames on demand instead of on a 60 Hz clock, so "key press
 * to next frame" measures the editor's work, not where in the display's cycle the key landed (half a frame on
 * average).
 * Not for the first-page measure: unthrottled frames make loaders' animations compete with the page's work.
 */
const TYPING_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'];
const API_KEY = 'ui-bench-local-key';
/**
 * Issue 37: the first 25 rows on screen within 1.5× of the floor page's time for the everyday launch, 2× for the
 * first ever (p50s of one run). Issue 17 then 37: the first screen in ≤ 160 kB of JS gzipped.
 */
const LAUNCH_RATIO_TARGETS = { everyday: 1.5, 'first ever': 2 } as const;
const FIRST_SCREEN_JS_TARGET_BYTES = 160 * 1024;
/** The list's default page size: the first page is on screen when this many rows are. */
const FIRST_PAGE_ROWS = 25;
/**
 * Issue 37: typing in the job editor within 1.5× of the same keys in a plain contenteditable holding the same
 * description (p95s of one run), at the display's frame rate as a recruiter sees it: nothing else got slower for
 * the launch. Frames on demand (TYPING_CHROMIUM_ARGS) show the editor's own work, against issue 20's 16 ms.
 */
const TYPING_RATIO_TARGET = 1.5;
/**
 * A fast typist's pace, 10 keys a second. The typing measure sends each key as soon as the last one is in,
 * so a key also waits for the work the keys before it left; at this pace it shows what a person feels.
 */
const TYPIST_PACE_MS = 100;
/** At most this many API requests for the list's first screen, and for a page turn or a search. */
const FIRST_SCREEN_REQUESTS_TARGET = 6;
const LIST_STEP_REQUESTS_TARGET = 3;
/** A step's requests are over once none has started for this long. */
const REQUESTS_QUIET_MS = 1_000;
/** A search that finds some of the seeded jobs, not all: "Welder" is one role in eight. */
const SEARCH_TERM = 'Welder';

/** The requests the UI made to the core's API (/api, /app) for one step, as `METHOD /path?query`. */
type RequestCount = { step: string; requests: string[]; target: number };
type ScriptLoad = { file: string; bytes: number; gzipBytes: number };
/** The page's JS heap (V8's own count, after a garbage collection) with the list's first page on screen. */
type HeapUse = { usedBytes: number; totalBytes: number };

export const uiBench: BenchModule = {
  name: 'ui',
  summary:
    'the UI in Chromium: first page of a 10,000-job list on screen, JS of the first screen gzipped, typing in a long description, requests of the list',
  async run(context) {
    const jobs = context.quick ? 1000 : 10_000;
    const runs = context.quick ? 3 : 9;
    context.log('ui: building the UI (electron-vite build)');
    execFileSync(
      process.execPath,
      [resolve(PROJECT_ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
      {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'jobdesk-ui-bench-'));
    const core = await startChildServer({
      name: 'JobDesk core',
      args: ['src-main/host/web-cli.ts', '--port', '0', '--data', dataDir, '--api-key', API_KEY, '--no-open'],
      ready: { line: /^JobDesk listening on (\S+)$/ },
    });
    // The printed address holds this run's token: pages open it; the API is at its origin.
    const address = core.origin;
    const origin = new URL(address).origin;
    let browser: Browser | undefined;
    try {
      const jobBoard = createJobBoardClient({ baseUrl: `${origin}/api/v1.1`, getApiKey: () => API_KEY });
      context.log(`ui: seeding ${jobs} jobs through the API`);
      const seedStart = performance.now();
      await seedThroughApi(jobBoard, jobs);
      const seedMs = performance.now() - seedStart;
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });

      const { scripts, heap } = await firstScreen(browser, address);
      const { scripts: frenchScripts } = await firstScreen(browser, address, 'fr-CA');
      context.log('ui: counting the requests of the first screen, a page turn and a search');
      const { counts: requestCounts, firstListPath } = await countListRequests(browser, address);
      const listQuery = new URL(firstListPath, origin).search;
      const floor = await startFloorPage(origin, API_KEY);
      let launches: LaunchComparison[];
      try {
        launches = await measureLaunches(browser, {
          appUrl: address,
          floorUrl: `${floor.url}${listQuery}`,
          runs,
          log: (line) => context.log(line),
        });
      } finally {
        await floor.stop();
      }
      // Printed at once as well: the typing measures that follow take long on a loaded machine.
      for (const launch of launches)
        context.print(
          `${launch.launch} launch: JobDesk ${launch.appP50Ms.toFixed(0)} ms, floor page ${launch.floorP50Ms.toFixed(0)} ms (p50 of ${runs}): ${launch.ratio.toFixed(2)}×; p50 in ms from navigation: JobDesk: ${phaseMedians(launch.app)} (shown first: ${firstPaintOutcomes(launch.app)}); floor page: ${phaseMedians(launch.floor)}`,
        );
      const keys = context.quick ? 60 : 300;
      context.log(
        `ui: typing ${keys} keys into a ${DESCRIPTION_CHARACTERS.toLocaleString('en-CA')}-character description and into a plain contenteditable holding it, at the display's frame rate`,
      );
      const typingAtFrameRate = await measureTyping(browser, address, jobBoard, keys);
      const plainAtFrameRate = await measurePlainTyping(browser, keys);
      const typingRatio = typingAtFrameRate.p95Ms / plainAtFrameRate.p95Ms;
      context.log(
        `ui: typing ${keys} keys into a ${DESCRIPTION_CHARACTERS.toLocaleString('en-CA')}-character description, frames on demand`,
      );
      await browser.close();
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: TYPING_CHROMIUM_ARGS });
      const typing = await measureTyping(browser, address, jobBoard, keys);
      context.log(`ui: typing ${keys} keys into the same description with spelling off`);
      const typingNoSpelling = await measureTyping(browser, address, jobBoard, keys, DESCRIPTION_CHARACTERS, {
        spelling: false,
      });
      const spellingCost = typing.p95Ms - typingNoSpelling.p95Ms;
      context.log(
        `ui: typing ${keys} keys into a plain contenteditable holding the same description (the floor)`,
      );
      const typingFloor = await measurePlainTyping(browser, keys);
      context.log(`ui: typing ${keys} keys into the long description at a fast typist's pace`);
      const typingPaced = await measureTyping(browser, address, jobBoard, keys, DESCRIPTION_CHARACTERS, {
        spelling: true,
        paceMs: TYPIST_PACE_MS,
      });
      const gzipTotal = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const rawTotal = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const frenchGzipTotal = frenchScripts.reduce((sum, script) => sum + script.gzipBytes, 0);

      const rows: Array<[string, string, string, string]> = [
        ...launches.map((launch): [string, string, string, string] => {
          const target = LAUNCH_RATIO_TARGETS[launch.launch];
          return [
            `${launch.launch} launch: first ${FIRST_PAGE_ROWS} of ${jobs.toLocaleString('en-CA')} jobs on screen, JobDesk / floor page (p50 of ${runs} alternated)`,
            `${launch.appP50Ms.toFixed(0)} / ${launch.floorP50Ms.toFixed(0)} ms = ${launch.ratio.toFixed(2)}×`,
            `≤ ${target}×`,
            launch.ratio <= target ? 'met' : 'MISSED',
          ];
        }),
        [
          'JS heap of the page with the list open (used / total, after a GC)',
          `${(heap.usedBytes / 1024 / 1024).toFixed(1)} / ${(heap.totalBytes / 1024 / 1024).toFixed(1)} MB`,
          '',
          '',
        ],
        [
          `JS the first screen loads in English, with its first-screen catalog, gzipped (${scripts.length} files, ${(rawTotal / 1024).toFixed(0)} kB raw)`,
          `${(gzipTotal / 1024).toFixed(1)} kB`,
          `≤ ${FIRST_SCREEN_JS_TARGET_BYTES / 1024} kB`,
          gzipTotal <= FIRST_SCREEN_JS_TARGET_BYTES ? 'met' : 'MISSED',
        ],
        [
          `JS the first screen loads in French, with its first-screen catalog, gzipped (${frenchScripts.length} files)`,
          `${(frenchGzipTotal / 1024).toFixed(1)} kB`,
          `≤ ${FIRST_SCREEN_JS_TARGET_BYTES / 1024} kB`,
          frenchGzipTotal <= FIRST_SCREEN_JS_TARGET_BYTES ? 'met' : 'MISSED',
        ],
        [
          `key press to next frame at the display's rate, ${(typing.descriptionCharacters / 1000).toFixed(0)}k-character description: job editor / plain contenteditable (p95s)`,
          `${typingAtFrameRate.p95Ms.toFixed(1)} / ${plainAtFrameRate.p95Ms.toFixed(1)} ms = ${typingRatio.toFixed(2)}×`,
          `≤ ${TYPING_RATIO_TARGET}×`,
          typingRatio <= TYPING_RATIO_TARGET ? 'met' : 'MISSED',
        ],
        [
          `  the same p50s`,
          `${typingAtFrameRate.p50Ms.toFixed(1)} / ${plainAtFrameRate.p50Ms.toFixed(1)} ms`,
          '',
          '',
        ],
        [
          `key press to next frame, frames on demand, in a ${(typing.descriptionCharacters / 1000).toFixed(0)}k-character description (p50 / p95 of ${typing.keys} keys)`,
          `${typing.p50Ms.toFixed(1)} / ${typing.p95Ms.toFixed(1)} ms`,
          `p95 < ${TYPING_TARGET_MS} ms`,
          typing.p95Ms < TYPING_TARGET_MS ? 'met' : 'MISSED',
        ],
        [
          `  the same with spelling off (p50 / p95); spelling adds ${spellingCost.toFixed(1)} ms to the p95`,
          `${typingNoSpelling.p50Ms.toFixed(1)} / ${typingNoSpelling.p95Ms.toFixed(1)} ms`,
          `+ ≤ ${SPELLING_COST_TARGET_MS} ms`,
          spellingCost <= SPELLING_COST_TARGET_MS ? 'met' : 'MISSED',
        ],
        [
          `  the same keys in a plain contenteditable holding the same description (the floor; p50 / p95)`,
          `${typingFloor.p50Ms.toFixed(1)} / ${typingFloor.p95Ms.toFixed(1)} ms`,
          '',
          '',
        ],

        [
          `  the same at a fast typist's pace (a key every ${TYPIST_PACE_MS} ms; above, each key at once)`,
          `${typingPaced.p50Ms.toFixed(1)} / ${typingPaced.p95Ms.toFixed(1)} ms`,
          '',
          '',
        ],
      ];
      for (const count of requestCounts) {
        rows.push([
          `requests to the core: ${count.step}`,
          String(count.requests.length),
          `≤ ${count.target}`,
          count.requests.length <= count.target ? 'met' : 'MISSED',
        ]);
      }
      printTable(context.print, ['measure', 'value', 'target', ''], rows);
      for (const launch of launches)
        context.print(
          `${launch.launch} launch, p50 in ms from navigation: JobDesk: ${phaseMedians(launch.app)} (shown first: ${firstPaintOutcomes(launch.app)}); floor page: ${phaseMedians(launch.floor)}`,
        );
      for (const count of requestCounts)
        context.log(`ui: ${count.step}: ${count.requests.join(', ') || 'no request'}`);
      context.print(`(seeded ${jobs} jobs through the API in ${(seedMs / 1000).toFixed(1)} s; gzip level 9)`);
      writeFileSync(
        join(context.resultsDir, 'ui.json'),
        `${JSON.stringify(
          {
            machine: context.machine,
            quick: context.quick,
            jobs,
            launches: launches.map((launch) => ({
              ...launch,
              targetRatio: LAUNCH_RATIO_TARGETS[launch.launch],
            })),
            typing,
            typingWithoutSpelling: typingNoSpelling,
            spellingCostP95Ms: spellingCost,
            spellingCostTargetMs: SPELLING_COST_TARGET_MS,
            typingAtFrameRate,
            plainTypingAtFrameRate: plainAtFrameRate,
            typingPlainContentEditable: typingFloor,
            typingRatioP95: typingRatio,
            typingRatioTarget: TYPING_RATIO_TARGET,
            typingAtTypistPace: typingPaced,
            requests: requestCounts.map((count) => ({ ...count, count: count.requests.length })),
            firstScreenJs: {
              gzipBytes: gzipTotal,
              rawBytes: rawTotal,
              targetGzipBytes: FIRST_SCREEN_JS_TARGET_BYTES,
              files: scripts,
              french: { gzipBytes: frenchGzipTotal, files: frenchScripts },
            },
            heapWithListOpen: heap,
          },
          null,
          2,
        )}\n`,
      );
    } finally {
      await browser?.close();
      await core.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

/** Creates `count` jobs, 16 requests at a time. */
async function seedThroughApi(jobBoard: JobBoardClient, count: number): Promise<void> {
  const roles = ['Line Cook', 'Welder', 'Baker', 'Cashier', 'Electrician', 'Nurse', 'Driver', 'Accountant'];
  const bounded = pLimit(16);
  await Promise.all(
    Array.from({ length: count }, (_, n) =>
      bounded(async () => {
        const created = await jobBoard.createJob({
          ...minimalJobBody(),
          title: `${roles[n % roles.length]} ${n + 1}`,
          referenceId: `UI-BENCH-${n + 1}`,
          status: n % 4 === 0 ? 'active' : 'draft',
          categories: [{ id: 1 }],
          description: '<p>Cook <strong>fresh</strong> food for a busy kitchen.</p>',
        });
        if (!created.ok) throw new Error(`Seeding failed: ${created.error.message}`);
      }),
    ),
  );
}

/**
 * The API requests (paths under /api and /app; not the page, scripts or styles) of three steps of the list, in
 * a cold context: the first screen until its rows are on screen and no request has started for a second, then
 * a turn to page 2, then a search. The event stream counts as one request of the first screen.
 */
async function countListRequests(
  browser: Browser,
  address: string,
): Promise<{ counts: RequestCount[]; firstListPath: string }> {
  const { origin } = new URL(address);
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  try {
    const page = await context.newPage();
    let requests: string[] = [];
    let lastAt = performance.now();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || !/^\/(api|app)\//.test(url.pathname)) return;
      requests.push(`${request.method()} ${url.pathname}${url.search}`);
      lastAt = performance.now();
    });
    const quiet = async () => {
      while (performance.now() - lastAt < REQUESTS_QUIET_MS) await page.waitForTimeout(100);
    };
    // The app's own rows: the first paint's copy shows before the app has made its requests.
    const rows = page.locator('#root tbody tr[data-job-id]');
    const step = async (name: string, target: number, act: () => Promise<void>) => {
      requests = [];
      lastAt = performance.now();
      await act();
      await quiet();
      return { step: name, requests, target };
    };
    const firstScreen = await step('first screen (cold)', FIRST_SCREEN_REQUESTS_TARGET, async () => {
      await page.goto(address);
      await rows.nth(FIRST_PAGE_ROWS - 1).waitFor();
    });
    // The list the first screen shows: the first paint's when it read it (the core's first screen carries it).
    const firstListPath =
      (await page.evaluate(
        () =>
          (window as { jobdeskFirstPaint?: { earlyList: { path: string } | null } }).jobdeskFirstPaint
            ?.earlyList?.path,
      )) ??
      firstScreen.requests.find((request) => request.startsWith('GET /app/v1/jobs'))?.slice(4) ??
      '/app/v1/jobs';
    const firstId = await rows.first().getAttribute('data-job-id');
    const pageTurn = await step('page turn', LIST_STEP_REQUESTS_TARGET, async () => {
      await page.getByRole('button', { name: 'Page 2' }).click();
      await page.waitForFunction(
        (id) => document.querySelector('tbody tr[data-job-id]')?.getAttribute('data-job-id') !== id,
        firstId,
      );
    });
    const search = await step('search', LIST_STEP_REQUESTS_TARGET, async () => {
      await page.getByRole('searchbox', { name: 'Search jobs' }).fill(SEARCH_TERM);
      await page.waitForFunction((term) => {
        const titles = [...document.querySelectorAll('tbody tr[data-job-id] a')].map((a) => a.textContent);
        return titles.length > 0 && titles.every((title) => title?.includes(term));
      }, SEARCH_TERM);
    });
    return { counts: [firstScreen, pageTurn, search], firstListPath };
  } finally {
    await context.close();
  }
}

/**
 * Every script the page fetched until its first page of jobs was on screen, with its size gzipped, and the
 * page's JS heap then (measured through the DevTools protocol after a garbage collection).
 */
/**
 * The page's own scripts (its entry module and the modules the HTML preloads: what it needs to draw
 * anything) and the first-screen catalog of the language it speaks, with their sizes gzipped; and the JS heap with the
 * list open. Counted by name, not by arrival: a chunk the page loads ahead of need may arrive before the
 * rows on a busy machine, and is not the first screen's.
 */
async function firstScreen(
  browser: Browser,
  address: string,
  locale = 'en-CA',
): Promise<{ scripts: ScriptLoad[]; heap: HeapUse }> {
  const { origin } = new URL(address);
  const context = await browser.newContext({ locale });
  try {
    const page = await context.newPage();
    const bodies: Array<Promise<ScriptLoad>> = [];
    let pageScripts: ReadonlySet<string> = new Set();
    let firstRowsShown = false;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (firstRowsShown || url.origin !== origin || !url.pathname.endsWith('.js')) return;
      bodies.push(
        response.body().then((body) => ({
          file: url.pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    page.on('response', async (response) => {
      // The address with the run's token answers with a redirect to the page, which has no body to read.
      const redirect = response.status() >= 300 && response.status() < 400;
      if (response.request().resourceType() !== 'document' || redirect) return;
      const html = await response.text();
      // Its scripts, its modulepreloads, and the app's modules its first-paint script loads (named in its
      // `data-jobdesk-preloads`).
      const named = [
        ...[
          ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
        ].map((match) => match[1] ?? ''),
        ...(/data-jobdesk-preloads="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean),
      ];
      pageScripts = new Set(named.map((file) => new URL(file, response.url()).pathname));
    });
    await page.goto(address);
    // The app's own rows: a first screen the core drew shows before the app's code has loaded.
    await page
      .locator('#root tbody tr[data-job-id]')
      .nth(FIRST_PAGE_ROWS - 1)
      .waitFor();
    firstRowsShown = true;
    // The language's catalog for the first screen is a chunk of its own, first-screen-messages-<hash>.js
    // (core/activate-language.ts, scripts/first-screen-catalog.ts): the messages the first screen's code can
    // show. The whole catalog (messages-<hash>.js) loads once the first screen has settled and is not counted.
    const scripts = (await Promise.all(bodies)).filter(
      (script) => pageScripts.has(script.file) || /\/first-screen-messages-[^/]+\.js$/.test(script.file),
    );
    // A catalog renamed or loaded later would silently drop out of the count.
    if (!scripts.some((script) => /\/first-screen-messages-[^/]+\.js$/.test(script.file)))
      throw new Error(
        `ui: the ${locale} first screen loaded no first-screen-messages-*.js catalog before its rows.`,
      );
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    await cdp.detach();
    return { scripts, heap: { usedBytes: usage.usedSize, totalBytes: usage.totalSize } };
  } finally {
    await context.close();
  }
}
