// Writes of a job's version and answers. Nothing is invalidated on success but the answer itself: the core's
// job and posting-laws events have every open screen read the rest again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LanguageVersionCreate,
  PostingAnswers,
} from '../../../../src-shared/schemas/language-versions.ts';
import { useCore } from '../../core/core-context.ts';
import { languageVersionKeys } from './queries.ts';

/** Makes the version; answers the client's Result, so the form can put a refusal under its field. */
export function useAddLanguageVersion(jobId: number) {
  const { app } = useCore();
  return useMutation({
    mutationFn: (request: LanguageVersionCreate) => app.addLanguageVersion(jobId, request),
  });
}

export function useSetPostingAnswers(jobId: number) {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: PostingAnswers) => {
      const saved = await app.setPostingAnswers(jobId, answers);
      if (!saved.ok) throw saved.error;
      return saved.value;
    },
    onSuccess: (saved) => queryClient.setQueryData(languageVersionKeys.answers(jobId), saved),
  });
}
