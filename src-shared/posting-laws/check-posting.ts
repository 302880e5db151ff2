// Runs the posting-law rules on one posting: the provinces of its locations, the rules of each in force
// on the day checked and binding this employer, in the order of the locations and then of the rules.
import { descriptionText } from '../description/description-text.ts';
import { normalizePlaceName } from '../locations/normalize-place-name.ts';
import { parseLocationDescription } from '../locations/parse-location.ts';
import type { ProvinceCode } from '../locations/provinces.ts';
import type { PostingFinding, PostingLawSettings } from '../schemas/posting-checks.ts';
import type { Job } from '../schemas/resources.ts';
import { POSTING_LAW_RULES } from './posting-law-rules.ts';
import type { PostingCheckInput, PostingFacts, PostingRule } from './posting-law-types.ts';
import { splitSentences } from './statements.ts';

export type CheckPostingOptions = {
  /**
   * The province of a city written without one ("Toronto"), from the place directory; undefined when it is
   * unknown or in several provinces. Without it, such a location brings no rule.
   */
  provinceOfCity?: (normalizedCity: string) => ProvinceCode | undefined;
  rules?: readonly PostingRule[];
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
  const provinces = postingProvinces(input.locations, options.provinceOfCity);
  if (provinces.length === 0) return [];
  const text = descriptionText(input.descriptionHtml);
  const facts: PostingFacts = { salary: input.salary, text, sentences: splitSentences(text) };
  const findings: PostingFinding[] = [];
  for (const province of provinces) {
    for (const rule of options.rules ?? POSTING_LAW_RULES) {
      if (rule.province !== province || rule.effectiveFrom > input.checkedOn) continue;
      if (!bindsEmployer(rule, employer)) continue;
      const outcome = rule.evaluate(facts, employer);
      if (outcome === null) continue;
      findings.push({
        rule: rule.id,
        province,
        severity: outcome.severity,
        field: rule.field,
        message: outcome.message,
        source: rule.source,
        ...(outcome.suggestion === undefined ? {} : { suggestion: outcome.suggestion }),
      });
    }
  }
  return findings;
}

/** A day as `YYYY-MM-DD` where the machine is (the recruiter's day: the editor and the core share it). */
export function localCalendarDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A saved job as the checks read it. */
export function postingInputOfJob(
  job: Pick<Job, 'locations' | 'salary' | 'description'>,
  checkedOn: string,
): PostingCheckInput {
  return {
    locations: job.locations,
    salary:
      job.salary === null
        ? null
        : { amount: job.salary.amount, maxAmount: job.salary.maxAmount, periodId: job.salary.period.id },
    descriptionHtml: job.description,
    checkedOn,
  };
}
