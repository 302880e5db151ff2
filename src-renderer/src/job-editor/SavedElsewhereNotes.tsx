// Above the editor's fields, when the job was saved underneath it (another window, a pull, a merge from the
// board): which details now show the saved version, and each detail changed both here and there with the
// choice between them. The words are the ones sync's conflicts use (core/conflict-words.ts).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { MergedProperty, PropertyConflict } from '../../../src-shared/schemas/conflicts.ts';
import { type ConflictRow, conflictRows } from '../core/conflict-words.ts';
import { takenSentence } from './merge-saved-job.ts';

export function SavedElsewhereTaken({
  taken,
  onDismiss,
}: {
  taken: readonly MergedProperty[];
  onDismiss(): void;
}) {
  const { t } = useLingui();
  if (taken.length === 0) return null;
  return (
    <Alert
      color="blue"
      title={t`This job was saved elsewhere while you edited`}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={onDismiss}
      data-saved-elsewhere
    >
      {takenSentence(taken)}
    </Alert>
  );
}

export function SavedElsewhereConflicts({
  conflicts,
  onChoose,
}: {
  conflicts: readonly PropertyConflict[];
  onChoose(property: MergedProperty, choice: 'mine' | 'theirs'): void;
}) {
  const headingId = useId();
  if (conflicts.length === 0) return null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      data-saved-elsewhere-conflicts
      tabIndex={-1}
      style={{ borderColor: 'var(--mantine-color-orange-6)' }}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            <Trans>Changed here and saved elsewhere</Trans>
          </Title>
          <Text size="sm">
            <Plural
              value={conflicts.length}
              one="While you edited, another window or sync saved a different value for this detail. Choose which to keep, then save."
              other="While you edited, another window or sync saved a different value for these details. Choose which to keep, then save."
            />
          </Text>
        </Stack>
        {conflictRows(conflicts).map((row) => (
          <ConflictChoice
            key={row.property}
            row={row}
            onChoose={(choice) => onChoose(row.property, choice)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function ConflictChoice({ row, onChoose }: { row: ConflictRow; onChoose(choice: 'mine' | 'theirs'): void }) {
  const headingId = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId} data-conflict-property={row.property}>
      <Title order={3} size="h5" id={headingId}>
        {row.label}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(['mine', 'theirs'] as const).map((side) => (
          <Paper key={side} withBorder p="sm" radius="sm" bg={side === 'mine' ? undefined : 'gray.0'}>
            <Stack gap="xs" h="100%" justify="space-between" align="flex-start">
              <Stack gap={4} w="100%">
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {side === 'mine' ? <Trans>Yours, in this window</Trans> : <Trans>Saved elsewhere</Trans>}
                </Text>
                <Text
                  size="sm"
                  lineClamp={row.property === 'description' ? 6 : undefined}
                  style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  data-conflict-value={side}
                >
                  {side === 'mine' ? row.mine : row.theirs}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button size="sm" variant="light" onClick={() => onChoose(side)}>
                  {side === 'mine' ? <Trans>Keep mine</Trans> : <Trans>Use the saved one</Trans>}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {row.note !== null ? (
        <Text size="sm" c="dimmed">
          {row.note}
        </Text>
      ) : null}
    </Stack>
  );
}
