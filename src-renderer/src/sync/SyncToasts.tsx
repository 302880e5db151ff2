// The sync toasts (use-sync-toasts.ts) as a part of their own: the header loads them, with the toasts' code,
// once the first screen has settled. Toasts show only then anyway (core/DialogsAndToasts.tsx), and the first
// status they see is told as it is today, from what the page read.
import type { SyncStatus } from '../../../src-shared/schemas/app.ts';
import { useSyncToasts } from './use-sync-toasts.ts';

export function SyncToasts({ status }: { status: SyncStatus | undefined }) {
  useSyncToasts(status);
  return null;
}
