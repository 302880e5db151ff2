// The actions on the selected jobs (Publish, Archive, Delete: only those that change one of them), shown while
// any row is selected, and the offer to select every matching job once the whole page is.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArchive, IconSend, IconTrash } from '@tabler/icons-react';
import { formatCount } from '../core/format.ts';
import type { BulkAction } from './bulk-actions.ts';

export type BulkActionBarProps = {
  count: number;
  /** Whether the selection is every job matching the search and tab, beyond the page. */
  allMatching: boolean;
  /** The actions that change at least one selected job (bulk-actions.ts). */
  offered: readonly BulkAction[];
  /** How many jobs match when the whole page is selected and more match than it shows; else null. */
  matchingTotal: number | null;
  onSelectAllMatching(): void;
  running: BulkAction | null;
  onAction(action: BulkAction): void;
  onClear(): void;
};

export function BulkActionBar({
  count,
  allMatching,
  offered,
  matchingTotal,
  onSelectAllMatching,
  running,
  onAction,
  onClear,
}: BulkActionBarProps) {
  const { t } = useLingui();
  const busy = running !== null;
  const matching = matchingTotal === null ? '' : formatCount(matchingTotal);
  return (
    <Paper withBorder p="xs" role="region" aria-label={t`Selected jobs`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={600} aria-live="polite">
            {allMatching ? (
              <Plural value={count} one="All # matching job selected" other="All # matching jobs selected" />
            ) : (
              <Plural value={count} one="# job selected" other="# jobs selected" />
            )}
          </Text>
          {matchingTotal !== null && !allMatching ? (
            <Button size="compact-sm" variant="subtle" disabled={busy} onClick={onSelectAllMatching}>
              <Trans>Select all {matching} matching</Trans>
            </Button>
          ) : null}
        </Group>
        <Group gap="xs">
          {offered.includes('publish') ? (
            <Button
              size="sm"
              leftSection={<IconSend aria-hidden size={16} />}
              loading={running === 'publish'}
              disabled={busy}
              onClick={() => onAction('publish')}
            >
              <Trans>Publish</Trans>
            </Button>
          ) : null}
          {offered.includes('archive') ? (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconArchive aria-hidden size={16} />}
              loading={running === 'archive'}
              disabled={busy}
              onClick={() => onAction('archive')}
            >
              <Trans>Archive</Trans>
            </Button>
          ) : null}
          <Button
            size="sm"
            color="red"
            variant="outline"
            leftSection={<IconTrash aria-hidden size={16} />}
            loading={running === 'delete'}
            disabled={busy}
            onClick={() => onAction('delete')}
          >
            <Trans>Delete</Trans>
          </Button>
          <Button size="sm" variant="subtle" color="gray" disabled={busy} onClick={onClear}>
            <Trans>Clear selection</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
