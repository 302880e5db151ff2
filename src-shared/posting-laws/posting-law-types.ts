// The shapes the posting-law rules are written in: what a rule reads of a posting and of the employer,
// and what it answers.
import type { AppLanguage, Localized } from '../i18n/app-language.ts';
import type { ProvinceCode } from '../locations/provinces.ts';
import type {
  LawSource,
  PostingField,
  PostingLawSettings,
  PostingSeverity,
} from '../schemas/posting-checks.ts';

/** A posting's pay as the rules read it; each part may be missing while a job is drafted. */
export type PostingSalary = { amount: number | null; maxAmount: number | null; periodId: number | null };

/**
 * What the recruiter said or made for a saved job beyond its fields: its version in the other language (a
 * linked twin job, published with it) and their answer about its pay.
 */
export type PostingJobFacts = {
  /** The job's version in the other language (its language and description); absent when it has none. */
  otherVersion?: { language: 'en' | 'fr'; descriptionHtml: string };
  /** The recruiter said the role pays over $200,000 a year (Ontario's pay duty does not bind then). */
  paysOver200k?: boolean;
};

/** What the checks run on: the job's locations, pay and description, and the day it is checked. */
export type PostingCheckInput = {
  /** Location descriptions as written: "Toronto, ON", or "Toronto" (resolved with `provinceOfCity`). */
  locations: ReadonlyArray<{ description: string }>;
  salary: PostingSalary | null;
  descriptionHtml: string;
  /** The calendar day of the check, `YYYY-MM-DD` (a rule applies from its effective day on). */
  checkedOn: string;
  /** A saved job's facts beyond its fields; none for a job not saved yet. */
  job?: PostingJobFacts;
};

/**
 * What a rule reads: the pay, the description as the candidate reads it (split into sentences), how much of
 * it is French, and the language the finding is written in (amounts are written as that language writes
 * them).
 */
export type PostingFacts = {
  salary: PostingSalary | null;
  text: string;
  sentences: readonly string[];
  /** The share of the description's judged text that is French; null when too little could be judged. */
  frenchShare: number | null;
  /**
   * The share of French in the job's French version (its linked twin): undefined when it has none (or this
   * job is the French version), null when too little of it could be judged.
   */
  frenchVersionShare: number | null | undefined;
  /** The recruiter said the role pays over $200,000 a year. */
  paysOver200k: boolean;
  language: AppLanguage;
};

/** Which employers a rule binds. */
export type RuleAudience = 'every-employer' | 'ontario-25-or-more-employees';

/**
 * A rule's answer about one posting: nothing to say, or a finding without its rule's data. The message is
 * in both languages (the request's is shown); the suggestion is a sentence for the description, in both
 * (the description's own language is inserted).
 */
export type RuleOutcome = { severity: PostingSeverity; message: Localized; suggestion?: Localized };

/**
 * Where a rule reaches: jobs located in its province, or also jobs open to its residents from elsewhere
 * (remote work offered to the whole country, or to that province by name).
 */
export type RuleReach = 'located' | 'located-or-open-to-residents';

export type PostingRule = {
  id: string;
  /** Its name in the recruiter's words, e.g. "Pay range at most $50,000 a year". */
  title: Localized;
  province: ProvinceCode;
  /** The first day the rule binds, `YYYY-MM-DD`. */
  effectiveFrom: string;
  appliesTo: RuleAudience;
  /** `located` unless said otherwise. */
  reach?: RuleReach;
  field: PostingField;
  /** What it checks, in a sentence (the README's table is written from these). */
  checks: string;
  source: LawSource;
  /** What could be verified of the rule (its section, its date, its scope), how, and what could not. */
  verified: string;
  /** Where the law says the rule does not bind, each cited and verified as the rule is. */
  exemptions?: ReadonlyArray<RuleExemption>;
  evaluate(posting: PostingFacts, employer: PostingLawSettings): RuleOutcome | null;
};

/** A case the law exempts from a rule, with where it says so. */
export type RuleExemption = { when: string; source: LawSource; verified: string };
