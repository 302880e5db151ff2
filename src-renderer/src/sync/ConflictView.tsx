// A job changed both here and on the job board: each property with "Yours" and "On the job board" side by
// side, Keep mine or Use the job board's for it, and both for every property at once.
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Spoiler, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useRef } from 'react';
import type {
  ConflictChoice,
  ConflictResolution,
  MergedProperty,
  PropertyConflict,
} from '../../../src-shared/schemas/conflicts.ts';
import {
  type ConflictRow,
  choicesFor,
  choiceWords,
  conflictRows,
  resolvedMessage,
} from '../core/conflict-words.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { useResolveConflict } from './mutations.ts';

export type ConflictViewProps = {
  jobId: number;
  conflicts: readonly PropertyConflict[];
  /** The level of each property's heading (one below the heading the view sits under). */
  headingOrder: 3 | 4;
  /** After the core took the choices (e.g. the editor reloads the job when the board's values replaced mine). */
  onResolved?: (choices: ConflictResolution['choices']) => void;
};

/** Long values (a description) show their first lines, with the rest one keyboard-reachable button away. */
const LONG_VALUE_HEIGHT = 150;

export function ConflictView({ jobId, conflicts, headingOrder, onResolved }: ConflictViewProps) {
  const resolve = useResolveConflict();
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const rows = conflictRows(conflicts);
  const pending = resolve.isPending ? resolve.variables : undefined;

  const choose = async (properties: readonly MergedProperty[], choice: ConflictChoice) => {
    const choices = choicesFor(properties, choice);
    // Awaited rather than mutate's own callbacks: the last choice unmounts this view before those would run.
    let left: number;
    try {
      const status = await resolve.mutateAsync({ jobId, choices });
      left = status.state === 'conflict' ? (status.conflicts?.length ?? 0) : 0;
    } catch {
      return; // The error shows above the choices (resolve.isError).
    }
    notifications.show({ color: 'green', message: resolvedMessage(choices, left) });
    onResolved?.(choices);
    // The chosen property leaves the view: keep the keyboard in it, on the next choice.
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-conflict-choice]')?.focus());
  };
  const isPending = (properties: readonly MergedProperty[], choice: ConflictChoice) =>
    pending !== undefined &&
    properties.every((property) => pending.choices[property] === choice) &&
    Object.keys(pending.choices).length === properties.length;

  const all = rows.map((row) => row.property);
  const count = rows.length;
  return (
    <Stack gap="md" ref={root} data-conflict-view={jobId}>
      {resolve.isError ? (
        <Alert color="red" title={t`Your choice was not saved`} role="alert">
          {coreErrorMessage(resolve.error)}
        </Alert>
      ) : null}
      {rows.map((row) => (
        <ConflictProperty
          key={row.property}
          row={row}
          headingOrder={headingOrder}
          busy={resolve.isPending}
          loading={(choice) => isPending([row.property], choice)}
          onChoose={(choice) => void choose([row.property], choice)}
        />
      ))}
      {rows.length > 1 ? (
        <Group gap="sm" role="group" aria-label={t`Every detail at once`}>
          <Text size="sm">{t`Or for all ${count} details at once:`}</Text>
          {(['mine', 'board'] as const).map((choice) => (
            <Button
              key={choice}
              size="sm"
              variant="default"
              data-conflict-choice
              disabled={resolve.isPending && !isPending(all, choice)}
              loading={isPending(all, choice)}
              onClick={() => void choose(all, choice)}
            >
              {choiceWords(choice, 'all')}
            </Button>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

function ConflictProperty({
  row,
  headingOrder,
  busy,
  loading,
  onChoose,
}: {
  row: ConflictRow;
  headingOrder: 3 | 4;
  busy: boolean;
  loading: (choice: ConflictChoice) => boolean;
  onChoose: (choice: ConflictChoice) => void;
}) {
  const headingId = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId} data-conflict-property={row.property}>
      <Title order={headingOrder} size="h5" id={headingId}>
        {row.label}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ConflictSide side="mine" row={row} busy={busy} loading={loading('mine')} onChoose={onChoose} />
        <ConflictSide side="board" row={row} busy={busy} loading={loading('board')} onChoose={onChoose} />
      </SimpleGrid>
      {row.note !== null ? (
        <Text size="sm" c="dimmed">
          {row.note}
        </Text>
      ) : null}
    </Stack>
  );
}

function ConflictSide({
  side,
  row,
  busy,
  loading,
  onChoose,
}: {
  side: ConflictChoice;
  row: ConflictRow;
  busy: boolean;
  loading: boolean;
  onChoose: (choice: ConflictChoice) => void;
}) {
  const captionId = useId();
  const { t } = useLingui();
  const caption = side === 'mine' ? t`Yours` : t`On the job board`;
  const value = side === 'mine' ? row.mine : row.theirs;
  const text = (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-conflict-value={side}>
      {value}
    </Text>
  );
  const button = (
    <Button
      size="sm"
      variant="light"
      data-conflict-choice
      disabled={busy && !loading}
      loading={loading}
      onClick={() => onChoose(side)}
    >
      {choiceWords(side, 'one')}
    </Button>
  );
  const captioned = (
    <Stack gap={4} w="100%">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" id={captionId}>
        {caption}
      </Text>
      {row.property === 'description' ? (
        <Spoiler maxHeight={LONG_VALUE_HEIGHT} showLabel={t`Show all`} hideLabel={t`Show less`}>
          {text}
        </Spoiler>
      ) : (
        text
      )}
    </Stack>
  );
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      bg={side === 'mine' ? undefined : 'gray.0'}
      role="group"
      aria-labelledby={captionId}
    >
      {/* The button under the value on both sides, level with its neighbour's: one choice per column. */}
      <Stack gap="xs" h="100%" justify="space-between" align="flex-start">
        {captioned}
        {button}
      </Stack>
    </Paper>
  );
}
