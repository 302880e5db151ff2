// An amount of money typed in dollars: "$52,000" or "$22.50" once the field is left, in French « 52 000 $ » or
// « 22,50 $ » as Quebec writes money; as typed while the recruiter is in it, so the cursor never jumps.
import { useLingui } from '@lingui/react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

export type MoneyInputProps = Omit<NumberInputProps, 'prefix' | 'decimalScale' | 'fixedDecimalScale'> & {
  value: number | '';
};

export function MoneyInput({ value, onFocus, onBlur, ...props }: MoneyInputProps) {
  const [focused, setFocused] = useState(false);
  const { i18n } = useLingui();
  const french = i18n.locale === 'fr';
  const hasCents = typeof value === 'number' && !Number.isInteger(value);
  return (
    <NumberInput
      {...props}
      value={value}
      {...(french
        ? { suffix: '\u00a0$', thousandSeparator: '\u00a0', decimalSeparator: ',' }
        : { prefix: '$', thousandSeparator: ',' })}
      min={0}
      decimalScale={2}
      fixedDecimalScale={hasCents && !focused}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
    />
  );
}
