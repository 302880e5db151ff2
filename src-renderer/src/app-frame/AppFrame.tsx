// The app frame: header with the product name and New job, navigation with counts, and the current screen.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Kbd,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBriefcase, IconPlus, IconSettings, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useCallback, useRef, useState } from 'react';
import { type Shortcut, shortcutOf } from '../../../src-shared/keyboard/shortcuts.ts';
import { useCore } from '../core/core-context.ts';
import { FrameNavLink } from '../core/FrameNavLink.tsx';
import { LoadablePart, lazyPart } from '../core/loadable-part.tsx';
import { useNavigation } from '../core/navigation.ts';
import { formatRoute, type Route } from '../core/routes.ts';
import { useCoreEvents } from '../core/use-core-events.ts';
import { NewJobFromTemplate } from '../job-editor/templates/NewJobFromTemplate.tsx';
import {
  useUnsavedEditsOpening,
  useUnsavedEditsStore,
} from '../job-editor/unsaved-edits/unsaved-edits-context.ts';
import { ClosingSoonNavLink, useJobsNavClick } from '../jobs/ClosingSoonNavLink.tsx';
import { JobsListScreen } from '../jobs/JobsListScreen.tsx';
import { useListViewQuery } from '../jobs/list-view-context.ts';
import { jobListViewQuery } from '../jobs/queries.ts';
import { EditorSyncBarSpace } from '../sync/EditorSyncBarSpace.tsx';
import { useSyncNow } from '../sync/mutations.ts';
import { NeedsAttentionLink } from '../sync/NeedsAttentionLink.tsx';
import { SyncIndicator } from '../sync/SyncIndicator.tsx';
import { useSyncPanelActions } from '../sync/sync-panel-store.ts';
import classes from './AppFrame.module.css';
import { CountBadge } from './CountBadge.tsx';
import { DraftsNavLink } from './DraftsNavLink.tsx';
import { useDesktopMenuCommands } from './desktop-menu.ts';
import type { FrameAction } from './frame-shortcuts.ts';
import { keyCapsOf } from './key-caps.ts';
import { landFocusIfLost, useFocusKeeping } from './use-focus-keeping.ts';
import { useFocusOnOpeningJob } from './use-focus-on-opening.ts';
import { IS_MAC, useFrameKeys } from './use-frame-keys.ts';

// Only the list is in the first screen's scripts: every other screen loads when first opened (the editor with
// TipTap and the date picker, the conflict view with its HTML reader, Settings with its form, the drafts).
const JobEditorScreen = lazyPart(() => import('../job-editor/JobEditorScreen.tsx'));
const EditorWithBoardMessages = lazyPart(() =>
  import('./EditorWithBoardMessages.tsx').then((module) => ({ default: module.EditorWithBoardMessages })),
);
const UnsavedDraftsScreen = lazyPart(() =>
  import('../job-editor/unsaved-edits/UnsavedDraftsScreen.tsx').then((module) => ({
    default: module.UnsavedDraftsScreen,
  })),
);
const TemplatesScreen = lazyPart(() => import('../job-editor/templates/TemplatesScreen.tsx'));
const SettingsScreen = lazyPart(() =>
  import('../settings/SettingsScreen.tsx').then((module) => ({ default: module.SettingsScreen })),
);
const NeedsAttentionScreen = lazyPart(() =>
  import('../sync/NeedsAttentionScreen.tsx').then((module) => ({ default: module.NeedsAttentionScreen })),
);
// The unsaved edits' notice and count read Dexie live: they load with it, just after the first screen.
const UnsavedNewJobsNotice = lazyPart(() =>
  import('../job-editor/unsaved-edits/UnsavedNewJobsNotice.tsx').then((module) => ({
    default: module.UnsavedNewJobsNotice,
  })),
);
const UnsavedDraftsCount = lazyPart(() =>
  import('./UnsavedDraftsCount.tsx').then((module) => ({ default: module.UnsavedDraftsCount })),
);
// The list of shortcuts loads when `?` is first pressed.
const ShortcutsDialog = lazyPart(() =>
  import('./ShortcutsDialog.tsx').then((module) => ({ default: module.ShortcutsDialog })),
);
const JobHistoryScreen = lazyPart(() =>
  import('../sync/JobHistoryScreen.tsx').then((module) => ({ default: module.JobHistoryScreen })),
);

