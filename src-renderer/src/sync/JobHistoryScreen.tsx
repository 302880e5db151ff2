// A job's history: its local changes, the calls to the board and the board's updates, newest first, paged,
// in sentences, with the values each set aside (restorable), and the call, its status and duration (and
// the raw entry, for support) under Details.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Pagination,
  Spoiler,
  Stack,
  Text,
  Timeline,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconArrowDown,
  IconArrowUp,
  IconClockHour4,
  IconPencil,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HistoryRestore, JobHistoryEntry } from '../../../src-shared/schemas/history.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { formatDateTime } from '../core/format.ts';
import { boardsQuery, jobQuery, showsEachBoard } from '../core/queries.ts';
import { formatRoute } from '../core/routes.ts';
import { type HistorySentence, type HistoryTone, historySentence, retryAtFor } from './history-sentence.ts';
import { useRestoreHistoryValue } from './mutations.ts';
import { jobHistoryQuery, jobSyncStatusQuery } from './queries.ts';

const PAGE_SIZE = 20;
const TONE_COLORS: Record<HistoryTone, string> = {
  ok: 'teal',
  waiting: 'orange',
  problem: 'red',
  neutral: 'gray',
};

function EntryIcon({ entry, tone }: { entry: JobHistoryEntry; tone: HistoryTone }) {
  if (tone === 'problem') return <IconAlertTriangle aria-hidden size={14} />;
  if (tone === 'waiting') return <IconClockHour4 aria-hidden size={14} />;
  if (entry.kind === 'sync-call') return <IconArrowUp aria-hidden size={14} />;
  if (entry.kind === 'pull') return <IconArrowDown aria-hidden size={14} />;
  if (entry.kind === 'discard') return <IconArrowBackUp aria-hidden size={14} />;
  return <IconPencil aria-hidden size={14} />;
}

