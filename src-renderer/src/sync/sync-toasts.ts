// Which background sync changes deserve a toast: only those that need the recruiter, never one per synced job.
import type { SyncStatus } from '../../../src-shared/schemas/app.ts';

export type SyncToast = {
  id: string;
  title: string;
  message: string;
  color: string;
  opens: 'settings' | 'attention';
};

export function syncToastFor(previous: SyncStatus | undefined, next: SyncStatus): SyncToast | null {
  if (previous === undefined) return null;
  if (next.state === 'paused' && previous.state !== 'paused')
    return {
      id: 'sync-key-rejected',
      title: 'API key rejected',
      message: 'The job board rejected the API key; sync is paused. Enter a new key in Settings.',
      color: 'red',
      opens: 'settings',
    };
  if (next.state === 'error' && previous.state !== 'error')
    return {
      id: 'sync-no-board',
      title: 'No job board at this address',
      message: next.message ?? 'Check the job board address in Settings: it ends with /api/v1.1.',
      color: 'red',
      opens: 'settings',
    };
  if (next.failed > previous.failed)
    return {
      id: 'sync-refused',
      title: 'A change needs your attention',
      message: 'A job board did not take it. See which and why under Needs attention.',
      color: 'red',
      opens: 'attention',
    };
  return null;
}

/** Toasts that no longer hold: the key was accepted again, or nothing is refused any more. */
export function syncToastsToHide(next: SyncStatus): string[] {
  const stale: string[] = [];
  if (next.state !== 'paused') stale.push('sync-key-rejected');
  if (next.state !== 'error') stale.push('sync-no-board');
  if (next.failed === 0) stale.push('sync-refused');
  return stale;
}
