// The list's current view exported as a CSV file and as a printable list. Loaded only when the recruiter asks
// (a dynamic import from the list), so neither grows the first screen's scripts.
import { t } from '@lingui/core/macro';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import type { JobListRow } from '../../../src-shared/schemas/job-list-view.ts';
import { shownBoardName } from '../core/board-name.ts';
import { formatShortDay } from '../core/format.ts';
import { JOB_STATUS_WORDS } from '../core/job-status-words.ts';
import type { JobListViewQuery } from '../core/query-keys.ts';
import { csvText } from './csv-text.ts';
import { jobsCsvRows } from './jobs-csv.ts';
import classes from './PrintableList.module.css';
import { readViewRows } from './view-rows.ts';

const PRINTABLE = classes.printable ?? 'printable';
const PRINTING = classes.printing ?? 'printing';

/** "jobs-2026-12-06.csv": the day it was exported, where the recruiter is. */
export function csvFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `jobs-${day}.csv`;
}

/** Reads every row of the view and hands the browser a CSV file of them; resolves to how many rows it wrote. */
export async function downloadViewAsCsv(
  app: AppClient,
  query: JobListViewQuery,
  boardSetUp: boolean,
): Promise<number> {
  const rows = await readViewRows(app, query);
  const blob = new Blob([csvText(jobsCsvRows(rows, boardSetUp))], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(new Date());
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return rows.length;
}

/**
 * Reads every row of the view, puts them in a plain table that only print shows (PrintableList.module.css
 * hides the app), opens the browser's print dialog, and takes the table away once printing is done.
 */
export async function printView(app: AppClient, query: JobListViewQuery, heading: string): Promise<number> {
  const rows = await readViewRows(app, query);
  document.querySelector(`.${PRINTABLE}`)?.remove();
  const printable = printableList(rows, heading);
  document.body.append(printable);
  document.body.classList.add(PRINTING);
  const done = () => {
    printable.remove();
    document.body.classList.remove(PRINTING);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  return rows.length;
}

/** The table, built from text nodes only: a job's title is the board's text, never markup. */
function printableList(rows: readonly JobListRow[], heading: string): HTMLElement {
  const section = document.createElement('section');
  section.className = PRINTABLE;
  section.dataset.testid = 'printable-list';
  const title = document.createElement('h1');
  title.textContent = heading;
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const label of [
    t`Title`,
    t`Reference ID`,
    t`Locations`,
    t`Status`,
    t`Published`,
    t`Closes`,
    t`Boards`,
  ]) {
    const cell = document.createElement('th');
    cell.textContent = label;
    head.append(cell);
  }
  const body = table.createTBody();
  for (const row of rows) {
    const line = body.insertRow();
    for (const text of [
      row.title,
      row.referenceId ?? '',
      row.locations.join('; '),
      JOB_STATUS_WORDS[row.status],
      row.status === 'draft' || row.publishDate === null
        ? t`Not published yet`
        : formatShortDay(row.publishDate),
      row.closeDate === null ? t`No close date` : formatShortDay(row.closeDate),
      (row.boards ?? []).map((board) => shownBoardName(board.name)).join(', '),
    ]) {
      line.insertCell().textContent = text;
    }
  }
  section.append(title, table);
  return section;
}
