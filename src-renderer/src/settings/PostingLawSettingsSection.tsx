// Settings, posting laws: what the checks must know of the employer. Each answer is saved as it is chosen.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PostingLawSettingsUpdate } from '../../../src-shared/schemas/posting-checks.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { postingLawSettingsQuery } from '../core/posting-law-queries.ts';
import { useSavePostingLawSettings } from './mutations.ts';

type AiAnswer = 'yes' | 'no' | 'unsaid';

const AI_ANSWERS: Readonly<Record<AiAnswer, boolean | null>> = { yes: true, no: false, unsaid: null };

function aiAnswerOf(value: boolean | null): AiAnswer {
  return value === true ? 'yes' : value === false ? 'no' : 'unsaid';
}

export function PostingLawSettingsSection() {
  const { t } = useLingui();
  const { app } = useCore();
  const settings = useQuery(postingLawSettingsQuery(app));
  const saving = useSavePostingLawSettings();
  const save = (update: PostingLawSettingsUpdate) => saving.mutate(update);
  const why = saving.isError ? coreErrorMessage(saving.error) : '';
  const status = saving.isError
    ? { text: t`Not saved: ${why}`, ok: false }
    : saving.isSuccess
      ? { text: t`Saved. The editor checks postings with these answers.`, ok: true }
      : null;

  const data = settings.data;
  // The answers are chosen once the core's are in: a choice made before could be overwritten by the read
  // still on its way.
  const unread = data === undefined;
  return (
    <Stack component="section" aria-labelledby="posting-law-settings-title">
      <Title order={3} size="h4" id="posting-law-settings-title">
        <Trans>Posting laws</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          JobDesk checks each posting against the job-posting and human-rights laws of the province or
          territory it is posted in, for every province and territory of Canada. Two of Ontario’s rules depend
          on your company.
        </Trans>
      </Text>
      <Radio.Group
        label={t`Does your company have 25 or more employees?`}
        description={t`Ontario’s job-posting rules apply to employers with 25 or more employees on the day a job is posted.`}
        value={data === undefined ? '' : data.ontarioEmployees25OrMore ? 'yes' : 'no'}
        disabled={unread}
        onChange={(value) => void save({ ontarioEmployees25OrMore: value === 'yes' })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="yes" label={t`Yes, 25 or more`} />
          <Radio value="no" label={t`No, fewer than 25`} />
        </Stack>
      </Radio.Group>
      <Radio.Group
        label={t`Does your company use artificial intelligence to screen, assess or select applicants?`}
        description={t`If it does, Ontario requires every posting to say so. Until you answer, the editor asks on each Ontario posting.`}
        value={data === undefined ? '' : aiAnswerOf(data.usesAiScreening)}
        disabled={unread}
        onChange={(value) => void save({ usesAiScreening: AI_ANSWERS[value as AiAnswer] ?? null })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="yes" label={t`Yes`} />
          <Radio value="no" label={t`No`} />
          <Radio value="unsaid" label={t`Not answered yet`} />
        </Stack>
      </Radio.Group>
      {settings.isError && (
        <Alert color="red" title={t`The answers about your company could not be read`}>
          {coreErrorMessage(settings.error)}
        </Alert>
      )}
      {status !== null && (
        <Text role="status" size="sm" c={status.ok ? 'teal.9' : 'red.8'}>
          {status.text}
        </Text>
      )}
    </Stack>
  );
}
