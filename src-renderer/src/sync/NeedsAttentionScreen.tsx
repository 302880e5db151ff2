// The Needs attention screen: every job whose change the board refused, that waits for job credit, or that vanished.
import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useNavigate } from '../core/navigation.ts';
import { AttentionList } from './AttentionList.tsx';

export function NeedsAttentionScreen() {
  const navigate = useNavigate();
  return (
    <Stack>
      <Title order={2}>
        <Trans>Needs attention</Trans>
      </Title>
      <AttentionList headingOrder={3} onEdit={(jobId) => navigate({ name: 'edit-job', jobId })} />
    </Stack>
  );
}
