// A laptop of the merge model: a whole JobDesk core (front door, store in a file, sync engine) whose board
// traffic goes through an offline switch, injected faults and a record of which writes reached the board
// without their answer reaching JobDesk. A crash abandons the core mid-flight and opens its file again.
import { type DataFolder, lockDataFolder } from '../../../src-main/core/data-folder.ts';
import { createJobDeskCore, type JobDeskCore } from '../../../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore, type SecretStore } from '../../../src-main/core/secret-store.ts';
import type { Job } from '../../../src-shared/schemas/resources.ts';
import { createTestLogger } from '../../helpers/test-logger.ts';
import { type ClockView, type FakeClock, flushAsync } from './fake-clock.ts';
import { createFaultyFetch, type FaultyFetch, type FetchFaults, NO_FAULTS } from './faulty-fetch.ts';
import { type Answer, REMOTE_BASE_URL, REMOTE_KEY, TEST_PLACES } from './sync-world.ts';

const LOCAL_KEY = 'laptop-local-key';
const CALL_HEADER = 'x-model-call';
const JOB_PATH = /\/jobs\/\d+$/;

/** A write the board handled: the job (by referenceId) and the properties its body carried. */
export type LandedWrite = { referenceId: string; properties: string[] };

export type Laptop = {
  name: string;
  core: JobDeskCore;
  clock: ClockView;
  faulty: FaultyFetch;
  offline: boolean;
  /** Calls the core's front door (/api/v1.1 and /app/v1) as its UI would. */
  call(method: string, path: string, body?: unknown): Promise<Answer>;
  /** The local job with this referenceId, or undefined. */
  jobByReference(referenceId: string): Promise<Job | undefined>;
  /** Writes the board handled whose answer never reached this laptop (lost, or the laptop crashed first). */
  unacknowledgedWrites(): LandedWrite[];
  /**
   * Every update this laptop sent that no success answered (lost, dropped, 503, 429…), landed or not: what
   * the laptop itself cannot tell from a write that landed unanswered.
   */
  unansweredSends(): LandedWrite[];
  /** The job (by referenceId) as each answer to a read or write of it that reached this laptop showed it. */
  answeredVersions(referenceId: string): Job[];
  /**
   * Abandons the core as a SIGKILL would, at its board request number `skip + 1` from now (handled by the
   * board or not, never answered) while `during` runs: its requests hang, its clock stops, and its file is
   * opened anew. A crash at the second request of an update falls between its read and its write.
   */
  crash(options: { skip: number; handled: boolean }, during: () => Promise<unknown>): Promise<void>;
  /** Stops the core cleanly and opens its file anew. */
  restart(): Promise<void>;
  /**
   * Steps the laptop's wall clock by `ms` while JobDesk runs (NTP correcting it, a time set by hand); its
   * monotonic clock and its timers go on as before. The step stays across crashes and restarts.
   */
  stepWallClock(ms: number): void;
  /** Closes every store this laptop opened (abandoned ones included). */
  close(): void;
};

export type LaptopOptions = {
  name: string;
  dataDir: string;
  clock: FakeClock;
  random: () => number;
  /** The board's fetch (handled in process). */
  boardFetch: typeof fetch;
  /** The referenceId of a board job id, to name the job a landed write touched. */
  referenceOf: (boardId: number) => string | undefined;
};

