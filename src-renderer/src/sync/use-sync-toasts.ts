// Shows a toast when background sync needs the recruiter (a rejected key, no board at the address, something
// new under Needs attention, said for what it is), and only then.
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SyncStatus } from '../../../src-shared/schemas/app.ts';
import type { AttentionJob } from '../../../src-shared/schemas/attention.ts';
import { useCore } from '../core/core-context.ts';
import { boardsQuery, showsEachBoard } from '../core/queries.ts';
import { attentionJobsQuery } from './queries.ts';
import {
  attentionToastFor,
  attentionToastsToHide,
  type SyncToast,
  syncToastFor,
  syncToastsToHide,
} from './sync-toasts.ts';

function show(toast: SyncToast): void {
  notifications.show({
    id: toast.id,
    title: toast.title,
    message: toast.message,
    color: toast.color,
    autoClose: 8_000,
  });
}

/** What the page first read of the sync status and Needs attention: the toasts tell what changed since. */
export type FirstSeenSync = { status?: SyncStatus; attention?: readonly AttentionJob[] };

/**
 * `firstSeen`: what the page read before this hook mounted (it mounts after the first screen), so that a
 * refusal or a conflict that came in meanwhile is told, not taken as how things were.
 */
export function useSyncToasts(status: SyncStatus | undefined, firstSeen: FirstSeenSync = {}): void {
  const { app } = useCore();
  const attention = useQuery(attentionJobsQuery(app)).data;
  const namesBoards = showsEachBoard(useQuery(boardsQuery(app)).data);
  const previous = useRef<SyncStatus | undefined>(firstSeen.status);
  const previousAttention = useRef<readonly AttentionJob[] | undefined>(firstSeen.attention);
  useEffect(() => {
    if (status === undefined) return;
    const toast = syncToastFor(previous.current, status);
    previous.current = status;
    for (const id of syncToastsToHide(status)) notifications.hide(id);
    if (toast !== null) show(toast);
  }, [status]);
  useEffect(() => {
    if (attention === undefined) return;
    const toast = attentionToastFor(previousAttention.current, attention, { namesBoards });
    previousAttention.current = attention;
    for (const id of attentionToastsToHide(attention)) notifications.hide(id);
    if (toast !== null) show(toast);
  }, [attention, namesBoards]);
}
