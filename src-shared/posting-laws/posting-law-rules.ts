// The provinces' job-posting laws as data with code: per province and rule, the day it binds from, the
// employers it binds, what it checks, the recruiter's message in English and French, the law it comes
// from, and what of it could be verified (each rule's `verified`). Pay and statement rules are here;
// Quebec's language rules, accessibility statements and human-rights wording have their own modules.
//
// Each rule's `verified` says what could be checked of it from this machine (2026-11-25 for BC, PEI and
// Ontario's pay and statement rules; 2026-12-06 for the others), without the laws' official pages at hand.

import type { AppLanguage, Localized } from '../i18n/app-language.ts';
import type { PostingLawSettings } from '../schemas/posting-checks.ts';
import { ACCOMMODATION_RULES } from './accommodation-rules.ts';
import { HUMAN_RIGHTS_RULES } from './human-rights-rules.ts';
import type { PostingFacts, PostingRule, RuleOutcome } from './posting-law-types.ts';
import { QUEBEC_RULES } from './quebec-rules.ts';
import {
  AI_STATEMENT,
  findCanadianExperience,
  findPayHistoryQuestion,
  hasAiStatement,
  hasVacancyStatement,
  VACANCY_STATEMENT,
} from './statements.ts';
import { PLACEHOLDER_RULE_ID, PLACEHOLDER_TITLE } from './template-placeholders.ts';
import { dollars, inEach, toYearlyPay } from './yearly-pay.ts';

/** Ontario's widest range, per year, and the top above which any width is allowed (O. Reg. 476/24). */
export const ONTARIO_MAX_RANGE_PER_YEAR = 50_000;
export const ONTARIO_RANGE_RULE_TOP_PER_YEAR = 200_000;
/** Above this pay a year Ontario does not require the pay in the posting (O. Reg. 476/24). */
export const ONTARIO_PAY_EXEMPT_OVER_PER_YEAR = 200_000;

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
const ONTARIO_VERIFIED =
  'O. Reg. 476/24 read on e-Laws (exemption under 25 employees, in force 1 January 2026); the ESA section numbers from HRPA and law-firm notes, not from the statute.';

/** The province as a sentence starts with it, in each language. */
const BRITISH_COLUMBIA: Localized = { en: 'British Columbia', fr: 'La Colombie-Britannique' };
const PRINCE_EDWARD_ISLAND: Localized = { en: 'Prince Edward Island', fr: 'L’Île-du-Prince-Édouard' };
const ONTARIO: Localized = { en: 'Ontario', fr: 'L’Ontario' };

const PAY_IN_THE_POSTING: Localized = { en: 'Pay in the posting', fr: 'Salaire dans l’affichage' };
const PAY_STATED_CHECKS = 'The expected pay or pay range (both ends) is in the posting.';

/** A pay rule of the BC and PEI kind (and Ontario's first): an amount, or a range with both ends. */
function payStated(province: Localized) {
  return ({ salary }: PostingFacts): RuleOutcome | null => {
    const amount = salary?.amount ?? null;
    const maxAmount = salary?.maxAmount ?? null;
    if (amount !== null && amount > 0) return null;
    if (maxAmount !== null && maxAmount > 0) {
      const top = dollars(maxAmount);
      return {
        severity: 'required',
        message: {
          en: `${province.en} requires both ends of a pay range: enter the lowest pay too ("up to ${top.en}" is not enough).`,
          fr: `${province.fr} exige les deux bornes d’une fourchette salariale : indiquez aussi le salaire minimum (« jusqu’à ${top.fr} » ne suffit pas).`,
        },
      };
    }
    return {
      severity: 'required',
      message: {
        en: `${province.en} requires the expected pay or pay range in the posting: enter a salary.`,
        fr: `${province.fr} exige le salaire prévu ou sa fourchette dans l’affichage : indiquez un salaire.`,
      },
    };
  };
}

