// Migration 4: the list's sort indexes and the trigram search index leave the file. GET /jobs is served
// by an in-memory index kept in step with the jobs table (job-list-index.ts); on disk they only made
// every write slower. Frozen once released.
import type { Migration } from '../migrate.ts';

export const listIndexesInMemoryMigration: Migration = {
  version: 4,
  name: 'list-indexes-in-memory',
  up(db) {
    db.exec(`
      DROP TRIGGER jobs_search_after_insert;
      DROP TRIGGER jobs_search_after_update;
      DROP TRIGGER jobs_search_after_delete;
      DROP TABLE jobs_search;
      DROP INDEX jobs_list;
      DROP INDEX jobs_list_by_status;
    `);
  },
};
