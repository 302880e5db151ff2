// The navigation's "Needs attention" item with the number of jobs that need the recruiter.
import { Badge, NavLink } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCore } from '../core/core-context.ts';
import { formatRoute } from '../core/routes.ts';
import { attentionJobsQuery } from './queries.ts';

export function NeedsAttentionLink({ active }: { active: boolean }) {
  const { app } = useCore();
  const attention = useQuery(attentionJobsQuery(app));
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
