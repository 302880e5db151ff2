// The list's way to a job's History: a small icon button in the job's row (the row's only link stays its title),
// named for screen readers and shown in words on hover and focus.
import { ActionIcon } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { DeferredTooltip } from '../core/DeferredTooltip.tsx';
import { useNavigate } from '../core/navigation.ts';

export function JobHistoryButton({ jobId, title }: { jobId: number; title: string }) {
  const navigate = useNavigate();
  return (
    <DeferredTooltip label="History">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={`History of ${title}`}
        onClick={(event) => {
          // The row opens the job on a click: this one is for the history only.
          event.stopPropagation();
          navigate({ name: 'job-history', jobId });
        }}
      >
        <IconHistory aria-hidden size={16} />
      </ActionIcon>
    </DeferredTooltip>
  );
}
