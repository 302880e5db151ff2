// The navigation's "Needs attention" item with the number of jobs that need the recruiter.
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { countAttention, jobsNeedAttention } from '../core/attention-count.ts';
import { useCore } from '../core/core-context.ts';
import { FrameNavLink } from '../core/FrameNavLink.tsx';
import { formatRoute } from '../core/routes.ts';
import { attentionJobsQuery } from './queries.ts';

export function NeedsAttentionLink({ active }: { active: boolean }) {
  const { app } = useCore();
  const { t } = useLingui();
  // The same query and count as the header's sync indicator: the two numbers cannot differ.
  const attention = useQuery({ ...attentionJobsQuery(app), select: countAttention });
  const count = attention.data?.jobs;
  return (
    <FrameNavLink
      href={formatRoute({ name: 'attention' })}
      label={t`Needs attention`}
      icon={<IconAlertTriangle aria-hidden size={18} />}
      count={
        count === undefined ? null : (
          <Badge
            variant={count > 0 ? 'filled' : 'light'}
            color={count > 0 ? 'red.8' : 'gray'}
            aria-label={jobsNeedAttention(count)}
          >
            {count}
          </Badge>
        )
      }
      active={active}
    />
  );
}
