// Wording that screens applicants out by a ground every Canadian human-rights code protects: age, sex,
// family status, religion, national origin, disability. English and French, found in a description's
// sentences. A `check`, never a refusal: a bona fide occupational requirement is allowed, and a phrase may
// be innocent in context ("a young company").
import type { Localized } from '../i18n/app-language.ts';

export type ProtectedGround = 'age' | 'sex' | 'family-status' | 'religion' | 'national-origin' | 'disability';

/** The ground as a finding says it: "by age", « en raison de l’âge ». */
export const GROUND_WORDS: Readonly<Record<ProtectedGround, Localized>> = {
  age: { en: 'age', fr: 'de l’âge' },
  sex: { en: 'sex', fr: 'du sexe' },
  'family-status': { en: 'family status', fr: 'de la situation de famille' },
  religion: { en: 'religion', fr: 'de la religion' },
  'national-origin': { en: 'national or ethnic origin', fr: 'de l’origine nationale ou ethnique' },
  disability: { en: 'disability', fr: 'd’un handicap' },
};

const SCREENING_WORDING: ReadonlyArray<{ ground: ProtectedGround; pattern: RegExp }> = [
  // Age.
  {
    ground: 'age',
    pattern:
      /\b(?:young|youthful|recent (?:university |college )?grad(?:uate)?s?|new grad(?:uate)?s?|digital natives?|under (?:the age of )?\d{2}|between the ages of|aged \d{2}\s*(?:-|to)\s*\d{2}|mature (?:candidates?|applicants?|persons?))\b/i,
  },
  {
    ground: 'age',
    pattern:
      /(?<![\p{L}])(?:jeunes? diplômé(?:e|s|es)?|jeunes?|récemment diplômé(?:e|s|es)?|nouveaux? diplômé(?:e|s|es)?|natifs? (?:du )?numériques?|moins de \d{2} ans|âgée?s? de \d{2} à \d{2} ans|entre \d{2} et \d{2} ans)(?![\p{L}])/iu,
  },
  // Sex.
  {
    ground: 'sex',
    pattern:
      /\b(?:(?:male|female|men|women) only|only (?:male|female|men|women)|must be (?:a )?(?:man|woman|male|female))\b/i,
  },
  {
    ground: 'sex',
    pattern: /\b(?:(?:hommes|femmes) (?:seulement|uniquement)|réservée? aux (?:hommes|femmes))(?![\p{L}])/iu,
  },
  // Family status.
  {
    ground: 'family-status',
    pattern:
      /\b(?:no (?:children|kids)|without (?:children|kids|family (?:commitments|obligations))|must be (?:single|married))\b/i,
  },
  {
    ground: 'family-status',
    pattern: /\b(?:sans enfants?|sans obligations? familiales?|célibataire)(?![\p{L}])/iu,
  },
  // Religion.
  {
    ground: 'religion',
    pattern:
      /\b(?:must be (?:a )?(?:Christian|Muslim|Jewish|Catholic|Protestant|Hindu|Sikh)|(?:Christian|Muslim|Jewish|Catholic) (?:candidates?|applicants?) only)\b/i,
  },
  {
    ground: 'religion',
    pattern:
      /\bde (?:confession|religion) (?:chrétienne|musulmane|juive|catholique|protestante)(?![\p{L}])/iu,
  },
  // National or ethnic origin.
  {
    ground: 'national-origin',
    pattern:
      /\b(?:native (?:English|French) speakers?|(?:English|French) as (?:a |your )?(?:first|mother|native) (?:language|tongue)|born in Canada|Canadian[- ]born)\b/i,
  },
  {
    ground: 'national-origin',
    pattern:
      /(?<![\p{L}])(?:langue maternelle (?:anglaise|française)|(?:anglais|français) langue maternelle|née? au Canada|de souche)(?![\p{L}])/iu,
  },
  // Disability.
  {
    ground: 'disability',
    pattern: /\b(?:able-bodied|no disabilit(?:y|ies)|without (?:a )?disabilit(?:y|ies)|in perfect health)\b/i,
  },
  {
    ground: 'disability',
    pattern: /\b(?:sans (?:aucun )?handicap|en parfaite santé|aucun handicap)(?![\p{L}])/iu,
  },
];

export type ScreeningWording = { phrase: string; ground: ProtectedGround };

/** The first phrase of the description that may screen applicants by a protected ground, with its ground. */
export function findScreeningWording(sentences: readonly string[]): ScreeningWording | undefined {
  for (const sentence of sentences) {
    for (const { ground, pattern } of SCREENING_WORDING) {
      const match = pattern.exec(sentence);
      if (match) return { phrase: match[0], ground };
    }
  }
  return undefined;
}
