// The navigation's Closing soon: the list's Closing soon tab, with the count of every active job closing within
// 7 days. Its count comes with the list's own answer (the same query), so it costs no request, and it is the
// tab's count whenever no search or filter narrows the tab.
import { useLingui } from '@lingui/react/macro';
import { IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCore } from '../core/core-context.ts';
import { FrameNavLink } from '../core/FrameNavLink.tsx';
import { formatRoute } from '../core/routes.ts';
import { useListView, useListViewActions, useListViewQuery } from './list-view-context.ts';
import { jobListViewQuery } from './queries.ts';

/** `onJobs`: the list is the screen on show. `countBadge`: the frame's badge for a count. */
export function ClosingSoonNavLink({
  onJobs,
  countBadge,
}: {
  onJobs: boolean;
  countBadge(count: number | undefined, label: string): ReactNode;
}) {
  const { t } = useLingui();
  const { app } = useCore();
  const tab = useListView((state) => state.tab);
  const actions = useListViewActions();
  const count = useQuery({
    ...jobListViewQuery(app, useListViewQuery()),
    select: (view) => view.closingSoon?.all,
  });
  return (
    <FrameNavLink
      href={formatRoute({ name: 'jobs' })}
      label={t`Closing soon`}
      icon={<IconHourglass aria-hidden size={18} />}
      count={countBadge(count.data, t`jobs closing within 7 days`)}
      active={onJobs && tab === 'closing-soon'}
      onClick={() => actions.setTab('closing-soon')}
    />
  );
}

/** The navigation's Jobs: leaving Closing soon for every job when it was on show, the rest of the view kept. */
export function useJobsNavClick(): { closingSoonShown: boolean; onClick(): void } {
  const tab = useListView((state) => state.tab);
  const actions = useListViewActions();
  return {
    closingSoonShown: tab === 'closing-soon',
    onClick: () => {
      if (tab === 'closing-soon') actions.setTab('all');
    },
  };
}
