// Writes of Settings: saving the board's address and key, and testing what the form holds. The core starts a
// sync by itself after new settings; the saved view is the core's own answer (nothing is read again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsUpdate } from '../../../src-shared/schemas/app.ts';
import type { PostingLawSettingsUpdate } from '../../../src-shared/schemas/posting-checks.ts';
import type { SpellingLanguage } from '../../../src-shared/schemas/spelling.ts';
import { useCore } from '../core/core-context.ts';
import { settingsKeys, spellingKeys } from '../core/query-keys.ts';
import { valueOrThrow } from '../core/query-result.ts';

/** Saves the settings; a refusal is thrown as the client's JobBoardError (fields under their inputs). */
export function useSaveSettings() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => valueOrThrow(app.updateSettings(update)),
    onSuccess: (view) => queryClient.setQueryData(settingsKeys.all, view),
  });
}

/** Tests the typed settings, saved or not: the core says what it tried and what answered. */
export function useTestConnection() {
  const { app } = useCore();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => valueOrThrow(app.testConnection(update)),
  });
}

/** Saves one answer about the employer for the posting-law checks; the editor reads the core's answer. */
export function useSavePostingLawSettings() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PostingLawSettingsUpdate) => valueOrThrow(app.updatePostingLawSettings(update)),
    onSuccess: (view) => queryClient.setQueryData(settingsKeys.postingLaws(), view),
  });
}

/** Sets the language jobs without their own are checked in; the select shows the core's answer at once. */
export function useSetSpellingLanguage() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: SpellingLanguage) => valueOrThrow(app.setSpellingLanguage(language)),
    onSuccess: (settings) => queryClient.setQueryData(spellingKeys.settings(), settings),
  });
}

/** Takes a word out of the recruiter's dictionary; the list follows the core's `spelling` event. */
export function useRemoveDictionaryWord() {
  const { app } = useCore();
  return useMutation({ mutationFn: (word: string) => valueOrThrow(app.removeDictionaryWord(word)) });
}
