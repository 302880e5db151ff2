// Writes of the editor's spelling: a job's own language and "Add to dictionary". Nothing is invalidated
// here: the core's `spelling` event has every open screen read them again (the editor keeps the language
// picked and the word added in its own state meanwhile).
import { useMutation } from '@tanstack/react-query';
import type { SpellingLanguage } from '../../../../src-shared/schemas/spelling.ts';
import { useCore } from '../../core/core-context.ts';
import { valueOrThrow } from '../../core/query-result.ts';

export function useSetJobSpelling() {
  const { app } = useCore();
  return useMutation({
    mutationFn: ({ jobId, language }: { jobId: number; language: SpellingLanguage }) =>
      valueOrThrow(app.setJobSpelling(jobId, language)),
  });
}

export function useAddDictionaryWord() {
  const { app } = useCore();
  return useMutation({ mutationFn: (word: string) => valueOrThrow(app.addDictionaryWord(word)) });
}
