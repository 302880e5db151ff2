// The editor's actions for the job's status: save, publish, archive, re-publish, duplicate, delete, preview.
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';

export type EditorAction =
  | 'save'
  | 'publish'
  | 'archive'
  | 'republish'
  | 'duplicate'
  | 'delete'
  | 'preview'
  | 'leave';

export type EditorActionsProps = {
  /** The status the core has; null for a job not created yet. */
  status: JobStatus | null;
  busy: boolean;
  onAction(action: EditorAction): void;
};

/** What the primary save is called: a draft stays a draft; a published or archived job keeps its status. */
export function saveLabel(status: JobStatus | null): string {
  return status === null || status === 'draft' ? t`Save draft` : t`Save changes`;
}

/**
 * Compact, so that every action of a saved job (Duplicate, Delete and Save as template come with the first save)
 * fits on one line at 1024 px as a new job's do: the first save must not push the form down a line.
 */
export const ACTION_SIZE = 'compact-sm';

export function EditorActions({ status, busy, onAction }: EditorActionsProps) {
  const { t: say } = useLingui();
  const exists = status !== null;
  return (
    <Group gap={6} wrap="wrap">
      <Button size={ACTION_SIZE} onClick={() => onAction('save')} loading={busy} title={say`Ctrl+S`}>
        {saveLabel(status)}
      </Button>
      {status === null || status === 'draft' ? (
        <Button size={ACTION_SIZE} variant="outline" onClick={() => onAction('publish')} disabled={busy}>
          <Trans>Publish</Trans>
        </Button>
      ) : null}
      {status === 'active' ? (
        <Button size={ACTION_SIZE} variant="outline" onClick={() => onAction('archive')} disabled={busy}>
          <Trans>Archive</Trans>
        </Button>
      ) : null}
      {status === 'archived' ? (
        <Button size={ACTION_SIZE} variant="outline" onClick={() => onAction('republish')} disabled={busy}>
          <Trans>Re-publish</Trans>
        </Button>
      ) : null}
      <Button size={ACTION_SIZE} variant="default" onClick={() => onAction('preview')}>
        <Trans>Preview</Trans>
      </Button>
      {exists ? (
        <Button size={ACTION_SIZE} variant="default" onClick={() => onAction('duplicate')} disabled={busy}>
          <Trans>Duplicate</Trans>
        </Button>
      ) : null}
      {exists ? (
        <Button
          size={ACTION_SIZE}
          variant="outline"
          color="red.8"
          onClick={() => onAction('delete')}
          disabled={busy}
        >
          <Trans>Delete</Trans>
        </Button>
      ) : null}
      <Button
        size={ACTION_SIZE}
        variant="subtle"
        color="dark"
        onClick={() => onAction('leave')}
        title={say`Esc`}
      >
        <Trans>Back to jobs</Trans>
      </Button>
    </Group>
  );
}
