// Migration 14: a job deleted with an undo window keeps its link to its version in the other language, so
// that an Undo puts the link back with the job (the link's rows go with the job's row when it is deleted).
import type { Migration } from '../migrate.ts';

// version_link: {twinJobId, twinLanguage, ownLanguage} as JSON, NULL for a job that had no version.
const DELETED_JOB_VERSION_LINK = `
ALTER TABLE deleted_jobs ADD COLUMN version_link TEXT CHECK (version_link IS NULL OR json_valid(version_link));
`;

export const deletedJobVersionLinkMigration: Migration = {
  version: 14,
  name: 'deleted-job-version-link',
  up(db) {
    db.exec(DELETED_JOB_VERSION_LINK);
  },
};
