// The provinces' job-posting laws as data with code: per province and rule, the day it binds from, the
// employers it binds, what it checks, the recruiter's message, and the law it comes from.
//
// What could be verified, and how (2026-11-25, from this machine, without the laws' official pages):
// - BC: the government page below says "Section 2 of the Pay Transparency Act" requires wage or salary
//   information in publicly advertised postings, an amount or a range with both ends ("$20 per hour and up"
//   does not meet it), from 1 November 2023 (also several law firms' notes).
// - PEI: two law-firm and CPHR PEI notes say the Employment Standards Act amendment (royal assent
//   17 November 2021) added s. 5.9, pay or a pay range in publicly advertised postings, in force
//   1 June 2022: the date used here (not 1 November 2022, which no source we found gave). The page
//   address is the province's legislation page for the Act; it was not opened from here.
// - Ontario: O. Reg. 476/24 (its e-Laws text, read) exempts employers with fewer than 25 employees on the
//   day the posting is posted (s. 1) and defines AI and "publicly advertised job posting"; in force
//   1 January 2026 with Part III.1 of the ESA. That s. 8.2 holds expected compensation is from an HRPA note,
//   s. 8.4 the AI statement from one other note; s. 8.3 for Canadian experience follows the order of the
//   Working for Workers Four Act and was not seen written anywhere; the vacancy statement's section
//   number (Working for Workers Five Act, 2024) was not found, so only its Part is cited. The range rule
//   ($50,000 a year, unless the top is over $200,000) is from several notes on O. Reg. 476/24; its
//   section number was not read.
import type { PostingLawSettings } from '../schemas/posting-checks.ts';
import type { PostingFacts, PostingRule, RuleOutcome } from './posting-law-types.ts';
import {
  AI_STATEMENT_SENTENCE,
  findCanadianExperience,
  hasAiStatement,
  hasVacancyStatement,
  VACANCY_STATEMENT_SENTENCE,
} from './statements.ts';
import { formatDollars, toYearlyPay } from './yearly-pay.ts';

/** Ontario's widest range, per year, and the top above which any width is allowed (O. Reg. 476/24). */
export const ONTARIO_MAX_RANGE_PER_YEAR = 50_000;
export const ONTARIO_RANGE_RULE_TOP_PER_YEAR = 200_000;

const BC_PAY_SOURCE = {
  law: 'Pay Transparency Act, SBC 2023, c. 18 (British Columbia)',
  section: 's. 2',
  url: 'https://www2.gov.bc.ca/gov/content/gender-equity/wage-or-salary-information-on-job-postings',
};
const PEI_PAY_SOURCE = {
  law: 'Employment Standards Act, RSPEI 1988, c. E-6.2 (Prince Edward Island)',
  section: 's. 5.9',
  url: 'https://www.princeedwardisland.ca/en/legislation/employment-standards-act',
};
const ONTARIO_ESA = 'Employment Standards Act, 2000 (Ontario), Part III.1';
const ONTARIO_ESA_URL = 'https://www.ontario.ca/laws/statute/00e41';
const ONTARIO_REGULATION_URL = 'https://www.ontario.ca/laws/regulation/240476';

/** A pay rule of the BC and PEI kind (and Ontario's first): an amount, or a range with both ends. */
function payStated(provinceName: string) {
  return ({ salary }: PostingFacts): RuleOutcome | null => {
    const amount = salary?.amount ?? null;
    const maxAmount = salary?.maxAmount ?? null;
    if (amount !== null && amount > 0) return null;
    if (maxAmount !== null && maxAmount > 0)
      return {
        severity: 'required',
        message: `${provinceName} requires both ends of a pay range: enter the lowest pay too ("up to ${formatDollars(maxAmount)}" is not enough).`,
      };
    return {
      severity: 'required',
      message: `${provinceName} requires the expected pay or pay range in the posting: enter a salary.`,
    };
  };
}

/** Ontario's range width, compared per year: as is for yearly pay, converted with a stated assumption otherwise. */
function ontarioRangeWidth({ salary }: PostingFacts): RuleOutcome | null {
  if (salary === null || salary.amount === null || salary.maxAmount === null || salary.periodId === null)
    return null;
  const low = toYearlyPay(salary.amount, salary.periodId);
  const high = toYearlyPay(salary.maxAmount, salary.periodId);
  if (low === undefined || high === undefined) return null;
  if (high.amount > ONTARIO_RANGE_RULE_TOP_PER_YEAR) return null;
  const width = high.amount - low.amount;
  if (width <= ONTARIO_MAX_RANGE_PER_YEAR) return null;
  const rule = `Ontario allows a pay range at most ${formatDollars(ONTARIO_MAX_RANGE_PER_YEAR)} a year wide, unless its top is over ${formatDollars(ONTARIO_RANGE_RULE_TOP_PER_YEAR)} a year`;
  if (high.assumption === null)
    return {
      severity: 'required',
      message: `${rule}; this one is ${formatDollars(width)} wide (${formatDollars(salary.amount)} to ${formatDollars(salary.maxAmount)}): narrow it.`,
    };
  // Other periods: the law counts per year, and JobDesk does not know the hours, so it asks.
  return {
    severity: 'check',
    message: `${rule}. At ${high.assumption}, ${formatDollars(salary.amount)} to ${formatDollars(salary.maxAmount)} per ${high.unit} is ${formatDollars(low.amount)} to ${formatDollars(high.amount)} a year, ${formatDollars(width)} wide: narrow it, or check it against the real hours.`,
  };
}

