// The Settings form's pure rules: what it sends, where the core's messages go, and what the key field
// says about the saved key (kept for the address it was saved with only).
import type { SettingsUpdate, SettingsView } from '../../../src-shared/schemas/app.ts';
import type { FieldError } from '../../../src-shared/schemas/resources.ts';
import { coreErrorMessage, isJobBoardError } from '../core/core-error-message.ts';

/** What the form holds (@mantine/form's values). */
export type SettingsFormValues = { remoteUrl: string; apiKey: string };

export type SettingsFieldErrors = { remoteUrl?: string; apiKey?: string };

/** What the form holds, as settings and the connection test take it: an empty key field sends no key. */
export function typedSettings(remoteUrl: string, apiKey: string): SettingsUpdate {
  return { remoteUrl: remoteUrl.trim(), ...(apiKey.trim() !== '' ? { apiKey: apiKey.trim() } : {}) };
}

/** The core's messages per field, for the message under each input. */
export function settingsFieldErrors(fields: readonly FieldError[]): SettingsFieldErrors {
  const errors: SettingsFieldErrors = {};
  for (const field of fields) {
    if (field.path === 'remoteUrl' || field.path === 'apiKey')
      errors[field.path] = [errors[field.path], field.message].filter(Boolean).join(' ');
  }
  return errors;
}

/** An address as the core keeps it: trimmed, without a trailing slash. */
function comparableAddress(address: string): string {
  return address.trim().replace(/\/+$/, '');
}

/** What Settings says of a board without a key, under the first board's key field and on each board's card. */
export const NO_KEY_SAVED = 'No API key is saved yet. Paste the key the job board gave you.';

/**
 * The one sentence about the saved key, under the key field: whether one is saved, and that a new address
 * forgets it.
 */
export function apiKeyDescription(saved: SettingsView | undefined, typedAddress: string): string {
  if (saved === undefined) return '';
  if (!saved.hasApiKey) return NO_KEY_SAVED;
  const typed = comparableAddress(typedAddress);
  if (saved.remoteUrl !== null && typed !== '' && typed !== saved.remoteUrl)
    return 'The saved key is for the saved address only: saving this new address forgets it. Enter the key for the new address.';
  return 'A key is saved. Type a new one to replace it; it is never shown again.';
}

/** Whether the form holds something Save would change: another address, or a key typed. */
export function hasUnsavedSettings(values: SettingsFormValues, saved: SettingsView | undefined): boolean {
  if (saved === undefined) return false;
  return comparableAddress(values.remoteUrl) !== (saved.remoteUrl ?? '') || values.apiKey.trim() !== '';
}

/** What the leave prompt says is not saved. */
export const UNSAVED_SETTINGS = 'Your changes to the settings have not been saved.';

/** A refused save: the core's messages under their fields, and what no field carries as one problem. */
export function saveFailure(error: unknown): { fields: SettingsFieldErrors; problem: string | null } {
  const fields = isJobBoardError(error) ? settingsFieldErrors(error.fields) : {};
  const placed = fields.remoteUrl !== undefined || fields.apiKey !== undefined;
  return { fields, problem: placed ? null : coreErrorMessage(error) };
}

/** The line under the form after a save, by whether a key was sent with it. */
export function savedMessage(sentKey: boolean): string {
  return sentKey
    ? 'Saved. JobDesk tries the new key now; the sync status at the top says whether the board accepts it.'
    : 'Saved.';
}
