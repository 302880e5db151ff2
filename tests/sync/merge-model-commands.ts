// The job commands of the merge model: two laptops and the board's website create, edit and delete the
// same jobs, and the recruiter resolves a conflict either way. Each write is recorded with the value its
// author saw (merge-model-graph.ts).

import { historyValueToInput } from '../../src-shared/rules/history-values.ts';
import { type ConflictChoice, MergedPropertySchema } from '../../src-shared/schemas/conflicts.ts';
import type { HistoryValue, JobHistoryEntry, JobHistoryPage } from '../../src-shared/schemas/history.ts';
import type { Job, JobStatus } from '../../src-shared/schemas/resources.ts';
import { flushAsync } from './helpers/fake-clock.ts';
import type { Answer } from './helpers/sync-world.ts';
import { falseConflict, heldJobs } from './merge-model-conflicts.ts';
import { valueKey } from './merge-model-graph.ts';
import { unseenWriteBacks } from './merge-model-races.ts';
import { freshValue, newJobBody, propertyOf } from './merge-model-values.ts';
import {
  type Actor,
  boardCall,
  boardJob,
  boardJobs,
  command,
  count,
  EDITED,
  type LaptopName,
  type MergeCommand,
  type MergeModel,
  type MergeReal,
  settleOn,
  writersKey,
} from './merge-model-world.ts';

const hasJobs = (model: Readonly<MergeModel>) => model.jobs.length > 0;

function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.json)}`);
}

/** The job as `actor` shows it: the board's for the website, the laptop's own otherwise. */
async function shownBy(real: MergeReal, actor: Actor, referenceId: string): Promise<Job | undefined> {
  return actor === 'W' ? boardJob(real, referenceId) : real.laptops[actor].jobByReference(referenceId);
}

/**
 * Whether anyone but its creator may act on the job yet: a laptop's create replayed after its answer was
 * lost upserts the whole job again, which no engine can tell from a first create; the model leaves that
 * window alone and lets the others act once the creator has the board's answer.
 */
async function othersMayTouch(model: MergeModel, real: MergeReal, referenceId: string, actor: Actor) {
  const creator = model.jobs.find((job) => job.referenceId === referenceId)?.creator;
  if (creator === undefined || creator === 'W' || creator === actor) return true;
  const laptop = real.laptops[creator];
  const own = await laptop.jobByReference(referenceId);
  if (own === undefined) return true;
  const sync = await laptop.call('GET', `/app/v1/jobs/sync?ids=${own.id}`);
  const status = (sync.json as { data: Array<{ remoteId: number | null }> }).data[0];
  return status !== undefined && status.remoteId !== null;
}

async function call(real: MergeReal, actor: Actor, method: string, path: string, body?: unknown) {
  return actor === 'W'
    ? boardCall(real, method, path, body)
    : real.laptops[actor].call(method, `/api/v1.1${path}`, body);
}

export function create(actor: Actor, status: JobStatus): MergeCommand {
  return command(`create(${actor}, ${status})`, async (model, real) => {
    model.counter += 1;
    const referenceId = `${actor}-${model.counter}`;
    const categoriesUsed = new Set<number>();
    model.categoriesUsed.set(referenceId, categoriesUsed);
    const body = newJobBody(referenceId, model.counter, status, categoriesUsed);
    const answer = await call(real, actor, 'POST', '/jobs', body);
    expectStatus(answer, 201, `${actor} create`);
    model.jobs.push({ referenceId, creator: actor });
    count(real, 'creates');
    for (const property of EDITED)
      model.graphs.write(referenceId, property, null, propertyOf(answer.json as Job, property));
  });
}

/**
 * The job number `pick` (modulo) of those `actor` shows, by referenceId, or undefined when it shows none.
 * Jobs of one Reference ID on both laptops are left alone until the board has told them apart.
 */
async function pickShown(
  model: Readonly<MergeModel>,
  real: MergeReal,
  actor: Actor,
  pick: number,
): Promise<Job | undefined> {
  const shown =
    actor === 'W'
      ? boardJobs(real)
      : ((await real.laptops[actor].call('GET', '/api/v1.1/jobs?pageSize=100')).json as { data: Job[] }).data;
  const sorted = shown
    .filter((job) => job.referenceId !== null && !model.twins.has(job.referenceId))
    .sort((a, b) => (a.referenceId as string).localeCompare(b.referenceId as string));
  const header = sorted[pick % Math.max(1, sorted.length)];
  return header === undefined ? undefined : shownBy(real, actor, header.referenceId as string);
}

type Property = (typeof EDITED)[number];

/**
 * `actor` changes `properties` of one job it shows in one save (a form with several fields, or one);
 * `duringPass`, a laptop saves while its sync pass is under way, `duringPass` turns of the event loop in.
 */
export function edit(
  actor: Actor,
  pick: number,
  properties: Property[],
  duringPass: number | null = null,
): MergeCommand {
  const during = duringPass === null ? '' : `, during a pass (${duringPass})`;
  return command(
    `edit(${actor}, #${pick}, ${properties.join('+')}${during})`,
    async (model, real) => {
      const pass = duringPass === null || actor === 'W' ? null : real.laptops[actor].core.engine.syncNow();
      if (pass !== null) await flushAsync(duringPass ?? 0);
      try {
        await saveEdit(model, real, actor, pick, properties);
      } finally {
        if (pass !== null) await settleOn(real, pass);
      }
    },
    hasJobs,
  );
}

