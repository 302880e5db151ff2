// Whether a job's postings can be stored as the recruiter asks: the board exists, the status can change to
// the one asked there, and the board has the categories and position type the job gets there. Shared by the
// postings endpoint and the editor's save with its boards, so both refuse the same postings in the same words.
import { parseRequestDate } from '../../src-shared/rules/request-date.ts';
import { canTransition, transitionMessage } from '../../src-shared/rules/status-transitions.ts';
import type { PostingInput } from '../../src-shared/schemas/boards.ts';
import type { FieldError, Job, JobStatus } from '../../src-shared/schemas/resources.ts';
import type { StoredBoard, StoredPosting } from '../store/boards-repository.ts';
import type { Store } from '../store/store.ts';

/** The postings to store, or every field that refuses them (paths `postings.{index}.{field}`). */
export type PostingsPlan = { ok: true; planned: StoredPosting[] } | { ok: false; problems: FieldError[] };

export type PostingPlanner = {
  /**
   * Plans `inputs` for `job` as it is now (its status, categories and position type are what a posting
   * follows). `current`: the job's postings as they are stored, by board. Reads only; writes nothing.
   */
  plan(job: Job, inputs: readonly PostingInput[], current: ReadonlyMap<number, StoredPosting>): PostingsPlan;
};

/** `board(id)`: the boards jobs can be posted to (a removed board is not one). */
export function createPostingPlanner(
  store: Store,
  board: (id: number) => StoredBoard | undefined,
): PostingPlanner {
  const selectCategoryIds = store.db.prepare<[], number>('SELECT id FROM categories').pluck();
  const selectPositionTypeIds = store.db.prepare<[], number>('SELECT id FROM position_types').pluck();

  /**
   * The statuses a board may hold the job in while it is not posted there (withdrawn, the delete not yet
   * sent): the one it confirmed, and the one last sent to it without an answer (a create whose answer was
   * lost may have made the job there, active, though the board row knows no status yet).
   */
  function statusesOnBoard(boardId: number, jobId: number): JobStatus[] {
    const row = store.boardJobsOf(boardId).get(jobId);
    if (row === undefined) return [];
    return [row.status, row.sent?.status].filter((held): held is JobStatus => held != null);
  }

  function planPosting(
    job: Job,
    input: PostingInput,
    index: number,
    current: StoredPosting | undefined,
  ): StoredPosting | FieldError[] {
    const path = (field: string) => `postings.${index}.${field}`;
    const target = board(input.boardId);
    if (target === undefined)
      return [{ path: path('boardId'), message: 'There is no job board with this id.' }];
    const problems: FieldError[] = [];
    const from = current?.status ?? job.status;
    const status = input.status ?? from;
    const before = current !== undefined ? [from] : statusesOnBoard(target.id, job.id);
    const refusedFrom = before.find((held) => !canTransition(held, status));
    if (refusedFrom !== undefined)
      problems.push({ path: path('status'), message: transitionMessage(refusedFrom, status) });
    const categoryIds = input.categories?.map(({ id }) => id) ?? null;
    const knownCategories = new Set(target.categories?.map(({ id }) => id) ?? selectCategoryIds.all());
    const categoriesThere = categoryIds ?? job.categories.map(({ id }) => id);
    const unknownCategory = categoriesThere.find((id) => !knownCategories.has(id));
    if (unknownCategory !== undefined)
      problems.push({
        path: path('categories'),
        message: `${target.name} has no category ${unknownCategory}: choose this board's categories for the job.`,
      });
    const positionTypeId = input.positionType?.id ?? null;
    const knownTypes = new Set(target.positionTypes?.map(({ id }) => id) ?? selectPositionTypeIds.all());
    // A half-done draft without a position type has none to check: it waits until it is complete.
    const typeThere = positionTypeId ?? job.positionType?.id ?? null;
    if (typeThere !== null && !knownTypes.has(typeThere))
      problems.push({
        path: path('positionType'),
        message: `${target.name} has no position type ${typeThere}: choose one of this board's.`,
      });
    const closeDate = input.closeDate == null ? null : parseRequestDate(input.closeDate.trim());
    if (problems.length > 0) return problems;
    return {
      jobId: job.id,
      boardId: target.id,
      status: status === job.status ? null : status,
      categoryIds,
      positionTypeId,
      closeDate,
    };
  }

  return {
    plan(job, inputs, current) {
      const planned: StoredPosting[] = [];
      const problems: FieldError[] = [];
      inputs.forEach((input, index) => {
        const posting = planPosting(job, input, index, current.get(input.boardId));
        if (Array.isArray(posting)) problems.push(...posting);
        else planned.push(posting);
      });
      return problems.length > 0 ? { ok: false, problems } : { ok: true, planned };
    },
  };
}
