// The editor's "Post to" section: every job board with this job's status and sync state there, the boxes to
// choose the boards, and the button that sends the choice (the job's own Save and Publish send it too).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { showsEachBoard } from '../core/queries.ts';
import { BoardPostingRow } from './BoardPostingRow.tsx';
import type { JobValuesForBoards } from './post-to-boards.ts';
import type { PostToBoards } from './use-post-to-boards.ts';

export type PostToBoardsSectionProps = {
  postTo: PostToBoards;
  /** The job as the core has it; null for a new job (its boards are sent when it is first saved). */
  jobId: number | null;
  job: JobValuesForBoards;
};

export function PostToBoardsSection({ postTo, jobId, job }: PostToBoardsSectionProps) {
  const { t } = useLingui();
  // One board: the job's own sync state says it all, unless that board asks for values of its own.
  if (!showsEachBoard(postTo.boards) && postTo.questions.length === 0) return null;
  const send = async () => {
    if (jobId === null || (await postTo.send(jobId, job))) return;
    // Asked first: after React has drawn the questions, bring the first into view. Not the input's focus, whose
    // list would open over the question.
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>('[data-post-to] [role="alert"]')
        ?.scrollIntoView({ block: 'center' }),
    );
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="post-to-heading" data-post-to>
      <Stack gap="sm">
        <Title order={3} size="h5" id="post-to-heading">
          <Trans>Post to</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          {jobId === null ? (
            <Trans>The job goes to the boards ticked here when you first save it.</Trans>
          ) : (
            <Trans>A board you untick has the job withdrawn from it; the other boards keep it.</Trans>
          )}
        </Text>
        {postTo.boards.map((board) => {
          const choice = postTo.choices.find((each) => each.boardId === board.id);
          if (choice === undefined) return null;
          return (
            <BoardPostingRow
              key={board.id}
              board={board}
              posting={postTo.postings.find((posting) => posting.boardId === board.id)}
              choice={choice}
              jobStatus={postTo.jobStatus}
              job={job}
              questions={postTo.questions.filter((question) => question.boardId === board.id)}
              onChange={(next) => postTo.change(board.id, next)}
            />
          );
        })}
        {postTo.problem !== null && (
          <Alert color="red" title={t`The boards were not changed`}>
            {postTo.problem}
          </Alert>
        )}
        {jobId !== null && (
          <Group>
            <Button
              variant="default"
              onClick={() => void send()}
              loading={postTo.sending}
              disabled={!postTo.changed}
            >
              <Trans>Save boards</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
