// Quebec's Charter of the French Language on offers of employment: published in French, and another language
// required only where the job needs it.
//
// Verified (2026-12-06, from this machine): the Charter's 2022 amendments (Bill 96, assented 1 June 2022)
// are described alike by several law firms (Paquette, Chambers): an offer of employment is published in
// French, and a version in another language is published at the same time by comparable means; an employer
// may require knowledge of another language only where the duties need it and after taking every
// reasonable means to avoid it. The section numbers (41 and 46) are the firms'; the Charter's text on
// LégisQuébec was not opened from here. The day used is the assent: some of the amendments took effect
// later (1 June 2023, 2025), which a posting drafted today does not depend on.
import type { PostingFacts, PostingRule, RuleOutcome } from './posting-law-types.ts';

const CHARTER = {
  law: 'Charter of the French Language, CQLR c. C-11 (Quebec), as amended in 2022 (Bill 96)',
  url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/C-11',
};
const CHARTER_VERIFIED =
  'Several law firms’ notes on Bill 96 (2022) describe the rule alike; the section number is theirs, the Charter’s text was not opened from here.';

/** A bilingual posting has a French half: below this share the French is a line or two in an English posting. */
const FRENCH_SHARE_NEEDED = 0.35;

/**
 * A job described in another language is published in French when its French version (a linked twin job,
 * published, archived and closed with it) is in French; while that version still holds the text it was
 * copied from, the recruiter is told to translate it.
 */
function metByFrenchVersion(posting: PostingFacts): RuleOutcome | null | undefined {
  const share = posting.frenchVersionShare;
  if (share === undefined) return undefined;
  if (share !== null && share >= FRENCH_SHARE_NEEDED) return null;
  return {
    severity: 'check',
    message: {
      en: 'This job has a French version, published with it, but its description is not in French yet: translate it there before publishing.',
      fr: 'Ce poste a une version française, publiée avec lui, mais sa description n’est pas encore en français : traduisez-la avant de publier.',
    },
  };
}

function publishedInFrench(posting: PostingFacts): RuleOutcome | null {
  if (posting.text.trim() === '') return null;
  const share = posting.frenchShare;
  if (share !== null && share >= FRENCH_SHARE_NEEDED) return null;
  const byVersion = metByFrenchVersion(posting);
  if (byVersion !== undefined) return byVersion;
  if (share === null)
    return {
      severity: 'check',
      message: {
        en: 'JobDesk cannot tell the language of so short a description. Quebec requires offers of employment to be published in French: make sure this one is.',
        fr: 'JobDesk ne peut pas reconnaître la langue d’une description aussi courte. Le Québec exige que les offres d’emploi soient publiées en français : assurez-vous que celle-ci l’est.',
      },
    };
  if (share > 0)
    return {
      severity: 'check',
      message: {
        en: 'Only part of the description is in French. Quebec requires the whole offer in French, at least as available as any other language: check that the French version is complete.',
        fr: 'Seule une partie de la description est en français. Le Québec exige toute l’offre en français, au moins aussi accessible que dans une autre langue : vérifiez que la version française est complète.',
      },
    };
  return {
    severity: 'required',
    message: {
      en: 'Quebec requires offers of employment to be published in French: write the description in French. A version in another language may be published with it, never in its place.',
      fr: 'Le Québec exige que les offres d’emploi soient publiées en français : rédigez la description en français. Une version dans une autre langue peut l’accompagner, jamais la remplacer.',
    },
  };
}

// Asking for a language other than French: "bilingual", "fluent in English", « anglais requis ». An asset
// (« un atout ») is not a requirement.
const OTHER_LANGUAGE_REQUIRED = [
  /\bbilingual(?:ism)?\b/i,
  /\b(?:fluen(?:t|cy)|proficien(?:t|cy)|knowledge|command)\s+(?:in|of)\s+(?:the\s+)?(?:English|Spanish|Mandarin|Cantonese|Punjabi|Arabic|German|Italian|Portuguese)\b/i,
  /\b(?:English|Spanish|Mandarin)\s+(?:is\s+)?(?:required|mandatory|essential|a must)\b/i,
  /\b(?:must|should)\s+(?:speak|write|read)\s+English\b/i,
  /\bbilingue\b/i,
  /\bbilinguisme\b/i,
  /\b(?:maîtrise|connaissance)\s+(?:de\s+l[’']|de\s+la\s+langue\s+)(?:anglais|anglaise|espagnol)\w*/i,
  /\banglais\s+(?:requis|obligatoire|exigé|essentiel)\b/i,
];
const ONLY_AN_ASSET = /\b(?:an? asset|a plus|nice to have|atout|un plus|souhaitable)\b/i;

function otherLanguageRequired(posting: PostingFacts): RuleOutcome | null {
  for (const sentence of posting.sentences) {
    if (ONLY_AN_ASSET.test(sentence)) continue;
    for (const pattern of OTHER_LANGUAGE_REQUIRED) {
      const match = pattern.exec(sentence);
      if (match === null) continue;
      return {
        severity: 'check',
        message: {
          en: `The posting asks for "${match[0]}". Quebec allows requiring a language other than French only where the duties need it, and after the employer has taken every reasonable means to avoid it: check that this job meets both, and keep why.`,
          fr: `L’affichage demande « ${match[0]} ». Le Québec ne permet d’exiger une autre langue que le français que si l’accomplissement de la tâche le nécessite, et après que l’employeur a pris tous les moyens raisonnables pour l’éviter : vérifiez que ce poste remplit ces deux conditions et notez pourquoi.`,
        },
      };
    }
  }
  return null;
}

export const QUEBEC_RULES: readonly PostingRule[] = [
  {
    id: 'qc-french',
    title: { en: 'Posting in French', fr: 'Affichage en français' },
    province: 'QC',
    effectiveFrom: '2022-06-01',
    appliesTo: 'every-employer',
    field: 'description',
    checks:
      'The description is in French (a bilingual description counts when its French part is at least a third of it), or the job has a French version published with it whose description is; the language is told by franc-min, line by line.',
    source: { ...CHARTER, section: 's. 41' },
    verified: CHARTER_VERIFIED,
    evaluate: publishedInFrench,
  },
  {
    id: 'qc-other-language',
    title: {
      en: 'Requiring a language other than French',
      fr: 'Exiger une autre langue que le français',
    },
    province: 'QC',
    effectiveFrom: '2022-06-01',
    appliesTo: 'every-employer',
    field: 'description',
    checks:
      'A posting that requires another language than French ("bilingual", "fluent in English") is checked against the Charter’s two conditions.',
    source: { ...CHARTER, section: 's. 46' },
    verified: CHARTER_VERIFIED,
    evaluate: otherLanguageRequired,
  },
];
