// A warning under the salary when its amount cannot be meant for its pay period ("$18 a year"): the shared
// plausibility rule; it never stops a save, since the board takes any amount.
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { salaryPlausibilityWarning } from '../../../src-shared/rules/salary-plausibility.ts';

export type SalaryPlausibilityNoteProps = {
  amount: number | '';
  maxAmount: number | '';
  /** The pay period's id as the form holds it; `''` when none is chosen. */
  payPeriod: string;
};

export function SalaryPlausibilityNote({ amount, maxAmount, payPeriod }: SalaryPlausibilityNoteProps) {
  const period = Number(payPeriod);
  const warnings =
    payPeriod === ''
      ? []
      : [amount, maxAmount].flatMap((value) => {
          const warning = value === '' ? undefined : salaryPlausibilityWarning(value, period);
          return warning === undefined ? [] : [warning];
        });
  // One sentence is enough: a maximum in the same wrong period says the same thing again.
  const warning = warnings[0];
  return (
    <div role="status">
      {warning === undefined ? null : (
        <Group gap={6} wrap="nowrap" data-testid="salary-plausibility">
          <IconAlertTriangle aria-hidden size={16} color="var(--mantine-color-orange-7)" />
          <Text size="sm">{warning}</Text>
        </Group>
      )}
    </div>
  );
}
