// How much of a description is in French, told by franc-min (trigram language identification) line by
// line, so that a bilingual posting (an English half and a French half) counts its French half.
import { franc } from 'franc-min';

/**
 * The languages a line is told apart among: the ones a Canadian posting is written in, and the nearest
 * neighbours of French, so that Spanish or Italian is not taken for French (or English) for lack of choice.
 */
const CANDIDATES = ['fra', 'eng', 'spa', 'ita', 'por', 'deu', 'nld'];

/**
 * Below this many letters text is not judged: the trigrams of a few words mislead ("Join our warehouse
 * team." reads as French). A description's short lines (a list of duties) are judged together.
 */
const MIN_LETTERS = 40;

export type DescriptionLanguages = {
  /** Letters in text told to be French. */
  french: number;
  /** Letters in text told to be another language. */
  other: number;
  /** Letters in text too short to judge. */
  unjudged: number;
};

function letters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

function isFrench(text: string): boolean {
  return franc(text, { only: CANDIDATES, minLength: 1 }) === 'fra';
}

/** The description's text (one line per paragraph or item) counted by language. */
export function descriptionLanguages(text: string): DescriptionLanguages {
  const counts = { french: 0, other: 0, unjudged: 0 };
  const shortLines: string[] = [];
  let shortLetters = 0;
  for (const line of text.split('\n')) {
    const size = letters(line);
    if (size === 0) continue;
    if (size < MIN_LETTERS) {
      shortLines.push(line);
      shortLetters += size;
    } else if (isFrench(line)) counts.french += size;
    else counts.other += size;
  }
  if (shortLetters < MIN_LETTERS) counts.unjudged = shortLetters;
  else if (isFrench(shortLines.join(' '))) counts.french += shortLetters;
  else counts.other += shortLetters;
  return counts;
}

/** The share of French among the judged letters, or null when too little text could be judged. */
export function frenchShare(languages: DescriptionLanguages): number | null {
  const judged = languages.french + languages.other;
  return judged < MIN_LETTERS ? null : languages.french / judged;
}

/** The description's main language for what JobDesk writes into it: French when most of it is French. */
export function mainLanguageOf(languages: DescriptionLanguages): 'en' | 'fr' | null {
  const share = frenchShare(languages);
  if (share === null) return null;
  return share > 0.5 ? 'fr' : 'en';
}
