// Every migration of the app's schema, in order; the last one's version is the schema the app expects.
import type { Migration } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';
import { refusalFieldsMigration } from './002-refusal-fields.ts';
import { historyDiscardMigration } from './003-history-discard.ts';
import { syncMergeMigration } from './004-sync-merge.ts';
import { templatesSpellingMigration } from './005-templates-spelling.ts';
import { boardsMigration } from './006-boards.ts';
import { undoableDeletesMigration } from './007-undoable-deletes.ts';
import { jobSyncByIdMigration } from './008-job-sync-by-id.ts';
import { historyBoardChangesDeletedMigration } from './009-history-board-changes-deleted.ts';
import { syncStateViewsMigration } from './010-sync-state-views.ts';
import { languageVersionsMigration } from './011-language-versions.ts';
import { draftWithoutPositionTypeMigration } from './012-draft-without-position-type.ts';
import { heldStatusChangesMigration } from './013-held-status-changes.ts';
import { deletedJobVersionLinkMigration } from './014-deleted-job-version-link.ts';

export const MIGRATIONS: readonly Migration[] = [
  initialMigration,
  refusalFieldsMigration,
  historyDiscardMigration,
  syncMergeMigration,
  templatesSpellingMigration,
  boardsMigration,
  undoableDeletesMigration,
  jobSyncByIdMigration,
  historyBoardChangesDeletedMigration,
  syncStateViewsMigration,
  languageVersionsMigration,
  draftWithoutPositionTypeMigration,
  heldStatusChangesMigration,
  deletedJobVersionLinkMigration,
];
