// The jobs that need the recruiter, grouped, each with the board's message word for word, when it happened and
// its ways out (Retry, Edit, Discard my change; Publish again, Remove here; a delete held back on the board:
// Delete it on the board too, Leave it on the board).
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { AttentionJob } from '../../../src-shared/schemas/attention.ts';
import { openConfirmDialog } from '../core/confirm-dialog.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { formatDateTime } from '../core/format.ts';
import { boardsQuery, showsEachBoard } from '../core/queries.ts';
import { formatRoute } from '../core/routes.ts';
import { useSyncStatus } from '../core/use-sync-status.ts';
import {
  type AttentionAction,
  type AttentionGroup,
  attentionActionWords,
  type ConfirmedAction,
  confirmWords,
  groupAttentionJobs,
  nothingNeedsAttentionWords,
} from './attention-groups.ts';
import { ConflictView } from './ConflictView.tsx';
import { type AttentionWrite, useAttentionAction } from './mutations.ts';
import { attentionJobsQuery } from './queries.ts';

type Props = { headingOrder: 2 | 3; onEdit: (jobId: number) => void };

export function AttentionList({ headingOrder, onEdit }: Props) {
  const { app } = useCore();
  const attention = useQuery(attentionJobsQuery(app));
  // With one board, "On Job board" says nothing: the board is named once there are several.
  const namesBoards = showsEachBoard(useQuery(boardsQuery(app)).data);
  const boardSetUp = useSyncStatus().data?.state !== 'unconfigured';
  const { t } = useLingui();
  if (attention.isPending)
    return <Loader role="status" aria-label={t`Loading the jobs that need attention`} />;
  if (attention.isError)
    return (
      <Alert color="red" title={t`The jobs that need attention could not be read`}>
        {coreErrorMessage(attention.error)}
      </Alert>
    );
  const groups = groupAttentionJobs(
    namesBoards
      ? attention.data
      : attention.data.map(({ boardId: _boardId, boardName: _boardName, ...job }) => job),
  );
  if (groups.length === 0) return <Text>{nothingNeedsAttentionWords(boardSetUp)}</Text>;
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <AttentionGroupSection key={group.reason} group={group} headingOrder={headingOrder} onEdit={onEdit} />
      ))}
    </Stack>
  );
}

function AttentionGroupSection({ group, headingOrder, onEdit }: { group: AttentionGroup } & Props) {
  const headingId = `attention-${group.reason}`;
  const { t } = useLingui();
  const heading = group.heading;
  const count = group.jobs.length;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} size="h4" id={headingId}>
        {t`${heading} (${count})`}
      </Title>
      {group.explanation !== null && <Text size="sm">{group.explanation}</Text>}
      {group.jobs.map((job) => (
        <AttentionCard
          key={`${job.jobId}-${job.boardId ?? ''}`}
          job={job}
          actions={group.actions}
          onEdit={onEdit}
          headingOrder={headingOrder}
        />
      ))}
    </Stack>
  );
}

function AttentionCard({
  job,
  actions,
  onEdit,
  headingOrder,
}: {
  job: AttentionJob;
  actions: readonly AttentionAction[];
  onEdit: (jobId: number) => void;
  /** The level of the group's heading: a conflict's properties sit one below it. */
  headingOrder: 2 | 3;
}) {
  const write = useAttentionAction();
  const { t } = useLingui();
  const busy = write.isPending ? write.variables.action : null;
  const board = job.boardName ? job.boardName : null;
  const words = (action: AttentionAction) => attentionActionWords(action, job.status, job.fields, board);
  const id = job.jobId;
  const title = job.title.trim() === '' ? t`Job ${id}` : job.title;
  const showsConflicts = job.reason === 'conflict' && (job.conflicts?.length ?? 0) > 0;

  const run = (action: AttentionWrite) =>
    write.mutate(
      { action, jobId: job.jobId },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t`${words(action)} did not work`,
            message: coreErrorMessage(error),
          }),
      },
    );

  const confirm = (action: ConfirmedAction) => {
    const asked = confirmWords(action, title, board);
    openConfirmDialog({
      title: asked.title,
      children: <Text size="sm">{asked.body}</Text>,
      labels: { confirm: words(action), cancel: t`Keep it` },
      // Shade 8: white on the default red is under 4.5:1.
      confirmProps: { color: 'red.8' },
      onConfirm: () => run(action),
    });
  };

  const onAction = (action: AttentionAction) => {
    switch (action) {
      case 'retry':
      case 'republish':
      case 'leave-on-board':
        return run(action);
      case 'edit':
        return onEdit(job.jobId);
      case 'discard':
      case 'remove-here':
      case 'delete-on-board':
        return confirm(action);
    }
  };

  return (
    <Card
      withBorder
      padding="sm"
      data-attention-job={job.jobId}
      aria-label={board === null ? title : t`${title} on ${board}`}
      component="article"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          {/* A job deleted here has no editor to open: its history says what became of it. */}
          <Anchor
            href={formatRoute(
              job.reason === 'delete-held'
                ? { name: 'job-history', jobId: job.jobId }
                : { name: 'edit-job', jobId: job.jobId },
            )}
            fw={600}
          >
            {title}
          </Anchor>
          {board === null ? null : (
            <Text size="sm" fw={500} data-attention-board>
              {t`On ${board}`}
            </Text>
          )}
          {/* A conflict's message says what the group's explanation says: its two versions say the rest. */}
          {(showsConflicts ? [] : job.messages).map((message) => (
            <Text key={message} size="sm" data-board-message>
              {message}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            <time dateTime={job.at}>{formatDateTime(job.at)}</time> ·{' '}
            <Anchor
              size="xs"
              underline="always"
              href={formatRoute({ name: 'job-history', jobId: job.jobId })}
            >
              {t`History`}
            </Anchor>
          </Text>
        </Stack>
      </Group>
      {showsConflicts && job.conflicts !== undefined ? (
        <Stack mt="sm">
          <ConflictView
            jobId={job.jobId}
            conflicts={job.conflicts}
            headingOrder={headingOrder === 2 ? 3 : 4}
          />
        </Stack>
      ) : null}
      <Group gap="xs" mt="xs">
        {actions.map((action, index) => (
          <Button
            key={action}
            size="xs"
            // The group's next step is filled, the others are ways round; beside a conflict's choices, opening
            // the editor is a way round too.
            variant={index === 0 && !showsConflicts ? 'filled' : 'default'}
            loading={busy === action}
            onClick={() => onAction(action)}
            aria-label={t`${words(action)}: ${title}`}
          >
            {words(action)}
          </Button>
        ))}
      </Group>
    </Card>
  );
}
