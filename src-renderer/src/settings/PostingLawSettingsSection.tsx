// Settings, posting laws: what the checks must know of the employer. Each answer is saved as it is chosen.
import { Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PostingLawSettingsUpdate } from '../../../src-shared/schemas/posting-checks.ts';
import { useCore } from '../core/core-context.ts';
import { postingLawSettingsKey, postingLawSettingsQuery } from '../core/posting-law-queries.ts';

type AiAnswer = 'yes' | 'no' | 'unsaid';

const AI_ANSWERS: Readonly<Record<AiAnswer, boolean | null>> = { yes: true, no: false, unsaid: null };

function aiAnswerOf(value: boolean | null): AiAnswer {
  return value === true ? 'yes' : value === false ? 'no' : 'unsaid';
}

export function PostingLawSettingsSection() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  const settings = useQuery(postingLawSettingsQuery(app));
  const [status, setStatus] = useState<{ text: string; ok: boolean } | null>(null);

  const save = async (update: PostingLawSettingsUpdate) => {
    setStatus(null);
    const answer = await app.updatePostingLawSettings(update);
    if (!answer.ok) {
      setStatus({ text: `Not saved: ${answer.error.messages.join(' ')}`, ok: false });
      return;
    }
    queryClient.setQueryData(postingLawSettingsKey, answer.value);
    setStatus({ text: 'Saved. The editor checks postings with these answers.', ok: true });
  };

  const data = settings.data;
  return (
    <Stack component="section" aria-labelledby="posting-law-settings-title">
      <Title order={3} size="h4" id="posting-law-settings-title">
        Posting laws
      </Title>
      <Text size="sm">
        JobDesk checks each posting against the job-posting laws of the provinces it is posted in (British
        Columbia, Prince Edward Island, Ontario). Two of Ontario's rules depend on your company.
      </Text>
      <Radio.Group
        label="Does your company have 25 or more employees?"
        description="Ontario's job-posting rules apply to employers with 25 or more employees on the day a job is posted."
        value={data === undefined ? '' : data.ontarioEmployees25OrMore ? 'yes' : 'no'}
        onChange={(value) => void save({ ontarioEmployees25OrMore: value === 'yes' })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="yes" label="Yes, 25 or more" />
          <Radio value="no" label="No, fewer than 25" />
        </Stack>
      </Radio.Group>
      <Radio.Group
        label="Does your company use artificial intelligence to screen, assess or select applicants?"
        description="If it does, Ontario requires every posting to say so. Until you answer, the editor asks on each Ontario posting."
        value={data === undefined ? '' : aiAnswerOf(data.usesAiScreening)}
        onChange={(value) => void save({ usesAiScreening: AI_ANSWERS[value as AiAnswer] ?? null })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
          <Radio value="unsaid" label="Not answered yet" />
        </Stack>
      </Radio.Group>
      {status !== null && (
        <Text role="status" size="sm" c={status.ok ? 'teal.9' : 'red.8'}>
          {status.text}
        </Text>
      )}
    </Stack>
  );
}
