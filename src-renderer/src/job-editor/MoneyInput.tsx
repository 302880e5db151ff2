// An amount of money typed in dollars: "$52,000" or "$22.50" once the field is left, as the app writes money
// everywhere else (formatMoney); as typed while the recruiter is in it, so the cursor never jumps.
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

export type MoneyInputProps = Omit<NumberInputProps, 'prefix' | 'decimalScale' | 'fixedDecimalScale'> & {
  value: number | '';
};

export function MoneyInput({ value, onFocus, onBlur, ...props }: MoneyInputProps) {
  const [focused, setFocused] = useState(false);
  const hasCents = typeof value === 'number' && !Number.isInteger(value);
  return (
    <NumberInput
      {...props}
      value={value}
      prefix="$"
      min={0}
      decimalScale={2}
      thousandSeparator=","
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
