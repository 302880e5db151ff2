// The space of the editor's sync bar (EditorSyncBar) above a job not saved yet, kept so that its first save
// adds the bar without moving the editor down. Apart from the bar: the frame draws it, the bar loads with the
// editor.
import { Group } from '@mantine/core';

/** The bar's height whether or not it has anything to show yet (a badge and a line of small text fit). */
export const EDITOR_SYNC_BAR_HEIGHT = 24;

export function EditorSyncBarSpace() {
  return <Group mih={EDITOR_SYNC_BAR_HEIGHT} mb="xs" aria-hidden data-testid="editor-sync-bar-space" />;
}
