// The list's way to a job's History: a small button in the job's row (the row's only link stays its title).
import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useNavigate } from '../core/navigation.ts';

export function JobHistoryButton({ jobId, title }: { jobId: number; title: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      leftSection={<IconHistory aria-hidden size={12} />}
      aria-label={`History of ${title}`}
      onClick={(event) => {
        // The row opens the job on a click: this one is for the history only.
        event.stopPropagation();
        navigate({ name: 'job-history', jobId });
      }}
    >
      History
    </Button>
  );
}
