// Opening a job reads it once from each board it is posted to (POST /app/v1/jobs/{id}/read), so a salary or
// close date a colleague changed shows without a Sync now. What the core writes arrives through its events.
import { useEffect, useRef } from 'react';
import { useCore } from '../core/core-context.ts';
import { useSyncStatus } from '../core/use-sync-status.ts';

/**
 * Asks the core to read the job once per opening, as soon as a board is set up. A board out of reach or a
 * change waiting to be sent makes the core leave the job as it is; nothing here waits for the answer.
 */
export function useReadOnOpen(jobId: number): void {
  const { app } = useCore();
  const state = useSyncStatus().data?.state;
  const readFor = useRef<number | null>(null);
  const ready = state !== undefined && state !== 'unconfigured';
  useEffect(() => {
    if (!ready || readFor.current === jobId) return;
    readFor.current = jobId;
    void app.readJob(jobId);
  }, [app, jobId, ready]);
}