/**
 * Ontario's pay duty does not bind a role paying over $200,000 a year: the recruiter said so, or the pay
 * stated (its top, per year) is over it. Otherwise the duty of the BC kind.
 */
function ontarioPayStated(posting: PostingFacts): RuleOutcome | null {
  if (posting.paysOver200k) return null;
  const { salary } = posting;
  const top = salary?.maxAmount ?? salary?.amount ?? null;
  const yearly = top === null || salary?.periodId == null ? undefined : toYearlyPay(top, salary.periodId);
  if (yearly !== undefined && yearly.amount > ONTARIO_PAY_EXEMPT_OVER_PER_YEAR) return null;
  return payStated(ONTARIO)(posting);
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
  const widest = dollars(ONTARIO_MAX_RANGE_PER_YEAR);
  const top = dollars(ONTARIO_RANGE_RULE_TOP_PER_YEAR);
  const wide = dollars(width);
  const from = dollars(salary.amount);
  const to = dollars(salary.maxAmount);
  const rule: Localized = {
    en: `Ontario allows a pay range at most ${widest.en} a year wide, unless its top is over ${top.en} a year`,
    fr: `L’Ontario permet une fourchette salariale d’au plus ${widest.fr} par année, sauf si son maximum dépasse ${top.fr} par année`,
  };
  const { assumption } = high;
  if (assumption === null)
    return {
      severity: 'required',
      message: {
        en: `${rule.en}; this one is ${wide.en} wide (${from.en} to ${to.en}): narrow it.`,
        fr: `${rule.fr}; celle-ci a un écart de ${wide.fr} (${from.fr} à ${to.fr}) : resserrez-la.`,
      },
    };
  // Other periods: the law counts per year, and JobDesk does not know the hours, so it asks.
  const yearLow = dollars(low.amount);
  const yearHigh = dollars(high.amount);
  return {
    severity: 'check',
    message: {
      en: `${rule.en}. At ${assumption.en}, ${from.en} to ${to.en} ${high.per.en} is ${yearLow.en} to ${yearHigh.en} a year, ${wide.en} wide: narrow it, or check it against the real hours.`,
      fr: `${rule.fr}. À raison de ${assumption.fr}, ${from.fr} à ${to.fr} ${high.per.fr} donne ${yearLow.fr} à ${yearHigh.fr} par année, un écart de ${wide.fr} : resserrez-la, ou vérifiez-la selon les heures réelles.`,
    },
  };
}

function ontarioAiStatement(posting: PostingFacts, employer: PostingLawSettings): RuleOutcome | null {
  if (employer.usesAiScreening === false || hasAiStatement(posting.sentences)) return null;
  if (employer.usesAiScreening === true)
    return {
      severity: 'required',
      message: {
        en: 'Your company uses AI to screen, assess or select applicants: Ontario requires the posting to say so.',
        fr: 'Votre entreprise utilise l’IA pour présélectionner, évaluer ou choisir les candidats : l’Ontario exige que l’affichage le mentionne.',
      },
      suggestion: AI_STATEMENT,
    };
  return {
    severity: 'check',
    message: {
      en: 'Does your company use AI to screen, assess or select applicants? If it does, Ontario requires the posting to say so. Answer in Settings and JobDesk will know.',
      fr: 'Votre entreprise utilise-t-elle l’IA pour présélectionner, évaluer ou choisir les candidats ? Si oui, l’Ontario exige que l’affichage le mentionne. Répondez dans les Paramètres et JobDesk le saura.',
    },
    suggestion: AI_STATEMENT,
  };
}

function ontarioVacancyStatement(posting: PostingFacts): RuleOutcome | null {
  if (hasVacancyStatement(posting.sentences)) return null;
  return {
    severity: 'required',
    message: {
      en: 'Ontario requires the posting to say whether it is for an existing vacancy.',
      fr: 'L’Ontario exige que l’affichage précise s’il vise à pourvoir un poste vacant existant.',
    },
    suggestion: VACANCY_STATEMENT,
  };
}

