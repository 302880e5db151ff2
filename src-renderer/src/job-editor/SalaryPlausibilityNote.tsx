// Under the salary: a warning when its amount cannot be meant for its pay period ("$18 a year"), and the
// question "Is this range right?" when the maximum is over three times the minimum, asked once: the recruiter's
// "Yes, it is right" is kept for that range while the editor is open. Both by the shared rule
// (salary-plausibility.ts); neither stops a save, since the board takes any amount.
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { implausibleSalary, rangeNeedsQuestion } from '../../../src-shared/rules/salary-plausibility.ts';
import { implausibleSalaryWords, rangeQuestionWords } from './salary-note-words.ts';

export type SalaryPlausibilityNoteProps = {
  amount: number | '';
  maxAmount: number | '';
  /** The pay period's id as the form holds it; `''` when none is chosen. */
  payPeriod: string;
};

const rangeKey = (amount: number, maxAmount: number) => `${amount}-${maxAmount}`;

export function SalaryPlausibilityNote({ amount, maxAmount, payPeriod }: SalaryPlausibilityNoteProps) {
  const [rangeConfirmed, setRangeConfirmed] = useState<string | null>(null);
  const period = Number(payPeriod);
  // One sentence is enough: a maximum in the same wrong period says the same thing again.
  const found =
    payPeriod === ''
      ? undefined
      : [amount, maxAmount]
          .map((value) => (value === '' ? undefined : implausibleSalary(value, period)))
          .find((item) => item !== undefined);
  const low = amount === '' ? null : amount;
  const high = maxAmount === '' ? null : maxAmount;
  const askRange =
    low !== null && high !== null && rangeNeedsQuestion(low, high) && rangeConfirmed !== rangeKey(low, high);
  return (
    <div role="status">
      <Stack gap={6}>
        {found === undefined ? null : (
          <Group gap={6} wrap="nowrap" data-testid="salary-plausibility">
            <IconAlertTriangle aria-hidden size={16} color="var(--mantine-color-orange-7)" />
            <Text size="sm">{implausibleSalaryWords(found)}</Text>
          </Group>
        )}
        {askRange && low !== null && high !== null ? (
          <Group gap={8} wrap="wrap" data-testid="salary-range-question">
            <IconAlertTriangle aria-hidden size={16} color="var(--mantine-color-orange-7)" />
            <Text size="sm" fw={600}>
              <Trans>Is this range right?</Trans>
            </Text>
            <Text size="sm">{rangeQuestionWords(low, high)}</Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => setRangeConfirmed(rangeKey(low, high))}
            >
              <Trans>Yes, it is right</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </div>
  );
}
