// Above the job editor: the job's sync state in words and the way to its History. A job not saved yet has the
// bar's space kept empty (EditorSyncBarSpace), so that its first save adds the bar without moving the editor.
import { Anchor, Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCore } from '../core/core-context.ts';
import { formatRoute } from '../core/routes.ts';
import { syncStateWords } from '../core/sync-state-words.ts';
import { useSyncStatus } from '../core/use-sync-status.ts';
import { EDITOR_SYNC_BAR_HEIGHT } from './EditorSyncBarSpace.tsx';
import { jobSyncStatusQuery } from './queries.ts';

export function EditorSyncBar({ jobId }: { jobId: number }) {
  const { app } = useCore();
  const status = useQuery(jobSyncStatusQuery(app, jobId));
  const boardSetUp = useSyncStatus().data?.state !== 'unconfigured';
  const words = status.data ? syncStateWords(status.data.state, boardSetUp) : null;
  return (
    <Group justify="flex-end" gap="sm" mih={EDITOR_SYNC_BAR_HEIGHT} mb="xs">
      {words !== null && (
        <Badge variant="light" color={words.color} title={words.hint}>
          {words.label}
        </Badge>
      )}
      <Anchor href={formatRoute({ name: 'job-history', jobId })} size="sm">
        History
      </Anchor>
    </Group>
  );
}
