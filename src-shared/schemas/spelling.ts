// Schemas of the spelling endpoints (/app/v1/spelling): the language a recruiter writes in (for all jobs,
// and per job), and their own dictionary of words the checker must accept.
import * as z from 'zod/mini';

/** The languages JobDesk checks, with dictionaries that ship with it: Canadian English and French. */
export const SPELLING_LANGUAGES = ['en-CA', 'fr-CA'] as const;
export const SpellingLanguageSchema = z.enum(SPELLING_LANGUAGES);
export type SpellingLanguage = z.infer<typeof SpellingLanguageSchema>;
export const DEFAULT_SPELLING_LANGUAGE: SpellingLanguage = 'en-CA';

export const SPELLING_LANGUAGE_NAMES: Record<SpellingLanguage, string> = {
  'en-CA': 'English (Canada)',
  'fr-CA': 'Français (Canada)',
};

export const DICTIONARY_WORD_LENGTH = 64;

export const SPELLING_MESSAGES = {
  wordRequired: 'Give the word to add.',
  wordTooLong: `A word can be at most ${DICTIONARY_WORD_LENGTH} characters long.`,
  oneWord: 'Add one word at a time: no spaces.',
} as const;

/** One word of the recruiter's dictionary: trimmed, no whitespace, compared exactly (case matters to nspell). */
export const DictionaryWordSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: SPELLING_MESSAGES.wordRequired }),
    z.maxLength(DICTIONARY_WORD_LENGTH, { error: SPELLING_MESSAGES.wordTooLong }),
    z.regex(/^\S+$/u, { error: SPELLING_MESSAGES.oneWord }),
  );

/** GET /spelling: the recruiter's language for jobs with none of their own, and their words. */
export const SpellingSettingsSchema = z.object({
  language: SpellingLanguageSchema,
  words: z.array(z.string()),
});
export type SpellingSettings = z.infer<typeof SpellingSettingsSchema>;

// The request bodies below drop unknown keys, as every z.object does.

/** PUT /spelling. */
export const SpellingLanguageUpdateSchema = z.object({ language: SpellingLanguageSchema });

/** POST /spelling/words. */
export const DictionaryWordInputSchema = z.object({ word: DictionaryWordSchema });

/** GET and PUT /jobs/{id}/spelling: a job's own language; null follows the recruiter's. */
export const JobSpellingSchema = z.object({ language: z.nullable(SpellingLanguageSchema) });
export type JobSpelling = z.infer<typeof JobSpellingSchema>;
