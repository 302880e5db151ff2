// What an empty list says, and what to do next: create a job (on first launch, connect the job board first),
// change the search, or look elsewhere.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Stack, Text, Title } from '@mantine/core';
import { IconPlug, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { formatRoute } from '../core/routes.ts';
import type { EmptyReason } from './list-state.ts';

export type JobsEmptyStateProps = {
  reason: EmptyReason;
  search: string;
  status: JobStatus | null;
  /** The Closing soon tab is on show (its status is active). */
  closingSoon?: boolean;
  onClearSearch(): void;
  onShowAll(): void;
  /** Whether a job board is set up (Settings); without one, the first steps start with connecting it. */
  boardSetUp?: boolean;
  onShowEveryBoard(): void;
  onShowEveryProvince(): void;
};

type Content = { title: string; text: string; action: ReactNode };

export function JobsEmptyState({
  reason,
  search,
  status,
  closingSoon = false,
  onClearSearch,
  onShowAll,
  boardSetUp = true,
  onShowEveryBoard,
  onShowEveryProvince,
}: JobsEmptyStateProps) {
  const { t } = useLingui();
  const term = search.trim();
  const noneInStatus = (): { title: string; text: string } => {
    if (closingSoon) {
      return { title: t`Nothing closing soon`, text: t`No active job closes within the next 7 days.` };
    }
    switch (status) {
      case 'draft':
        return {
          title: t`No drafts`,
          text: t`Jobs you save without publishing wait here until you publish them.`,
        };
      case 'active':
        return {
          title: t`No active jobs`,
          text: t`Publish a draft to make it active: candidates see active jobs on the board.`,
        };
      case 'archived':
        return {
          title: t`Nothing archived`,
          text: t`Jobs you archive leave the board and wait here, ready to re-publish.`,
        };
      default:
        return { title: t`No jobs here`, text: '' };
    }
  };
  const content: Content =
    reason === 'no-jobs'
      ? {
          title: t`No jobs yet`,
          text: t`Create your first job posting. It is saved on this computer as you go and sent to the job board as a draft; candidates see it once you publish it.`,
          action: (
            <Button
              component="a"
              href={formatRoute({ name: 'new-job', duplicateOf: null })}
              leftSection={<IconPlus aria-hidden size={18} />}
            >
              <Trans>Create a job</Trans>
            </Button>
          ),
        }
      : reason === 'no-match'
        ? {
            title: t`No job matches “${term}”`,
            text: t`Search looks at titles and reference IDs. Check the spelling or try fewer letters.`,
            action: (
              <Button variant="default" onClick={onClearSearch}>
                <Trans>Clear the search</Trans>
              </Button>
            ),
          }
        : reason === 'none-on-board'
          ? {
              title: t`No jobs on this board`,
              text: t`Tick the board under Post to in a job’s editor to post the job there.`,
              action: (
                <Button variant="default" onClick={onShowEveryBoard}>
                  <Trans>Show every board’s jobs</Trans>
                </Button>
              ),
            }
          : reason === 'none-in-province'
            ? {
                title: t`No jobs in this province`,
                text: t`The province filter keeps the jobs with a location there.`,
                action: (
                  <Button variant="default" onClick={onShowEveryProvince}>
                    <Trans>Show every province’s jobs</Trans>
                  </Button>
                ),
              }
            : {
                ...noneInStatus(),
                action: (
                  <Button variant="default" onClick={onShowAll}>
                    <Trans>Show all jobs</Trans>
                  </Button>
                ),
              };
  if (reason === 'no-jobs' && !boardSetUp)
    return (
      <Stack align="center" gap="sm" py={48} px="md" data-testid="jobs-empty-state">
        <Title order={3}>{content.title}</Title>
        <List type="ordered" spacing="lg" maw={520} aria-label={t`First steps`}>
          <List.Item>
            <Stack gap={6} align="flex-start">
              <Title order={4}>
                <Trans>Connect your job board</Trans>
              </Title>
              <Text c="dimmed">
                <Trans>
                  In Settings, enter the job board’s address and the API key it gave you, so JobDesk can send
                  your jobs to it. You can draft jobs before that.
                </Trans>
              </Text>
              <Button
                component="a"
                variant="default"
                href={formatRoute({ name: 'settings' })}
                leftSection={<IconPlug aria-hidden size={18} />}
              >
                <Trans>Open Settings</Trans>
              </Button>
            </Stack>
          </List.Item>
          <List.Item>
            <Stack gap={6} align="flex-start">
              <Title order={4}>
                <Trans>Create a job</Trans>
              </Title>
              <Text c="dimmed">{content.text}</Text>
              {content.action}
            </Stack>
          </List.Item>
        </List>
      </Stack>
    );
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" data-testid="jobs-empty-state">
      <Title order={3}>{content.title}</Title>
      {content.text !== '' && (
        <Text maw={480} c="dimmed">
          {content.text}
        </Text>
      )}
      {content.action}
    </Stack>
  );
}
