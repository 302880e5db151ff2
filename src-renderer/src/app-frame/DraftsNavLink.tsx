// The navigation's "Unsaved drafts" item. It is there as the page opens, before the unsaved-edits store
// (loaded after the first screen, with Dexie) can count the drafts: the items below it keep their place, and
// only its count comes later, so the keyboard's focus on it is never lost to a new element.
import { useLingui } from '@lingui/react/macro';
import { IconFilePencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FrameNavLink } from '../core/FrameNavLink.tsx';
import { formatRoute } from '../core/routes.ts';

/** `count`: the count's badge, once there is one. */
export function DraftsNavLink({ active, count }: { active: boolean; count: ReactNode }) {
  const { t } = useLingui();
  return (
    <FrameNavLink
      href={formatRoute({ name: 'drafts' })}
      label={t`Unsaved drafts`}
      icon={<IconFilePencil aria-hidden size={18} />}
      count={count}
      active={active}
    />
  );
}
