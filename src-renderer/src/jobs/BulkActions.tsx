// What the recruiter does with the jobs they selected, and what came of it: the bar of actions (only those that
// change one of them), a Publish's question when jobs it publishes have posting-law findings, a delete's
// confirmation, one toast per action with its Undo, and what could not be done or the error. No list
// opens with jobs selected, so all of it loads after the first screen (JobsListScreen); the action's state is
// the screen's, and outlives a change of tab.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import type { JobListRow, JobListTabCounts } from '../../../src-shared/schemas/job-list-view.ts';
import { openConfirmDialog } from '../core/confirm-dialog.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { offerUndo } from '../core/offer-undo-delete.tsx';
import type { JobListViewQuery } from '../core/query-keys.ts';
import { BulkActionBar } from './BulkActionBar.tsx';
import {
  type BulkAction,
  changedHeadline,
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
  const { t } = useLingui();
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
        // The jobs are changed in the core already; Undo puts them back while the core holds what it sends.
        onSuccess: ({ changed, restorableUntil }) => {
          if (restorableUntil === undefined) return;
          const headline = changedHeadline(action, changed.length);
          offerUndo({
            app,
            action,
            jobs: changed,
            headline,
            restorableUntil,
            onRestored: () => bulk.reset(),
          });
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
          labels: { confirm: t`Publish anyway`, cancel: t`Cancel` },
          closeButtonProps: { 'aria-label': t`Close` },
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
      title: plural(selectedCount, { one: 'Delete # job?', other: 'Delete # jobs?' }),
      children: t`They are removed from JobDesk at once, and from the job board a few seconds later unless you undo.`,
      labels: { confirm: t`Delete`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t`Close` },
      onConfirm: () => run('delete'),
    });
  }

  // What was done is the toast's; this says only what could not be done, and why.
  const summary = bulk.data
    ? summarizeBulkResult(bulk.data, new Map(rows.map((row) => [row.id, row.title])))
    : null;
  const incomplete = summary !== null && !summary.complete ? summary : null;

  return (
    <>
      {publishChecks.isError && (
        <Alert
          color="red"
          title={t`The posting-law checks could not be read`}
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={() => publishChecks.reset()}
        >
          {coreErrorMessage(publishChecks.error)} <Trans>Nothing was published.</Trans>
        </Alert>
      )}
      {bulk.isError && (
        <Alert
          color="red"
          title={t`The jobs could not be changed`}
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={() => bulk.reset()}
        >
          {coreErrorMessage(bulk.error)}
        </Alert>
      )}
      {incomplete && (
        <Alert
          color="orange"
          title={incomplete.headline}
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={() => bulk.reset()}
          data-testid="bulk-summary"
        >
          <List size="sm">
            {incomplete.refusals.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
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