async function saveEdit(
  model: MergeModel,
  real: MergeReal,
  actor: Actor,
  pick: number,
  properties: Property[],
) {
  const picked = await pickShown(model, real, actor, pick);
  if (picked === undefined) return count(real, 'edits of no job');
  const referenceId = picked.referenceId as string;
  if (!(await othersMayTouch(model, real, referenceId, actor)))
    return count(real, 'edits waiting for a create to be answered');
  // How much history the laptop's job has before it is read for this edit: sync may write the board's
  // change into it after that read and before the save lands (localRaceSettled).
  const mark =
    actor === 'W' ? null : { laptop: actor, entries: await historyLength(real.laptops[actor], picked.id) };
  const shown = actor === 'W' ? picked : await shownBy(real, actor, referenceId);
  if (shown === undefined) return count(real, 'edits of no job');
  const patch: Record<string, unknown> = {};
  for (const property of properties) {
    model.counter += 1;
    const categoriesUsed = model.categoriesUsed.get(referenceId) ?? new Set<number>();
    model.categoriesUsed.set(referenceId, categoriesUsed);
    const value = freshValue(property, model.counter, shown.status, { shown, categoriesUsed });
    if (value !== null) patch[property] = value;
  }
  if (Object.keys(patch).length === 0) return count(real, 'edits of an archived status');
  const answer = await call(real, actor, 'PUT', `/jobs/${shown.id}`, patch);
  const savedAt = real.boardLog.seq();
  expectStatus(answer, 200, `${actor} edit of ${referenceId} (${Object.keys(patch).join(', ')})`);
  const saved = answer.json as Job;
  for (const property of properties) {
    if (!(property in patch)) continue;
    model.graphs.write(referenceId, property, propertyOf(shown, property), propertyOf(saved, property));
    const key = writersKey(referenceId, property, propertyOf(saved, property));
    model.editors.set(key, new Set([...(model.editors.get(key) ?? []), actor]));
  }
  if (mark !== null) {
    const edited = properties.filter((property) => property in patch);
    const save = { shown, saved, edited, mark: mark.entries, savedAt };
    count(
      real,
      'local saves over an unseen write-back',
      await localRaceSettled(model, real, mark.laptop, save),
    );
  }
  count(real, actor === 'W' ? 'website edits' : 'laptop edits');
}

async function historyLength(laptop: MergeReal['laptops'][LaptopName], jobId: number): Promise<number> {
  const answer = await laptop.call('GET', `/app/v1/jobs/${jobId}/history?page=1&pageSize=1`);
  return (answer.json as JobHistoryPage).paging.total;
}

/**
 * The laptop's side of the race the board cannot refuse (unseenWriteBacks): its /api/v1.1 has no conditional
 * write either. Reads the history the save added to and the laptop's last read of the job from the board
 * before the save, and lets the save supersede each value written back unseen. Returns how many it found.
 */
async function localRaceSettled(
  model: MergeModel,
  real: MergeReal,
  name: LaptopName,
  save: { shown: Job; saved: Job; edited: Property[]; mark: number; savedAt: number },
): Promise<number> {
  const laptop = real.laptops[name];
  const referenceId = save.saved.referenceId as string;
  const board = real.boardLog.lastRead(name, referenceId, save.savedAt);
  if (board === undefined) return 0;
  const answer = await laptop.call('GET', `/app/v1/jobs/${save.saved.id}/history?page=1&pageSize=100`);
  expectStatus(answer, 200, `${name} history of ${referenceId}`);
  const page = answer.json as JobHistoryPage;
  const races = unseenWriteBacks({
    // Newest first: the entries added since the mark.
    added: page.data.slice(0, Math.max(0, page.paging.total - save.mark)),
    edited: save.edited,
    shown: save.shown,
    board,
    saved: save.saved,
  });
  for (const race of races) model.graphs.supersede(referenceId, race.property, race.unseen, race.written);
  return races.length;
}

export function remove(actor: Actor, pick: number): MergeCommand {
  return command(
    `delete(${actor}, #${pick})`,
    async (model, real) => {
      const shown = await pickShown(model, real, actor, pick);
      if (shown === undefined) return;
      const referenceId = shown.referenceId as string;
      if (!(await othersMayTouch(model, real, referenceId, actor))) return;
      expectStatus(await call(real, actor, 'DELETE', `/jobs/${shown.id}`), 204, `${actor} delete`);
      model.deleted.add(referenceId);
      count(real, 'deletes');
    },
    hasJobs,
  );
}

