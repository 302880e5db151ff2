// Reads of a job's version in the other language and of the recruiter's answers about it. The version
// follows every job event (its status changes with the job's); the answers follow the posting-laws event.
import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../../src-shared/client/app-client.ts';
import { jobKeys, settingsKeys } from '../../core/query-keys.ts';
import { valueOrThrow } from '../../core/query-result.ts';

export const languageVersionKeys = {
  version: (jobId: number) => [...jobKeys.syncStates(), 'language-version', jobId] as const,
  answers: (jobId: number) => [...settingsKeys.postingLaws(), 'answers', jobId] as const,
};

export function languageVersionQuery(app: AppClient, jobId: number) {
  return queryOptions({
    queryKey: languageVersionKeys.version(jobId),
    queryFn: ({ signal }) => valueOrThrow(app.languageVersion(jobId, { signal })),
  });
}

export function postingAnswersQuery(app: AppClient, jobId: number) {
  return queryOptions({
    queryKey: languageVersionKeys.answers(jobId),
    queryFn: ({ signal }) => valueOrThrow(app.postingAnswers(jobId, { signal })),
  });
}
