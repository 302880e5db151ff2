// Above the job editor: the job's sync state in words and the way to its History. A job not saved yet has the
// bar's space kept empty, so that its first save adds the bar without moving the editor down.
import { Anchor, Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCore } from '../core/core-context.ts';
import { formatRoute } from '../core/routes.ts';
import { syncStateWords } from '../core/sync-state-words.ts';
import { useSyncStatus } from '../core/use-sync-status.ts';
import { jobSyncStatusQuery } from './queries.ts';

/** The bar's height whether or not it has anything to show yet (a badge and a line of small text fit). */
const BAR_HEIGHT = 24;

export function EditorSyncBarSpace() {
  return <Group mih={BAR_HEIGHT} mb="xs" aria-hidden data-testid="editor-sync-bar-space" />;
}

export function EditorSyncBar({ jobId }: { jobId: number }) {
  const { app } = useCore();
  const status = useQuery(jobSyncStatusQuery(app, jobId));
  const boardSetUp = useSyncStatus().data?.state !== 'unconfigured';
  const words = status.data ? syncStateWords(status.data.state, boardSetUp) : null;
  return (
    <Group justify="flex-end" gap="sm" mih={BAR_HEIGHT} mb="xs">
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
