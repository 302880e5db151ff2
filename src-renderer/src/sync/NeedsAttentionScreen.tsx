// The Needs attention screen: every job whose change the board refused, that waits for job credit, or that vanished.
import { Stack, Title } from '@mantine/core';
import { AttentionList } from './AttentionList.tsx';

export function NeedsAttentionScreen({ onEdit }: { onEdit: (jobId: number) => void }) {
  return (
    <Stack>
      <Title order={2}>Needs attention</Title>
      <AttentionList headingOrder={3} onEdit={onEdit} />
    </Stack>
  );
}
