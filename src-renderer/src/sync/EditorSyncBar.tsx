// Above the job editor: the job's sync state in words and the way to its History. A job not saved yet has the
// bar's space kept empty (EditorSyncBarSpace), so that its first save adds the bar without moving the editor.
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCore } from '../core/core-context.ts';
import { formatRoute } from '../core/routes.ts';
import { nextTryWords, syncStateWords } from '../core/sync-state-words.ts';
import { useNow } from '../core/use-now.ts';
import { useSyncStatus } from '../core/use-sync-status.ts';
import { EDITOR_SYNC_BAR_HEIGHT } from './EditorSyncBarSpace.tsx';
import { jobSyncStatusQuery } from './queries.ts';
import { useReadOnOpen } from './use-read-on-open.ts';

export function EditorSyncBar({ jobId }: { jobId: number }) {
  const { app } = useCore();
  // The bar shows for a job saved here: the one place the editor opens such a job.
  useReadOnOpen(jobId);
  const status = useQuery(jobSyncStatusQuery(app, jobId));
  const boardSetUp = useSyncStatus().data?.state !== 'unconfigured';
  // A try that came is no longer "next": the words are checked against the clock now and then.
  const now = useNow(20_000);
  const words = status.data ? syncStateWords(status.data.state, boardSetUp) : null;
  const nextTry = status.data ? nextTryWords(status.data.state, status.data.nextAttemptAt, now) : null;
  return (
    <Group justify="flex-end" gap="sm" mih={EDITOR_SYNC_BAR_HEIGHT} mb="xs">
      {words !== null && (
        <Badge variant="light" color={words.color} title={words.hint} data-testid="job-sync-state">
          {words.label}
        </Badge>
      )}
      {nextTry !== null && (
        <Text size="sm" data-testid="job-next-try">
          {nextTry}
        </Text>
      )}
      <Anchor href={formatRoute({ name: 'job-history', jobId })} size="sm">
        <Trans>History</Trans>
      </Anchor>
    </Group>
  );
}
