// The app frame: header with the product name and New job, navigation with counts, and the current screen.
import {
  AppShell,
  Badge,
  Button,
  Group,
  Kbd,
  Loader,
  NavLink,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBriefcase, IconFilePencil, IconPlus, IconSettings } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { ConflictResolution } from '../../../src-shared/schemas/conflicts.ts';
import { useCore } from '../core/core-context.ts';
import { formatCount } from '../core/format.ts';
import { useNavigation } from '../core/navigation.ts';
import { jobQuery } from '../core/queries.ts';
import { formatRoute, type Route } from '../core/routes.ts';
import { useCoreEvents } from '../core/use-core-events.ts';
import { placeErrors } from '../job-editor/form-errors.ts';
import { UnsavedDraftsScreen } from '../job-editor/unsaved-edits/UnsavedDraftsScreen.tsx';
import { UnsavedNewJobsNotice } from '../job-editor/unsaved-edits/UnsavedNewJobsNotice.tsx';
import {
  useUnsavedEditEntries,
  useUnsavedEditsStore,
} from '../job-editor/unsaved-edits/unsaved-edits-context.ts';
import { JobsListScreen } from '../jobs/JobsListScreen.tsx';
import { useListViewQuery } from '../jobs/list-view-context.ts';
import { jobListViewQuery } from '../jobs/queries.ts';
import { SettingsScreen } from '../settings/SettingsScreen.tsx';
import { EditorConflicts } from '../sync/EditorConflicts.tsx';
import { EditorSyncBar } from '../sync/EditorSyncBar.tsx';
import { JobHistoryScreen } from '../sync/JobHistoryScreen.tsx';
import { useSyncNow } from '../sync/mutations.ts';
import { NeedsAttentionLink } from '../sync/NeedsAttentionLink.tsx';
import { NeedsAttentionScreen } from '../sync/NeedsAttentionScreen.tsx';
import { SyncIndicator } from '../sync/SyncIndicator.tsx';
import { useBoardRefusal } from '../sync/use-board-refusal.ts';
import { useDesktopMenuCommands } from './desktop-menu.ts';
import { useNewJobShortcut } from './use-new-job-shortcut.ts';

// The editor (TipTap and its friends) loads only when a job is opened: the list's first screen stays small.
const JobEditorScreen = lazy(() => import('../job-editor/JobEditorScreen.tsx'));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function AppFrame() {
  useCoreEvents();
  // Without a store (no IndexedDB) there are no unsaved drafts to show.
  const keepsUnsavedEdits = useUnsavedEditsStore() !== null;
  const { route, navigate } = useNavigation();
  const openNewJob = useCallback(() => navigate({ name: 'new-job', duplicateOf: null }), [navigate]);
  const inEditor = route.name === 'new-job' || route.name === 'edit-job';
  useNewJobShortcut(!inEditor, openNewJob);
  const syncNow = useSyncNow();
  // The indicator follows the sync through the core's events; a failure to start shows there too.
  useDesktopMenuCommands({
    syncNow: () => syncNow.mutate(),
    openSettings: () => navigate({ name: 'settings' }),
  });
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: { base: 190, lg: 220 }, breakpoint: 0 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconBriefcase aria-hidden size={26} stroke={1.8} />
            <Title order={1} size="h3">
              JobDesk
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SyncIndicator />
            <Button
              component="a"
              href={formatRoute({ name: 'new-job', duplicateOf: null })}
              leftSection={<IconPlus aria-hidden size={18} />}
              aria-keyshortcuts={isMac ? 'Meta+N' : 'Control+N'}
            >
              New job
              <VisuallyHidden> ({isMac ? 'Command' : 'Control'}+N)</VisuallyHidden>
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label="Main">
        <FrameNavigation route={route} keepsUnsavedEdits={keepsUnsavedEdits} />
        <Stack gap={4} mt="auto" p="xs">
          <Text size="xs" c="dimmed">
            <Kbd size="xs">{isMac ? '⌘' : 'Ctrl'}</Kbd> + <Kbd size="xs">N</Kbd> New job
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">/</Kbd> Search jobs
          </Text>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        {keepsUnsavedEdits && route.name === 'jobs' && <UnsavedNewJobsNotice />}
        <Screen route={route} navigate={navigate} keepsUnsavedEdits={keepsUnsavedEdits} />
      </AppShell.Main>
    </AppShell>
  );
}