export function JobHistoryScreen({ jobId }: { jobId: number }) {
  const { app, jobBoard } = useCore();
  const [page, setPage] = useState(1);
  // The job may be gone (deleted here): its history stays readable under its id.
  const job = useQuery({ ...jobQuery(jobBoard, jobId), retry: false });
  const syncStatus = useQuery(jobSyncStatusQuery(app, jobId));
  const history = useQuery(jobHistoryQuery(app, jobId, page, PAGE_SIZE));
  const { t } = useLingui();
  const title = job.data?.title;
  const controlLabels = {
    first: t`First page`,
    previous: t`Previous page`,
    next: t`Next page`,
    last: t`Last page`,
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{title === undefined ? t`History of job ${jobId}` : t`History of “${title}”`}</Title>
        <Anchor href={formatRoute({ name: 'edit-job', jobId })}>
          <Trans>Open the job</Trans>
        </Anchor>
      </Group>
      {history.isPending ? (
        <Loader role="status" aria-label={t`Loading the history`} />
      ) : history.isError ? (
        <Alert color="red" title={t`The history could not be read`}>
          {coreErrorMessage(history.error)}
        </Alert>
      ) : history.data.data.length === 0 ? (
        <Text>
          <Trans>Nothing has happened to this job yet.</Trans>
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            <Plural
              value={history.data.paging.total}
              one="Newest first. # entry."
              other="Newest first. # entries."
            />
          </Text>
          <Timeline bulletSize={24} lineWidth={2}>
            {history.data.data.map((entry, index, entries) => (
              <HistoryItem
                key={entryKey(entry)}
                entry={entry}
                retryAt={retryAtFor(entries, index, page, syncStatus.data?.nextAttemptAt)}
                jobId={jobId}
                jobExists={job.data !== undefined}
              />
            ))}
          </Timeline>
          {history.data.paging.pages > 1 && (
            <Pagination
              total={history.data.paging.pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
              getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * An entry's key, the same while its tries are counted (their count, last time and duration change): its
 * Details stay open as the count goes up.
 */
function entryKey(entry: JobHistoryEntry): string {
  if (entry.kind !== 'sync-call') return JSON.stringify(entry);
  const { at, firstAt, tries: _tries, durationMs: _durationMs, messages: _messages, ...call } = entry;
  return JSON.stringify({ ...call, since: firstAt ?? at });
}

/**
 * The values an entry set aside, as plain text (a description is never rendered as HTML), long ones folded;
 * each one the recruiter sets can be restored while the job is here (`jobId` null once it is deleted).
 */
function LostValues({ lost, jobId }: { lost: NonNullable<HistorySentence['lost']>; jobId: number | null }) {
  const { t } = useLingui();
  return (
    <Stack gap={2} mt={4} data-history-lost>
      <Text size="sm" c="dimmed">
        {lost.title}
      </Text>
      {lost.values.map((value) => (
        <div key={value.label}>
          <Spoiler maxHeight={72} showLabel={t`Show all`} hideLabel={t`Show less`}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <Text span fw={600} inherit>
                {t`${value.label}:`}
              </Text>{' '}
              {value.text}
            </Text>
          </Spoiler>
          {jobId !== null && value.restore !== null && (
            <RestoreButton jobId={jobId} restore={value.restore} label={value.label} />
          )}
        </div>
      ))}
    </Stack>
  );
}

/** Restore this version: the value written back as the recruiter's own edit; the core's refusal shown as it says it. */
function RestoreButton({ jobId, restore, label }: { jobId: number; restore: HistoryRestore; label: string }) {
  const restoring = useRestoreHistoryValue(jobId);
  const { t } = useLingui();
  return (
    <Group gap="xs">
      {/* No padding before its words: they line up with the value they restore, not 8 px in. */}
      <Button
        size="compact-xs"
        variant="subtle"
        pl={0}
        loading={restoring.isPending}
        onClick={() => restoring.mutate(restore)}
        aria-label={t`Restore this version of ${label}`}
      >
        <Trans>Restore this version</Trans>
      </Button>
      {restoring.isSuccess && (
        <Text size="xs" c="teal.8" role="status">
          <Trans>Restored: saved here like an edit</Trans>
        </Text>
      )}
      {restoring.isError && (
        <Text size="xs" c="red.8" role="alert">
          {coreErrorMessage(restoring.error)}
        </Text>
      )}
    </Group>
  );
}

function HistoryItem({
  entry,
  retryAt,
  jobId,
  jobExists,
}: {
  entry: JobHistoryEntry;
  retryAt: string | null;
  jobId: number;
  jobExists: boolean;
}) {
  const [details, setDetails] = useState(false);
  const { app } = useCore();
  const { t } = useLingui();
  const namesBoards = showsEachBoard(useQuery(boardsQuery(app)).data);
  const sentence = historySentence(entry, { retryAt, namesBoards });
  const board = namesBoards && 'boardName' in entry && entry.boardName ? entry.boardName : null;
  const said = sentence.boardSaid;
  return (
    <Timeline.Item
      bullet={<EntryIcon entry={entry} tone={sentence.tone} />}
      color={TONE_COLORS[sentence.tone]}
    >
      <div data-history-entry>
        <Text data-history-sentence>{sentence.text}</Text>
        {said !== null && (
          <Text size="sm" c="dimmed" data-history-board-said>
            {board === null ? t`The job board said: ${said}` : t`${board} said: ${said}`}
          </Text>
        )}
        {sentence.lost !== null && <LostValues lost={sentence.lost} jobId={jobExists ? jobId : null} />}
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Text>
          {sentence.tone === 'problem' && (
            <Badge size="xs" color="red.8" variant="filled">
              <Trans>problem</Trans>
            </Badge>
          )}
          <UnstyledButton
            fz="xs"
            td="underline"
            onClick={() => setDetails((shown) => !shown)}
            aria-expanded={details}
          >
            {details ? t`Hide details` : t`Details`}
          </UnstyledButton>
        </Group>
        {details && (
          <Stack gap={2} mt={4} data-history-details>
            {sentence.details.map((line) => (
              <Text key={line} size="xs" c="dimmed" ff="monospace">
                {line}
              </Text>
            ))}
            <Code block>{JSON.stringify(entry, null, 2)}</Code>
          </Stack>
        )}
      </div>
    </Timeline.Item>
  );
}
