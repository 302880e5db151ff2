// The jobs list as a spreadsheet's rows: the columns the list shows, plus Reference ID, salary and boards.
// Dates are written as the board's days (2027-02-04), which every spreadsheet reads as a date in any language.
import { t } from '@lingui/core/macro';
import { closeDayOf } from '../../../src-shared/rules/closing-soon.ts';
import type { JobListRow } from '../../../src-shared/schemas/job-list-view.ts';
import { shownBoardName } from '../core/board-name.ts';
import { JOB_STATUS_WORDS } from '../core/job-status-words.ts';
import { salaryInWords } from '../core/salary-in-words.ts';
import { syncStateWords } from '../core/sync-state-words.ts';

/** The header row, in the language of the UI. */
export function jobsCsvHeader(): string[] {
  return [
    t`Title`,
    t`Reference ID`,
    t`Locations`,
    t`Status`,
    t`Published`,
    t`Closes`,
    t`Salary`,
    t`Boards`,
    t`Sync`,
  ];
}

/** One job's row; a job never published has no publish day (the board's date for a draft is the day it was made). */
export function jobsCsvRow(row: JobListRow, boardSetUp = true): string[] {
  const salary = row.salary ?? null;
  return [
    row.title,
    row.referenceId ?? '',
    row.locations.join('; '),
    JOB_STATUS_WORDS[row.status],
    row.status === 'draft' || row.publishDate === null ? '' : (closeDayOf(row.publishDate) ?? ''),
    row.closeDate === null ? '' : (closeDayOf(row.closeDate) ?? ''),
    salary === null
      ? ''
      : (salaryInWords({
          amount: salary.amount,
          maxAmount: salary.maxAmount,
          periodId: salary.period.id,
          plusCommission: salary.plusCommission,
        }) ?? ''),
    (row.boards ?? []).map((board) => shownBoardName(board.name)).join('; '),
    syncStateWords(row.sync.state, boardSetUp).label,
  ];
}

export function jobsCsvRows(rows: readonly JobListRow[], boardSetUp = true): string[][] {
  return [jobsCsvHeader(), ...rows.map((row) => jobsCsvRow(row, boardSetUp))];
}
