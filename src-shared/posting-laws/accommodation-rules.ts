// Accessibility standards that ask employers to tell applicants that accommodation for disabilities is
// available in recruitment: Ontario's (AODA) and Manitoba's. JobDesk cannot know whether the employer tells
// applicants elsewhere (its careers page), so a posting without the statement gets a `check` with the
// sentence to insert, as Ontario's AI statement does.
import type { Localized } from '../i18n/app-language.ts';
import type { PostingFacts, PostingRule, RuleOutcome } from './posting-law-types.ts';
import { ACCOMMODATION_STATEMENT, hasAccommodationStatement } from './statements.ts';

const ACCOMMODATION_IN_RECRUITMENT: Localized = {
  en: 'Accommodation in recruitment',
  fr: 'Mesures d’adaptation au recrutement',
};
const CHECKS =
  'The posting tells applicants that accommodation for disabilities is available in recruitment.';

function accommodationStated(province: Localized) {
  return (posting: PostingFacts): RuleOutcome | null => {
    if (hasAccommodationStatement(posting.sentences)) return null;
    return {
      severity: 'check',
      message: {
        en: `${province.en} requires employers to tell applicants that accommodation for disabilities is available in recruitment: say so in the posting, unless your company says it everywhere applicants look.`,
        fr: `${province.fr} exige que les employeurs informent les candidats que des mesures d’adaptation pour les personnes handicapées sont offertes au recrutement : mentionnez-le dans l’affichage, à moins que votre entreprise le dise partout où les candidats cherchent.`,
      },
      suggestion: ACCOMMODATION_STATEMENT,
    };
  };
}

export const ACCOMMODATION_RULES: readonly PostingRule[] = [
  {
    id: 'on-accommodation',
    title: ACCOMMODATION_IN_RECRUITMENT,
    province: 'ON',
    // Large employers from 1 January 2016, every other employer from 1 January 2017: the later day binds all.
    effectiveFrom: '2017-01-01',
    appliesTo: 'every-employer',
    field: 'description',
    checks: CHECKS,
    source: {
      law: 'Integrated Accessibility Standards, O. Reg. 191/11 (Ontario), under the AODA, 2005',
      section: 's. 22',
      url: 'https://www.ontario.ca/laws/regulation/110191',
    },
    verified:
      'Section 22 (recruitment, general) is cited alike by the Ontario government’s AODA guides and many employers’ pages; it binds employers of any size with at least one employee in Ontario (small ones from 2017). e-Laws was not opened from here.',
    evaluate: accommodationStated({ en: 'Ontario', fr: 'L’Ontario' }),
  },
  {
    id: 'mb-accommodation',
    title: ACCOMMODATION_IN_RECRUITMENT,
    province: 'MB',
    effectiveFrom: '2022-05-01',
    appliesTo: 'every-employer',
    field: 'description',
    checks: CHECKS,
    source: {
      law: 'Accessible Employment Standard, Man. Reg. 14/2019, under The Accessibility for Manitobans Act',
      section: 'the recruitment provisions',
      url: 'https://web2.gov.mb.ca/laws/regs/current/014-2019.php',
    },
    verified:
      'Widely cited (Manitoba’s Accessibility Compliance Secretariat, HR associations): private employers with one or more employees bound from 1 May 2022. Its section number was not read, so none is cited.',
    evaluate: accommodationStated({ en: 'Manitoba', fr: 'Le Manitoba' }),
  },
];
