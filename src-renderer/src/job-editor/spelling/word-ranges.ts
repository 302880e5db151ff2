// The words of a text that a spelling checker should look at, with where each is: whole words of letters
// (with inner apostrophes, hyphens split into their parts), never web addresses, emails, domain names, or
// tokens with digits (numbers, codes such as "B2B", "9am").

export type WordRange = { word: string; start: number; end: number };

/** A run of non-space characters, to judge as a whole before looking for words in it. */
const TOKEN = /\S+/gu;
/** A word: letters and combining marks, with inner apostrophes (l’équipe is one token, split below). */
const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;
const WEB_ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|mailto:|tel:|www\.)/iu;
const EMAIL = /@/u;
/** A domain name such as jobdesk.app or acme.co.uk: letters, a dot, then at least two letters. */
const DOMAIN = /[\p{L}\p{N}-]+\.[\p{L}]{2,}/u;
const DIGIT = /\p{N}/u;
/** French elisions (l’, d’, qu’, …) are checked without their first part. */
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’]/iu;

function skipsToken(token: string): boolean {
  return WEB_ADDRESS.test(token) || EMAIL.test(token) || DOMAIN.test(token) || DIGIT.test(token);
}

/** Every word to check in `text`, in order, with its offsets (end exclusive). */
export function findWords(text: string): WordRange[] {
  const words: WordRange[] = [];
  for (const token of text.matchAll(TOKEN)) {
    if (skipsToken(token[0])) continue;
    const tokenStart = token.index;
    for (const match of token[0].matchAll(WORD)) {
      let word = match[0];
      let start = tokenStart + match.index;
      const elided = ELISION.exec(word);
      if (elided !== null && elided[0].length < word.length) {
        start += elided[0].length;
        word = word.slice(elided[0].length);
      }
      words.push({ word, start, end: start + word.length });
    }
  }
  return words;
}
