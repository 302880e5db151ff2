// Query key and options of the employer facts the posting-law checks read (Settings writes them, the
// editor reads them).
import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import { settingsKeys } from './query-keys.ts';
import { valueOrThrow } from './query-result.ts';

export function postingLawSettingsQuery(app: AppClient) {
  return queryOptions({
    queryKey: settingsKeys.postingLaws(),
    queryFn: ({ signal }) => valueOrThrow(app.postingLawSettings({ signal })),
  });
}