function ontarioCanadianExperience(posting: PostingFacts): RuleOutcome | null {
  const mentions = findCanadianExperience(posting.sentences);
  const asked = mentions.find((mention) => !mention.negated);
  if (asked !== undefined)
    return {
      severity: 'required',
      message: inEach((language) =>
        language === 'en'
          ? `Ontario forbids asking for Canadian experience in a posting: remove "${asked.phrase}" from the description.`
          : `L’Ontario interdit d’exiger une expérience canadienne dans un affichage : retirez « ${asked.phrase} » de la description.`,
      ),
    };
  const first = mentions[0];
  if (first === undefined) return null;
  return {
    severity: 'check',
    message: {
      en: `The description speaks of "${first.phrase}": Ontario forbids requiring it, so check the sentence cannot read as a requirement.`,
      fr: `La description mentionne « ${first.phrase} » : l’Ontario interdit de l’exiger, vérifiez donc que la phrase ne peut pas se lire comme une exigence.`,
    },
  };
}

/** BC's ban on asking applicants what they are or were paid (asking what they expect is allowed). */
function bcPayHistory(posting: PostingFacts): RuleOutcome | null {
  const asked = findPayHistoryQuestion(posting.sentences);
  if (asked === undefined) return null;
  return {
    severity: 'required',
    message: {
      en: `British Columbia forbids asking applicants about their pay history: remove "${asked}" from the posting (asking what pay they expect is allowed).`,
      fr: `La Colombie-Britannique interdit de questionner les candidats sur leur historique de rémunération : retirez « ${asked} » de l’affichage (demander le salaire souhaité est permis).`,
    },
  };
}

