// The sync indicator in the app's header (words and an icon, live from the event stream), its Sync now button
// and the sync panel it opens.
import { Button, Drawer, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconCloudOff,
  IconKeyOff,
  IconLinkOff,
  IconPlug,
  IconRefresh,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { countAttention } from '../core/attention-count.ts';
import { selectReconnecting, useConnection } from '../core/connection-store.ts';
import { useCore } from '../core/core-context.ts';
import { formatDateTime } from '../core/format.ts';
import { LoadablePart, lazyPart } from '../core/loadable-part.tsx';
import { useNavigate } from '../core/navigation.ts';
import { formatRoute } from '../core/routes.ts';
import { type IndicatorIcon, syncIndicatorWords } from '../core/sync-indicator-words.ts';
import { useSyncStatus } from '../core/use-sync-status.ts';
import { useSyncNow } from './mutations.ts';
import { attentionJobsQuery } from './queries.ts';
import { selectPanelOpen, useSyncPanel, useSyncPanelActions } from './sync-panel-store.ts';
import { useSyncToasts } from './use-sync-toasts.ts';

// The panel's list (with the conflict view and its HTML reader) loads when the panel first opens.
const AttentionList = lazyPart(() =>
  import('./AttentionList.tsx').then((module) => ({ default: module.AttentionList })),
);

const ICONS: Record<IndicatorIcon, typeof IconRefresh> = {
  'not-set-up': IconPlug,
  offline: IconCloudOff,
  'board-trouble': IconCloudOff,
  syncing: IconRefresh,
  synced: IconCircleCheck,
  failed: IconAlertTriangle,
  'key-rejected': IconKeyOff,
  'no-board': IconLinkOff,
  waiting: IconClockHour4,
};

export function SyncIndicator() {
  const navigate = useNavigate();
  const { app } = useCore();
  const status = useSyncStatus();
  useSyncToasts(status.data);
  const panelOpen = useSyncPanel(selectPanelOpen);
  const panel = useSyncPanelActions();
  const syncNow = useSyncNow();
  const reconnecting = useConnection(selectReconnecting);
  // The same query and count as the navigation's Needs attention link: the two numbers cannot differ.
  const attention = useQuery({ ...attentionJobsQuery(app), select: countAttention });
  if (status.data === undefined) return null;
  const words = syncIndicatorWords(status.data, attention.data);
  const notSetUp = status.data.state === 'unconfigured';
  const Icon = ICONS[words.icon];
  return (
    <Group gap="xs" wrap="nowrap">
      {reconnecting && (
        <Text size="sm" c="dimmed" role="status" data-testid="event-stream-reconnecting">
          Reconnecting to JobDesk…
        </Text>
      )}
      <Tooltip label={words.hint} openDelay={400}>
        {notSetUp ? (
          // Nothing syncs yet and the panel would only point to Settings: the indicator is the way there.
          <Button
            component="a"
            href={formatRoute({ name: 'settings' })}
            variant="light"
            color={words.color}
            leftSection={<Icon aria-hidden size={18} />}
            data-sync-indicator={words.icon}
            aria-describedby="sync-indicator-hint"
          >
            <span aria-live="polite" data-testid="sync-indicator-label">
              {words.label}
            </span>
          </Button>
        ) : (
          <Button
            variant="light"
            color={words.color}
            leftSection={<Icon aria-hidden size={18} />}
            onClick={panel.openPanel}
            aria-haspopup="dialog"
            data-sync-indicator={words.icon}
            aria-describedby="sync-indicator-hint"
          >
            <span aria-live="polite" data-testid="sync-indicator-label">
              {words.label}
            </span>
          </Button>
        )}
      </Tooltip>
      <span id="sync-indicator-hint" hidden>
        {words.hint}
      </span>
      {!notSetUp && (
        <Button variant="default" onClick={() => syncNow.mutate()} loading={syncNow.isPending}>
          Sync now
        </Button>
      )}
      <Drawer
        opened={panelOpen}
        onClose={panel.closePanel}
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
              Last synced {formatDateTime(status.data.lastSyncAt)}
            </Text>
          )}
          {status.data.state === 'paused' ||
          status.data.state === 'error' ||
          status.data.state === 'unconfigured' ? (
            <Button
              component="a"
              href={formatRoute({ name: 'settings' })}
              onClick={panel.closePanel}
              w="fit-content"
            >
              Open Settings
            </Button>
          ) : null}
          <LoadablePart fallback={<Loader role="status" aria-label="Loading the jobs that need attention" />}>
            <AttentionList
              headingOrder={3}
              onEdit={(jobId) => {
                panel.closePanel();
                navigate({ name: 'edit-job', jobId });
              }}
            />
          </LoadablePart>
        </Stack>
      </Drawer>
    </Group>
  );
}
