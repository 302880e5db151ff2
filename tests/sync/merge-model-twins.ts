// One Reference ID on both laptops: each creates its own job with it (a requisition number reused by two
// recruiters). Whichever create lands first keeps it, untouched; the other waits in Needs attention, "already
// used … by “<title>”", until its recruiter gives it another Reference ID. Nobody edits or deletes either job
// before the board has told them apart, so their values are only the creates'.
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { Job, JobStatus } from '../../src-shared/schemas/resources.ts';
import { heldJobs } from './merge-model-conflicts.ts';
import { valueKey } from './merge-model-graph.ts';
import { newJobBody, propertyOf } from './merge-model-values.ts';
import {
  boardJob,
  command,
  count,
  EDITED,
  type LaptopName,
  type MergeCommand,
  type MergeModel,
  type MergeReal,
} from './merge-model-world.ts';

const LAPTOPS = ['A', 'B'] as const;

/** Both laptops create a job with one new Reference ID, each with its own values. */
export function createTwins(status: JobStatus): MergeCommand {
  return command(`create on both(${status})`, async (model, real) => {
    model.counter += 1;
    const referenceId = `AB-${model.counter}`;
    const created: Partial<Record<LaptopName, Job>> = {};
    for (const name of LAPTOPS) {
      model.counter += 1;
      const body = newJobBody(referenceId, model.counter, status, new Set());
      const answer = await real.laptops[name].call('POST', '/api/v1.1/jobs', body);
      if (answer.status !== 201)
        throw new Error(
          `${name} create of ${referenceId} answered ${answer.status}: ${JSON.stringify(answer.json)}`,
        );
      created[name] = answer.json as Job;
    }
    model.twins.set(referenceId, created as Record<LaptopName, Job>);
    count(real, 'creates with one Reference ID on both laptops');
  });
}

/**
 * Once every laptop has synced: for each such pair, the board's job under the Reference ID is the create
 * that landed first, as it was created; the other laptop holds its job in Needs attention naming that job,
 * and its recruiter gives it another Reference ID. Both jobs then join the model as created. Returns how
 * many jobs were given another Reference ID.
 */
export async function settleTwins(model: MergeModel, real: MergeReal): Promise<number> {
  let given = 0;
  for (const [referenceId, created] of model.twins) {
    const landed = boardJob(real, referenceId);
    if (landed === undefined) throw new Error(`neither laptop's ${referenceId} reached the board`);
    const winner = LAPTOPS.find((name) => created[name].title === landed.title);
    if (winner === undefined)
      throw new Error(`the board's ${referenceId} is “${landed.title}”, neither laptop's job`);
    const loser: LaptopName = winner === 'A' ? 'B' : 'A';
    for (const property of EDITED)
      deepStrictEqual(
        valueKey(propertyOf(landed, property)),
        valueKey(propertyOf(created[winner], property)),
        `the board's ${referenceId}.${property} is not ${winner}'s as created`,
      );
    const laptop = real.laptops[loser];
    const held = (await heldJobs(laptop)).find((entry) => entry.jobId === created[loser].id);
    strictEqual(held?.reason, 'refused', `${loser} does not hold its ${referenceId} as refused`);
    const words = `The Reference ID “${referenceId}” is already used on this job board by “${landed.title}”.`;
    if (!held.messages.some((message) => message.startsWith(words)))
      throw new Error(`${loser} holds its ${referenceId} saying ${JSON.stringify(held.messages)}`);
    const anew = `${referenceId}-${loser}`;
    real.trace.push(`another Reference ID(${loser}, ${referenceId} → ${anew})`);
    const renamed = await laptop.call('PUT', `/api/v1.1/jobs/${created[loser].id}`, { referenceId: anew });
    strictEqual(renamed.status, 200, `${loser} could not give its job another Reference ID`);
    model.twins.delete(referenceId);
    model.givenAnew.add(anew);
    for (const [name, ref] of [
      [winner, referenceId],
      [loser, anew],
    ] as const) {
      model.jobs.push({ referenceId: ref, creator: name });
      model.categoriesUsed.set(ref, new Set(created[name].categories.map(({ id }) => id)));
      for (const property of EDITED)
        model.graphs.write(ref, property, null, propertyOf(created[name], property));
    }
    count(real, 'Reference IDs given anew');
    given += 1;
  }
  return given;
}
