// The job editor's spelling, shared by the description and the title through React context: the language
// (the job's own, else the recruiter's from Settings, else Canadian English), the checker, and
// "Add to dictionary" kept in the core.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_SPELLING_LANGUAGE, type SpellingLanguage } from '../../../../src-shared/schemas/spelling.ts';
import { useCore } from '../../core/core-context.ts';
import { valueOrThrow } from '../../core/query-result.ts';
import { spellingKeys } from '../../core/spelling-queries.ts';
import type { SpellChecker } from './spell-checker.ts';
import { useSpellChecker } from './use-spell-checker.ts';

export type EditorSpelling = {
  /** null while the dictionary loads, and when it could not (see `unavailable`): no marks then. */
  checker: SpellChecker | null;
  /** Why spelling is not checked, when the checker failed to start or load its dictionary. */
  unavailable: string | null;
  language: SpellingLanguage;
  /** Whether the job has a language of its own (else it follows Settings). */
  ownLanguage: boolean;
  setLanguage(language: SpellingLanguage): void;
  addToDictionary(word: string): Promise<void>;
  /** For a job just created: keeps the language picked while it was new. */
  keepForNewJob(jobId: number): Promise<void>;
};

export const SpellingContext = createContext<EditorSpelling | null>(null);

export function useEditorSpelling(jobId: number | null): EditorSpelling {
  const { app } = useCore();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: spellingKeys.settings,
    queryFn: ({ signal }) => valueOrThrow(app.spelling({ signal })),
  });
  const jobSpelling = useQuery({
    queryKey: spellingKeys.job(jobId ?? 0),
    queryFn: ({ signal }) => valueOrThrow(app.jobSpelling(jobId ?? 0, { signal })),
    enabled: jobId !== null,
  });
  const [picked, setPicked] = useState<SpellingLanguage | null>(null);
  const own = picked ?? jobSpelling.data?.language ?? null;
  const settled = settings.isSuccess || settings.isError;
  const language = own ?? settings.data?.language ?? DEFAULT_SPELLING_LANGUAGE;
  const jobSettled = jobId === null || jobSpelling.isSuccess || jobSpelling.isError;
  const checker = useSpellChecker(
    settled && jobSettled ? language : null,
    settled ? (settings.data?.words ?? []) : undefined,
  );

  const [unavailable, setUnavailable] = useState<string | null>(null);
  useEffect(() => {
    setUnavailable(null);
    if (checker === null) return;
    return checker.subscribe(() => setUnavailable(checker.failure()));
  }, [checker]);

  const setLanguage = useCallback(
    (next: SpellingLanguage) => {
      setPicked(next);
      if (jobId !== null) {
        void app.setJobSpelling(jobId, next).then((answer) => {
          if (answer.ok) queryClient.setQueryData(spellingKeys.job(jobId), answer.value);
        });
      }
    },
    [app, jobId, queryClient],
  );
  const addToDictionary = useCallback(
    async (word: string) => {
      checker?.addWord(word);
      const answer = await app.addDictionaryWord(word);
      if (answer.ok) queryClient.setQueryData(spellingKeys.settings, answer.value);
    },
    [app, checker, queryClient],
  );
  const keepForNewJob = useCallback(
    async (newJobId: number) => {
      if (picked !== null) await app.setJobSpelling(newJobId, picked);
    },
    [app, picked],
  );
  return useMemo(
    () => ({
      checker: unavailable === null ? checker : null,
      unavailable,
      language,
      ownLanguage: own !== null,
      setLanguage,
      addToDictionary,
      keepForNewJob,
    }),
    [checker, unavailable, language, own, setLanguage, addToDictionary, keepForNewJob],
  );
}
