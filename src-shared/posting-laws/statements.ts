// Finding the statements the law asks for (AI use, existing vacancy) and the words it forbids ("Canadian
// experience") in a description's text, sentence by sentence, and the sentences JobDesk offers to insert.

/** Offered when the employer uses AI (or has not said): the recruiter may edit it once inserted. */
export const AI_STATEMENT_SENTENCE =
  'We use artificial intelligence (AI) to screen, assess or select applicants for this position.';

/** Offered for the vacancy statement; the recruiter changes it when the posting is not for a vacancy. */
export const VACANCY_STATEMENT_SENTENCE = 'This posting is for an existing vacancy.';

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
