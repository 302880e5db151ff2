// The jobs list: status tabs with counts, search as you type, pages, selection with bulk actions, empty states.
import { Alert, Badge, Group, Kbd, List, Loader, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconSearch } from '@tabler/icons-react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Job } from '../../../src-shared/schemas/resources.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import type { Route } from '../routing/routes.ts';
import { BulkActionBar } from './BulkActionBar.tsx';
import { type BulkAction, type BulkSummary, summarizeBulkOutcome } from './bulk-actions.ts';
import { JobsEmptyState } from './JobsEmptyState.tsx';
import { JobsTable } from './JobsTable.tsx';
import { ListFooter } from './ListFooter.tsx';
import {
  emptyReason,
  type ListState,
  pageWithin,
  STATUS_TABS,
  type StatusTab,
  statusOfTab,
  withPage,
  withPageSize,
  withSearch,
  withTab,
} from './list-state.ts';
import { jobCountQuery, jobKeys, jobListQuery, jobQuery, jobSyncStatesQuery } from './queries.ts';
import { EMPTY_SELECTION, keepVisible, toggleAll, toggleRow } from './row-selection.ts';
import { runBulkAction } from './run-bulk-action.ts';

const TAB_LABELS: Readonly<Record<StatusTab, string>> = {
  all: 'All',
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};

/** Typing settles this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 150;

export type JobsListScreenProps = {
  navigate(route: Route): void;
  /** Kept by the frame, so the list is as the recruiter left it when they come back from a job. */
  state: ListState;
  onStateChange(state: ListState): void;
};

export function JobsListScreen({ navigate, state, onStateChange }: JobsListScreenProps) {
  const { jobBoard, app } = useCore();
  const queryClient = useQueryClient();
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = () => {
    searchRef.current?.focus();
    searchRef.current?.select();
  };
  useHotkeys([['/', focusSearch]]);
  // Ctrl/Cmd+F finds in the list even from another input: the browser's own find cannot search other pages.
  useHotkeys([['mod+F', focusSearch]], []);

  const [search] = useDebouncedValue(state.search, SEARCH_DEBOUNCE_MS);
  const status = statusOfTab(state.tab);
  const list = useQuery(
    jobListQuery(jobBoard, { q: search, status, page: state.page, pageSize: state.pageSize }),
  );
  const counts = useQueries({
    queries: STATUS_TABS.map((tab) => jobCountQuery(jobBoard, search, statusOfTab(tab))),
  });
  const everyJob = useQuery(jobCountQuery(jobBoard, '', null));

  const jobs = list.data?.data ?? [];
  const ids = useMemo(() => jobs.map((job) => job.id), [jobs]);
  const details = useQueries({
    queries: ids.map((id) => jobQuery(jobBoard, id)),
    combine: (results) => {
      const byId = new Map<number, Job>();
      for (const result of results) if (result.data) byId.set(result.data.id, result.data);
      return byId;
    },
  });
  const syncStates = useQuery(jobSyncStatesQuery(app, ids));

  const [selectionState, setSelection] = useState(EMPTY_SELECTION);
  const selection = keepVisible(selectionState, ids);
  const [running, setRunning] = useState<BulkAction | null>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);

  const paging = list.data?.paging;
  useEffect(() => {
    // After deletes the page asked for can lie past the last one: show the last page instead.
    if (paging && paging.pages > 0 && state.page > paging.pages)
      onStateChange(withPage(state, pageWithin(state.page, paging.pages)));
  }, [paging, state, onStateChange]);

  async function run(action: BulkAction) {
    const selected = jobs.filter((job) => selection.selected.has(job.id));
    setRunning(action);
    setSummary(null);
    const outcome = await runBulkAction(jobBoard, action, selected);
    setRunning(null);
    setSelection(EMPTY_SELECTION);
    setSummary(summarizeBulkOutcome(outcome));
    await queryClient.invalidateQueries({ queryKey: jobKeys.all });
  }

  function onAction(action: BulkAction) {
    if (action !== 'delete') {
      void run(action);
      return;
    }
    const count = selection.selected.size;
    modals.openConfirmModal({
      title: `Delete ${count} ${count === 1 ? 'job' : 'jobs'}?`,
      children: 'They are removed from JobDesk and, once synced, from the job board. This cannot be undone.',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => void run('delete'),
    });
  }

  const open = (id: number) => navigate({ name: 'edit-job', jobId: id });
  const showEmpty = list.isSuccess && jobs.length === 0 && (paging?.total ?? 0) === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>Jobs</Title>
        <TextInput
          ref={searchRef}
          type="search"
          aria-label="Search jobs"
          placeholder="Search by title or reference ID"
          leftSection={<IconSearch aria-hidden size={16} />}
          rightSection={<Kbd size="xs">/</Kbd>}
          w={{ base: '100%', sm: 340 }}
          value={state.search}
          onChange={(event) => onStateChange(withSearch(state, event.currentTarget.value))}
        />
      </Group>

      <Tabs
        value={state.tab}
        onChange={(tab) => tab && onStateChange(withTab(state, tab as StatusTab))}
        keepMounted={false}
      >
        <Tabs.List aria-label="Job status">
          {STATUS_TABS.map((tab, index) => (
            <Tabs.Tab key={tab} value={tab} rightSection={<TabCount count={counts[index]?.data} />}>
              {TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STATUS_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <Stack gap="sm">
              {summary && (
                <Alert
                  color={summary.complete ? 'teal' : 'orange'}
                  title={summary.headline}
                  withCloseButton
                  closeButtonLabel="Dismiss"
                  onClose={() => setSummary(null)}
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
                  count={selection.selected.size}
                  running={running}
                  onAction={onAction}
                  onClear={() => setSelection(EMPTY_SELECTION)}
                />
              )}
              {list.isError ? (
                <Alert color="red" title="The jobs could not be read">
                  {coreErrorMessage(list.error)}
                </Alert>
              ) : list.isPending ? (
                <Loader role="status" aria-label="Loading jobs" />
              ) : showEmpty ? (
                <JobsEmptyState
                  reason={emptyReason(state, everyJob.data ?? 0)}
                  search={state.search}
                  status={status}
                  onClearSearch={() => onStateChange(withSearch(state, ''))}
                  onShowAll={() => onStateChange(withTab(state, 'all'))}
                />
              ) : (
                <>
                  <JobsTable
                    jobs={jobs}
                    details={details}
                    syncStates={syncStates.data}
                    selection={selection}
                    now={Date.now()}
                    onToggleRow={(id, checked, shift) =>
                      setSelection(toggleRow(selection, ids, id, checked, shift))
                    }
                    onToggleAll={() => setSelection(toggleAll(selection, ids))}
                    onOpen={open}
                  />
                  <ListFooter
                    page={paging?.page ?? state.page}
                    pages={paging?.pages ?? 0}
                    pageSize={state.pageSize}
                    shown={jobs.length}
                    total={paging?.total ?? 0}
                    onPage={(page) => onStateChange(withPage(state, page))}
                    onPageSize={(pageSize) => onStateChange(withPageSize(state, pageSize))}
                  />
                </>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function TabCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Badge variant="light" color="gray" size="sm">
      {count.toLocaleString('en-CA')}
    </Badge>
  );
}
