// The sync toasts (use-sync-toasts.ts) as a part of their own: the header loads them, with the toasts' code,
// once the first screen has settled. Toasts show only then anyway (core/PageWideParts.tsx); what changed
// since the page first read the status and Needs attention (`firstSeen`, kept by the header) is told then.
import type { SyncStatus } from '../../../src-shared/schemas/app.ts';
import { type FirstSeenSync, useSyncToasts } from './use-sync-toasts.ts';

export function SyncToasts({
  status,
  firstSeen,
}: {
  status: SyncStatus | undefined;
  firstSeen: FirstSeenSync;
}) {
  useSyncToasts(status, firstSeen);
  return null;
}
