// What an empty list says, and what to do next: create a job (on first launch, connect the job board first),
// change the search, or look elsewhere.
import { Button, List, Stack, Text, Title } from '@mantine/core';
import { IconPlug, IconPlus } from '@tabler/icons-react';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { formatRoute } from '../core/routes.ts';
import type { EmptyReason } from './list-state.ts';

const NONE_IN_STATUS: Readonly<Record<JobStatus, { title: string; text: string }>> = {
  draft: { title: 'No drafts', text: 'Jobs you save without publishing wait here until you publish them.' },
  active: {
    title: 'No active jobs',
    text: 'Publish a draft to make it active: candidates see active jobs on the board.',
  },
  archived: {
    title: 'Nothing archived',
    text: 'Jobs you archive leave the board and wait here, ready to re-publish.',
  },
};

export type JobsEmptyStateProps = {
  reason: EmptyReason;
  search: string;
  status: JobStatus | null;
  onClearSearch(): void;
  onShowAll(): void;
  /** Whether a job board is set up (Settings); without one, the first steps start with connecting it. */
  boardSetUp?: boolean;
  onShowEveryBoard(): void;
};

export function JobsEmptyState({
  reason,
  search,
  status,
  onClearSearch,
  onShowAll,
  boardSetUp = true,
  onShowEveryBoard,
}: JobsEmptyStateProps) {
  const content =
    reason === 'no-jobs'
      ? {
          title: 'No jobs yet',
          text: 'Create your first job posting. It is saved on this computer as you go and sent to the job board as a draft; candidates see it once you publish it.',
          action: (
            <Button
              component="a"
              href={formatRoute({ name: 'new-job', duplicateOf: null })}
              leftSection={<IconPlus aria-hidden size={18} />}
            >
              Create a job
            </Button>
          ),
        }
      : reason === 'no-match'
        ? {
            title: `No job matches “${search.trim()}”`,
            text: `Search looks at titles and reference IDs${status === null ? '' : ` of ${status} jobs`}. Check the spelling or try fewer letters.`,
            action: (
              <Button variant="default" onClick={onClearSearch}>
                Clear the search
              </Button>
            ),
          }
        : reason === 'none-on-board'
          ? {
              title: status === null ? 'No jobs on this board' : `No ${status} jobs on this board`,
              text: 'Tick the board under Post to in a job’s editor to post the job there.',
              action: (
                <Button variant="default" onClick={onShowEveryBoard}>
                  Show every board’s jobs
                </Button>
              ),
            }
          : {
              ...(status === null ? { title: 'No jobs here', text: '' } : NONE_IN_STATUS[status]),
              action: (
                <Button variant="default" onClick={onShowAll}>
                  Show all jobs
                </Button>
              ),
            };
  if (reason === 'no-jobs' && !boardSetUp)
    return (
      <Stack align="center" gap="sm" py={48} px="md" data-testid="jobs-empty-state">
        <Title order={3}>{content.title}</Title>
        <List type="ordered" spacing="lg" maw={520} aria-label="First steps">
          <List.Item>
            <Stack gap={6} align="flex-start">
              <Title order={4}>Connect your job board</Title>
              <Text c="dimmed">
                In Settings, enter the job board's address and the API key it gave you, so JobDesk can send
                your jobs to it. You can draft jobs before that.
              </Text>
              <Button
                component="a"
                variant="default"
                href={formatRoute({ name: 'settings' })}
                leftSection={<IconPlug aria-hidden size={18} />}
              >
                Open Settings
              </Button>
            </Stack>
          </List.Item>
          <List.Item>
            <Stack gap={6} align="flex-start">
              <Title order={4}>Create a job</Title>
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
