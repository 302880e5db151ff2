// The employer facts the posting-law checks depend on, kept in the settings table: whether it has 25 or
// more employees (Ontario's rules apply from 25; yes until told otherwise) and whether it uses AI to
// screen, assess or select applicants (unknown until told).
import {
  DEFAULT_POSTING_LAW_SETTINGS,
  type PostingLawSettings,
  type PostingLawSettingsUpdate,
} from '../../src-shared/schemas/posting-checks.ts';
import type { SettingsRepository } from './settings-repository.ts';

export const ONTARIO_25_OR_MORE_SETTING = 'postingLaws.ontarioEmployees25OrMore';
export const USES_AI_SCREENING_SETTING = 'postingLaws.usesAiScreening';

/** A stored 'true' or 'false'; anything else (absent, or written by hand) reads as not said. */
function readFlag(settings: SettingsRepository, key: string): boolean | null {
  const value = settings.getSetting(key);
  return value === 'true' ? true : value === 'false' ? false : null;
}

export function readPostingLawSettings(settings: SettingsRepository): PostingLawSettings {
  return {
    ontarioEmployees25OrMore:
      readFlag(settings, ONTARIO_25_OR_MORE_SETTING) ?? DEFAULT_POSTING_LAW_SETTINGS.ontarioEmployees25OrMore,
    usesAiScreening: readFlag(settings, USES_AI_SCREENING_SETTING),
  };
}

/** Saves what the update gives (null AI use forgets the answer); absent properties stay as they are. */
export function updatePostingLawSettings(
  settings: SettingsRepository,
  update: PostingLawSettingsUpdate,
): PostingLawSettings {
  if (update.ontarioEmployees25OrMore !== undefined)
    settings.setSetting(ONTARIO_25_OR_MORE_SETTING, String(update.ontarioEmployees25OrMore));
  if (update.usesAiScreening === null) settings.deleteSetting(USES_AI_SCREENING_SETTING);
  else if (update.usesAiScreening !== undefined)
    settings.setSetting(USES_AI_SCREENING_SETTING, String(update.usesAiScreening));
  return readPostingLawSettings(settings);
}