function ontarioAiStatement(posting: PostingFacts, employer: PostingLawSettings): RuleOutcome | null {
  if (employer.usesAiScreening === false || hasAiStatement(posting.sentences)) return null;
  if (employer.usesAiScreening === true)
    return {
      severity: 'required',
      message:
        'Your company uses AI to screen, assess or select applicants: Ontario requires the posting to say so.',
      suggestion: AI_STATEMENT_SENTENCE,
    };
  return {
    severity: 'check',
    message:
      'Does your company use AI to screen, assess or select applicants? If it does, Ontario requires the posting to say so. Answer in Settings and JobDesk will know.',
    suggestion: AI_STATEMENT_SENTENCE,
  };
}

function ontarioVacancyStatement(posting: PostingFacts): RuleOutcome | null {
  if (hasVacancyStatement(posting.sentences)) return null;
  return {
    severity: 'required',
    message: 'Ontario requires the posting to say whether it is for an existing vacancy.',
    suggestion: VACANCY_STATEMENT_SENTENCE,
  };
}

function ontarioCanadianExperience(posting: PostingFacts): RuleOutcome | null {
  const mentions = findCanadianExperience(posting.sentences);
  const asked = mentions.find((mention) => !mention.negated);
  if (asked !== undefined)
    return {
      severity: 'required',
      message: `Ontario forbids asking for Canadian experience in a posting: remove "${asked.phrase}" from the description.`,
    };
  const first = mentions[0];
  if (first === undefined) return null;
  return {
    severity: 'check',
    message: `The description speaks of "${first.phrase}": Ontario forbids requiring it, so check the sentence cannot read as a requirement.`,
  };
}

/** Every rule, in the order findings are listed within a province. */
export const POSTING_LAW_RULES: readonly PostingRule[] = [
  {
    id: 'bc-pay',
    title: 'Pay in the posting',
    province: 'BC',
    effectiveFrom: '2023-11-01',
    appliesTo: 'every-employer',
    field: 'salary',
    checks: 'The expected pay or pay range (both ends) is in the posting.',
    source: BC_PAY_SOURCE,
    evaluate: payStated('British Columbia'),
  },
  {
    id: 'pe-pay',
    title: 'Pay in the posting',
    province: 'PE',
    effectiveFrom: '2022-06-01',
    appliesTo: 'every-employer',
    field: 'salary',
    checks: 'The expected pay or pay range (both ends) is in the posting.',
    source: PEI_PAY_SOURCE,
    evaluate: payStated('Prince Edward Island'),
  },
  {
    id: 'on-pay',
    title: 'Pay in the posting',
    province: 'ON',
    effectiveFrom: '2026-01-01',
    appliesTo: 'ontario-25-or-more-employees',
    field: 'salary',
    checks: 'The expected compensation or its range is in the posting.',
    source: { law: ONTARIO_ESA, section: 's. 8.2', url: ONTARIO_ESA_URL },
    evaluate: payStated('Ontario'),
  },
  {
    id: 'on-pay-range',
    title: 'Pay range at most $50,000 a year',
    province: 'ON',
    effectiveFrom: '2026-01-01',
    appliesTo: 'ontario-25-or-more-employees',
    field: 'salary',
    checks:
      'A range is at most $50,000 a year wide unless its top is over $200,000 a year (other periods converted: 40 h a week, 52 weeks a year).',
    source: {
      law: 'O. Reg. 476/24, Rules and Exemptions re Job Postings (Ontario)',
      section: 'the compensation-range rule, with ESA s. 8.2',
      url: ONTARIO_REGULATION_URL,
    },
    evaluate: ontarioRangeWidth,
  },
  {
    id: 'on-ai-statement',
    title: 'Statement on the use of AI',
    province: 'ON',
    effectiveFrom: '2026-01-01',
    appliesTo: 'ontario-25-or-more-employees',
    field: 'description',
    checks:
      'The posting says that AI is used to screen, assess or select applicants, when the employer uses it (asks while the employer has not said).',
    source: { law: ONTARIO_ESA, section: 's. 8.4', url: ONTARIO_ESA_URL },
    evaluate: ontarioAiStatement,
  },
  {
    id: 'on-vacancy-statement',
    title: 'Statement of whether the job is vacant',
    province: 'ON',
    effectiveFrom: '2026-01-01',
    appliesTo: 'ontario-25-or-more-employees',
    field: 'description',
    checks: 'The posting says whether it is for an existing vacancy.',
    source: {
      law: ONTARIO_ESA,
      section: 'the existing-vacancy statement (Working for Workers Five Act, 2024)',
      url: ONTARIO_ESA_URL,
    },
    evaluate: ontarioVacancyStatement,
  },
  {
    id: 'on-canadian-experience',
    title: 'No Canadian experience required',
    province: 'ON',
    effectiveFrom: '2026-01-01',
    appliesTo: 'ontario-25-or-more-employees',
    field: 'description',
    checks: 'The posting does not ask for Canadian experience.',
    source: { law: ONTARIO_ESA, section: 's. 8.3', url: ONTARIO_ESA_URL },
    evaluate: ontarioCanadianExperience,
  },
];

/** The name of a rule by its id (a finding names its rule by id); the id itself for a rule not known here. */
export function postingRuleTitle(ruleId: string): string {
  return POSTING_LAW_RULES.find((rule) => rule.id === ruleId)?.title ?? ruleId;
}
