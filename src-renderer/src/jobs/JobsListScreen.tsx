// The jobs list: tabs with counts (Closing soon among them), search as you type, filters by province and
// board, columns that sort, pages, selection with bulk actions, export and print, empty states. The view is
// the list view store's, so it is the same when the recruiter comes back from a job or from Settings.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Kbd,
  Loader,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { hotkeyOf, shortcutOf } from '../../../src-shared/keyboard/shortcuts.ts';
import type { JobListRow } from '../../../src-shared/schemas/job-list-view.ts';
import { AfterFirstScreen } from '../core/AfterFirstScreen.tsx';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { formatCount } from '../core/format.ts';
import { LoadablePart, lazyPart } from '../core/loadable-part.tsx';
import { useNavigate } from '../core/navigation.ts';
import { boardsQuery, showsEachBoard } from '../core/queries.ts';
import { useSyncStatus } from '../core/use-sync-status.ts';
import { BoardFilter } from './BoardFilter.tsx';
import { ExportListButtons } from './ExportListButtons.tsx';
import { JobsTable } from './JobsTable.tsx';
import { ListFooter } from './ListFooter.tsx';
import { emptyReason, isNarrowed, LIST_TABS, type ListTab, statusOfTab } from './list-state.ts';
import { useListView, useListViewActions, useListViewQuery } from './list-view-context.ts';
import { tabCount, useTabLabels } from './list-words.ts';
import { useBulkJobAction } from './mutations.ts';
import { ProvinceFilter } from './ProvinceFilter.tsx';
import { jobListViewQuery } from './queries.ts';
import { headerCheckboxState, keepVisible } from './row-selection.ts';
import { useRowsInPlace } from './rows-in-place.ts';

// Neither shows on a list that opens with jobs: the empty state's code loads when first needed, the bulk
// actions' after the first screen.
const JobsEmptyState = lazyPart(() =>
  import('./JobsEmptyState.tsx').then((module) => ({ default: module.JobsEmptyState })),
);
const BulkActions = lazyPart(() =>
  import('./BulkActions.tsx').then((module) => ({ default: module.BulkActions })),
);

const NO_ROWS: JobListRow[] = [];

