// The sync indicator in the app's header (words and an icon, live from the event stream), its Sync now button
// and the sync panel it opens. One truth at a time: while the page has lost its core, what sync is doing is
// unknown, so the header says only that it is reconnecting (or that JobDesk restarted), never "All synced".
import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconCloudOff,
  IconDatabaseOff,
  IconKeyOff,
  IconLinkOff,
  IconPlug,
  IconRefresh,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AfterFirstScreen } from '../core/AfterFirstScreen.tsx';
import { countAttention } from '../core/attention-count.ts';
import { selectReconnecting, selectSessionEnded, useConnection } from '../core/connection-store.ts';
import { useCore } from '../core/core-context.ts';
import { DeferredTooltip } from '../core/DeferredTooltip.tsx';
import { lazyPart } from '../core/loadable-part.tsx';
import { formatRoute } from '../core/routes.ts';
import { type IndicatorIcon, syncIndicatorWords } from '../core/sync-indicator-words.ts';
import { useNow } from '../core/use-now.ts';
import { useSyncStatus } from '../core/use-sync-status.ts';
import { useSyncNow } from './mutations.ts';
import { attentionJobsQuery } from './queries.ts';
import { selectPanelOpen, useSyncPanel, useSyncPanelActions } from './sync-panel-store.ts';
import type { FirstSeenSync } from './use-sync-toasts.ts';

// The panel (a drawer, with the list, the conflict view and its HTML reader) loads when it first opens.
const SyncPanel = lazyPart(() => import('./SyncPanel.tsx').then((module) => ({ default: module.SyncPanel })));
// The toasts (and their code) after the first screen: nothing shows a toast before then.
const SyncToasts = lazyPart(() =>
  import('./SyncToasts.tsx').then((module) => ({ default: module.SyncToasts })),
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
  'cannot-save': IconDatabaseOff,
  waiting: IconClockHour4,
};

/** How often the header's words are worked out again while nothing else changes. */
const TICK_MS = 20_000;

export function SyncIndicator() {
  const status = useSyncStatus();
  const { app } = useCore();
  const attention = useQuery(attentionJobsQuery(app)).data;
  // What the page first read, kept for the toasts that mount after the first screen (SyncToasts.tsx).
  const firstSeen: FirstSeenSync = { status: useFirstRead(status.data), attention: useFirstRead(attention) };
  return (
    <>
      {/* Their code failing to load says nothing: the toasts would have nowhere to show either. */}
      <AfterFirstScreen failure={null}>
        <SyncToasts status={status.data} firstSeen={firstSeen} />
      </AfterFirstScreen>
      <SyncIndicatorShown status={status} />
    </>
  );
}

/** The first answer read (undefined until there is one), kept from then on whatever comes after it. */
function useFirstRead<T>(answer: T | undefined): T | undefined {
  const [first, setFirst] = useState(answer);
  // Kept as React keeps what an earlier render saw: set while rendering, so no frame goes without it.
  if (first === undefined && answer !== undefined) setFirst(answer);
  return first ?? answer;
}

function SyncIndicatorShown({ status }: { status: ReturnType<typeof useSyncStatus> }) {
  const { app } = useCore();
  const panelOpen = useSyncPanel(selectPanelOpen);
  // Once opened the panel stays mounted, so that it can close as a drawer does.
  const [panelWanted, setPanelWanted] = useState(panelOpen);
  if (panelOpen && !panelWanted) setPanelWanted(true);
  const panel = useSyncPanelActions();
  const syncNow = useSyncNow();
  const reconnecting = useConnection(selectReconnecting);
  const sessionEnded = useConnection(selectSessionEnded);
  // The same query and count as the navigation's Needs attention link: the two numbers cannot differ.
  const attention = useQuery({ ...attentionJobsQuery(app), select: countAttention });
  // "last read 14 min ago" and "All synced" itself (a board read over 10 minutes ago) move with the time.
  const now = useNow(TICK_MS);
  if (reconnecting)
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" role="status" data-testid="event-stream-reconnecting">
          <Trans>Reconnecting to JobDesk…</Trans>
        </Text>
      </Group>
    );
  if (sessionEnded)
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="red.8" role="alert" data-testid="event-stream-session-ended">
          <Trans>JobDesk restarted: open the address it printed</Trans>
        </Text>
      </Group>
    );
  if (status.data === undefined) return null;
  const words = syncIndicatorWords(status.data, attention.data, { now });
  const notSetUp = status.data.state === 'unconfigured';
  const Icon = ICONS[words.icon];
  return (
    <Group gap="xs" wrap="nowrap">
      <DeferredTooltip label={words.hint} openDelay={400}>
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
      </DeferredTooltip>
      <span id="sync-indicator-hint" hidden>
        {words.hint}
      </span>
      {!notSetUp && (
        <Button variant="default" onClick={() => syncNow.mutate()} loading={syncNow.isPending}>
          <Trans>Sync now</Trans>
        </Button>
      )}
      {panelWanted && (
        <AfterFirstScreen now>
          <SyncPanel words={words} status={status.data} />
        </AfterFirstScreen>
      )}
    </Group>
  );
}
