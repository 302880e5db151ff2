// What the recruiter does with the jobs they selected, and what came of it: the bar of actions (only those that
// change one of them), a Publish's question when jobs it publishes have posting-law findings, a delete's
// confirmation and its undo, and the last action's result or error. No list
// opens with jobs selected, so all of it loads after the first screen (JobsListScreen); the action's state is
// the screen's, and outlives a change of tab.
import { Alert, List } from '@mantine/core';
import type { JobListRow, JobListTabCounts } from '../../../src-shared/schemas/job-list-view.ts';
import { openConfirmDialog } from '../core/confirm-dialog.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { countOf } from '../core/format.ts';
import { offerUndoDelete } from '../core/offer-undo-delete.tsx';
import type { JobListViewQuery } from '../core/query-keys.ts';
import { BulkActionBar } from './BulkActionBar.tsx';
import {
  type BulkAction,
  changingBulkActions,
  statusesMatching,
  summarizeBulkResult,
} from './bulk-actions.ts';
import { useListViewActions } from './list-view-context.ts';
import { type BulkJobSelection, type useBulkJobAction, usePublishChecks } from './mutations.ts';
import { PublishQuestionJobs } from './PublishQuestionJobs.tsx';
import { publishQuestion } from './publish-question.ts';
import type { RowSelection } from './row-selection.ts';

export type BulkActionsProps = {
  bulk: ReturnType<typeof useBulkJobAction>;
  /** The page's rows, and which of them are selected. */
  rows: readonly JobListRow[];
  selection: RowSelection;
  /** Whether the selection is every job matching the search and tab, beyond the page. */
  allMatching: boolean;
  query: JobListViewQuery;
  /** The list's counts by tab, once read. */
  counts: JobListTabCounts | undefined;
  /** How many jobs match the search and tab. */
  matchingTotal: number;
  /** How many jobs match when the whole page is selected and more match than it shows; else null. */
  offerAllMatching: number | null;
};

export function BulkActions({
  bulk,
  rows,
  selection,
  allMatching,
  query,
  counts,
  matchingTotal,
  offerAllMatching,
}: BulkActionsProps) {
  const { app } = useCore();
  const actions = useListViewActions();
  const selectedCount = allMatching ? matchingTotal : selection.selected.size;
  const selectedStatuses =
    allMatching && counts !== undefined
      ? statusesMatching(counts, query.status)
      : rows.filter((row) => selection.selected.has(row.id)).map((row) => row.status);

  const publishChecks = usePublishChecks();
  const selected = (): BulkJobSelection =>
    allMatching
      ? { matching: { q: query.q, status: query.status, board: query.board ?? null } }
      : { ids: rows.filter((row) => selection.selected.has(row.id)).map((row) => row.id) };

  function run(action: BulkAction, jobs: BulkJobSelection = selected()) {
    bulk.mutate(
      { action, ...jobs },
      {
        // The jobs are deleted in the core already; Undo puts them back while the core keeps them.
        onSuccess: ({ changed, restorableUntil }) => {
          if (restorableUntil !== undefined)
            offerUndoDelete({ app, jobs: changed, restorableUntil, onRestored: () => bulk.reset() });
        },
      },
    );
    actions.clearSelection();
  }

  /** Publish asks first when jobs it would publish have posting-law findings, as the editor's Publish does. */
  function askThenPublish() {
    publishChecks.mutate(selected(), {
      onSuccess: ({ ids, flagged }) => {
        const question = publishQuestion(ids.length, flagged);
        if (question === null) {
          run('publish', { ids });
          return;
        }
        openConfirmDialog({
          title: question.title,
          children: <PublishQuestionJobs question={question} />,
          labels: { confirm: 'Publish anyway', cancel: 'Cancel' },
          closeButtonProps: { 'aria-label': 'Close' },
          onConfirm: () => run('publish', { ids }),
        });
      },
    });
  }

  function onAction(action: BulkAction) {
    if (action === 'publish') {
      askThenPublish();
      return;
    }
    if (action !== 'delete') {
      run(action);
      return;
    }
    openConfirmDialog({
      title: `Delete ${countOf(selectedCount, 'job', 'jobs')}?`,
      children:
        'They are removed from JobDesk at once, and from the job board a few seconds later unless you undo.',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => run('delete'),
    });
  }

  const summary = bulk.data
    ? summarizeBulkResult(bulk.data, new Map(rows.map((row) => [row.id, row.title])))
    : null;

  return (
    <>
      {publishChecks.isError && (
        <Alert
          color="red"
          title="The posting-law checks could not be read"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => publishChecks.reset()}
        >
          {coreErrorMessage(publishChecks.error)} Nothing was published.
        </Alert>
      )}
      {bulk.isError && (
        <Alert
          color="red"
          title="The jobs could not be changed"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => bulk.reset()}
        >
          {coreErrorMessage(bulk.error)}
        </Alert>
      )}
      {summary && (
        <Alert
          color={summary.complete ? 'teal' : 'orange'}
          title={summary.headline}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => bulk.reset()}
          data-testid="bulk-summary"
        >
          {summary.refusals.length > 0 && (
            <List size="sm">
              {summary.refusals.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {selection.selected.size > 0 && (
        <BulkActionBar
          count={selectedCount}
          allMatching={allMatching}
          offered={changingBulkActions(selectedStatuses)}
          matchingTotal={offerAllMatching}
          onSelectAllMatching={actions.selectAllMatching}
          running={
            publishChecks.isPending ? 'publish' : bulk.isPending ? (bulk.variables?.action ?? null) : null
          }
          onAction={onAction}
          onClear={actions.clearSelection}
        />
      )}
    </>
  );
}
