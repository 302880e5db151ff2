// Under a board's address: the one tick that lets its API key travel over http:// to a computer other than
// this one, shown only for such an address, with why it is asked.
import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { asksToAllowUnencrypted, type BoardFormValues } from './board-form.ts';

export function UnencryptedAddressConsent({ form }: { form: UseFormReturnType<BoardFormValues> }) {
  const { t } = useLingui();
  if (!asksToAllowUnencrypted(form.getValues().url)) return null;
  return (
    <Checkbox
      label={t`Send the API key to this http:// address unencrypted`}
      description={t`Without https://, anyone on the network between here and the board can read the key. Tick this only for a board on a network you trust.`}
      {...form.getInputProps('allowUnencrypted', { type: 'checkbox' })}
    />
  );
}
