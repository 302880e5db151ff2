// The navigation's "Unsaved drafts" item with how many there are, read live from the unsaved-edits store
// (loaded after the first screen, with Dexie).
import { NavLink } from '@mantine/core';
import { IconFilePencil } from '@tabler/icons-react';
import { formatRoute } from '../core/routes.ts';
import { useUnsavedEditEntries } from '../job-editor/unsaved-edits/use-unsaved-edit-entries.ts';
import { CountBadge } from './CountBadge.tsx';

export function UnsavedDraftsLink({ active }: { active: boolean }) {
  const count = useUnsavedEditEntries()?.length;
  return (
    <NavLink
      href={formatRoute({ name: 'drafts' })}
      label="Unsaved drafts"
      leftSection={<IconFilePencil aria-hidden size={18} />}
      rightSection={<CountBadge count={count} label="unsaved drafts" />}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
}
