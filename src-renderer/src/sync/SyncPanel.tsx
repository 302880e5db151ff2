// The sync panel: a drawer from the header's sync indicator saying where sync stands, with the way to
// Settings when sync cannot go on by itself and the jobs that need the recruiter. Loaded when first opened.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Loader, Stack, Text } from '@mantine/core';
import type { SyncStatus } from '../../../src-shared/schemas/app.ts';
import { formatDateTime } from '../core/format.ts';
import { LoadablePart, lazyPart } from '../core/loadable-part.tsx';
import { useNavigate } from '../core/navigation.ts';
import { formatRoute } from '../core/routes.ts';
import type { IndicatorWords } from '../core/sync-indicator-words.ts';
import { selectPanelOpen, useSyncPanel, useSyncPanelActions } from './sync-panel-store.ts';

// The list (with the conflict view and its HTML reader) loads when the panel first opens.
const AttentionList = lazyPart(() =>
  import('./AttentionList.tsx').then((module) => ({ default: module.AttentionList })),
);

export function SyncPanel({ words, status }: { words: IndicatorWords; status: SyncStatus }) {
  const navigate = useNavigate();
  const panelOpen = useSyncPanel(selectPanelOpen);
  const panel = useSyncPanelActions();
  const { t } = useLingui();
  const label = words.label;
  const lastSyncAt = status.lastSyncAt;
  return (
    <Drawer
      opened={panelOpen}
      onClose={panel.closePanel}
      position="right"
      size="lg"
      title={t`Sync`}
      closeButtonProps={{ 'aria-label': t`Close the sync panel` }}
    >
      <Stack>
        <Text>
          <strong>{t`${label}.`}</strong> {words.hint}
        </Text>
        {lastSyncAt !== null && (
          <Text size="sm" c="dimmed">
            {t`Last synced ${formatDateTime(lastSyncAt)}`}
          </Text>
        )}
        {status.state === 'paused' || status.state === 'error' || status.state === 'unconfigured' ? (
          <Button
            component="a"
            href={formatRoute({ name: 'settings' })}
            onClick={panel.closePanel}
            w="fit-content"
          >
            <Trans>Open Settings</Trans>
          </Button>
        ) : null}
        <LoadablePart
          fallback={<Loader role="status" aria-label={t`Loading the jobs that need attention`} />}
        >
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
  );
}
