// The app client's methods for a job's version in the other language (/jobs/{id}/language-version) and the
// recruiter's answers about a job for the posting laws (/jobs/{id}/posting-answers), built on the client's
// own call function so they parse and fail exactly like its other methods.
import type * as z from 'zod/mini';
import type { Result } from '../result.ts';
import type {
  LanguageVersionCreate,
  LanguageVersionView,
  PostingAnswers,
} from '../schemas/language-versions.ts';
import { type Job, JobSchema } from '../schemas/resources.ts';
import type { JobBoardError } from './job-board-error.ts';
import type { RequestPlan } from './send-request.ts';
import type { CallOptions } from './typed-call.ts';

type Call = <S extends z.ZodMiniType>(
  plan: RequestPlan,
  schema: S,
  options: CallOptions | undefined,
) => Promise<Result<z.output<S>, JobBoardError>>;

export type LanguageVersionClientMethods = {
  /** GET /jobs/{id}/language-version: the job's version in the other language, or the one to offer. */
  languageVersion(jobId: number, options?: CallOptions): Promise<Result<LanguageVersionView, JobBoardError>>;
  /**
   * POST /jobs/{id}/language-version: makes the version (a draft); answers it. A Reference ID in use, or a
   * job that has its version already: reason `'conflict'`.
   */
  addLanguageVersion(
    jobId: number,
    request: LanguageVersionCreate,
    options?: CallOptions,
  ): Promise<Result<Job, JobBoardError>>;
  /** GET /jobs/{id}/posting-answers. */
  postingAnswers(jobId: number, options?: CallOptions): Promise<Result<PostingAnswers, JobBoardError>>;
  /** PUT /jobs/{id}/posting-answers. */
  setPostingAnswers(
    jobId: number,
    answers: PostingAnswers,
    options?: CallOptions,
  ): Promise<Result<PostingAnswers, JobBoardError>>;
};

/** The language versions' schemas, loaded on the first read (the editor): the first screen never reads them. */
const languageVersionSchemas = () => import('../schemas/language-versions.ts');

export function languageVersionClientMethods(call: Call): LanguageVersionClientMethods {
  const path = (jobId: number, what: string) => `/jobs/${encodeURIComponent(String(jobId))}/${what}`;
  return {
    async languageVersion(jobId, options) {
      const { LanguageVersionViewSchema } = await languageVersionSchemas();
      return call(
        { method: 'GET', path: path(jobId, 'language-version') },
        LanguageVersionViewSchema,
        options,
      );
    },
    addLanguageVersion: (jobId, request, options) =>
      call({ method: 'POST', path: path(jobId, 'language-version'), body: request }, JobSchema, options),
    async postingAnswers(jobId, options) {
      const { PostingAnswersSchema } = await languageVersionSchemas();
      return call({ method: 'GET', path: path(jobId, 'posting-answers') }, PostingAnswersSchema, options);
    },
    async setPostingAnswers(jobId, answers, options) {
      const { PostingAnswersSchema } = await languageVersionSchemas();
      return call(
        { method: 'PUT', path: path(jobId, 'posting-answers'), body: answers },
        PostingAnswersSchema,
        options,
      );
    },
  };
}
