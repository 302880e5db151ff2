// Migration 2: the board's per-field messages beside a refused change's message, so the editor can put
// each one under the input the board named (its `fields[].path`) instead of guessing from the words.
import type { Migration } from '../migrate.ts';

export const refusalFieldsMigration: Migration = {
  version: 2,
  name: 'refusal-fields',
  up(db) {
    // A JSON array of {path, message}; NULL when the board named no field (or before this migration).
    db.exec('ALTER TABLE outbox ADD COLUMN last_error_fields TEXT');
  },
};
