// Runs the posting-law rules on one posting: the provinces of its locations (and, for rules that reach
// them, of the residents a remote job is open to), the rules of each in force on the day checked and
// binding this employer, in the order of the provinces and then of the rules; messages in the language
// asked for, a sentence to insert in the description's own language.
import { descriptionText } from '../description/description-text.ts';
import { type AppLanguage, DEFAULT_LANGUAGE, type Localized } from '../i18n/app-language.ts';
import { frenchSpacing } from '../i18n/french-typography.ts';
import { normalizePlaceName } from '../locations/normalize-place-name.ts';
import { parseLocationDescription } from '../locations/parse-location.ts';
import type { ProvinceCode } from '../locations/provinces.ts';
import type { PostingFinding, PostingLawSettings } from '../schemas/posting-checks.ts';
import type { Job } from '../schemas/resources.ts';
import { descriptionLanguages, frenchShare, mainLanguageOf } from './description-language.ts';
import { POSTING_LAW_RULES } from './posting-law-rules.ts';
import type { PostingCheckInput, PostingFacts, PostingJobFacts, PostingRule } from './posting-law-types.ts';
import { openToResidentsOf } from './remote-reach.ts';
import { splitSentences } from './statements.ts';
import { PLACEHOLDER_RULE_ID, placeholderOutcome } from './template-placeholders.ts';

export type CheckPostingOptions = {
  /**
   * The province of a city written without one ("Toronto"), from the place directory; undefined when it is
   * unknown or in several provinces. Without it, such a location brings no rule.
   */
  provinceOfCity?: (normalizedCity: string) => ProvinceCode | undefined;
  rules?: readonly PostingRule[];
  /** The language of the findings' messages (English unless asked). */
  language?: AppLanguage;
};

/** The provinces of the locations, each once, in the order first written; unreadable locations add none. */
export function postingProvinces(
  locations: ReadonlyArray<{ description: string }>,
  provinceOfCity?: CheckPostingOptions['provinceOfCity'],
): ProvinceCode[] {
  const provinces: ProvinceCode[] = [];
  for (const location of locations) {
    const parsed = parseLocationDescription(location.description);
    if (!parsed.ok) continue;
    const province = parsed.value.province ?? provinceOfCity?.(normalizePlaceName(parsed.value.city));
    if (province !== undefined && !provinces.includes(province)) provinces.push(province);
  }
  return provinces;
}

function bindsEmployer(rule: PostingRule, employer: PostingLawSettings): boolean {
  return rule.appliesTo === 'every-employer' || employer.ontarioEmployees25OrMore;
}

function reaches(rule: PostingRule, province: ProvinceCode, located: readonly ProvinceCode[]): boolean {
  return located.includes(province) || rule.reach === 'located-or-open-to-residents';
}

function say(words: Localized, language: AppLanguage): string {
  return language === 'fr' ? frenchSpacing(words.fr) : words.en;
}

/**
 * Every finding about the posting; `[]` when it meets every rule that applies (or none applies: a job only
 * in provinces without such a law, a day before a rule binds, an Ontario employer under 25 employees).
 * A pure function: the editor runs it on every change, the core for its endpoints and the jobs list.
 */
export function checkPosting(
  input: PostingCheckInput,
  employer: PostingLawSettings,
  options: CheckPostingOptions = {},
): PostingFinding[] {
  const located = postingProvinces(input.locations, options.provinceOfCity);
  const text = descriptionText(input.descriptionHtml);
  const reached = openToResidentsOf(text).filter((province) => !located.includes(province));
  const provinces = [...located, ...reached];
  const language = options.language ?? DEFAULT_LANGUAGE;
  // Blanks left from a template, wherever the job is: after the laws' findings.
  const blanks = placeholderOutcome(text);
  const wordsFindings: PostingFinding[] =
    blanks === null
      ? []
      : [
          {
            rule: PLACEHOLDER_RULE_ID,
            severity: blanks.severity,
            field: 'description',
            message: say(blanks.message, language),
          },
        ];
  if (provinces.length === 0) return wordsFindings;
  const languages = descriptionLanguages(text);
  const otherVersion = input.job?.otherVersion;
  const facts: PostingFacts = {
    salary: input.salary,
    text,
    sentences: splitSentences(text),
    frenchShare: frenchShare(languages),
    frenchVersionShare:
      otherVersion?.language === 'fr'
        ? frenchShare(descriptionLanguages(descriptionText(otherVersion.descriptionHtml)))
        : undefined,
    paysOver200k: input.job?.paysOver200k === true,
    language,
  };
  // A sentence offered for the description is in the description's language, whatever the screen's.
  const suggestionLanguage = mainLanguageOf(languages) ?? language;
  const findings: PostingFinding[] = [];
  for (const province of provinces) {
    for (const rule of options.rules ?? POSTING_LAW_RULES) {
      if (rule.province !== province || rule.effectiveFrom > input.checkedOn) continue;
      if (!reaches(rule, province, located) || !bindsEmployer(rule, employer)) continue;
      const outcome = rule.evaluate(facts, employer);
      if (outcome === null) continue;
      findings.push({
        rule: rule.id,
        province,
        severity: outcome.severity,
        field: rule.field,
        message: say(outcome.message, language),
        source: rule.source,
        ...(outcome.suggestion === undefined
          ? {}
          : { suggestion: say(outcome.suggestion, suggestionLanguage) }),
      });
    }
  }
  return [...findings, ...wordsFindings];
}

/** A day as `YYYY-MM-DD` where the machine is (the recruiter's day: the editor and the core share it). */
export function localCalendarDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A saved job as the checks read it, with what the recruiter said or made for it beyond its fields. */
export function postingInputOfJob(
  job: Pick<Job, 'locations' | 'salary' | 'description'>,
  checkedOn: string,
  facts?: PostingJobFacts,
): PostingCheckInput {
  return {
    ...(facts === undefined ? {} : { job: facts }),
    locations: job.locations,
    salary:
      job.salary === null
        ? null
        : { amount: job.salary.amount, maxAmount: job.salary.maxAmount, periodId: job.salary.period.id },
    descriptionHtml: job.description,
    checkedOn,
  };
}
