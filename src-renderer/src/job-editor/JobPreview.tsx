// The posting as a candidate sees it: title, employer (or "Confidential"), locations, salary in words, how to
// apply, the close date and the description.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { checkDescriptionHtml } from '../../../src-shared/description/check-description-html.ts';
import { salaryInWords } from '../core/salary-in-words.ts';
import type { JobFormValues } from './form-values.ts';
import { closeDayInWords, howToApplyInWords } from './preview-words.ts';

export type JobPreviewProps = {
  values: JobFormValues;
  /** The employer's name as the job board has it; null until a board's answer has shown it. */
  employerName: string | null;
  positionTypeName: string | null;
};

export function JobPreview({ values, employerName, positionTypeName }: JobPreviewProps) {
  const { t } = useLingui();
  const salary = salaryInWords({
    amount: values.salary === '' ? null : values.salary,
    maxAmount: values.maxSalary === '' ? null : values.maxSalary,
    periodId: values.payPeriod === '' ? null : Number(values.payPeriod),
    plusCommission: values.plusCommission,
  });
  const howToApply = howToApplyInWords(values);
  const closes = closeDayInWords(values.closeDate);
  // The editor only makes allowed markup; anything else (never expected) is shown as text, never as HTML.
  const safe = values.description !== '' && checkDescriptionHtml(values.description).length === 0;
  return (
    <Stack gap="sm" component="article" aria-label={t`Preview of the posting`}>
      <Title order={2}>{values.title.trim() === '' ? t`Untitled job` : values.title}</Title>
      <Text fw={600}>{values.confidential ? t`Confidential` : (employerName ?? t`Your company`)}</Text>
      <Group gap="xs">
        {values.locations.map((location) => (
          <Badge key={location} variant="outline" color="dark">
            {location}
          </Badge>
        ))}
        {positionTypeName ? (
          <Badge variant="outline" color="dark">
            {positionTypeName}
          </Badge>
        ) : null}
      </Group>
      {salary ? (
        <Text>{salary}</Text>
      ) : (
        <Text c="dimmed">
          <Trans>No salary given</Trans>
        </Text>
      )}
      {howToApply ? (
        <Text>{howToApply}</Text>
      ) : (
        <Text c="dimmed">
          <Trans>No way to apply given yet</Trans>
        </Text>
      )}
      {closes ? <Text>{closes}</Text> : null}
      {safe ? (
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: checked by the shared description rule just above. */}
          <div dangerouslySetInnerHTML={{ __html: values.description }} />
        </Typography>
      ) : (
        <Text c="dimmed">
          {values.description === ''
            ? t`No description yet.`
            : t`The description has markup the board does not allow; fix it to see it here.`}
        </Text>
      )}
    </Stack>
  );
}