const isMac = IS_MAC;

export function AppFrame() {
  const { t } = useLingui();
  useCoreEvents();
  // Without a store (no IndexedDB) there are no unsaved drafts to show.
  const keepsUnsavedEdits = useUnsavedEditsStore() !== null;
  const { route, navigate } = useNavigation();
  const openNewJob = useCallback(() => navigate({ name: 'new-job', duplicateOf: null }), [navigate]);
  const inEditor = route.name === 'new-job' || route.name === 'edit-job';
  const syncNow = useSyncNow();
  const syncPanel = useSyncPanelActions();
  // Mounted from the first opening on, so that it closes as a dialog does and gives the focus back.
  const [shortcuts, setShortcuts] = useState<'never-opened' | 'open' | 'closed'>('never-opened');
  const main = useRef<HTMLElement>(null);
  // Where the keyboard was when the list of shortcuts opened, to give it back on closing (the dialog loads when
  // first opened, already open: Mantine's own return of focus only follows a dialog that opens once mounted).
  const shortcutsOpener = useRef<HTMLElement | null>(null);
  const openShortcuts = () => {
    shortcutsOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setShortcuts('open');
  };
  const closeShortcuts = () => {
    setShortcuts('closed');
    const opener = shortcutsOpener.current;
    if (opener?.isConnected && opener !== document.body) opener.focus();
  };
  // The same actions from the keys (in a browser) and from the desktop menu.
  const run = (action: FrameAction) => {
    switch (action) {
      case 'new-job':
        return openNewJob();
      case 'settings':
        return navigate({ name: 'settings' });
      case 'sync-now':
        // The panel shows the sync under way; the indicator follows it through the core's events.
        syncNow.mutate();
        return syncPanel.openPanel();
      case 'show-shortcuts':
        return openShortcuts();
    }
  };
  useFrameKeys(run, inEditor);
  useDesktopMenuCommands(run, inEditor);
  useFocusKeeping(main);
  useFocusOnOpeningJob(main, route);
  return (
    <div className={classes.frame}>
      <header className={classes.header}>
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
              <Trans>New job</Trans>
              <VisuallyHidden> ({isMac ? t`Command` : t`Control`}+N)</VisuallyHidden>
            </Button>
            <NewJobFromTemplate />
          </Group>
        </Group>
      </header>
      <nav className={classes.navigation} aria-label={t`Main`}>
        <FrameNavigation route={route} keepsUnsavedEdits={keepsUnsavedEdits} />
        <Stack gap={4} mt="auto" p="xs">
          <KeyHint shortcut={shortcutOf('new-job')} />
          {/* The list's own key, the one shown in its search box. */}
          <KeyHint shortcut={shortcutOf('search')} chord={1} />
          <UnstyledButton className={classes.shortcutsButton} onClick={openShortcuts} aria-keyshortcuts="?">
            <Text size="xs" c="dimmed" component="span">
              <Kbd size="xs">?</Kbd> <Trans>Keyboard shortcuts</Trans>
            </Text>
          </UnstyledButton>
        </Stack>
      </nav>
      <main className={classes.main} ref={main}>
        {keepsUnsavedEdits && route.name === 'jobs' && (
          <LoadablePart fallback={null} failure={null}>
            <UnsavedNewJobsNotice />
          </LoadablePart>
        )}
        <LoadablePart fallback={<Loader role="status" aria-label={t`Opening`} />}>
          <Screen route={route} navigate={navigate} keepsUnsavedEdits={keepsUnsavedEdits} />
        </LoadablePart>
      </main>
      {shortcuts !== 'never-opened' && (
        <LoadablePart fallback={null}>
          <ShortcutsDialog
            opened={shortcuts === 'open'}
            onClose={closeShortcuts}
            onClosed={() => landFocusIfLost(main.current)}
            isMac={isMac}
          />
        </LoadablePart>
      )}
    </div>
  );
}

