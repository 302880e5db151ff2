// What the editor's live checks know of a saved job beyond its form: its version in the other language (with
// that version's description, which meets Quebec's French rule) and the recruiter's answer about its pay.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PostingJobFacts } from '../../../../src-shared/posting-laws/index.ts';
import { useCore } from '../../core/core-context.ts';
import { jobQuery } from '../../core/queries.ts';
import { languageVersionQuery, postingAnswersQuery } from './queries.ts';

/** Undefined for a job not saved yet (a new job has neither). */
export function useJobPostingFacts(jobId: number | null): PostingJobFacts | undefined {
  const { app, jobBoard } = useCore();
  const saved = jobId !== null;
  const view = useQuery({ ...languageVersionQuery(app, jobId ?? 0), enabled: saved }).data;
  const answers = useQuery({ ...postingAnswersQuery(app, jobId ?? 0), enabled: saved }).data;
  const twin = view?.twin ?? null;
  const twinJob = useQuery({ ...jobQuery(jobBoard, twin?.id ?? 0), enabled: twin !== null }).data;
  const paysOver200k = answers?.paysOver200k ?? false;
  const language = twin?.language;
  const description = twinJob?.description;
  return useMemo(() => {
    if (!saved) return undefined;
    return {
      paysOver200k,
      ...(language === undefined || description === undefined
        ? {}
        : { otherVersion: { language, descriptionHtml: description } }),
    };
  }, [saved, paysOver200k, language, description]);
}
