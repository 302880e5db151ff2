// The jobs of one page as a table: selection checkboxes, title and reference, places, status, dates, sync state
// and the boards the job is posted to. A row is two lines (title, then reference and History) so that a laptop
// window shows many: marks are icons with words for screen readers, and with several boards their labels take
// the Sync column's place (each says its own sync state) instead of a third line under the title.
import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type MouseEvent, memo, type RefObject, useRef } from 'react';
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
import { MissingDetailsNote } from './MissingDetailsNote.tsx';
import { headerCheckboxState, type RowSelection } from './row-selection.ts';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';

export type JobsTableProps = {
  /** The page's rows as the core's list view gives them: close date and sync state included. */
  rows: JobListRow[];
  selection: RowSelection;
  now: number;
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
  onToggleRow,
  onToggleAll,
  onOpen,
  showBoards,
}: JobsTableProps) {
  const boardSetUp = useSyncStatus().data?.state !== 'unconfigured';
  const handlers = useRef<RowHandlers>({ onToggleRow, onOpen });
  handlers.current = { onToggleRow, onOpen };
  // Close-date marks count days: the minute is precise enough, and keeps rows from rendering at every render.
  const minute = Math.floor(now / 60_000) * 60_000;
  const ids = jobs.map((job) => job.id);
  const allState = headerCheckboxState(selection, ids);
  return (
    <div className={classes.scroll}>
      <table className={classes.table} aria-label="Jobs">
        <thead>
          <tr>
            <th style={{ width: 40 }}>
              <SelectionCheckbox
                aria-label="Select all jobs on this page"
                checked={allState === 'all'}
                indeterminate={allState === 'some'}
                onChange={onToggleAll}
              />
            </th>
            <th>Job</th>
            <th>Locations</th>
            <th>Status</th>
            <th>Dates</th>
            <th>{showBoards ? 'Boards' : 'Sync'}</th>
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
  // A click anywhere on a row opens the job, except on its checkbox or link (which do their own thing).
  const openRow = (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest('input, a, label, [data-no-open]')) return;
    handlers.current.onOpen(job.id);
  };
  return (
    <tr className={selected ? classes.selected : undefined} onClick={openRow} data-job-id={job.id}>
      <td data-no-open>
        <SelectionCheckbox
          aria-label={`Select “${job.title}”`}
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
              {job.referenceId === null ? 'No reference ID' : `Ref. ${job.referenceId}`}
            </p>
            <JobHistoryButton jobId={job.id} title={job.title} />
            {job.confidential && (
              <DeferredTooltip label="Confidential: the employer's name is hidden from candidates">
                <Group gap={0} c="dimmed" data-testid="confidential-mark">
                  <IconLock aria-hidden size={14} />
                  <VisuallyHidden>Confidential</VisuallyHidden>
                </Group>
              </DeferredTooltip>
            )}
            {job.findings > 0 && (
              <DeferredTooltip label="Open the job to see what the provinces' posting laws ask for">
                <Badge variant="light" color="orange" size="sm" data-testid="posting-findings-mark">
                  {job.findings === 1 ? '1 posting-law finding' : `${job.findings} posting-law findings`}
                </Badge>
              </DeferredTooltip>
            )}
          </div>
        </div>
      </td>
      <td>
        {job.locations.map((location) => (
          <p key={location} className={`${classes.small} ${classes.nowrap}`}>
            {location}
          </p>
        ))}
      </td>
      <td style={{ whiteSpace: 'nowrap' }}>
        <ListBadge color={JOB_STATUS_COLORS[job.status]}>{JOB_STATUS_WORDS[job.status]}</ListBadge>
        <MissingDetailsNote count={job.missingDetails} />
      </td>
      <td>
        <JobDates status={job.status} publishDate={job.publishDate} closeDate={job.closeDate} now={now} />
      </td>
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
  const labels = boardLabels(row, boardSetUp);
  if (labels.length === 0) return null;
  return (
    <ul className={classes.boardLabels} aria-label="Posted to" data-testid="job-boards">
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

/** Published and closing dates one above the other: one column, as narrow as one date, where two took twice that. */
function JobDates({
  status,
  publishDate,
  closeDate,
  now,
}: {
  status: JobStatus;
  publishDate: string;
  closeDate: string | null;
  now: number;
}) {
  const mark = closeDate === null ? null : closeDateMark(closeDate, now);
  const label = mark === null ? null : closeDateMarkLabel(mark);
  const published = publishLine(status, publishDate);
  return (
    <div className={classes.dates}>
      <div className={`${classes.small} ${classes.nowrap}`}>
        <span className={classes.dimmed}>{published.words}</span>
        {published.date !== null && ` ${published.date}`}
      </div>
      <div className={`${classes.small} ${classes.nowrap}`}>
        {closeDate === null ? (
          <span className={classes.dimmed}>No close date</span>
        ) : (
          <>
            <span className={classes.dimmed}>Closes</span> {formatShortDay(closeDate)}
          </>
        )}
      </div>
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
  );
}
