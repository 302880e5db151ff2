// Query key and options of the employer facts the posting-law checks read (Settings writes them, the
// editor reads them).
import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import { valueOrThrow } from './query-result.ts';

export const postingLawSettingsKey = ['settings', 'posting-laws'] as const;

export function postingLawSettingsQuery(app: AppClient) {
  return queryOptions({
    queryKey: postingLawSettingsKey,
    queryFn: ({ signal }) => valueOrThrow(app.postingLawSettings({ signal })),
  });
}
