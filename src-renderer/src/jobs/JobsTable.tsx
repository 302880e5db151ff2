// The jobs of one page as a table: selection checkboxes, title and reference, places, status, publish and close
// dates, sync state and the boards the job is posted to; the title and date columns' headers are sort buttons
// (with `aria-sort`, so a screen reader says the order). A row is two lines (title, then reference and History) so that a laptop
// window shows many: marks are icons with words for screen readers, and with several boards their labels take
// the Sync column's place (each says its own sync state) instead of a third line under the title.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconLock } from '@tabler/icons-react';
import { type MouseEvent, memo, type ReactNode, type RefObject, useRef } from 'react';
import type { JobListSort } from '../../../src-shared/rules/list-sort.ts';
import type { JobSyncStatus } from '../../../src-shared/schemas/app.ts';
import type { JobListRow } from '../../../src-shared/schemas/job-list-view.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { DeferredTooltip } from '../core/DeferredTooltip.tsx';
import { formatShortDay } from '../core/format.ts';
import { JOB_STATUS_COLORS, JOB_STATUS_WORDS } from '../core/job-status-words.ts';
import { formatRoute } from '../core/routes.ts';
import { nextTryWords, syncStateWords } from '../core/sync-state-words.ts';
import { useSyncStatus } from '../core/use-sync-status.ts';
import { boardLabels } from './board-labels.ts';
import { closeDateMark, closeDateMarkLabel, publishLine } from './close-date-mark.ts';
import { JobHistoryButton } from './JobHistoryButton.tsx';
import classes from './JobsTable.module.css';
import { ListBadge } from './ListBadge.tsx';
import { ariaSortOf, type ListSort } from './list-state.ts';
import { MissingDetailsNote } from './MissingDetailsNote.tsx';
import { headerCheckboxState, type RowSelection } from './row-selection.ts';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';

export type JobsTableProps = {
  /** The page's rows as the core's list view gives them: close date and sync state included. */
  rows: JobListRow[];
  selection: RowSelection;
  now: number;
  /** The list's order, which the sortable headers show and change. */
  sort: ListSort;
  onSort(by: JobListSort): void;
  onToggleRow(id: number, checked: boolean, shift: boolean): void;
  onToggleAll(): void;
  onOpen(id: number): void;
  /** Whether each row names its boards (only when there are several). */
  showBoards: boolean;
};

/** The table's handlers, read by each row when called: rows re-render only when their own data changes. */
type RowHandlers = Pick<JobsTableProps, 'onToggleRow' | 'onOpen'>;

