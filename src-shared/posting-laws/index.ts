// The provinces' job-posting laws: the rules as data, and the pure check the editor, the core and the list use.
export {
  type CheckPostingOptions,
  checkPosting,
  localCalendarDay,
  postingInputOfJob,
  postingProvinces,
} from './check-posting.ts';
export {
  ONTARIO_MAX_RANGE_PER_YEAR,
  ONTARIO_RANGE_RULE_TOP_PER_YEAR,
  POSTING_LAW_RULES,
  postingRuleTitle,
} from './posting-law-rules.ts';
export type {
  PostingCheckInput,
  PostingJobFacts,
  PostingRule,
  PostingSalary,
} from './posting-law-types.ts';
export {
  ACCOMMODATION_STATEMENT,
  AI_STATEMENT_SENTENCE,
  VACANCY_STATEMENT_SENTENCE,
} from './statements.ts';
