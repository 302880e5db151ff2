// The offer to bring back edits typed earlier and never saved (after a reload, a crash or a quit).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '../core/format.ts';
import { restoreOfferText } from './unsaved-edits/restore-decision.ts';
import type { PendingRestore } from './unsaved-edits/use-unsaved-edits.ts';

export type RestoreUnsavedEditsProps = {
  pending: PendingRestore;
  onRestore(): void;
  onDiscard(): void;
};

export function RestoreUnsavedEdits({ pending, onRestore, onDiscard }: RestoreUnsavedEditsProps) {
  const { t } = useLingui();
  return (
    <Alert color="yellow" title={t`Unsaved edits`} role="region" aria-label={t`Unsaved edits`}>
      <Text size="sm" mb="xs">
        {restoreOfferText(pending.decision, (time) => formatDateTime(time))}
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={onRestore}>
          <Trans>Restore</Trans>
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          <Trans>Discard</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
