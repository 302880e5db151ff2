// Spelling in the store: the recruiter's own dictionary (words the checker must accept), their language,
// and the language a job may have of its own.
import {
  DEFAULT_SPELLING_LANGUAGE,
  type SpellingLanguage,
  SpellingLanguageSchema,
} from '../../src-shared/schemas/spelling.ts';
import type { Clock, Db } from './database.ts';

export type SpellingRepository = {
  /** The employer's words, sorted as the recruiter reads them. */
  listWords(employerId: number): string[];
  /** Adds a word; adding it again changes nothing. */
  addWord(employerId: number, word: string): void;
  /** False when the word was not in the dictionary. */
  removeWord(employerId: number, word: string): boolean;
  /** The employer's language for jobs with none of their own (Canadian English until they pick). */
  getLanguage(employerId: number): SpellingLanguage;
  setLanguage(employerId: number, language: SpellingLanguage): void;
  /** A job's own language, or null when it follows the employer's. */
  getJobLanguage(jobId: number): SpellingLanguage | null;
  /** null forgets the job's own language. */
  setJobLanguage(jobId: number, language: SpellingLanguage | null): void;
};

/** The settings key of an employer's language (the settings table holds app settings as text). */
const languageKey = (employerId: number) => `spelling-language:${employerId}`;

export function createSpellingRepository(db: Db, options: { now: Clock }): SpellingRepository {
  const selectWords = db
    .prepare<[number], string>(
      'SELECT word FROM dictionary_words WHERE employer_id = +? ORDER BY word COLLATE NOCASE, word',
    )
    .pluck();
  const insertWord = db.prepare<[number, string, string]>(
    'INSERT INTO dictionary_words (employer_id, word, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const deleteWord = db.prepare<[number, string]>(
    'DELETE FROM dictionary_words WHERE employer_id = ? AND word = ?',
  );
  const selectSetting = db.prepare<[string], string>('SELECT value FROM settings WHERE key = ?').pluck();
  const upsertSetting = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const selectJobLanguage = db
    .prepare<[number], string>('SELECT language FROM job_spelling WHERE job_id = ?')
    .pluck();
  const upsertJobLanguage = db.prepare<[number, string]>(
    'INSERT INTO job_spelling (job_id, language) VALUES (?, ?) ON CONFLICT (job_id) DO UPDATE SET language = excluded.language',
  );
  const deleteJobLanguage = db.prepare<[number]>('DELETE FROM job_spelling WHERE job_id = ?');

  return {
    listWords: (employerId) => selectWords.all(employerId),
    addWord(employerId, word) {
      insertWord.run(employerId, word, options.now().toISOString());
    },
    removeWord: (employerId, word) => deleteWord.run(employerId, word).changes === 1,
    getLanguage(employerId) {
      const parsed = SpellingLanguageSchema.safeParse(selectSetting.get(languageKey(employerId)));
      return parsed.success ? parsed.data : DEFAULT_SPELLING_LANGUAGE;
    },
    setLanguage(employerId, language) {
      upsertSetting.run(languageKey(employerId), language);
    },
    getJobLanguage(jobId) {
      const parsed = SpellingLanguageSchema.safeParse(selectJobLanguage.get(jobId));
      return parsed.success ? parsed.data : null;
    },
    setJobLanguage(jobId, language) {
      if (language === null) deleteJobLanguage.run(jobId);
      else upsertJobLanguage.run(jobId, language);
    },
  };
}
