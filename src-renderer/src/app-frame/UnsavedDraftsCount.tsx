// How many unsaved drafts there are, for the navigation's item: read live from the unsaved-edits store
// (loaded after the first screen, with Dexie).
import { useLingui } from '@lingui/react/macro';
import { useUnsavedEditEntries } from '../job-editor/unsaved-edits/use-unsaved-edit-entries.ts';
import { CountBadge } from './CountBadge.tsx';

export function UnsavedDraftsCount() {
  const { t } = useLingui();
  return <CountBadge count={useUnsavedEditEntries()?.length} label={t`unsaved drafts`} />;
}
