// The editor's pure rules around saving: the status an action saves the job with, the words after a save,
// and the heading the recruiter sees above the form.
import { t } from '@lingui/core/macro';
import type { SyncState } from '../../../src-shared/schemas/app.ts';
import type { Job, JobStatus } from '../../../src-shared/schemas/resources.ts';

/** The editor's actions that save the job (the others open, leave, copy or delete: EditorActions.tsx). */
const SAVE_ACTIONS = ['save', 'publish', 'archive', 'republish'] as const;
export type SaveAction = (typeof SAVE_ACTIONS)[number];

export function isSaveAction(action: string): action is SaveAction {
  return (SAVE_ACTIONS as readonly string[]).includes(action);
}

/** The status a save sends: Publish and Re-publish make it active, Archive archives, Save keeps it (a new job is a draft). */
export function statusFor(action: SaveAction, current: JobStatus | null): JobStatus {
  if (action === 'publish' || action === 'republish') return 'active';
  if (action === 'archive') return 'archived';
  return current ?? 'draft';
}

/**
 * The toast after a save, true to what has happened and what will: a save is done when the core has it, but a
 * publish or an archive happens on the job board only when sync sends it, so the words follow where sync stands
 * (`boardState`, the sync status's state; unknown before the first status arrives).
 */
export function savedMessage(title: string, action: SaveAction, boardState?: SyncState): string {
  if (action === 'save') return t`“${title}” saved.`;
  const pick = (published: string, again: string, archived: string) =>
    action === 'archive' ? archived : action === 'republish' ? again : published;
  if (boardState === 'unconfigured')
    return pick(
      t`“${title}” is saved to be published. Connect your job board in Settings to send it.`,
      t`“${title}” is saved to be published again. Connect your job board in Settings to send it.`,
      t`“${title}” is saved to be archived. Connect your job board in Settings to send it.`,
    );
  if (boardState === undefined || boardState === 'idle' || boardState === 'syncing')
    return pick(
      t`“${title}” saved; it is being published on the job board.`,
      t`“${title}” saved; it is being published again on the job board.`,
      t`“${title}” saved; it is being archived on the job board.`,
    );
  return pick(
    t`“${title}” saved; it will be published on the job board once JobDesk reaches it.`,
    t`“${title}” saved; it will be published again on the job board once JobDesk reaches it.`,
    t`“${title}” saved; it will be archived on the job board once JobDesk reaches it.`,
  );
}

/** The editor's heading: the job's title as the core has it, or what is being made. */
export function editorHeading(stored: Pick<Job, 'title'> | null, duplicateOf: number | null): string {
  if (stored !== null) return stored.title || t`Untitled job`;
  return duplicateOf !== null ? t`New job (copy)` : t`New job`;
}