/** One shortcut under the navigation: its keys as on this keyboard, and what it does. */
function KeyHint({ shortcut, chord = 0 }: { shortcut: Shortcut; chord?: number }) {
  const { i18n } = useLingui();
  const caps = keyCapsOf(shortcut.chords[chord] ?? shortcut.chords[0], isMac);
  return (
    <Text size="xs" c="dimmed">
      {caps.map((cap, index) => (
        <Fragment key={cap}>
          {index > 0 && ' + '}
          <Kbd size="xs">{cap}</Kbd>
        </Fragment>
      ))}{' '}
      {i18n._(shortcut.label)}
    </Text>
  );
}

function FrameNavigation({ route, keepsUnsavedEdits }: { route: Route; keepsUnsavedEdits: boolean }) {
  const { app } = useCore();
  const { t } = useLingui();
  const unsavedEditsOpening = useUnsavedEditsOpening();
  // The list's own answer carries the total: the same query as the list's, so no request of its own.
  const jobCount = useQuery({
    ...jobListViewQuery(app, useListViewQuery()),
    select: (view) => view.totalJobs,
  });
  const jobsNav = useJobsNavClick();
  return (
    <>
      <FrameNavLink
        href={formatRoute({ name: 'jobs' })}
        label={t`Jobs`}
        icon={<IconBriefcase aria-hidden size={18} />}
        count={<CountBadge count={jobCount.data} label={t`jobs`} />}
        active={route.name === 'jobs' && !jobsNav.closingSoonShown}
        onClick={jobsNav.onClick}
      />
      <ClosingSoonNavLink
        onJobs={route.name === 'jobs'}
        countBadge={(count, label) => <CountBadge count={count} label={label} />}
      />
      {keepsUnsavedEdits || unsavedEditsOpening ? (
        <DraftsNavLink
          active={route.name === 'drafts'}
          count={
            keepsUnsavedEdits ? (
              <LoadablePart fallback={null} failure={null}>
                <UnsavedDraftsCount />
              </LoadablePart>
            ) : null
          }
        />
      ) : null}
      <NeedsAttentionLink active={route.name === 'attention'} />
      <FrameNavLink
        href={formatRoute({ name: 'templates' })}
        label={t`Templates`}
        icon={<IconTemplate aria-hidden size={18} />}
        active={route.name === 'templates'}
      />
      <FrameNavLink
        href={formatRoute({ name: 'settings' })}
        label={t`Settings`}
        icon={<IconSettings aria-hidden size={18} />}
        active={route.name === 'settings'}
      />
    </>
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
  const { t } = useLingui();
  const backToJobs = () => navigate({ name: 'jobs' });
  const list = <JobsListScreen />;
  switch (route.name) {
    case 'edit-job':
      return <EditorWithBoardMessages jobId={route.jobId} onClose={backToJobs} />;
    case 'new-job':
      return (
        <LoadablePart fallback={<Loader role="status" aria-label={t`Opening the editor`} />}>
          {/* Where a saved job's sync bar is (EditorWithBoardMessages): the first save does not move the editor. */}
          <EditorSyncBarSpace />
          <JobEditorScreen
            key={formatRoute(route)}
            jobId={null}
            duplicateOf={route.duplicateOf}
            fromTemplate={route.fromTemplate ?? null}
            onClose={backToJobs}
          />
        </LoadablePart>
      );
    case 'drafts':
      return keepsUnsavedEdits ? <UnsavedDraftsScreen /> : list;
    case 'attention':
      return <NeedsAttentionScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'templates':
      return <TemplatesScreen />;
    case 'job-history':
      return <JobHistoryScreen jobId={route.jobId} />;
    case 'jobs':
      return list;
  }
}