export function JobsTable({
  rows: jobs,
  selection,
  now,
  sort,
  onSort,
  onToggleRow,
  onToggleAll,
  onOpen,
  showBoards,
}: JobsTableProps) {
  const { t } = useLingui();
  const boardSetUp = useSyncStatus().data?.state !== 'unconfigured';
  const handlers = useRef<RowHandlers>({ onToggleRow, onOpen });
  handlers.current = { onToggleRow, onOpen };
  // Close-date marks count days: the minute is precise enough, and keeps rows from rendering at every render.
  const minute = Math.floor(now / 60_000) * 60_000;
  const ids = jobs.map((job) => job.id);
  const allState = headerCheckboxState(selection, ids);
  return (
    <div className={classes.scroll}>
      <table className={classes.table} aria-label={t`Jobs`}>
        <thead>
          <tr>
            <th style={{ width: 40 }}>
              <SelectionCheckbox
                aria-label={t`Select all jobs on this page`}
                checked={allState === 'all'}
                indeterminate={allState === 'some'}
                onChange={onToggleAll}
              />
            </th>
            <SortableHeader by="title" sort={sort} onSort={onSort}>
              <Trans>Job</Trans>
            </SortableHeader>
            <th>
              <Trans>Locations</Trans>
            </th>
            <th>
              <Trans>Status</Trans>
            </th>
            <SortableHeader by="publishDate" sort={sort} onSort={onSort}>
              <Trans>Published</Trans>
            </SortableHeader>
            <SortableHeader by="closeDate" sort={sort} onSort={onSort}>
              <Trans>Closes</Trans>
            </SortableHeader>
            <th>
              {/* The column's own word: a panel may say « Synchronisation », a 1024 px column cannot. */}
              {showBoards ? <Trans>Boards</Trans> : <Trans context="list column">Sync</Trans>}
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <JobRow
              key={job.id}
              job={job}
              selected={selection.selected.has(job.id)}
              now={minute}
              showBoards={showBoards}
              boardSetUp={boardSetUp}
              handlers={handlers}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A column's header as a button that sorts by it, or turns its order around; the arrow shows the order. */
function SortableHeader({
  by,
  sort,
  onSort,
  children,
}: {
  by: JobListSort;
  sort: ListSort;
  onSort(by: JobListSort): void;
  children: ReactNode;
}) {
  const ariaSort = ariaSortOf(sort, by);
  const Arrow =
    ariaSort === 'ascending' ? IconArrowUp : ariaSort === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <th aria-sort={ariaSort}>
      <button
        type="button"
        className={`mantine-focus-auto ${classes.sortButton}`}
        data-sorted={ariaSort !== 'none' || undefined}
        onClick={() => onSort(by)}
      >
        {children}
        <Arrow aria-hidden size={14} className={classes.sortArrow} />
      </button>
    </th>
  );
}

const JobRow = memo(function JobRow({
  job,
  selected,
  now,
  showBoards,
  boardSetUp,
  handlers,
}: {
  job: JobListRow;
  selected: boolean;
  now: number;
  showBoards: boolean;
  boardSetUp: boolean;
  handlers: RefObject<RowHandlers>;
}) {
  const { t } = useLingui();
  const { title, referenceId, findings } = job;
  // A click anywhere on a row opens the job, except on its checkbox or link (which do their own thing).
  const openRow = (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest('input, a, label, [data-no-open]')) return;
    handlers.current.onOpen(job.id);
  };
  return (
    <tr className={selected ? classes.selected : undefined} onClick={openRow} data-job-id={job.id}>
      <td data-no-open>
        <SelectionCheckbox
          aria-label={t`Select “${title}”`}
          checked={selected}
          onChange={() => {}}
          onClick={(event) => {
            event.stopPropagation();
            handlers.current.onToggleRow(job.id, event.currentTarget.checked, event.shiftKey);
          }}
        />
      </td>
      <td>
        <div className={classes.jobCell}>
          <a
            className={`mantine-focus-auto ${classes.title}`}
            href={formatRoute({ name: 'edit-job', jobId: job.id })}
          >
            {job.title}
          </a>
          <div className={classes.marks}>
            <p className={`${classes.small} ${classes.dimmed}`}>
              {referenceId === null ? t`No reference ID` : t`Ref. ${referenceId}`}
            </p>
            <JobHistoryButton jobId={job.id} title={job.title} />
            {job.confidential && (
              <DeferredTooltip label={t`Confidential: the employer’s name is hidden from candidates`}>
                <Group gap={0} c="dimmed" data-testid="confidential-mark">
                  <IconLock aria-hidden size={14} />
                  <VisuallyHidden>
                    <Trans>Confidential</Trans>
                  </VisuallyHidden>
                </Group>
              </DeferredTooltip>
            )}
            {job.findings > 0 && (
              <DeferredTooltip label={t`Open the job to see what the provinces’ posting laws ask for`}>
                <Badge variant="light" color="orange" size="sm" data-testid="posting-findings-mark">
                  <Plural value={findings} one="# posting-law finding" other="# posting-law findings" />
                </Badge>
              </DeferredTooltip>
            )}
          </div>
        </div>
      </td>
      <td>
        {job.locations.map((location) => (
          <p key={location} className={`${classes.small} ${classes.location}`}>
            {location}
          </p>
        ))}
      </td>
      <td style={{ whiteSpace: 'nowrap' }}>
        <ListBadge color={JOB_STATUS_COLORS[job.status]}>{JOB_STATUS_WORDS[job.status]}</ListBadge>
        <MissingDetailsNote count={job.missingDetails} />
      </td>
      <JobDates status={job.status} publishDate={job.publishDate} closeDate={job.closeDate} now={now} />
      <td style={{ whiteSpace: 'nowrap' }}>
        {showBoards ? (
          <BoardLabels row={job} boardSetUp={boardSetUp} />
        ) : (
          <SyncStateBadge sync={job.sync} boardSetUp={boardSetUp} />
        )}
      </td>
    </tr>
  );
});

