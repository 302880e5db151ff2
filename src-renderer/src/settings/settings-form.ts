// Settings' words: what a key input says about the saved key (kept for the address it was saved with only), and
// what the leave prompt says is not saved. Words from the catalogs, said in the UI's language when called.
import { t } from '@lingui/core/macro';
import type { SettingsView } from '../../../src-shared/schemas/app.ts';

/** An address as the core keeps it: trimmed, without a trailing slash. */
function comparableAddress(address: string): string {
  return address.trim().replace(/\/+$/, '');
}

/** What Settings says of a board without a key, under a board's key input and on its card. */
export function noKeySaved(): string {
  return t`No API key is saved yet. Paste the key the job board gave you.`;
}

/**
 * The one sentence about the saved key, under the key field: whether one is saved, and that a new address
 * forgets it.
 */
export function apiKeyDescription(
  saved: Pick<SettingsView, 'remoteUrl' | 'hasApiKey'> | undefined,
  typedAddress: string,
): string {
  if (saved === undefined) return '';
  if (!saved.hasApiKey) return noKeySaved();
  const typed = comparableAddress(typedAddress);
  if (saved.remoteUrl !== null && typed !== '' && typed !== saved.remoteUrl)
    return t`The saved key is for the saved address only: saving this new address forgets it. Enter the key for the new address.`;
  return t`A key is saved. Type a new one to replace it; it is never shown again.`;
}

/** What the leave prompt says is not saved. */
export function unsavedSettings(): string {
  return t`Your changes to the settings have not been saved.`;
}
