// The state of the editor's "Post to" section: every board, the recruiter's choices (from the job's postings
// until they change one), the questions to answer before sending, the postings the job's Save sends with it,
// and the section's own Save boards (PUT postings).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Board, Posting } from '../../../src-shared/schemas/boards.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { boardsQuery, jobPostingsQuery } from '../core/queries.ts';
import { useSetJobPostings } from './mutations.ts';
import {
  type BoardChoice,
  type BoardQuestion,
  choicesChanged,
  choicesForNewJob,
  choicesFromPostings,
  type JobValuesForBoards,
  postingsPlan,
} from './post-to-boards.ts';
import type { BoardsPlan } from './save-job-flow.ts';

export type PostToBoards = {
  boards: Board[];
  postings: Posting[];
  jobStatus: JobStatus;
  choices: BoardChoice[];
  questions: BoardQuestion[];
  /** Why the core refused the last send, in its words. */
  problem: string | null;
  sending: boolean;
  /** Whether the choices differ from the postings the core has. */
  changed: boolean;
  change(boardId: number, next: Partial<Omit<BoardChoice, 'boardId'>>): void;
  /**
   * The postings the job's Save sends with it: none when the choices are the core's already; not ok (the
   * questions say what to choose first) while a chosen board lacks one of the job's values.
   */
  planForSave(job: JobValuesForBoards): BoardsPlan;
  /** The job's Save sent the choices and the core has them: the section follows its postings again. */
  saved(): void;
  /** Sends the choices for the job (a new one just created, or this one); false when asked first or refused. */
  send(jobId: number, job: JobValuesForBoards): Promise<boolean>;
};

export function usePostToBoards(jobId: number | null, jobStatus: JobStatus): PostToBoards {
  const { app } = useCore();
  const boards = useQuery(boardsQuery(app)).data ?? [];
  const postings = useQuery({ ...jobPostingsQuery(app, jobId ?? 0), enabled: jobId !== null }).data ?? [];
  const setPostings = useSetJobPostings(app);
  // The recruiter's own choices, once they change one; until then the section follows the core's postings.
  const [edited, setEdited] = useState<BoardChoice[] | null>(null);
  const [questions, setQuestions] = useState<BoardQuestion[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const saved = jobId === null ? choicesForNewJob(boards) : choicesFromPostings(boards, postings, jobStatus);
  const choices = edited ?? saved;

  const change: PostToBoards['change'] = (boardId, next) => {
    setQuestions((asked) => asked.filter((question) => question.boardId !== boardId));
    setProblem(null);
    setEdited(choices.map((choice) => (choice.boardId === boardId ? { ...choice, ...next } : choice)));
  };

  const changed = choicesChanged(choices, saved);
  const planForSave = (job: JobValuesForBoards): BoardsPlan => {
    const plan = postingsPlan(boards, choices, job);
    setQuestions(plan.ok ? [] : plan.questions);
    if (!plan.ok) return { ok: false };
    return changed ? { ok: true, postings: plan.postings } : { ok: true };
  };

  const send = async (target: number, job: JobValuesForBoards): Promise<boolean> => {
    const plan = postingsPlan(boards, choices, job);
    if (!plan.ok) {
      setQuestions(plan.questions);
      return false;
    }
    setProblem(null);
    try {
      await setPostings.mutateAsync({ jobId: target, postings: plan.postings });
    } catch (error) {
      setProblem(coreErrorMessage(error));
      return false;
    }
    setEdited(null);
    return true;
  };

  return {
    boards,
    postings,
    jobStatus,
    choices,
    questions,
    problem,
    sending: setPostings.isPending,
    changed,
    change,
    planForSave,
    saved: () => setEdited(null),
    send,
  };
}
