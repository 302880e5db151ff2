// Ctrl/Cmd+N opens a new job from anywhere outside the editor (the editor handles its own, asking about unsaved edits).
import { useHotkeys } from '@mantine/hooks';

export function useNewJobShortcut(enabled: boolean, openNewJob: () => void): void {
  // From inputs too (the list's search box): nothing is typed with Ctrl/Cmd held.
  useHotkeys(enabled ? [['mod+N', openNewJob]] : [], []);
}