export async function openLaptop(options: LaptopOptions): Promise<Laptop> {
  const secrets: SecretStore = createMemorySecretStore();
  const landed = new Map<number, LandedWrite>();
  const answered = new Map<number, Job>();
  const acknowledged = new Set<number>();
  const sends = new Map<number, LandedWrite>();
  const succeeded = new Set<number>();
  const abandoned: JobDeskCore[] = [];
  let nextCall = 1;
  let crashAt: { countdown: number; handled: boolean; onHung: () => void } | null = null;
  // The folder lock of the core now running: a crash frees it, as the kernel does for a killed process.
  let folder: DataFolder | null = null;
  let wallOffset = 0;

  /** The job and properties a PUT of `text` to `url` writes, named by the job's Reference ID. */
  const writeOf = (url: string, text: string): LandedWrite | null => {
    const body = JSON.parse(text) as Record<string, unknown>;
    const id = /\/jobs\/(\d+)$/.exec(new URL(url).pathname)?.[1];
    const referenceId =
      id === undefined ? (body.referenceId as string | undefined) : options.referenceOf(Number(id));
    return referenceId === undefined ? null : { referenceId, properties: Object.keys(body) };
  };

  // Closest to the board: what it handled, under the number the outermost layer gave the call.
  const recordingBoard = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = Number(request.headers.get(CALL_HEADER));
    const text = request.method === 'PUT' ? await request.clone().text() : '';
    const response = await options.boardFetch(request);
    if ((request.method === 'GET' || request.method === 'PUT') && response.ok && JOB_PATH.test(request.url))
      answered.set(call, (await response.clone().json()) as Job);
    if (request.method === 'PUT' && response.ok) {
      const write = writeOf(request.url, text);
      if (write !== null) landed.set(call, write);
    }
    return response;
  }) as typeof fetch;

  async function open(): Promise<{ core: JobDeskCore; clock: ClockView; faulty: FaultyFetch }> {
    const clock = options.clock.view({ wallOffsetMs: () => wallOffset });
    const faulty = createFaultyFetch(recordingBoard, {
      random: options.random,
      sleep: clock.sleep,
      faults: NO_FAULTS,
    });
    const outer = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (laptop.offline) throw new TypeError('fetch failed: the laptop is offline');
      const request = new Request(input, init);
      const call = nextCall++;
      request.headers.set(CALL_HEADER, String(call));
      if (crashAt !== null && crashAt.countdown-- === 0) {
        const { handled, onHung } = crashAt;
        crashAt = null;
        void faulty.crashOnNextRequest(handled).then(onHung);
      }
      if (request.method === 'PUT' && JOB_PATH.test(request.url)) {
        const write = writeOf(request.url, await request.clone().text());
        if (write !== null) sends.set(call, write);
      }
      const response = await faulty.fetch(request);
      acknowledged.add(call);
      if (response.ok) succeeded.add(call);
      return response;
    }) as typeof fetch;
    folder = lockDataFolder(options.dataDir, `laptop ${options.name}`);
    const core = await createJobDeskCore({
      dataFolder: folder,
      localApiKey: LOCAL_KEY,
      secrets,
      fetch: outer,
      clock,
      random: options.random,
      logger: createTestLogger({ quiet: true }),
      places: TEST_PLACES,
      sync: { concurrency: 3, pullIntervalMs: 60_000, pollIntervalMs: 10_000, requestTimeoutMs: 0 },
    });
    return { core, clock, faulty };
  }

  const first = await open();
  const laptop: Laptop = {
    name: options.name,
    ...first,
    offline: false,
    async call(method, path, body) {
      const headers: Record<string, string> = { 'API-Key': LOCAL_KEY };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await laptop.core.fetch(
        new Request(`http://jobdesk.test${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      const text = await response.text();
      return { status: response.status, json: text === '' ? undefined : JSON.parse(text) };
    },
    async jobByReference(referenceId) {
      const query = `/api/v1.1/jobs?q=${encodeURIComponent(referenceId)}&pageSize=100`;
      const list = await laptop.call('GET', query);
      const rows = (list.json as { data: Job[] }).data;
      const row = rows.find((job) => job.referenceId === referenceId);
      if (row === undefined) return undefined;
      const answer = await laptop.call('GET', `/api/v1.1/jobs/${row.id}`);
      return answer.status === 200 ? (answer.json as Job) : undefined;
    },
    unansweredSends() {
      return [...sends].filter(([call]) => !succeeded.has(call)).map(([, write]) => write);
    },
    unacknowledgedWrites() {
      return [...landed].filter(([call]) => !acknowledged.has(call)).map(([, write]) => write);
    },
    answeredVersions(referenceId) {
      return [...answered]
        .filter(([call, job]) => acknowledged.has(call) && job.referenceId === referenceId)
        .map(([, job]) => job);
    },
    async crash({ skip, handled }, during) {
      const hung = new Promise<void>((resolve) => {
        crashAt = { countdown: skip, handled, onHung: resolve };
      });
      await options.clock.settle(Promise.race([hung, during()]), { maxMs: 6 * 60 * 60_000 });
      crashAt = null;
      laptop.clock.freeze();
      void laptop.faulty.crashOnNextRequest(false);
      // What the dead core was doing in memory ends now; from here on it only waits forever.
      await flushAsync(5);
      abandoned.push(laptop.core);
      folder?.release();
      Object.assign(laptop, await open());
    },
    async restart() {
      await options.clock.settle(laptop.core.close(), { maxMs: 6 * 60 * 60_000 });
      laptop.clock.freeze();
      Object.assign(laptop, await open());
    },
    stepWallClock(ms) {
      wallOffset += ms;
    },
    close() {
      for (const core of [...abandoned, laptop.core]) if (core.store.db.open) core.store.close();
    },
  };
  laptop.core.settings.update({ remoteUrl: REMOTE_BASE_URL, apiKey: REMOTE_KEY });
  return laptop;
}

/** Sets the faults of the laptop's current engine (a crash starts the next one without faults). */
export function setLaptopFaults(laptop: Laptop, faults: FetchFaults): void {
  laptop.faulty.faults = faults;
}
