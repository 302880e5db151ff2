// Query options of spelling, read by the editor and by Settings: the recruiter's language and dictionary,
// and a job's own language.
import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import { spellingKeys } from './query-keys.ts';
import { valueOrThrow } from './query-result.ts';

export function spellingSettingsQuery(app: AppClient) {
  return queryOptions({
    queryKey: spellingKeys.settings(),
    queryFn: ({ signal }) => valueOrThrow(app.spelling({ signal })),
  });
}

export function jobSpellingQuery(app: AppClient, jobId: number) {
  return queryOptions({
    queryKey: spellingKeys.job(jobId),
    queryFn: ({ signal }) => valueOrThrow(app.jobSpelling(jobId, { signal })),
  });
}
