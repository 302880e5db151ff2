// The sync indicator in the app's header (words and an icon, live from the event stream), its Sync now button
// and the sync panel it opens.
import { Button, Drawer, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconCloudOff,
  IconKeyOff,
  IconLinkOff,
  IconPlugConnectedX,
  IconRefresh,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCore } from '../core/core-context.ts';
import { formatRoute } from '../routing/routes.ts';
import { AttentionList } from './AttentionList.tsx';
import { attentionJobsQuery } from './attention-queries.ts';
import { useEventStreamState } from './event-stream-state.ts';
import { type IndicatorIcon, syncIndicatorWords } from './sync-indicator-words.ts';
import { useSyncStatus } from './use-sync-status.ts';
import { useSyncToasts } from './use-sync-toasts.ts';

const ICONS: Record<IndicatorIcon, typeof IconRefresh> = {
  'not-set-up': IconPlugConnectedX,
  offline: IconCloudOff,
  'board-trouble': IconCloudOff,
  syncing: IconRefresh,
  synced: IconCircleCheck,
  failed: IconAlertTriangle,
  'key-rejected': IconKeyOff,
  'no-board': IconLinkOff,
  waiting: IconClockHour4,
};

export function SyncIndicator({ onOpenEditor }: { onOpenEditor: (jobId: number) => void }) {
  const { app } = useCore();
  const status = useSyncStatus();
  useSyncToasts(status.data);
  const [panelOpen, panel] = useDisclosure(false);
  const [starting, setStarting] = useState(false);
  const stream = useEventStreamState();
  // Needs attention tells conflicts (a choice to make) from refusals; the same query as its navigation link.
  const attention = useQuery(attentionJobsQuery(app));
  const conflicts = attention.data?.filter((job) => job.reason === 'conflict').length ?? 0;
  if (status.data === undefined) return null;
  const words = syncIndicatorWords(status.data, conflicts);
  const Icon = ICONS[words.icon];
  const syncNow = async () => {
    setStarting(true);
    await app.syncNow();
    setStarting(false);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {stream === 'reconnecting' && (
        <Text size="sm" c="dimmed" role="status" data-testid="event-stream-reconnecting">
          Reconnecting to JobDesk…
        </Text>
      )}
      <Tooltip label={words.hint} openDelay={400}>
        <Button
          variant="light"
          color={words.color}
          leftSection={<Icon aria-hidden size={18} />}
          onClick={panel.open}
          aria-haspopup="dialog"
          data-sync-indicator={words.icon}
          aria-describedby="sync-indicator-hint"
        >
          <span aria-live="polite" data-testid="sync-indicator-label">
            {words.label}
          </span>
        </Button>
      </Tooltip>
      <span id="sync-indicator-hint" hidden>
        {words.hint}
      </span>
      <Button
        variant="default"
        onClick={syncNow}
        loading={starting}
        disabled={status.data.state === 'unconfigured'}
      >
        Sync now
      </Button>
      <Drawer
        opened={panelOpen}
        onClose={panel.close}
        position="right"
        size="lg"
        title="Sync"
        closeButtonProps={{ 'aria-label': 'Close the sync panel' }}
      >
        <Stack>
          <Text>
            <strong>{words.label}.</strong> {words.hint}
          </Text>
          {status.data.lastSyncAt !== null && (
            <Text size="sm" c="dimmed">
              Last synced {new Date(status.data.lastSyncAt).toLocaleString()}
            </Text>
          )}
          {status.data.state === 'paused' ||
          status.data.state === 'error' ||
          status.data.state === 'unconfigured' ? (
            <Button
              component="a"
              href={formatRoute({ name: 'settings' })}
              onClick={panel.close}
              w="fit-content"
            >
              Open Settings
            </Button>
          ) : null}
          <AttentionList
            headingOrder={3}
            onEdit={(jobId) => {
              panel.close();
              onOpenEditor(jobId);
            }}
          />
        </Stack>
      </Drawer>
    </Group>
  );
}
