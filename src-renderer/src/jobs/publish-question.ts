// What a bulk Publish asks when jobs it would publish have posting-law findings, as the editor's Publish
// asks for one job: how many jobs and findings, and the jobs named with their provinces' rules.

import { plural, t } from '@lingui/core/macro';
import { findingHeadings } from '../../../src-shared/posting-laws/finding-words.ts';
import type { PublishChecks } from '../../../src-shared/schemas/posting-checks.ts';

export type JobWithFindings = PublishChecks['data'][number];

/** How many jobs the question names; the rest are counted. */
export const JOBS_NAMED_AT_MOST = 8;

export type PublishQuestion = {
  /** "Publish 143 jobs with 12 posting-law findings?" */
  title: string;
  /** Each job named, by id: "Payroll Analyst — Ontario: Pay in the posting; Ontario: Accommodation in recruitment". */
  jobs: Array<{ id: number; line: string }>;
  /** "and 4 other jobs with findings", or null when every such job is named. */
  more: string | null;
};

/** The question for publishing `publishing` jobs of which `flagged` have findings; null when none has. */
export function publishQuestion(
  publishing: number,
  flagged: readonly JobWithFindings[],
): PublishQuestion | null {
  if (flagged.length === 0) return null;
  const findings = flagged.reduce((sum, job) => sum + job.findings.length, 0);
  const unnamed = flagged.length - JOBS_NAMED_AT_MOST;
  return {
    title: t`Publish ${plural(publishing, { one: '# job', other: '# jobs' })} with ${plural(findings, { one: '# posting-law finding', other: '# posting-law findings' })}?`,
    jobs: flagged
      .slice(0, JOBS_NAMED_AT_MOST)
      .map((job) => ({ id: job.id, line: `${job.title} — ${findingHeadings(job.findings).join('; ')}` })),
    more:
      unnamed > 0
        ? plural(unnamed, { one: 'and # other job with findings', other: 'and # other jobs with findings' })
        : null,
  };
}
