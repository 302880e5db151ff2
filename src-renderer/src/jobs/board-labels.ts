// The small labels of a job's boards in the list: the board's name, and in words what differs there (another
// status than the job's, a sync state other than Synced), so no colour carries meaning alone.
import { t } from '@lingui/core/macro';
import type { JobListRow } from '../../../src-shared/schemas/job-list-view.ts';
import { shownBoardName } from '../core/board-name.ts';
import { JOB_STATUS_WORDS } from '../core/job-status-words.ts';
import { syncStateWords } from '../core/sync-state-words.ts';

export type BoardLabel = {
  boardId: number;
  /** The board's name. */
  name: string;
  /** What differs there, in words (["Archived", "Sync failed"]); none when nothing does. */
  differences: string[];
  /** The whole label as it reads: the name, then the differences. */
  text: string;
  color: string;
  hint: string;
};

export function boardLabels(row: Pick<JobListRow, 'status' | 'boards'>, boardSetUp = true): BoardLabel[] {
  return (row.boards ?? []).map((board) => {
    const posted = { ...board, name: shownBoardName(board.name) };
    const sync = syncStateWords(posted.syncState, boardSetUp);
    const differences: string[] = [];
    if (posted.status !== row.status) differences.push(JOB_STATUS_WORDS[posted.status]);
    if (posted.syncState !== 'synced') differences.push(sync.label);
    return {
      boardId: posted.boardId,
      name: posted.name,
      differences,
      text: [posted.name, ...differences].join(' · '),
      color: posted.syncState === 'synced' ? 'gray' : sync.color,
      hint: boardHint(JOB_STATUS_WORDS[posted.status], posted.name, sync.label, sync.hint),
    };
  });
}

/** "Active on BC Jobs. Synced: …": the label's tooltip. */
function boardHint(status: string, board: string, syncLabel: string, syncHint: string): string {
  return t`${status} on ${board}. ${syncLabel}: ${syncHint}`;
}
