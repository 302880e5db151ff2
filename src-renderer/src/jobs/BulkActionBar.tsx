// The actions on the selected jobs (Publish, Archive, Delete), shown while any row is selected.
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArchive, IconSend, IconTrash } from '@tabler/icons-react';
import { countOf } from '../core/format.ts';
import type { BulkAction } from './bulk-actions.ts';

export type BulkActionBarProps = {
  count: number;
  running: BulkAction | null;
  onAction(action: BulkAction): void;
  onClear(): void;
};

export function BulkActionBar({ count, running, onAction, onClear }: BulkActionBarProps) {
  const busy = running !== null;
  return (
    <Paper withBorder p="xs" role="region" aria-label="Selected jobs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} aria-live="polite">
          {countOf(count, 'job', 'jobs')} selected
        </Text>
        <Group gap="xs">
          <Button
            size="sm"
            leftSection={<IconSend aria-hidden size={16} />}
            loading={running === 'publish'}
            disabled={busy}
            onClick={() => onAction('publish')}
          >
            Publish
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconArchive aria-hidden size={16} />}
            loading={running === 'archive'}
            disabled={busy}
            onClick={() => onAction('archive')}
          >
            Archive
          </Button>
          <Button
            size="sm"
            color="red"
            variant="outline"
            leftSection={<IconTrash aria-hidden size={16} />}
            loading={running === 'delete'}
            disabled={busy}
            onClick={() => onAction('delete')}
          >
            Delete
          </Button>
          <Button size="sm" variant="subtle" color="gray" disabled={busy} onClick={onClear}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
