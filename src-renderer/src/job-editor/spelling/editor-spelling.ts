// The job editor's spelling, shared by the description and the title through React context: the language
// (the job's own, else the description's once there is enough of it to tell, else the recruiter's from
// Settings, else Canadian English), the checker, and
// "Add to dictionary" kept in the core.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { spellingLanguageOfDescription } from '../../../../src-shared/rules/spelling-language.ts';
import { DEFAULT_SPELLING_LANGUAGE, type SpellingLanguage } from '../../../../src-shared/schemas/spelling.ts';
import { useCore } from '../../core/core-context.ts';
import { jobSpellingQuery, spellingSettingsQuery } from '../../core/spelling-queries.ts';
import { useAddDictionaryWord, useSetJobSpelling } from './mutations.ts';
import type { SpellChecker } from './spell-checker.ts';
import { useSpellChecker } from './use-spell-checker.ts';

export type EditorSpelling = {
  /** null while the dictionary loads, and when it could not (see `unavailable`): no marks then. */
  checker: SpellChecker | null;
  /** What the recruiter is told when the checker failed to start or load its dictionary (else null). */
  unavailable: string | null;
  language: SpellingLanguage;
  /** Whether the job has a language of its own (else it follows the description's, or Settings). */
  ownLanguage: boolean;
  /** Whether the language is the description's, told from its text. */
  followsDescription: boolean;
  setLanguage(language: SpellingLanguage): void;
  addToDictionary(word: string): Promise<void>;
  /** For a job just created: keeps the language picked while it was new. */
  keepForNewJob(jobId: number): Promise<void>;
};

export const SpellingContext = createContext<EditorSpelling | null>(null);

export function useEditorSpelling(jobId: number | null, descriptionHtml = ''): EditorSpelling {
  const { t } = useLingui();
  const { app } = useCore();
  const settings = useQuery(spellingSettingsQuery(app));
  const jobSpelling = useQuery({ ...jobSpellingQuery(app, jobId ?? 0), enabled: jobId !== null });
  const { mutate: setJobSpelling, mutateAsync: keepJobSpelling } = useSetJobSpelling();
  const { mutate: addDictionaryWord } = useAddDictionaryWord();
  const [picked, setPicked] = useState<SpellingLanguage | null>(null);
  const own = picked ?? jobSpelling.data?.language ?? null;
  const settled = settings.isSuccess || settings.isError;
  // Judged a moment after typing (useDeferredValue): a keystroke never waits for the language detection.
  const description = useDeferredValue(descriptionHtml);
  const described = useMemo(() => spellingLanguageOfDescription(description), [description]);
  const language = own ?? described ?? settings.data?.language ?? DEFAULT_SPELLING_LANGUAGE;
  const jobSettled = jobId === null || jobSpelling.isSuccess || jobSpelling.isError;
  const checker = useSpellChecker(
    settled && jobSettled ? language : null,
    settled ? (settings.data?.words ?? []) : undefined,
  );

  // The recruiter is told in the UI's language; the checker's own reason (English, technical) goes to the log.
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    if (checker === null) return;
    let told = false;
    return checker.subscribe(() => {
      const failure = checker.failure();
      if (failure === null || told) return;
      told = true;
      console.warn('JobDesk: spelling is not checked', failure);
      setFailed(true);
    });
  }, [checker]);
  const unavailable = failed ? t`The spelling checker could not start: reload the page to try again.` : null;

  const setLanguage = useCallback(
    (next: SpellingLanguage) => {
      setPicked(next);
      if (jobId !== null) setJobSpelling({ jobId, language: next });
    },
    [jobId, setJobSpelling],
  );
  const addToDictionary = useCallback(
    async (word: string) => {
      checker?.addWord(word);
      addDictionaryWord(word);
    },
    [checker, addDictionaryWord],
  );
  const keepForNewJob = useCallback(
    async (newJobId: number) => {
      if (picked !== null)
        await keepJobSpelling({ jobId: newJobId, language: picked }).catch(() => undefined);
    },
    [keepJobSpelling, picked],
  );
  return useMemo(
    () => ({
      checker: unavailable === null ? checker : null,
      unavailable,
      language,
      ownLanguage: own !== null,
      followsDescription: own === null && described !== null,
      setLanguage,
      addToDictionary,
      keepForNewJob,
    }),
    [checker, unavailable, language, own, described, setLanguage, addToDictionary, keepForNewJob],
  );
}
