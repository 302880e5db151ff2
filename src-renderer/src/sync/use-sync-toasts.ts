// Shows a toast when background sync needs the recruiter (a refusal, a rejected key), and only then.
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import type { SyncStatus } from '../../../src-shared/schemas/app.ts';
import { syncToastFor, syncToastsToHide } from './sync-toasts.ts';

export function useSyncToasts(status: SyncStatus | undefined): void {
  const previous = useRef<SyncStatus | undefined>(undefined);
  useEffect(() => {
    if (status === undefined) return;
    const toast = syncToastFor(previous.current, status);
    previous.current = status;
    for (const id of syncToastsToHide(status)) notifications.hide(id);
    if (toast === null) return;
    notifications.show({
      id: toast.id,
      title: toast.title,
      message: toast.message,
      color: toast.color,
      autoClose: 8_000,
    });
  }, [status]);
}