function FrameNavigation({ route, keepsUnsavedEdits }: { route: Route; keepsUnsavedEdits: boolean }) {
  const { app } = useCore();
  // The list's own answer carries the total: the same query as the list's, so no request of its own.
  const jobCount = useQuery({
    ...jobListViewQuery(app, useListViewQuery()),
    select: (view) => view.totalJobs,
  });
  return (
    <>
      <NavLink
        href={formatRoute({ name: 'jobs' })}
        label="Jobs"
        leftSection={<IconBriefcase aria-hidden size={18} />}
        rightSection={<CountBadge count={jobCount.data} label="jobs" />}
        active={route.name === 'jobs'}
        aria-current={route.name === 'jobs' ? 'page' : undefined}
      />
      {keepsUnsavedEdits && <UnsavedDraftsLink active={route.name === 'drafts'} />}
      <NeedsAttentionLink active={route.name === 'attention'} />
      <NavLink
        href={formatRoute({ name: 'settings' })}
        label="Settings"
        leftSection={<IconSettings aria-hidden size={18} />}
        active={route.name === 'settings'}
        aria-current={route.name === 'settings' ? 'page' : undefined}
      />
    </>
  );
}

function UnsavedDraftsLink({ active }: { active: boolean }) {
  const count = useUnsavedEditEntries()?.length;
  return (
    <NavLink
      href={formatRoute({ name: 'drafts' })}
      label="Unsaved drafts"
      leftSection={<IconFilePencil aria-hidden size={18} />}
      rightSection={<CountBadge count={count} label="unsaved drafts" />}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
}

function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (count === undefined) return null;
  return (
    <Badge variant="light" color="gray" aria-label={`${count} ${label}`}>
      {formatCount(count)}
    </Badge>
  );
}

function Screen({
  route,
  navigate,
  keepsUnsavedEdits,
}: {
  route: Route;
  navigate: (route: Route) => void;
  keepsUnsavedEdits: boolean;
}) {
  const backToJobs = () => navigate({ name: 'jobs' });
  const list = <JobsListScreen />;
  switch (route.name) {
    case 'edit-job':
      return <EditorWithBoardMessages jobId={route.jobId} onClose={backToJobs} />;
    case 'new-job':
      return (
        <Suspense fallback={<Loader role="status" aria-label="Opening the editor" />}>
          <JobEditorScreen
            key={formatRoute(route)}
            jobId={null}
            duplicateOf={route.duplicateOf}
            onClose={backToJobs}
          />
        </Suspense>
      );
    case 'drafts':
      return keepsUnsavedEdits ? <UnsavedDraftsScreen /> : list;
    case 'attention':
      return <NeedsAttentionScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'job-history':
      return <JobHistoryScreen jobId={route.jobId} />;
    case 'jobs':
      return list;
  }
}

/** The editor of a job with its sync state, its History and the board's refusal under the input it names. */
function EditorWithBoardMessages({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const refusal = useBoardRefusal(jobId);
  const boardErrors = useMemo(
    () => (refusal === null ? null : placeErrors(refusal.fields, refusal.messages)),
    [refusal],
  );
  const queryClient = useQueryClient();
  const { jobBoard } = useCore();
  // Bumped when the job board's values replaced mine: the form opens again on the job as the core has it now
  // (typing not saved yet is kept and offered back, as after any reopening).
  const [version, setVersion] = useState(0);
  const reopenAfter = async (choices: ConflictResolution['choices']) => {
    if (!Object.values(choices).includes('board')) return;
    await queryClient.fetchQuery({ ...jobQuery(jobBoard, jobId), staleTime: 0 });
    setVersion((current) => current + 1);
  };
  return (
    <>
      <EditorSyncBar jobId={jobId} />
      <EditorConflicts jobId={jobId} onResolved={(choices) => void reopenAfter(choices)} />
      <Suspense fallback={<Loader role="status" aria-label="Opening the editor" />}>
        <JobEditorScreen
          key={`${formatRoute({ name: 'edit-job', jobId })}#${version}`}
          jobId={jobId}
          duplicateOf={null}
          onClose={onClose}
          boardErrors={boardErrors}
        />
      </Suspense>
    </>
  );
}
