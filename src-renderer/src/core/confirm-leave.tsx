// Leaving a screen with changes not saved asks first, the same way everywhere (the editor, Settings): the
// dialog, and in-app links followed only once the recruiter agrees.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';

/** Asks whether to discard changes not saved (`unsaved` says which) before `onConfirm` leaves. */
export function confirmLeaveWithoutSaving(
  onConfirm: () => void,
  unsaved = 'Your edits to this job have not been saved.',
): void {
  modals.openConfirmModal({
    title: 'Leave without saving?',
    children: <Text size="sm">{unsaved} Leaving discards them.</Text>,
    labels: { confirm: 'Discard edits and leave', cancel: 'Keep editing' },
    confirmProps: { color: 'red.8' },
    onConfirm,
  });
}

/**
 * While the screen is shown, a click on a link to another view of the app (`href="#/…"`: the sidebar, the
 * header) asks first when `hasUnsavedChanges()` says so, and follows the link only on yes.
 */
export function useConfirmLeave(hasUnsavedChanges: () => boolean, unsaved: string): void {
  const check = useRef(hasUnsavedChanges);
  check.current = hasUnsavedChanges;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const href = link?.getAttribute('href') ?? null;
      if (href === null || href === window.location.hash || !check.current()) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeaveWithoutSaving(() => {
        window.location.hash = href;
      }, unsaved);
    };
    // Capture: the link's own handlers (the app's navigation) must not run before the question.
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);
}
