// How a finding is named where several are listed (Publish's question, the editor's notes, a bulk
// Publish's question): its province and its rule, in the language of the screen.
import { type AppLanguage, DEFAULT_LANGUAGE } from '../i18n/app-language.ts';
import { provinceName } from '../locations/provinces.ts';
import type { PostingFinding } from '../schemas/posting-checks.ts';
import { postingRuleTitle } from './posting-law-rules.ts';

/** "Ontario: Pay range at most $50,000 a year": the province and the rule. */
export function findingHeading(finding: PostingFinding, language: AppLanguage = DEFAULT_LANGUAGE): string {
  if (finding.province === undefined) return postingRuleTitle(finding.rule, language);
  const separator = language === 'fr' ? '\u00a0: ' : ': ';
  return `${provinceName(finding.province, language)}${separator}${postingRuleTitle(finding.rule, language)}`;
}

/** One line per finding, the same province and rule once. */
export function findingHeadings(
  findings: readonly PostingFinding[],
  language: AppLanguage = DEFAULT_LANGUAGE,
): string[] {
  return [...new Set(findings.map((finding) => findingHeading(finding, language)))];
}
