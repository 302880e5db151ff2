// Leaving a screen with changes not saved asks first, the same way everywhere (the editor, Settings): the
// dialog, and in-app links, Back, Ctrl/Cmd+N, reload and close followed only once the recruiter agrees.
import { t } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { openConfirmDialog } from './confirm-dialog.ts';

/**
 * Asks whether to discard changes not saved (`unsaved` says which, in the UI's language; the job's edits by
 * default) before `onConfirm` leaves.
 */
export function confirmLeaveWithoutSaving(onConfirm: () => void, unsaved?: string): void {
  const what = unsaved ?? t`Your edits to this job have not been saved.`;
  openConfirmDialog({
    title: t`Leave without saving?`,
    children: <Text size="sm">{t`${what} Leaving discards them.`}</Text>,
    labels: { confirm: t`Discard edits and leave`, cancel: t`Keep editing` },
    confirmProps: { color: 'red.8' },
    onConfirm,
  });
}

/**
 * While the screen is shown and `hasUnsavedChanges()` says so, every way out asks first:
 * - a click on a link to another view of the app (`href="#/…"`: the sidebar, the header) is held, and followed
 *   only on yes;
 * - any other change of view (the browser's Back and Forward, Ctrl/Cmd+N, the desktop menu: each changes the
 *   hash) is undone at once (the screen never goes), then made again on yes;
 * - a reload or closing the window gets the browser's own "Leave site?" question (its words are the browser's).
 */
export function useConfirmLeave(hasUnsavedChanges: () => boolean, unsaved: string): void {
  const check = useRef(hasUnsavedChanges);
  check.current = hasUnsavedChanges;
  useEffect(() => {
    // Set once the recruiter said yes: the change of view that follows must not ask again.
    let leaving = false;
    const leaveTo = (href: string) => {
      leaving = true;
      window.location.hash = href;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const href = link?.getAttribute('href') ?? null;
      if (href === null || href === window.location.hash || !check.current()) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeaveWithoutSaving(() => leaveTo(href), unsaved);
    };
    // The screen's own view: any other the page moves to (Back, Forward, a new hash) is undone first.
    const here = window.location.hash;
    const onMoved = () => {
      if (leaving || window.location.hash === here || !check.current()) return;
      const target = window.location.hash;
      // Back to this screen before the view re-renders (popstate comes first, and this listener is the first
      // of it), in place of the entry the change made or went to: the route never shows another view meanwhile.
      window.history.replaceState(window.history.state, '', here);
      confirmLeaveWithoutSaving(() => leaveTo(target), unsaved);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving || !check.current()) return;
      event.preventDefault();
      // Older engines (and Electron's) ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capture: the link's own handlers and the app's navigation must not run before the question.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onMoved, true);
    window.addEventListener('hashchange', onMoved, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onMoved, true);
      window.removeEventListener('hashchange', onMoved, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);
}
