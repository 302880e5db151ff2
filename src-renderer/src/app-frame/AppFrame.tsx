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
import { IconBriefcase, IconFilePencil, IconPlus, IconSettings, IconTemplate } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { ConflictResolution } from '../../../src-shared/schemas/conflicts.ts';
import { useCore } from '../core/core-context.ts';
import { useCoreEvents } from '../core/use-core-events.ts';
import { UnsavedDraftsScreen } from '../drafts/UnsavedDraftsScreen.tsx';
import { JobHistoryScreen } from '../job-history/JobHistoryScreen.tsx';
import { JobsListScreen } from '../jobs/JobsListScreen.tsx';
import { ListViewStoreContext, useListViewQuery } from '../jobs/list-view-context.ts';
import type { ListViewStore } from '../jobs/list-view-store.ts';
import { jobListViewQuery, jobQuery } from '../jobs/queries.ts';
import { formatRoute, type Route } from '../routing/routes.ts';
import { useHashRoute } from '../routing/use-hash-route.ts';
import { SettingsScreen } from '../settings/SettingsScreen.tsx';
import { EditorConflicts } from '../sync/EditorConflicts.tsx';
import { EditorSyncBar } from '../sync/EditorSyncBar.tsx';
import { NeedsAttentionLink } from '../sync/NeedsAttentionLink.tsx';
import { NeedsAttentionScreen } from '../sync/NeedsAttentionScreen.tsx';
import { SyncIndicator } from '../sync/SyncIndicator.tsx';
import { useBoardRefusal } from '../sync/use-board-refusal.ts';
import { NewJobFromTemplateMenu } from '../templates/NewJobFromTemplateMenu.tsx';
import { UnsavedNewJobsNotice } from '../unsaved-edits/UnsavedNewJobsNotice.tsx';
import {
  unsavedEditCountQuery,
  useUnsavedEditsInvalidation,
} from '../unsaved-edits/unsaved-edits-queries.ts';
import type { UnsavedEditsSource } from '../unsaved-edits/unsaved-edits-source.ts';
import { useDesktopMenuCommands } from './desktop-menu.ts';
import { useNewJobShortcut } from './use-new-job-shortcut.ts';

// The editor (TipTap and its friends) loads only when a job is opened: the list's first screen stays small.
const JobEditorScreen = lazy(() => import('../job-editor/JobEditorScreen.tsx'));
const TemplatesScreen = lazy(() => import('../templates/TemplatesScreen.tsx'));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export type AppFrameProps = {
  unsavedEdits: UnsavedEditsSource | null;
  /** The jobs list's view, kept while the recruiter is on another screen. */
  listView: ListViewStore;
};

export function AppFrame({ unsavedEdits, listView }: AppFrameProps) {
  useCoreEvents();
  useUnsavedEditsInvalidation(unsavedEdits);
  const { route, navigate } = useHashRoute();
  const openNewJob = useCallback(() => navigate({ name: 'new-job', duplicateOf: null }), [navigate]);
  const inEditor = route.name === 'new-job' || route.name === 'edit-job';
  useNewJobShortcut(!inEditor, openNewJob);
  const { app } = useCore();
  // The indicator follows the sync through the core's events; a failure to start shows there too.
  useDesktopMenuCommands({
    syncNow: () => void app.syncNow(),
    openSettings: () => navigate({ name: 'settings' }),
  });
  return (
    <ListViewStoreContext value={listView}>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: { base: 190, lg: 220 }, breakpoint: 0 }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <IconBriefcase aria-hidden size={26} stroke={1.8} />
              <Title order={1} size="h3">
                JobDesk
              </Title>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <SyncIndicator onOpenEditor={(jobId) => navigate({ name: 'edit-job', jobId })} />
              <Button
                component="a"
                href={formatRoute({ name: 'new-job', duplicateOf: null })}
                leftSection={<IconPlus aria-hidden size={18} />}
                aria-keyshortcuts={isMac ? 'Meta+N' : 'Control+N'}
              >
                New job
                <VisuallyHidden> ({isMac ? 'Command' : 'Control'}+N)</VisuallyHidden>
              </Button>
              <NewJobFromTemplateMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" component="nav" aria-label="Main">
          <FrameNavigation route={route} unsavedEdits={unsavedEdits} />
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
          {unsavedEdits !== null && route.name === 'jobs' && <UnsavedNewJobsNotice source={unsavedEdits} />}
          <Screen route={route} navigate={navigate} unsavedEdits={unsavedEdits} />
        </AppShell.Main>
      </AppShell>
    </ListViewStoreContext>
  );
}

function FrameNavigation({ route, unsavedEdits }: { route: Route; unsavedEdits: UnsavedEditsSource | null }) {
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
      {unsavedEdits !== null && <UnsavedDraftsLink source={unsavedEdits} active={route.name === 'drafts'} />}
      <NeedsAttentionLink active={route.name === 'attention'} />
      <NavLink
        href={formatRoute({ name: 'templates' })}
        label="Templates"
        leftSection={<IconTemplate aria-hidden size={18} />}
        active={route.name === 'templates'}
        aria-current={route.name === 'templates' ? 'page' : undefined}
      />
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

function UnsavedDraftsLink({ source, active }: { source: UnsavedEditsSource; active: boolean }) {
  const count = useQuery(unsavedEditCountQuery(source));
  return (
    <NavLink
      href={formatRoute({ name: 'drafts' })}
      label="Unsaved drafts"
      leftSection={<IconFilePencil aria-hidden size={18} />}
      rightSection={<CountBadge count={count.data} label="unsaved drafts" />}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
}

function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (count === undefined) return null;
  return (
    <Badge variant="light" color="gray" aria-label={`${count} ${label}`}>
      {count.toLocaleString('en-CA')}
    </Badge>
  );
}

function Screen({
  route,
  navigate,
  unsavedEdits,
}: {
  route: Route;
  navigate: (route: Route) => void;
  unsavedEdits: UnsavedEditsSource | null;
}) {
  const backToJobs = () => navigate({ name: 'jobs' });
  const list = <JobsListScreen navigate={navigate} />;
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
            fromTemplate={route.fromTemplate ?? null}
            onClose={backToJobs}
          />
        </Suspense>
      );
    case 'drafts':
      return unsavedEdits !== null ? <UnsavedDraftsScreen source={unsavedEdits} /> : list;
    case 'attention':
      return <NeedsAttentionScreen onEdit={(jobId) => navigate({ name: 'edit-job', jobId })} />;
    case 'settings':
      return <SettingsScreen />;
    case 'templates':
      return (
        <Suspense fallback={<Loader role="status" aria-label="Opening templates" />}>
          <TemplatesScreen />
        </Suspense>
      );
    case 'job-history':
      return <JobHistoryScreen jobId={route.jobId} />;
    case 'jobs':
      return list;
  }
}

/** The editor of a job with its sync state, its History and the board's refusal under the input it names. */
function EditorWithBoardMessages({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const boardErrors = useBoardRefusal(jobId);
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
