// The list's words that several of its parts share: the tabs' names and counts.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { JobListView } from '../../../src-shared/schemas/job-list-view.ts';
import type { ListTab } from './list-state.ts';

const TAB_LABELS = {
  all: msg({ message: 'All', context: 'jobs list tab' }),
  draft: msg({ message: 'Draft', context: 'jobs list tab' }),
  active: msg({ message: 'Active', context: 'jobs list tab' }),
  archived: msg({ message: 'Archived', context: 'jobs list tab' }),
  'closing-soon': msg`Closing soon`,
} as const;

/** Each tab's name in the language of the UI. */
export function useTabLabels(): Readonly<Record<ListTab, string>> {
  const { i18n } = useLingui();
  return {
    all: i18n._(TAB_LABELS.all),
    draft: i18n._(TAB_LABELS.draft),
    active: i18n._(TAB_LABELS.active),
    archived: i18n._(TAB_LABELS.archived),
    'closing-soon': i18n._(TAB_LABELS['closing-soon']),
  };
}

/**
 * A tab's count for the view's search and filters; Closing soon's comes with the same answer. Without a search
 * or filter, All counts what the sidebar's Jobs does, and Closing soon what the sidebar's Closing soon does.
 */
export function tabCount(view: JobListView | undefined, tab: ListTab): number | undefined {
  if (view === undefined) return undefined;
  return tab === 'closing-soon' ? view.closingSoon?.matching : view.counts[tab];
}
