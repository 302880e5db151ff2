// Auto-refresh kept in the store: an active job with autoRefresh on has its publish date moved
// forward in whole 7-day steps (src-shared's shownPublishDate), so lists sort by the date they show.
import { AUTO_REFRESH_STEP_MS, shownPublishDate } from '../../src-shared/rules/auto-refresh.ts';
import type { Db } from './database.ts';

export type AutoRefreshRepository = {
  /**
   * Advances the publish date of the employer's due jobs to what a read at `now` shows; returns how
   * many moved. The board's own doing, not an edit: versions, sync state and outbox stay as they are.
   */
  advancePublishDates(employerId: number, now: Date): number;
};

export function createAutoRefreshRepository(db: Db): AutoRefreshRepository {
  // Served by the partial index jobs_auto_refresh_due (migration 3).
  const selectDue = db.prepare<[number, string], { id: number; publish_date: string }>(
    `SELECT id, publish_date FROM jobs
     WHERE employer_id = ? AND auto_refresh = 1 AND status = 'active' AND publish_date <= ?`,
  );
  const setPublishDate = db.prepare<[string, number]>('UPDATE jobs SET publish_date = ? WHERE id = ?');
  const advanceAll = db.transaction((due: Array<{ id: number; publish_date: string }>, now: Date) => {
    for (const job of due) {
      const shown = shownPublishDate(
        { publishDate: job.publish_date, autoRefresh: true, status: 'active' },
        now,
      );
      setPublishDate.run(shown, job.id);
    }
  });
  // Runs before every job request: a read finds nothing due almost always, and then writes nothing.
  const advance = (employerId: number, now: Date): number => {
    const due = selectDue.all(employerId, new Date(now.getTime() - AUTO_REFRESH_STEP_MS).toISOString());
    if (due.length > 0) advanceAll(due, now);
    return due.length;
  };
  return { advancePublishDates: advance };
}