/** The pay and statement rules of BC, PEI and Ontario, in the order findings are listed within a province. */
const PAY_AND_STATEMENT_RULES: readonly PostingRule[] = [
  {
    id: 'bc-pay',
    title: PAY_IN_THE_POSTING,
    province: 'BC',
    effectiveFrom: '2023-11-01',
    appliesTo: 'every-employer',
    reach: 'located-or-open-to-residents',
    field: 'salary',
    checks: PAY_STATED_CHECKS,
    source: BC_PAY_SOURCE,
    verified:
      'The BC government page cited says section 2 requires wage or salary information in publicly advertised postings, from 1 November 2023. That postings for jobs open to BC residents are within it wherever the job is (remote) is from BC guidance as reported by one law firm (Mathews Dinsdale).',
    evaluate: payStated(BRITISH_COLUMBIA),
  },
  {
    id: 'bc-pay-history',
    title: { en: 'No asking for pay history', fr: 'Aucune question sur la rémunération antérieure' },
    province: 'BC',
    effectiveFrom: '2023-11-01',
    appliesTo: 'every-employer',
    reach: 'located-or-open-to-residents',
    field: 'description',
    checks:
      'The posting does not ask applicants what they are or were paid ("current salary", "salary history").',
    source: {
      law: 'Pay Transparency Act, SBC 2023, c. 18 (British Columbia)',
      section: 'the pay-history prohibition',
      url: BC_PAY_SOURCE.url,
    },
    verified:
      'Several law firms’ notes say the same Act forbids seeking an applicant’s pay history from 1 November 2023; its section number was not read, so none is cited.',
    evaluate: bcPayHistory,
  },
  {
    id: 'pe-pay',
    title: PAY_IN_THE_POSTING,
    province: 'PE',
    effectiveFrom: '2022-06-01',
    appliesTo: 'every-employer',
    field: 'salary',
    checks: PAY_STATED_CHECKS,
    source: PEI_PAY_SOURCE,
    verified:
      'Two law-firm notes and CPHR PEI give s. 5.9 and 1 June 2022 (royal assent 17 November 2021); the Act’s page was not opened from here.',
    evaluate: payStated(PRINCE_EDWARD_ISLAND),
  },
  {
    id: 'on-pay',
    title: PAY_IN_THE_POSTING,
    province: 'ON',
    effectiveFrom: '2026-01-01',
    appliesTo: 'ontario-25-or-more-employees',
    field: 'salary',
    checks:
      'The expected compensation or its range is in the posting, unless the role pays over $200,000 a year (the recruiter says so for the job, or the pay stated is over it).',
    source: { law: ONTARIO_ESA, section: 's. 8.2', url: ONTARIO_ESA_URL },
    verified: ONTARIO_VERIFIED,
    exemptions: [
      {
        when: 'The expected compensation is over $200,000 a year, or the top of its range is.',
        source: {
          law: 'O. Reg. 476/24, Rules and Exemptions re Job Postings (Ontario), under the Employment Standards Act, 2000',
          section: 'the compensation exemption, with ESA s. 8.2',
          url: ONTARIO_REGULATION_URL,
        },
        verified:
          'Checked 2026-12-06: the regulation’s e-Laws page (consolidated from 29 November 2024, “No amendments”, so no amending regulation was found) was opened for its sections 1 and 2; the $200,000 exemption is described alike by Sherrard Kuzz, Mondaq (February 2025) and HRPA’s notes, whose wording (“more than $200,000 annually”, including a range whose top is) this follows. Its section number was not read, so none is cited.',
      },
    ],
    evaluate: ontarioPayStated,
  },
  {
    id: 'on-pay-range',
    title: {
      en: 'Pay range at most $50,000 a year',
      fr: 'Fourchette salariale d’au plus 50 000 $ par année',
    },
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
    verified: `${ONTARIO_VERIFIED} The range rule is from several notes on O. Reg. 476/24; its section number was not read.`,
    evaluate: ontarioRangeWidth,
  },
  {
    id: 'on-ai-statement',
    title: { en: 'Statement on the use of AI', fr: 'Mention de l’utilisation de l’IA' },
    province: 'ON',
    effectiveFrom: '2026-01-01',
    appliesTo: 'ontario-25-or-more-employees',
    field: 'description',
    checks:
      'The posting says that AI is used to screen, assess or select applicants, when the employer uses it (asks while the employer has not said).',
    source: { law: ONTARIO_ESA, section: 's. 8.4', url: ONTARIO_ESA_URL },
    verified: `${ONTARIO_VERIFIED} s. 8.4 is from one note only.`,
    evaluate: ontarioAiStatement,
  },
  {
    id: 'on-vacancy-statement',
    title: { en: 'Statement of whether the job is vacant', fr: 'Mention du poste vacant' },
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
    verified: `${ONTARIO_VERIFIED} The vacancy statement’s section number was not found, so only its Part is cited.`,
    evaluate: ontarioVacancyStatement,
  },
  {
    id: 'on-canadian-experience',
    title: { en: 'No Canadian experience required', fr: 'Aucune expérience canadienne exigée' },
    province: 'ON',
    effectiveFrom: '2026-01-01',
    appliesTo: 'ontario-25-or-more-employees',
    field: 'description',
    checks: 'The posting does not ask for Canadian experience.',
    source: { law: ONTARIO_ESA, section: 's. 8.3', url: ONTARIO_ESA_URL },
    verified: `${ONTARIO_VERIFIED} s. 8.3 follows the order of the Working for Workers Four Act and was not seen written anywhere.`,
    evaluate: ontarioCanadianExperience,
  },
];

/** Every rule, in the order findings are listed within a province. */
export const POSTING_LAW_RULES: readonly PostingRule[] = [
  ...PAY_AND_STATEMENT_RULES,
  ...QUEBEC_RULES,
  ...ACCOMMODATION_RULES,
  ...HUMAN_RIGHTS_RULES,
];

/** The name of a rule by its id (a finding names its rule by id); the id itself for a rule not known here. */
export function postingRuleTitle(ruleId: string, language: AppLanguage = 'en'): string {
  if (ruleId === PLACEHOLDER_RULE_ID) return PLACEHOLDER_TITLE[language];
  return POSTING_LAW_RULES.find((rule) => rule.id === ruleId)?.title[language] ?? ruleId;
}
