// The Settings form's pure rules: what it sends, where the core's messages go, and what the key field
// says about the saved key (kept for the address it was saved with only).
import type { SettingsUpdate, SettingsView } from '../../../src-shared/schemas/app.ts';
import type { FieldError } from '../../../src-shared/schemas/resources.ts';

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

/** What the key field says: whether a key is saved, and that a new address forgets it. */
export function apiKeyDescription(saved: SettingsView | undefined, typedAddress: string): string {
  if (saved === undefined) return '';
  if (!saved.hasApiKey) return 'No key is saved yet.';
  const typed = typedAddress.trim().replace(/\/+$/, '');
  if (saved.remoteUrl !== null && typed !== '' && typed !== saved.remoteUrl)
    return 'The saved key is for the saved address only: saving this new address forgets it. Enter the key for the new address.';
  return 'A key is saved. Type a new one to replace it; it is never shown again.';
}