/** Typing settles this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 150;

export function JobsListScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { app } = useCore();
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = () => {
    searchRef.current?.focus();
    searchRef.current?.select();
  };
  // The keys of the app's one table of shortcuts: Ctrl/Cmd+F, and / outside fields.
  const [findKey, slashKey] = shortcutOf('search').chords.map(hotkeyOf);
  useHotkeys([[slashKey ?? '/', focusSearch]]);
  // Ctrl/Cmd+F finds in the list even from another input: the browser's own find cannot search other pages.
  useHotkeys([[findKey ?? 'mod+F', focusSearch]], []);
  // Coming back to the list (from a job, Settings…) opens it at its top, the search box in sight: the page
  // kept the scroll of the screen left. (In braces: Chromium's scrollTo now answers a promise, which React would
  // take for the effect's cleanup.)
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const tab = useListView((state) => state.tab);
  const search = useListView((state) => state.search);
  const pageSize = useListView((state) => state.pageSize);
  const board = useListView((state) => state.board);
  const province = useListView((state) => state.province);
  const sort = useListView((state) => state.sort);
  const actions = useListViewActions();
  const [settledSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => actions.applySearch(settledSearch), [actions, settledSearch]);
  const tabLabels = useTabLabels();

  const query = useListViewQuery();
  const list = useQuery(jobListViewQuery(app, query));
  const boards = useQuery(boardsQuery(app));
  const bulk = useBulkJobAction();
  // After a bulk action the rows stay where they were until the view changes (rows-in-place.ts).
  const rows = useRowsInPlace(list.data?.data ?? NO_ROWS, JSON.stringify(query), bulk);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const selected = useListView((state) => state.selection);
  const selection = useMemo(() => keepVisible(selected, ids), [selected, ids]);
  const allMatching = useListView((state) => state.allMatching);
  const syncStatus = useSyncStatus();
  const boardSetUp = syncStatus.data?.state !== 'unconfigured';

  const paging = list.data?.paging;
  useEffect(() => {
    if (paging) actions.keepPageWithin(paging.pages);
  }, [paging, actions]);

  // Every job matching the search and tab, once the recruiter widened the page's selection to them.
  const matchingTotal = paging?.total ?? 0;
  const offerAllMatching =
    headerCheckboxState(selection, ids) === 'all' && matchingTotal > rows.length ? matchingTotal : null;

  const open = (id: number) => navigate({ name: 'edit-job', jobId: id });
  const showEmpty = list.isSuccess && rows.length === 0 && (paging?.total ?? 0) === 0;
  const state = { tab, search, board, province, sort, page: query.page, pageSize };
  const narrowed = isNarrowed(state);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="md" align="center">
          <Title order={2}>
            <Trans>Jobs</Trans>
          </Title>
          <ExportListButtons query={query} boardSetUp={boardSetUp} />
        </Group>
        {/* Filters and search share the title's line down to 1024 px: the search grows into what is left. */}
        <Group
          align="flex-end"
          justify="flex-end"
          gap="sm"
          wrap="wrap"
          style={{ flex: '1 1 0', minWidth: 'min-content' }}
        >
          <ProvinceFilter />
          <BoardFilter />
          <TextInput
            ref={searchRef}
            type="search"
            aria-label={t`Search jobs`}
            placeholder={t`Title or reference ID`}
            leftSection={<IconSearch aria-hidden size={16} />}
            rightSection={
              search === '' ? (
                <Kbd size="xs">/</Kbd>
              ) : (
                <CloseButton
                  size="sm"
                  aria-label={t`Clear the search`}
                  onClick={() => {
                    // As typing the search away does: the list follows once the box settles. Clearing the search
                    // asked at once made Chromium report a cut-off read's abort as an uncaught error.
                    actions.setSearch('');
                    searchRef.current?.focus();
                  }}
                />
              )
            }
            style={{ flex: '1 1 180px', maxWidth: 300 }}
            value={search}
            onChange={(event) => actions.setSearch(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && search !== '') actions.setSearch('');
            }}
          />
        </Group>
      </Group>

      <Tabs value={tab} onChange={(next) => next && actions.setTab(next as ListTab)} keepMounted={false}>
        <Tabs.List aria-label={t`Job status`}>
          {LIST_TABS.map((each) => (
            <Tabs.Tab key={each} value={each} rightSection={<TabCount count={tabCount(list.data, each)} />}>
              {tabLabels[each]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LIST_TABS.map((each) => (
          <Tabs.Panel key={each} value={each} pt="md">
            <Stack gap="sm">
              {narrowed && list.data !== undefined && (
                <Group gap="xs" data-testid="list-narrowed">
                  <Text size="sm" c="dimmed">
                    <NarrowedCount matching={list.data.counts.all} total={list.data.totalJobs} />
                  </Text>
                  <Button variant="subtle" size="compact-sm" onClick={actions.clearFilters}>
                    <Trans>Clear search and filters</Trans>
                  </Button>
                </Group>
              )}
              {/* At once for a selection made before the first screen settled: the bar coming in later pushed the
                  rows down under the pointer, and the next tick landed beside its box. */}
              <AfterFirstScreen now={selection.selected.size > 0}>
                <BulkActions
                  bulk={bulk}
                  rows={rows}
                  selection={selection}
                  allMatching={allMatching}
                  query={query}
                  counts={list.data?.counts}
                  matchingTotal={matchingTotal}
                  offerAllMatching={offerAllMatching}
                />
              </AfterFirstScreen>
              {list.isError ? (
                <Alert color="red" title={t`The jobs could not be read`}>
                  {coreErrorMessage(list.error)}
                </Alert>
              ) : list.isPending ? (
                <Loader role="status" aria-label={t`Loading jobs`} />
              ) : showEmpty ? (
                <LoadablePart fallback={<Loader role="status" aria-label={t`Loading jobs`} />}>
                  <JobsEmptyState
                    boardSetUp={boardSetUp}
                    reason={emptyReason(state, list.data?.totalJobs ?? 0)}
                    search={search}
                    status={statusOfTab(tab)}
                    closingSoon={tab === 'closing-soon'}
                    onClearSearch={actions.clearSearch}
                    onShowAll={() => actions.setTab('all')}
                    onShowEveryBoard={() => actions.setBoard(null)}
                    onShowEveryProvince={() => actions.setProvince(null)}
                  />
                </LoadablePart>
              ) : (
                <>
                  <JobsTable
                    rows={rows}
                    selection={selection}
                    now={Date.now()}
                    sort={sort}
                    onSort={actions.sortBy}
                    onToggleRow={(id, checked, shift) => actions.toggleRow(ids, id, checked, shift)}
                    onToggleAll={() => actions.toggleAll(ids)}
                    onOpen={open}
                    showBoards={showsEachBoard(boards.data)}
                  />
                  <ListFooter
                    page={paging?.page ?? query.page}
                    pages={paging?.pages ?? 0}
                    pageSize={pageSize}
                    shown={rows.length}
                    total={paging?.total ?? 0}
                    onPage={actions.setPage}
                    onPageSize={actions.setPageSize}
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
      {formatCount(count)}
    </Badge>
  );
}

/**
 * "3 of 302 jobs match the search and filters.": why the tabs count fewer than the navigation's Jobs. The verb
 * agrees with the jobs that match (« 1 poste sur 41 correspond »).
 */
function NarrowedCount({ matching, total }: { matching: number; total: number }) {
  const every = formatCount(total);
  return (
    <Plural
      value={matching}
      one={`# of ${every} jobs matches the search and filters.`}
      other={`# of ${every} jobs match the search and filters.`}
    />
  );
}
