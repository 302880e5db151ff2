// Finding the statements the law asks for (AI use, existing vacancy, accommodation) and the words it
// forbids ("Canadian experience", a question about pay history) in a description's text, sentence by
// sentence, in English and French, and the sentences JobDesk offers to insert, in both.
import type { Localized } from '../i18n/app-language.ts';

/** Offered when the employer uses AI (or has not said): the recruiter may edit it once inserted. */
export const AI_STATEMENT_SENTENCE =
  'We use artificial intelligence (AI) to screen, assess or select applicants for this position.';
export const AI_STATEMENT: Localized = {
  en: AI_STATEMENT_SENTENCE,
  fr: 'Nous utilisons l’intelligence artificielle (IA) pour présélectionner, évaluer ou choisir les candidatures à ce poste.',
};

/** Offered for the vacancy statement; the recruiter changes it when the posting is not for a vacancy. */
export const VACANCY_STATEMENT_SENTENCE = 'This posting is for an existing vacancy.';
export const VACANCY_STATEMENT: Localized = {
  en: VACANCY_STATEMENT_SENTENCE,
  fr: 'Cet affichage vise à pourvoir un poste vacant existant.',
};

/** Offered where the law asks employers to tell applicants that accommodation is available (Ontario, Manitoba). */
export const ACCOMMODATION_STATEMENT: Localized = {
  en: 'Accommodation for applicants with disabilities is available on request throughout the recruitment process.',
  fr: 'Des mesures d’adaptation sont offertes sur demande aux personnes candidates handicapées tout au long du processus de recrutement.',
};

/** A description's text in sentences: a line, or a run ending in . ! or ? (enough for a statement). */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

// "AI" and "IA" only in capitals: "ai" is a French word ("j'ai").
const NAMES_AI_CAPITALS = /\b(?:AI|A\.I\.|IA)\b/;
const NAMES_AI_WORDS = /artificial intelligence|intelligence artificielle/i;
const SPEAKS_OF_HIRING =
  /screen|assess|select|evaluat|rank|shortlist|hiring|recruit|applica|candidat|évalu|sélection|embauche/i;

/**
 * Whether a sentence speaks of AI and of choosing applicants: "We use AI to screen applications" and "No
 * artificial intelligence is used to select candidates" both count (the law asks for the statement, the
 * employer's setting says which one is true); "AI engineer" in a title does not.
 */
export function hasAiStatement(sentences: readonly string[]): boolean {
  return sentences.some(
    (sentence) =>
      (NAMES_AI_CAPITALS.test(sentence) || NAMES_AI_WORDS.test(sentence)) && SPEAKS_OF_HIRING.test(sentence),
  );
}

const SPEAKS_OF_VACANCY = /\bvacanc(?:y|ies)\b|\bvacant\b|poste vacant|poste à pourvoir/i;

/** Whether a sentence says whether the posting is for an existing vacancy (either way). */
export function hasVacancyStatement(sentences: readonly string[]): boolean {
  return sentences.some((sentence) => SPEAKS_OF_VACANCY.test(sentence));
}

const CANADIAN_EXPERIENCE = [
  /\bCanadian\s+(?:work\s+|job\s+|professional\s+|industry\s+|employment\s+)?experience\b/i,
  /\bexperience\s+(?:working\s+)?in\s+Canada\b/i,
  /\bexpérience\s+(?:de\s+travail\s+|professionnelle\s+)?canadienne\b/i,
  /\bexpérience\s+(?:de\s+travail\s+)?au\s+Canada\b/i,
];
const NEGATION = /\b(?:not|no|never|without|n't|pas|aucune|sans)\b/i;

export type CanadianExperienceMention = { phrase: string; sentence: string; negated: boolean };

/** Each sentence asking for (or speaking of) Canadian experience, with the words used. */
export function findCanadianExperience(sentences: readonly string[]): CanadianExperienceMention[] {
  const found: CanadianExperienceMention[] = [];
  for (const sentence of sentences) {
    for (const pattern of CANADIAN_EXPERIENCE) {
      const match = pattern.exec(sentence);
      if (match) {
        found.push({ phrase: match[0], sentence, negated: NEGATION.test(sentence) });
        break;
      }
    }
  }
  return found;
}

const SPEAKS_OF_ACCOMMODATION = /\baccommodat|\bmesures? d[’']adaptation|\badaptation\b/i;
const SPEAKS_OF_APPLICANTS =
  /disabilit|handicap|recruit|recrut|applica|candidat|interview|entrevue|hiring|embauche|sélection|selection/i;

/** Whether a sentence tells applicants that accommodation is available (in hiring, for disabilities). */
export function hasAccommodationStatement(sentences: readonly string[]): boolean {
  return sentences.some(
    (sentence) => SPEAKS_OF_ACCOMMODATION.test(sentence) && SPEAKS_OF_APPLICANTS.test(sentence),
  );
}

// What applicants are or were paid; what they expect to be paid is not pay history.
const PAY_HISTORY = [
  /\b(?:current|present|previous|past|last|prior)\s+(?:salary|pay|wages?|compensation|remuneration)\b/i,
  /\b(?:salary|pay|wage|compensation|remuneration)\s+history\b/i,
  /\bhow much (?:you|they) (?:earn|make|made|earned)\b/i,
  /\bsalaire\s+(?:actuel|antérieur|précédent|courant)\b/i,
  /\brémunération\s+(?:actuelle|antérieure|précédente)\b/i,
  /\bhistorique\s+(?:salarial|de\s+(?:rémunération|salaire))\b/i,
];
const PAY_HISTORY_DENIED = /\b(?:not|never|won't|don't)\b|\bn[e’']\s?[^.]*\b(?:pas|jamais)\b|\bjamais\b/i;

/** The words of the first sentence asking for an applicant's pay history (not one saying it is never asked). */
export function findPayHistoryQuestion(sentences: readonly string[]): string | undefined {
  for (const sentence of sentences) {
    for (const pattern of PAY_HISTORY) {
      const match = pattern.exec(sentence);
      if (match && !PAY_HISTORY_DENIED.test(sentence)) return match[0];
    }
  }
  return undefined;
}