/** The values a history entry holds for `property`: each change's before and after, and what lost a decision. */
function historyValues(entry: JobHistoryEntry, property: Property): HistoryValue[] {
  if (entry.kind === 'conflict-resolved')
    return entry.choices.filter((choice) => choice.property === property).map((choice) => choice.lost);
  if (entry.kind === 'sync-call') return [];
  return entry.changes.flatMap((change) =>
    change.field === property && 'from' in change ? [change.from, change.to] : [],
  );
}

/**
 * The recruiter on `name` picks a value of one property that the job's history kept (number `choice`,
 * modulo, of those that differ from what the job shows) and restores it: an ordinary edit, which writes that
 * value again after seeing what the job shows. Status is left out: the model's status only moves forward.
 */
export function restore(name: LaptopName, pick: number, property: Property, choice: number): MergeCommand {
  return command(
    `restore(${name}, #${pick}, ${property}, value ${choice})`,
    async (model, real) => {
      const laptop = real.laptops[name];
      const shown = await pickShown(model, real, name, pick);
      if (shown === undefined) return count(real, 'restores of no job');
      const referenceId = shown.referenceId as string;
      if (!(await othersMayTouch(model, real, referenceId, name)))
        return count(real, 'restores waiting for a create to be answered');
      const history = await laptop.call('GET', `/app/v1/jobs/${shown.id}/history?page=1&pageSize=100`);
      expectStatus(history, 200, `${name} history of ${referenceId}`);
      const now = valueKey(propertyOf(shown, property));
      const candidates = [
        ...new Map(
          (history.json as JobHistoryPage).data
            .flatMap((entry) => historyValues(entry, property))
            .filter((value) => {
              if (value === null) return false;
              const next = historyValueToInput(property, value);
              if (valueKey(next) === now) return false;
              return !model.boardValues.putsBack(referenceId, property, propertyOf(shown, property), next);
            })
            .map((value) => [valueKey(value), value] as const),
        ).values(),
      ];
      const value = candidates[choice % Math.max(1, candidates.length)];
      if (value === undefined) return count(real, 'restores with nothing kept');
      const answer = await laptop.call('POST', `/app/v1/jobs/${shown.id}/history/restore`, {
        property,
        value,
      });
      // A value the rules no longer take (a close date now past, a list beyond its limits) is refused whole.
      if (answer.status === 400) return count(real, 'restores refused by the rules');
      expectStatus(answer, 200, `${name} restore of ${referenceId}.${property}`);
      const restored = propertyOf(answer.json as Job, property);
      if (valueKey(restored) === now) return count(real, 'restores of the value shown');
      model.graphs.write(referenceId, property, propertyOf(shown, property), restored, { again: true });
      count(real, 'restores');
    },
    hasJobs,
  );
}

/** The recruiter on `name` decides one held conflict, property by property, as `choices` say. */
export function resolve(name: LaptopName, pick: number, choices: ConflictChoice[]): MergeCommand {
  return command(`resolve(${name}, #${pick}, ${choices.join('/')})`, async (model, real) => {
    const laptop = real.laptops[name];
    const conflicts = (await heldJobs(laptop)).filter((held) => held.reason === 'conflict');
    const held = conflicts[pick % Math.max(1, conflicts.length)];
    if (held === undefined) return;
    const chosen: Record<string, ConflictChoice> = {};
    (held.conflicts ?? []).forEach((conflict, index) => {
      const problem = falseConflict(model, laptop, held, conflict);
      if (problem !== null) throw new Error(problem);
      const choice = choices[index % choices.length] as ConflictChoice;
      chosen[MergedPropertySchema.parse(conflict.property)] = choice;
      // The choice is a write made after seeing both values: the one kept supersedes the other.
      const [from, to] =
        choice === 'mine' ? [conflict.theirs, conflict.mine] : [conflict.mine, conflict.theirs];
      model.graphs.write(held.referenceId, conflict.property, from, to, {
        again: choice === 'mine',
        adopted: choice !== 'mine',
      });
    });
    const answer = await laptop.call('POST', `/app/v1/jobs/${held.jobId}/resolve`, { choices: chosen });
    expectStatus(answer, 200, `${name} resolve of ${held.referenceId}`);
    count(real, 'conflicts resolved during the run');
  });
}

/**
 * Where every run starts: two jobs from the website and one from each laptop, on the board and on both
 * laptops, so that the first commands already act on the same jobs.
 */
export async function startingJobs(model: MergeModel, real: MergeReal): Promise<void> {
  for (const actor of ['W', 'W', 'A', 'B'] as const) await create(actor, 'active').run(model, real);
  for (const name of ['A', 'B', 'A'] as const) {
    await settleOn(real, real.laptops[name].core.engine.syncNow());
    await settleOn(real, real.laptops[name].core.engine.pullOnce({ full: true }));
  }
  real.trace.push('(all synced)');
}
