// The top of the editor as the recruiter sees it: the job's title, its status, and the actions for that status.
// The actions have their own line under the title at every width: the first save adds Duplicate, Delete and
// Save as template, and beside the title they would then no longer fit and jump below it.
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Title } from '@mantine/core';
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
  const { t } = useLingui();
  const statusWords: Record<JobStatus, string> = {
    draft: t`draft`,
    active: t`active`,
    archived: t`archived`,
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Title order={2}>{heading}</Title>
        <Badge variant="outline" color="dark">
          {status === null ? t`not saved yet` : statusWords[status]}
        </Badge>
      </Group>
      <Group gap={6} wrap="wrap">
        <EditorActions status={status} busy={busy} onAction={onAction} />
        {extraActions}
      </Group>
    </Stack>
  );
}
