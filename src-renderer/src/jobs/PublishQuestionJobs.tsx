// The body of a bulk Publish's question: the jobs with posting-law findings, each with its provinces' rules.
import { Trans } from '@lingui/react/macro';
import { List, Stack, Text } from '@mantine/core';
import type { PublishQuestion } from './publish-question.ts';

export function PublishQuestionJobs({ question }: { question: PublishQuestion }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Trans>These jobs break or may break a province’s posting rules:</Trans>
      </Text>
      <List size="sm" data-testid="bulk-publish-findings">
        {question.jobs.map((job) => (
          <List.Item key={job.id}>{job.line}</List.Item>
        ))}
      </List>
      {question.more !== null && <Text size="sm">{question.more}</Text>}
      <Text size="sm">
        <Trans>Open a job to see each finding under its field.</Trans>
      </Text>
    </Stack>
  );
}
