// Migration 3: an index of the active jobs with auto-refresh on, so that advancing their publish
// dates before each read finds them without scanning the employer's jobs. Frozen once released.
import type { Migration } from '../migrate.ts';

export const autoRefreshIndexMigration: Migration = {
  version: 3,
  name: 'auto-refresh-index',
  up(db) {
    db.exec(`CREATE INDEX jobs_auto_refresh_due ON jobs (employer_id, publish_date)
      WHERE auto_refresh = 1 AND status = 'active';`);
  },
};
