// Above the job editor, while the job is changed both here and on the job board: what differs and the choice.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useCore } from '../core/core-context.ts';
import { attentionGroupWords } from './attention-groups.ts';
import { ConflictView, type ConflictViewProps } from './ConflictView.tsx';
import { jobSyncStatusQuery } from './queries.ts';

export function EditorConflicts({ jobId, onResolved }: Pick<ConflictViewProps, 'jobId' | 'onResolved'>) {
  const { app } = useCore();
  const status = useQuery(jobSyncStatusQuery(app, jobId));
  const headingId = useId();
  const conflicts = status.data?.state === 'conflict' ? (status.data.conflicts ?? []) : [];
  if (conflicts.length === 0) return null;
  const words = attentionGroupWords('conflict');
  return (
    <Paper
      withBorder
      p="md"
      mb="md"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      data-editor-conflicts
      style={{ borderColor: 'var(--mantine-color-orange-6)' }}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {words.heading}
          </Title>
          <Text size="sm">{words.explanation}</Text>
        </Stack>
        <ConflictView jobId={jobId} conflicts={conflicts} headingOrder={3} onResolved={onResolved} />
      </Stack>
    </Paper>
  );
}
