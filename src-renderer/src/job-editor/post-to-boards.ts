// The "Post to" section's rules: which boards the recruiter chose for a job, the status and the values that
// differ on each, what is asked before sending (a category or position type that board does not have), the
// body of PUT /app/v1/jobs/{id}/postings, and what each board answered, in words.
import { t } from '@lingui/core/macro';
import type { Board, Posting, PostingInput } from '../../../src-shared/schemas/boards.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { syncStateWords } from '../core/sync-state-words.ts';

const boardLacksCategories = (board: string) =>
  t`${board} does not have every category of this job: choose the categories it gets there.`;
const boardLacksPositionType = (board: string) =>
  t`${board} does not have this job's position type: choose the one it gets there.`;
const notOnBoard = (board: string) => t`This job is not on ${board}.`;
/** A board known only by its number (gone from Settings since). */
const boardNumbered = (id: number) => t`Board ${id}`;

/** One board as the section shows it: chosen or not, the job's status there, and the values only it gets. */
export type BoardChoice = {
  boardId: number;
  chosen: boolean;
  /** The job's status on this board when it differs from the job's own; null: it follows the job. */
  status: JobStatus | null;
  /** Category ids only this board gets; null: the job's own. */
  categories: number[] | null;
  /** The position type id only this board gets; null: the job's own. */
  positionType: number | null;
};

/** The job's values the boards are compared with (the form's, as ids). */
export type JobValuesForBoards = { categories: number[]; positionType: number | null };

/** The form's categories and position type as ids (the form holds them as the strings its inputs take). */
export function jobValuesForBoards(values: {
  categories: readonly string[];
  positionType: string;
}): JobValuesForBoards {
  return {
    categories: values.categories.map(Number),
    positionType: values.positionType === '' ? null : Number(values.positionType),
  };
}

/** Every board once, in the boards' order: chosen where the job is posted now, with its posting's values. */
export function choicesFromPostings(
  boards: readonly Board[],
  postings: readonly Posting[],
  jobStatus: JobStatus,
): BoardChoice[] {
  return boards.map((board) => {
    const posting = postings.find((each) => each.boardId === board.id);
    return {
      boardId: board.id,
      chosen: posting !== undefined,
      status: posting !== undefined && posting.status !== jobStatus ? posting.status : null,
      categories: posting?.categories?.map((category) => category.id) ?? null,
      positionType: posting?.positionType?.id ?? null,
    };
  });
}

/** The boards a new job starts with: those chosen as the default for new jobs, or all when none is. */
export function choicesForNewJob(boards: readonly Board[]): BoardChoice[] {
  const anyDefault = boards.some((board) => board.defaultForNewJobs === true);
  return boards.map((board) => ({
    boardId: board.id,
    chosen: !anyDefault || board.defaultForNewJobs === true,
    status: null,
    categories: null,
    positionType: null,
  }));
}

/** Which of the job's values this board's own lists lack (a board without its own lists has every value). */
export function boardLacks(
  board: Board,
  job: Pick<JobValuesForBoards, 'categories' | 'positionType'>,
): { categories: boolean; positionType: boolean } {
  const categoryIds = board.categories?.map((category) => category.id);
  const typeIds = board.positionTypes?.map((type) => type.id);
  return {
    categories: categoryIds !== undefined && job.categories.some((id) => !categoryIds.includes(id)),
    positionType: typeIds !== undefined && job.positionType !== null && !typeIds.includes(job.positionType),
  };
}

/** A question to answer before the postings are sent, under the board's own input. */
export type BoardQuestion = { boardId: number; field: 'categories' | 'positionType'; message: string };

export type PostingsPlan = { ok: true; postings: PostingInput[] } | { ok: false; questions: BoardQuestion[] };

/**
 * The body of PUT /app/v1/jobs/{id}/postings for the chosen boards; or, while a chosen board lacks one of the
 * job's categories or its position type and no value of its own is chosen, what to ask first.
 */
export function postingsPlan(
  boards: readonly Board[],
  choices: readonly BoardChoice[],
  job: JobValuesForBoards,
): PostingsPlan {
  const postings: PostingInput[] = [];
  const questions: BoardQuestion[] = [];
  for (const choice of choices) {
    const board = boards.find((each) => each.id === choice.boardId);
    if (!choice.chosen || board === undefined) continue;
    const lacks = boardLacks(board, job);
    if (lacks.categories && (choice.categories === null || choice.categories.length === 0))
      questions.push({
        boardId: board.id,
        field: 'categories',
        message: boardLacksCategories(board.name),
      });
    if (lacks.positionType && choice.positionType === null)
      questions.push({
        boardId: board.id,
        field: 'positionType',
        message: boardLacksPositionType(board.name),
      });
    postings.push({
      boardId: board.id,
      ...(choice.status !== null ? { status: choice.status } : {}),
      ...(choice.categories !== null && choice.categories.length > 0
        ? { categories: choice.categories.map((id) => ({ id })) }
        : {}),
      ...(choice.positionType !== null ? { positionType: { id: choice.positionType } } : {}),
    });
  }
  return questions.length > 0 ? { ok: false, questions } : { ok: true, postings };
}

/** Whether the choices differ from the postings the core has (the Save button has something to send). */
export function choicesChanged(choices: readonly BoardChoice[], saved: readonly BoardChoice[]): boolean {
  return JSON.stringify(choices) !== JSON.stringify(saved);
}

/** What a board answered for this job, in the words of a job's sync state, with the board's own messages. */
export function boardAnswer(
  board: Pick<Board, 'name' | 'state'>,
  posting: Posting | undefined,
): { label: string; color: string; hint: string; messages: string[] } {
  if (posting === undefined)
    return {
      label: t`Not posted here`,
      color: 'gray',
      hint: notOnBoard(board.name),
      messages: [],
    };
  const words = syncStateWords(posting.sync.state, board.state !== 'unconfigured');
  return { ...words, messages: posting.sync.messages };
}

/** One sentence per board after a publish or a change of boards: what each board answered so far. */
/**
 * Before the first save, the lines the answers will take: one per board chosen, not sent yet. The editor shows
 * them in the answers' place so that the first save fills the lines in instead of pushing the form down.
 */
export function boardAnswersBeforeFirstSave(
  boards: readonly Board[],
  choices: readonly Pick<BoardChoice, 'boardId' | 'chosen'>[],
): string[] {
  return choices
    .filter((choice) => choice.chosen)
    .map((choice) => {
      const name = boards.find((board) => board.id === choice.boardId)?.name ?? boardNumbered(choice.boardId);
      return t`${name}: Not sent yet`;
    });
}

export function boardAnswersSummary(boards: readonly Board[], postings: readonly Posting[]): string[] {
  return postings.map((posting) => {
    const board = boards.find((each) => each.id === posting.boardId);
    const name = board?.name ?? posting.boardName ?? boardNumbered(posting.boardId);
    const answer = boardAnswer({ name, state: board?.state ?? 'idle' }, posting);
    const label = answer.label;
    // The board's own messages as it wrote them, after the app's words.
    const said = answer.messages.join(' ');
    return answer.messages.length > 0 ? t`${name}: ${label}: ${said}` : t`${name}: ${label}`;
  });
}
