// The navigation's "Needs attention" item with the number of jobs that need the recruiter.
import { Badge, NavLink } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCore } from '../core/core-context.ts';
import { formatRoute } from '../routing/routes.ts';
import { attentionJobsQuery, attentionKeys } from './attention-queries.ts';
import { useSyncStatus } from './use-sync-status.ts';

export function NeedsAttentionLink({ active }: { active: boolean }) {
  const { app } = useCore();
  const attention = useQuery(attentionJobsQuery(app));
  // A job event can come before its failure is counted: read the list again whenever the counts move.
  const queryClient = useQueryClient();
  const status = useSyncStatus();
  const failed = status.data?.failed;
  const pending = status.data?.pending;
  useEffect(() => {
    if (failed === undefined || pending === undefined) return;
    void queryClient.invalidateQueries({ queryKey: attentionKeys.list() });
  }, [failed, pending, queryClient]);
  const count = attention.data?.length;
  return (
    <NavLink
      href={formatRoute({ name: 'attention' })}
      label="Needs attention"
      leftSection={<IconAlertTriangle aria-hidden size={18} />}
      rightSection={
        count === undefined ? null : (
          <Badge
            variant={count > 0 ? 'filled' : 'light'}
            color={count > 0 ? 'red.8' : 'gray'}
            aria-label={`${count} jobs need attention`}
          >
            {count}
          </Badge>
        )
      }
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
}
