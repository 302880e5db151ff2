import { describe, expect, it } from 'vitest';
import type { PostingFinding } from '../../../src-shared/schemas/posting-checks.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { JOBS_NAMED_AT_MOST, type JobWithFindings, publishQuestion } from './publish-question.ts';

function finding(rule: string, province: PostingFinding['province']): PostingFinding {
  return {
    rule,
    province,
    severity: 'required',
    field: 'salary',
    message: 'm',
    source: { law: 'l', section: 's', url: 'https://www.ontario.ca/' },
  };
}

const payroll: JobWithFindings = {
  id: 1,
  title: 'Payroll Analyst',
  findings: [finding('on-pay', 'ON'), finding('on-accommodation', 'ON')],
};

describe('the question a bulk Publish asks', () => {
  it('is not asked when no job it publishes has a finding', () => {
    expect(publishQuestion(143, [])).toBeNull();
  });

  it('counts the jobs published and the findings, and names each job with its provinces’ rules', () => {
    const question = publishQuestion(143, [
      payroll,
      { id: 2, title: 'Cashier', findings: [finding('qc-french', 'QC')] },
    ]);
    expect(question?.title).toBe('Publish 143 jobs with 3 posting-law findings?');
    expect(question?.jobs).toEqual([
      { id: 1, line: 'Payroll Analyst — Ontario: Pay in the posting; Ontario: Accommodation in recruitment' },
      { id: 2, line: 'Cashier — Quebec: Posting in French' },
    ]);
    expect(question?.more).toBeNull();
  });

  it('names a few jobs and counts the others', () => {
    const many = Array.from({ length: JOBS_NAMED_AT_MOST + 3 }, (_, index) => ({
      ...payroll,
      id: index + 1,
    }));
    const question = publishQuestion(many.length, many);
    expect(question?.jobs).toHaveLength(JOBS_NAMED_AT_MOST);
    expect(question?.more).toBe('and 3 other jobs with findings');
  });

  it('says "1 job" and "1 posting-law finding" for one', () => {
    const question = publishQuestion(1, [{ ...payroll, findings: [finding('on-pay', 'ON')] }]);
    expect(question?.title).toBe('Publish 1 job with 1 posting-law finding?');
  });

  it('asks in French with both counts', async () => {
    await useFrenchUi();
    const question = publishQuestion(143, [payroll]);
    expect(question?.title).toBe('Publier 143 postes avec 2 constats sur les règles d’affichage\u202f?');
  });
});
