// The key places are matched by: what a person types for a Canadian place should find it however
// they write accents, capitals, hyphens, apostrophes or "St." (Montreal, ST JEROME, Sault Ste Marie).
//
// Decisions, and why:
// - Accents and case are ignored (NFKD, combining marks stripped, lowercased; œ/æ spelled out):
//   English keyboards and older systems drop French accents ("Montreal", "Quebec").
// - Hyphens, dashes, periods and runs of whitespace are one separator: Quebec names are hyphenated
//   ("Saint-Jean-sur-Richelieu") and are as often typed with spaces; "St." and "St" are the same word.
// - Apostrophes are dropped, straight or curly: "St. John's", "St Johns" and "St. John’s" all match.
// - "St" and "Ste" are read as "Saint" and "Sainte": both spellings are in everyday and even official
//   use ("St. Catharines", "Saint-Jérôme" signed as "St-Jérôme"). The cost is that "St Albert" and
//   "Saint Albert" are one name, which is what a person means by either.
// The key is stored (the API's place table indexes it), so changing these rules means re-keying.

const SEPARATORS = /[\s\-\u2010-\u2015.]+/u;
const APOSTROPHES = /['\u2018\u2019\u02bc\u0060]/gu;
const COMBINING_MARKS = /\p{M}/gu;
const SAINTS: ReadonlyMap<string, string> = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
]);

/** The matching key of a place name: "Saint-Jérôme", "st jerome" and "ST. JÉRÔME" share one. */
export function normalizePlaceName(name: string): string {
  return placeNameWords(name)
    .map((word) => SAINTS.get(word) ?? word)
    .join(' ');
}

/**
 * The words of a name as written, with only accents, case, punctuation and spacing folded: "St. Thomas"
 * and "Saint-Thomas" share a `normalizePlaceName` key but not this one. It breaks a tie between places
 * that the key alone cannot tell apart.
 */
export function placeNameSpelling(name: string): string {
  return placeNameWords(name).join(' ');
}

/**
 * The keys a place's key must start with to match what a person has typed so far, for autocomplete.
 * A last word "st" or "ste" may be an abbreviation or the start of "Stratford", so both readings are
 * returned; a prefix that ends with a separator ("Port ") only matches whole words ("Port Alberni",
 * not "Portage"). A blank prefix gives no keys.
 */
export function placeNamePrefixKeys(prefix: string): string[] {
  const words = placeNameWords(prefix);
  const last = words.at(-1);
  if (last === undefined) return [];
  const wordFinished = SEPARATORS.test(prefix.at(-1) ?? '');
  const head = words.slice(0, -1).map((word) => SAINTS.get(word) ?? word);
  const keyWith = (lastWord: string): string => [...head, lastWord].join(' ') + (wordFinished ? ' ' : '');
  const saint = SAINTS.get(last);
  if (saint === undefined) return [keyWith(last)];
  return wordFinished ? [keyWith(saint)] : [keyWith(saint), keyWith(last)];
}

function placeNameWords(name: string): string[] {
  const folded = name
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replace(APOSTROPHES, '');
  return folded.split(SEPARATORS).filter((word) => word !== '');
}
