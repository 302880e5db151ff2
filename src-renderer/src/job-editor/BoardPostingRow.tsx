// One board in the editor's "Post to" section: post here or not, the job's status on this board, what the
// board answered (the sync state in words, its messages word for word), and the values only this board gets.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Checkbox, Group, MultiSelect, NativeSelect, Paper, Select, Stack, Text } from '@mantine/core';
import type { Board, Posting } from '../../../src-shared/schemas/boards.ts';
import { LIMITS } from '../../../src-shared/schemas/limits.ts';
import { JOB_STATUSES, type JobStatus } from '../../../src-shared/schemas/resources.ts';
import { JOB_STATUS_WORDS } from '../core/job-status-words.ts';
import { nextTryWords } from '../core/sync-state-words.ts';
import { useNow } from '../core/use-now.ts';
import { boardListOptions } from './board-list-options.ts';
import {
  type BoardChoice,
  type BoardQuestion,
  boardAnswer,
  boardLacks,
  type JobValuesForBoards,
} from './post-to-boards.ts';

export type BoardPostingRowProps = {
  board: Board;
  posting: Posting | undefined;
  choice: BoardChoice;
  jobStatus: JobStatus;
  job: JobValuesForBoards;
  questions: BoardQuestion[];
  onChange(next: Partial<Omit<BoardChoice, 'boardId'>>): void;
};

/** How often a next-try time is checked against the clock (a try that came is no longer "next"). */
const NEXT_TRY_TICK_MS = 20_000;

export function BoardPostingRow({
  board,
  posting,
  choice,
  jobStatus,
  job,
  questions,
  onChange,
}: BoardPostingRowProps) {
  const { t } = useLingui();
  const boardName = board.name;
  const jobStatusWords = JOB_STATUS_WORDS[jobStatus];
  const answer = boardAnswer(board, posting);
  const now = useNow(NEXT_TRY_TICK_MS);
  // A change waiting for this board (out of reach, or not answering) says when it goes again.
  const nextTry = posting ? nextTryWords(posting.sync.state, posting.sync.nextAttemptAt, now) : null;
  const lacks = boardLacks(board, job);
  const askCategories = choice.chosen && (lacks.categories || choice.categories !== null);
  const askPositionType = choice.chosen && (lacks.positionType || choice.positionType !== null);
  const questionOf = (field: BoardQuestion['field']) =>
    questions.find((question) => question.field === field)?.message;
  return (
    <Paper withBorder p="sm" radius="sm" data-board-posting={board.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Checkbox
            label={t`Post to ${boardName}`}
            checked={choice.chosen}
            onChange={(event) => onChange({ chosen: event.currentTarget.checked })}
          />
          <Group gap="xs">
            {posting !== undefined && (
              <Text size="sm" data-testid="board-status">
                <Trans>{JOB_STATUS_WORDS[posting.status]} here</Trans>
              </Text>
            )}
            <Badge variant="light" color={answer.color} title={answer.hint} data-testid="board-sync-state">
              {answer.label}
            </Badge>
            {nextTry !== null && (
              <Text size="sm" data-testid="board-next-try">
                {nextTry}
              </Text>
            )}
          </Group>
        </Group>
        {answer.messages.map((message) => (
          <Text key={message} size="sm" c="red.9" data-board-message>
            {t`${boardName}: ${message}`}
          </Text>
        ))}
        {choice.chosen && (
          <NativeSelect
            label={t`Status on ${boardName}`}
            size="sm"
            maw={280}
            value={choice.status ?? ''}
            onChange={(event) => {
              const picked = event.currentTarget.value as JobStatus | '';
              onChange({ status: picked === '' || picked === jobStatus ? null : picked });
            }}
            data={[
              { value: '', label: t`As the job (${jobStatusWords})` },
              ...JOB_STATUSES.filter((status) => status !== jobStatus).map((status) => ({
                value: status,
                label: JOB_STATUS_WORDS[status],
              })),
            ]}
          />
        )}
        {/* Said above the inputs too: the list that opens when an input takes the focus covers what is under it. */}
        {questions.map((question) => (
          <Text key={question.field} size="sm" c="red.9" role="alert">
            {question.message}
          </Text>
        ))}
        {askCategories && (
          <MultiSelect
            label={t`Categories on ${boardName}`}
            description={t`${boardName} has its own categories: choose the ones this job gets there.`}
            searchable
            maxValues={LIMITS.categoriesPerJob.max}
            data={boardListOptions(board.categories ?? [])}
            value={(choice.categories ?? []).map(String)}
            onChange={(values) => onChange({ categories: values.length > 0 ? values.map(Number) : null })}
            error={questionOf('categories') && t`Choose at least one category ${boardName} has.`}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {askPositionType && (
          <Select
            label={t`Position type on ${boardName}`}
            description={t`${boardName} has its own position types: choose the one this job gets there.`}
            data={boardListOptions(board.positionTypes ?? [])}
            value={choice.positionType === null ? null : String(choice.positionType)}
            onChange={(value) => onChange({ positionType: value === null ? null : Number(value) })}
            error={questionOf('positionType') && t`Choose a position type ${boardName} has.`}
            clearable
            maw={320}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Stack>
    </Paper>
  );
}
