import { describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_STATEMENT,
  AI_STATEMENT_SENTENCE,
  VACANCY_STATEMENT_SENTENCE,
} from '../../../src-shared/posting-laws/index.ts';
import type { JobFormValues } from './form-values.ts';
import {
  findingsUnder,
  postingFindingsOfForm,
  publishQuestionLines,
  suggestionParagraph,
} from './posting-findings.ts';

const SETTINGS = { ontarioEmployees25OrMore: true, usesAiScreening: null };
const ONTARIO: Pick<JobFormValues, 'locations' | 'salary' | 'maxSalary' | 'payPeriod' | 'description'> = {
  locations: ['Toronto, ON'],
  salary: 80_000,
  maxSalary: 140_000,
  payPeriod: '1',
  description: '<p>Build things.</p>',
};

describe("the editor's posting-law findings", () => {
  it('reads the form: a $60,000 Ontario range under Salary, the statements under Description', () => {
    const findings = postingFindingsOfForm(ONTARIO, SETTINGS, '2026-11-25');
    expect(findingsUnder(findings, 'salary').map((finding) => finding.rule)).toEqual(['on-pay-range']);
    expect(findingsUnder(findings, 'description').map((finding) => finding.suggestion)).toEqual([
      AI_STATEMENT_SENTENCE,
      VACANCY_STATEMENT_SENTENCE,
      ACCOMMODATION_STATEMENT.en,
    ]);
  });

  it('spares a role the recruiter says pays over $200,000, and writes the findings in French when asked', () => {
    const noPay = { ...ONTARIO, salary: '' as const, maxSalary: '' as const };
    expect(findingsUnder(postingFindingsOfForm(noPay, SETTINGS, '2026-11-25'), 'salary')).toHaveLength(1);
    expect(
      findingsUnder(postingFindingsOfForm(noPay, SETTINGS, '2026-11-25', { paysOver200k: true }), 'salary'),
    ).toEqual([]);
    const [inFrench] = findingsUnder(
      postingFindingsOfForm(noPay, SETTINGS, '2026-11-25', undefined, 'fr'),
      'salary',
    );
    expect(inFrench?.message).toContain('L’Ontario exige le salaire prévu');
  });

  it('reads empty amounts as no salary, and a maximum alone as a range without its lowest end', () => {
    const none = postingFindingsOfForm({ ...ONTARIO, salary: '', maxSalary: '' }, SETTINGS, '2026-11-25');
    expect(findingsUnder(none, 'salary')[0]?.message).toContain('enter a salary');
    const top = postingFindingsOfForm({ ...ONTARIO, salary: '' }, SETTINGS, '2026-11-25');
    expect(findingsUnder(top, 'salary')[0]?.message).toContain('both ends');
  });

  it('clears the statements once their sentences are inserted', () => {
    const description = `<p>Build things.</p>${suggestionParagraph(AI_STATEMENT_SENTENCE)}${suggestionParagraph(VACANCY_STATEMENT_SENTENCE)}${suggestionParagraph(ACCOMMODATION_STATEMENT.en)}`;
    const findings = postingFindingsOfForm({ ...ONTARIO, description }, SETTINGS, '2026-11-25');
    expect(findingsUnder(findings, 'description')).toEqual([]);
  });

  it('names each province and rule once in the question Publish asks', () => {
    const findings = postingFindingsOfForm(
      { ...ONTARIO, locations: ['Toronto, ON', 'Vancouver, BC'], salary: '', maxSalary: '' },
      SETTINGS,
      '2026-11-25',
    );
    expect(publishQuestionLines(findings)).toEqual([
      'Ontario: Pay in the posting',
      'Ontario: Statement on the use of AI',
      'Ontario: Statement of whether the job is vacant',
      'Ontario: Accommodation in recruitment',
      'British Columbia: Pay in the posting',
    ]);
  });

  it('escapes a sentence before it goes into the description', () => {
    expect(suggestionParagraph('Pay <b> & more')).toBe('<p>Pay &lt;b&gt; &amp; more</p>');
  });
});
