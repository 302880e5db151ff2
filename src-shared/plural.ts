// The word for a count in English as written in Canada, by the platform's plural rules (Intl.PluralRules):
// every message of JobDesk that counts something (the core's and the screens') picks its words here.

const englishPlurals = new Intl.PluralRules('en-CA');

/** `one` for a count the language calls singular, else `other`: `plural(1, 'job', 'jobs')` is "job". */
export function plural<T extends string>(count: number, one: T, other: T): T {
  return englishPlurals.select(count) === 'one' ? one : other;
}