function SyncStateBadge({ sync, boardSetUp }: { sync: JobSyncStatus; boardSetUp: boolean }) {
  const words = syncStateWords(sync.state, boardSetUp);
  const nextTry = nextTryWords(sync.state, sync.nextAttemptAt, Date.now());
  const hint = sync.messages.join(' ') || words.hint;
  return (
    <DeferredTooltip label={nextTry === null ? hint : `${hint} ${nextTry}.`} multiline maw={320}>
      <ListBadge color={words.color}>{words.label}</ListBadge>
    </DeferredTooltip>
  );
}

/**
 * The boards the job is posted to: each board's name in a small label, and what differs there in words beside
 * it (said, not coloured), which wrap in a narrow column rather than take the width from the job's title.
 */
function BoardLabels({ row, boardSetUp }: { row: JobListRow; boardSetUp: boolean }) {
  const { t } = useLingui();
  const labels = boardLabels(row, boardSetUp);
  if (labels.length === 0) return null;
  return (
    <ul className={classes.boardLabels} aria-label={t`Posted to`} data-testid="job-boards">
      {labels.map((label) => (
        <DeferredTooltip key={label.boardId} label={label.hint} multiline maw={320}>
          <li className={classes.boardLabel}>
            <Badge size="sm" variant="light" color={label.color}>
              {label.name}
            </Badge>
            {label.differences.length > 0 && (
              <span
                className={classes.boardDifferences}
                style={{ color: `var(--mantine-color-${label.color}-light-color)` }}
              >
                {/* A line breaks only after a dot: never before one, nor inside "Sync failed". */}
                {label.differences.map((words) => `\u00a0· ${words.replaceAll(' ', '\u00a0')}`).join('')}
              </span>
            )}
          </li>
        </DeferredTooltip>
      ))}
    </ul>
  );
}

/**
 * The publish date and the close date, each in its column with its year ("Feb 4, 2027"), the close date with
 * its mark when it is near or past.
 */
function JobDates({
  status,
  publishDate,
  closeDate,
  now,
}: {
  status: JobStatus;
  publishDate: string | null;
  closeDate: string | null;
  now: number;
}) {
  const mark = closeDate === null ? null : closeDateMark(closeDate, now);
  const label = mark === null ? null : closeDateMarkLabel(mark);
  const published = publishLine(status, publishDate);
  return (
    <>
      <td className={`${classes.small} ${classes.publishDate}`} data-testid="publish-date">
        {published.date === null ? (
          <span className={classes.dimmed}>{published.words}</span>
        ) : (
          <span className={classes.nowrap}>{published.date}</span>
        )}
      </td>
      <td data-testid="close-date">
        <div className={classes.dates}>
          <span className={`${classes.small} ${classes.nowrap}`}>
            {closeDate === null ? (
              <span className={classes.dimmed}>
                <Trans>No close date</Trans>
              </span>
            ) : (
              formatShortDay(closeDate)
            )}
          </span>
          {label !== null && mark !== null && (
            <Badge
              variant="light"
              size="sm"
              color={mark.kind === 'closed' ? 'red' : 'orange'}
              style={{ whiteSpace: 'nowrap' }}
            >
              {label}
            </Badge>
          )}
        </div>
      </td>
    </>
  );
}
