// What an empty list says, and the one thing to do next: create a job, change the search, or look elsewhere.
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
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
  onShowEveryBoard(): void;
};

export function JobsEmptyState({
  reason,
  search,
  status,
  onClearSearch,
  onShowAll,
  onShowEveryBoard,
}: JobsEmptyStateProps) {
  const content =
    reason === 'no-jobs'
      ? {
          title: 'No jobs yet',
          text: 'Create your first job posting. It is saved on this computer as you go, and sent to the job board when you publish it.',
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
