// The shapes the posting-law rules are written in: what a rule reads of a posting and of the employer,
// and what it answers.
import type { ProvinceCode } from '../locations/provinces.ts';
import type {
  LawSource,
  PostingField,
  PostingLawSettings,
  PostingSeverity,
} from '../schemas/posting-checks.ts';

/** A posting's pay as the rules read it; each part may be missing while a job is drafted. */
export type PostingSalary = { amount: number | null; maxAmount: number | null; periodId: number | null };

/** What the checks run on: the job's locations, pay and description, and the day it is checked. */
export type PostingCheckInput = {
  /** Location descriptions as written: "Toronto, ON", or "Toronto" (resolved with `provinceOfCity`). */
  locations: ReadonlyArray<{ description: string }>;
  salary: PostingSalary | null;
  descriptionHtml: string;
  /** The calendar day of the check, `YYYY-MM-DD` (a rule applies from its effective day on). */
  checkedOn: string;
};

/** What a rule reads: the pay, and the description as the candidate reads it, split into sentences. */
export type PostingFacts = {
  salary: PostingSalary | null;
  text: string;
  sentences: readonly string[];
};

/** Which employers a rule binds. */
export type RuleAudience = 'every-employer' | 'ontario-25-or-more-employees';

/** A rule's answer about one posting: nothing to say, or a finding without its rule's data. */
export type RuleOutcome = { severity: PostingSeverity; message: string; suggestion?: string };

export type PostingRule = {
  id: string;
  /** Its name in the recruiter's words, e.g. "Pay range at most $50,000 a year". */
  title: string;
  province: ProvinceCode;
  /** The first day the rule binds, `YYYY-MM-DD`. */
  effectiveFrom: string;
  appliesTo: RuleAudience;
  field: PostingField;
  /** What it checks, in a sentence (the README's table is written from these). */
  checks: string;
  source: LawSource;
  evaluate(posting: PostingFacts, employer: PostingLawSettings): RuleOutcome | null;
};
