// The posting-law findings of the editor's values, by the shared rules (no request per keystroke), and
// the words the editor shows them in.
import { i18n } from '@lingui/core';
import type { AppLanguage } from '../../../src-shared/i18n/app-language.ts';
import { findingHeading, findingHeadings } from '../../../src-shared/posting-laws/finding-words.ts';
import { checkPosting, type PostingJobFacts } from '../../../src-shared/posting-laws/index.ts';
import { lawCitation } from '../../../src-shared/posting-laws/law-citation.ts';
import type {
  PostingField,
  PostingFinding,
  PostingLawSettings,
} from '../../../src-shared/schemas/posting-checks.ts';
import type { JobFormValues } from './form-values.ts';

/** The findings of what the form holds, checked on `today` (`YYYY-MM-DD`). */
export function postingFindingsOfForm(
  values: Pick<JobFormValues, 'locations' | 'salary' | 'maxSalary' | 'payPeriod' | 'description'>,
  settings: PostingLawSettings,
  today: string,
  /** A saved job's version in the other language and the recruiter's answers about it. */
  job?: PostingJobFacts,
  /** The language of the findings' messages (English unless given). */
  language?: AppLanguage,
): PostingFinding[] {
  const amount = values.salary === '' ? null : values.salary;
  const maxAmount = values.maxSalary === '' ? null : values.maxSalary;
  return checkPosting(
    {
      locations: values.locations.map((description) => ({ description })),
      salary:
        amount === null && maxAmount === null
          ? null
          : { amount, maxAmount, periodId: values.payPeriod === '' ? null : Number(values.payPeriod) },
      descriptionHtml: values.description,
      checkedOn: today,
      ...(job === undefined ? {} : { job }),
    },
    settings,
    { language: language ?? screenLanguage() },
  );
}

/** The screen's language, for the findings' messages and headings. */
function screenLanguage(): AppLanguage {
  return i18n.locale === 'fr' ? 'fr' : 'en';
}

export function findingsUnder(findings: readonly PostingFinding[], field: PostingField): PostingFinding[] {
  return findings.filter((finding) => finding.field === field);
}

/** "Ontario: Pay range at most …", or a template blank's title: in the screen's language. */
export function findingHeadingNow(finding: PostingFinding): string {
  return findingHeading(finding, screenLanguage());
}

export { findingHeading };

/** The law a finding comes from, in one line and the screen's language: "O. Reg. 476/24 …, the compensation-range rule". */
export function findingSourceLine(finding: PostingFinding): string | null {
  return finding.source === undefined ? null : lawCitation(finding.source, screenLanguage());
}

/** The sentence to insert as a paragraph of the description: its text escaped for HTML. */
export function suggestionParagraph(sentence: string): string {
  const escaped = sentence.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p>${escaped}</p>`;
}

/** Publish's question: one line per finding, the same province and rule once. */
export function publishQuestionLines(findings: readonly PostingFinding[]): string[] {
  return findingHeadings(findings, screenLanguage());
}
