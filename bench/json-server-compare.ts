// JobDesk's board against json-server 0.17.4 (which rewrites its whole JSON file on every write) on the
// same create-then-list workload, in alternating rounds.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSeededRandom } from '../src-main/host/seeded-random.ts';
import { CATEGORIES, POSITION_TYPES } from '../src-shared/catalogs/index.ts';
import { API_PATH, bodyAt } from './board-operations.ts';
import { findFreePort, startChildServer } from './child-server.ts';
import { createHttpClient, type HttpClient } from './http-client.ts';
import { type BenchJob, makeBenchJob, seededReferenceId } from './job-corpus.ts';
import {
  mergeSamples,
  type Operation,
  runSequential,
  type Samples,
  type Stats,
  summarize,
} from './measure.ts';

const JSON_SERVER_BIN = 'node_modules/.bin/json-server';
const JSON_SERVER_LIST = '/jobs?_sort=publishDate&_order=desc&_page=1&_limit=10';

export type JsonServerPlan = {
  jobs: number;
  iterations: number;
  roundSize: number;
  /** For each side, over all its rounds. */
  maxMs: number;
  warmup: number;
  tempDir: string;
  seed: number;
};

export type SideResult = { totalMs: number; perIteration: Stats };
export type JsonServerComparison = {
  jobs: number;
  workload: string;
  jobdesk: SideResult;
  jsonServer: SideResult;
  /** json-server's time per iteration over JobDesk's (mean); above 1 JobDesk is faster. */
  ratio: number;
  jsonServerFileMb: number;
};

/** `board` is a client of the running board (holding `plan.jobs` jobs); `bodies` are create bodies not used yet. */
export async function compareWithJsonServer(
  board: HttpClient,
  bodies: readonly string[],
  plan: JsonServerPlan,
): Promise<JsonServerComparison> {
  const dbFile = join(plan.tempDir, 'db.json');
  const seedText = JSON.stringify({ jobs: seedJobs(plan.jobs, plan.seed) });
  writeFileSync(dbFile, seedText);
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startChildServer({
    name: 'json-server',
    args: [JSON_SERVER_BIN, '--port', String(port), '--host', '127.0.0.1', '--quiet', dbFile],
    ready: { origin, pollPath: '/jobs?_limit=1' },
  });
  const client = createHttpClient({ origin, maxSockets: 1 });
  try {
    // json-server does not set publishDate: the client sends it, else its sort has nothing to order by.
    const withDate = bodies.map((body) =>
      JSON.stringify({ ...JSON.parse(body), publishDate: new Date().toISOString() }),
    );
    const sides: Record<'jobdesk' | 'jsonServer', Operation> = {
      jobdesk: async (i) => {
        await board.expect(201, 'POST', `${API_PATH}/jobs`, bodyAt(bodies, i));
        await board.expect(200, 'GET', `${API_PATH}/jobs`);
      },
      jsonServer: async (i) => {
        await client.expect(201, 'POST', '/jobs', bodyAt(withDate, i));
        await client.expect(200, 'GET', JSON_SERVER_LIST);
      },
    };
    const warm = { iterations: plan.warmup, maxMs: plan.maxMs };
    await runSequential(sides.jobdesk, warm, 0);
    await runSequential(sides.jsonServer, warm, 0);
    const rounds = Math.ceil(plan.iterations / plan.roundSize);
    // The last round is shorter when roundSize does not divide iterations: exactly `iterations` bodies are used.
    const limitsOf = (round: number) => ({
      iterations: Math.min(plan.roundSize, plan.iterations - round * plan.roundSize),
      maxMs: plan.maxMs / rounds,
    });
    const samples: Record<'jobdesk' | 'jsonServer', Samples[]> = { jobdesk: [], jsonServer: [] };
    for (let round = 0; round < rounds; round += 1) {
      const order =
        round % 2 === 0 ? (['jobdesk', 'jsonServer'] as const) : (['jsonServer', 'jobdesk'] as const);
      for (const side of order) {
        samples[side].push(
          await runSequential(sides[side], limitsOf(round), plan.warmup + round * plan.roundSize),
        );
      }
    }
    const jobdesk = sideResult(samples.jobdesk);
    const jsonServer = sideResult(samples.jsonServer);
    return {
      jobs: plan.jobs,
      workload: `POST a job, then GET the first page of 10 (json-server: GET ${JSON_SERVER_LIST})`,
      jobdesk,
      jsonServer,
      ratio: jsonServer.perIteration.mean / jobdesk.perIteration.mean,
      jsonServerFileMb: Buffer.byteLength(seedText) / 1_048_576,
    };
  } finally {
    client.close();
    await server.stop();
  }
}

function sideResult(rounds: Samples[]): SideResult {
  const merged = mergeSamples(rounds);
  return { totalMs: merged.elapsedMs, perIteration: summarize(merged) };
}

/** The same corpus as the board's seed, as full Job objects (what json-server would store and list). */
function seedJobs(count: number, seed: number): object[] {
  const random = createSeededRandom(seed);
  return Array.from({ length: count }, (_, i) =>
    toJsonServerJob(i + 1, seededReferenceId(i), makeBenchJob(i, random)),
  );
}

function toJsonServerJob(id: number, referenceId: string | null, job: BenchJob): object {
  const closeDate = new Date(Date.parse(job.publishDate) + 60 * 86_400_000).toISOString();
  return {
    id,
    referenceId,
    employer: { id: 1, name: 'Bench Employer' },
    title: job.title,
    publishDate: job.publishDate,
    closeDate,
    confidential: false,
    autoRefresh: false,
    status: job.status,
    locations: [
      { id: 1, name: job.city.name, description: `${job.city.name}, ${job.city.province}`, type: 'Town' },
    ],
    categories: [CATEGORIES.find((category) => category.id === job.categoryId)],
    positionType: POSITION_TYPES.find((type) => type.id === job.positionTypeId),
    salary: job.salary && {
      amount: job.salary.amount,
      maxAmount: job.salary.maxAmount,
      period: { id: 1, name: 'Yearly', unit: 'year' },
      plusCommission: false,
    },
    description: job.description,
    applicantRoutingType: { id: 1, name: 'Email' },
    applicationEmail: 'jobs@example.com',
    applicationUrl: null,
  };
}
