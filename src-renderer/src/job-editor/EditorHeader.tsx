// The top of the editor as the recruiter sees it: the job's title, its status, and the actions for that status.
import { Badge, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { type EditorAction, EditorActions } from './EditorActions.tsx';

export type EditorHeaderProps = {
  heading: string;
  /** The status the core has; null for a job not created yet. */
  status: JobStatus | null;
  busy: boolean;
  onAction(action: EditorAction): void;
  /** More buttons after the status actions (Save as template). */
  extraActions?: ReactNode;
};

export function EditorHeader({ heading, status, busy, onAction, extraActions }: EditorHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Group gap="sm" align="center">
        <Title order={2}>{heading}</Title>
        <Badge variant="outline" color="dark">
          {status ?? 'not saved yet'}
        </Badge>
      </Group>
      <Group gap="xs" wrap="wrap">
        <EditorActions status={status} busy={busy} onAction={onAction} />
        {extraActions}
      </Group>
    </Group>
  );
}
