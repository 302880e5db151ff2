// Blanks left from a template ("[Number] weeks of paid vacation", "[remote / hybrid]"): a `check` under the
// description before Publish, in the same shape as the posting laws' findings but citing no law (no province,
// no source), since it is about the posting's words, not a province's rule.
//
// What counts as a blank: text in square brackets, 1 to 60 characters, with at least one letter, not
// spanning a paragraph. What does not: a footnote or reference ("[1]", "[2, 3]", "[a]"; a capital alone, "[X]", is a blank), an editor's mark in a
// quotation ("[sic]", "[...]", "[…]"), a Markdown link's text ("[apply here](https://…)"), an empty "[]".
import type { Localized } from '../i18n/app-language.ts';
import type { RuleOutcome } from './posting-law-types.ts';

export const PLACEHOLDER_RULE_ID = 'template-placeholder';

export const PLACEHOLDER_TITLE: Localized = {
  en: 'Template blank left in',
  fr: 'Espace à remplir oublié',
};

const BRACKETED = /\[([^[\]\n]{1,60})\](?!\()/g;
/** Editors' marks in a quotation, never a blank to fill. */
const EDITORIAL_MARKS: ReadonlySet<string> = new Set(['sic', '...', '…', 'sic!']);

function isBlank(inner: string): boolean {
  const text = inner.trim();
  if (!/\p{L}/u.test(text)) return false;
  if (EDITORIAL_MARKS.has(text.toLowerCase())) return false;
  // A footnote or a list of them: one small letter, or numbers ("[a]", "[1]", "[2, 3]", "[4a]"). A capital
  // alone ("[X]", "[N]") stands for a number to fill.
  if (/^\p{Ll}$/u.test(text) || /^[\d\s,–-]+\p{L}?$/u.test(text)) return false;
  return true;
}

/** The blanks of `text` (the description as read), each once, in order, with their brackets. */
export function templatePlaceholders(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(BRACKETED)) {
    const blank = match[0];
    if (isBlank(match[1] ?? '') && !found.includes(blank)) found.push(blank);
  }
  return found;
}

const quoteFr = (blank: string) => `« ${blank} »`;
const quoteEn = (blank: string) => `“${blank}”`;

function listed(blanks: readonly string[], quote: (blank: string) => string, and: string): string {
  const quoted = blanks.map(quote);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} ${and} ${quoted.at(-1)}`;
}

/** The finding's message in both languages; the blanks are quoted as the recruiter left them. */
export function placeholderMessage(blanks: readonly string[]): Localized {
  const many = blanks.length > 1;
  return {
    en: `${listed(blanks, quoteEn, 'and')} ${many ? 'look like blanks' : 'looks like a blank'} left from a template: fill ${many ? 'them' : 'it'} in or take ${many ? 'them' : 'it'} out before you publish.`,
    fr: `${listed(blanks, quoteFr, 'et')} ${many ? 'semblent des espaces' : 'semble un espace'} à remplir ${many ? 'laissés' : 'laissé'} par un modèle : ${many ? 'remplissez-les ou retirez-les' : 'remplissez-le ou retirez-le'} avant de publier.`,
  };
}

/**
 * What to say of the blanks of the description's text, or null when there are none: a `check`, since only the
 * recruiter can tell a blank from brackets meant to be there (checkPosting makes it a finding).
 */
export function placeholderOutcome(text: string): RuleOutcome | null {
  const blanks = templatePlaceholders(text);
  return blanks.length === 0 ? null : { severity: 'check', message: placeholderMessage(blanks) };
}
