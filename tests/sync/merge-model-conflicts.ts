// What the laptops hold for the recruiter, read through their front doors, and the check that each
// conflict is a real one: both values written without either writer having seen the other.
import { LOCAL_EMPLOYER_ID } from '../../src-main/core/jobdesk-core.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import { type AttentionJob, AttentionListSchema } from '../../src-shared/schemas/attention.ts';
import type { MergedProperty, PropertyConflict } from '../../src-shared/schemas/conflicts.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { Laptop } from './helpers/laptop.ts';
import { isList, valueKey } from './merge-model-graph.ts';
import { propertyOf } from './merge-model-values.ts';
import { type Actor, EDITED, type MergeModel, writersKey } from './merge-model-world.ts';

/** A job held in Needs attention, with its local version (null: a delete waiting, the job gone here). */
export type HeldJob = AttentionJob & { referenceId: string; job: Job | null };

/** Every job the laptop holds in Needs attention, with its local version. */
export async function heldJobs(laptop: Laptop): Promise<HeldJob[]> {
  const answer = await laptop.call('GET', '/app/v1/jobs/attention');
  if (answer.status !== 200) throw new Error(`${laptop.name}: attention answered ${answer.status}`);
  const held: HeldJob[] = [];
  for (const entry of AttentionListSchema.parse(answer.json).data) {
    if (entry.reason === 'delete-held') {
      // Gone here: the Reference ID is the one its board row names (the board's job it was found as).
      const row = laptop.core.store.boardJobsOf(entry.boardId ?? 1).get(entry.jobId);
      held.push({ ...entry, referenceId: row?.referenceId ?? `#${entry.jobId}`, job: null });
      continue;
    }
    const local = await laptop.call('GET', `/api/v1.1/jobs/${entry.jobId}`);
    if (local.status !== 200) throw new Error(`${laptop.name}: held job ${entry.jobId} cannot be read`);
    const job = local.json as Job;
    held.push({ ...entry, referenceId: job.referenceId ?? `#${job.id}`, job });
  }
  return held;
}

/**
 * Why the laptop's conflict on this property is not a real one, or null when it is: both values are
 * writes the model knows, "mine" is what the laptop shows, and neither writer saw the other's value;
 * or the other side saw "mine" only because a write carrying it reached the board while its answer
 * never reached this laptop, or through another side's write of it that no answer ever showed this laptop
 * (either way it cannot tell that the board's value came after its own). A list this laptop sent without a
 * success answer (lost, dropped or refused for now, landed or not) may be a conflict however the sides met:
 * the board holding neither what was sent nor what it was sent over, the laptop cannot tell a colleague's
 * later change from its write never landing (mergeBase, outbox-plan.ts).
 */
export function falseConflict(
  model: MergeModel,
  laptop: Laptop,
  held: HeldJob,
  conflict: PropertyConflict,
): string | null {
  const { referenceId } = held;
  const { property, mine, theirs } = conflict;
  const where = `${laptop.name} holds ${referenceId}.${property} (mine ${valueKey(mine)}, theirs ${valueKey(theirs)})`;
  if (!model.graphs.known(referenceId, property, mine)) return `${where}: mine was never written`;
  if (!model.graphs.known(referenceId, property, theirs)) return `${where}: theirs was never written`;
  if (held.job === null) return `${where}: the job is gone here`;
  const shown = jobToInput(held.job)[property];
  if (valueKey(shown) !== valueKey(mine)) return `${where}: the laptop shows ${valueKey(shown)}, not mine`;
  if (isList(property) && laptop.unansweredSends().some(touches(referenceId, property))) return null;
  const problem = notReal(model, laptop, { referenceId, property, mine, theirs });
  if (problem === null) return null;
  // A detail held stays held, though the board moved on since, until the recruiter decides or both sides
  // agree (planMergedUpdate, outbox-plan.ts): it is real if it was real against a version the laptop read.
  if (model.realOnce.has(realConflictKey(laptop.name, referenceId, property, mine))) return null;
  return `${where}: ${problem}`;
}

/** The key of MergeModel.realOnce. */
function realConflictKey(
  laptop: string,
  referenceId: string,
  property: MergedProperty,
  mine: unknown,
): string {
  return [laptop, referenceId, property, valueKey(mine)].join('\u0000');
}

/**
 * Notes, as the board answers a laptop's read of a job and before the laptop merges it, each detail in
 * which the laptop's job and the board's are a real conflict (MergeModel.realOnce).
 */
export function noteRealConflicts(model: MergeModel, laptop: Laptop, board: Job): void {
  const referenceId = board.referenceId;
  if (referenceId === null) return;
  let local: Job | undefined;
  try {
    local = laptop.core.store.jobs.getJobByReferenceId(LOCAL_EMPLOYER_ID, referenceId);
  } catch {
    // A laptop crashing: its store is closed, and nothing it reads now is merged.
    return;
  }
  if (local === undefined) return;
  for (const property of EDITED) {
    const [mine, theirs] = [propertyOf(local, property), propertyOf(board, property)];
    if (valueKey(mine) === valueKey(theirs)) continue;
    if (
      !model.graphs.known(referenceId, property, mine) ||
      !model.graphs.known(referenceId, property, theirs)
    )
      continue;
    if (notReal(model, laptop, { referenceId, property, mine, theirs }) === null)
      model.realOnce.add(realConflictKey(laptop.name, referenceId, property, mine));
  }
}

const touches =
  (referenceId: string, property: MergedProperty) => (write: { referenceId: string; properties: string[] }) =>
    write.referenceId === referenceId && write.properties.includes(property);

/** Why "mine" against "theirs" (writes the model knows) is no real conflict, or null when it is one. */
function notReal(
  model: MergeModel,
  laptop: Laptop,
  { referenceId, property, mine, theirs }: Detail,
): string | null {
  // The laptop saved theirs itself, and so did another side: the laptop may have moved on from its own,
  // never having seen the board's (one value, two writes the graph cannot tell apart).
  const editorsOfTheirs = model.editors.get(writersKey(referenceId, property, theirs));
  if (editorsOfTheirs?.has(laptop.name as Actor) && editorsOfTheirs.size > 1) return null;
  if (model.graphs.reaches(referenceId, property, theirs, mine))
    return 'mine was written after seeing theirs';
  if (!model.graphs.reaches(referenceId, property, mine, theirs)) return null;
  if (laptop.unacknowledgedWrites().some(touches(referenceId, property))) return null;
  // Mine may have reached the board through another side writing the same value (two sides publishing
  // a job are one write of "active"): the laptop then knows it only from an answer showing it.
  const seen = laptop
    .answeredVersions(referenceId)
    .some((version) => valueKey(propertyOf(version, property)) === valueKey(mine));
  return seen ? 'theirs was written after seeing mine, and the laptop knew mine landed' : null;
}

type Detail = { referenceId: string; property: MergedProperty; mine: unknown; theirs: unknown };
