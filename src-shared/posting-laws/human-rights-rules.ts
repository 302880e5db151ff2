// Every province's and territory's human-rights law forbids discriminating in hiring, advertisements
// included, on grounds that include age, sex, family status, religion, national origin and disability. One
// rule per province, citing its own law, finding the same wording (protected-grounds.ts) in either language.
//
// Verified (2026-12-06, from this machine): that each of the 13 laws covers employment and its
// advertisements on those grounds is general knowledge the shared research page gathers; the sections of
// Ontario's Code (s. 23, employment advertisements), BC's Code (s. 11, employment advertisements) and Nova
// Scotia's Act (s. 5) are the ones it gives. No other section number could be read from here, so the
// others cite their law's employment provisions without a number. The laws have bound for decades: the day
// used is a placeholder before any posting JobDesk checks (LONG_IN_FORCE).
import type { Localized } from '../i18n/app-language.ts';
import type { ProvinceCode } from '../locations/provinces.ts';
import type { LawSource } from '../schemas/posting-checks.ts';
import type { PostingFacts, PostingRule, RuleOutcome } from './posting-law-types.ts';
import { findScreeningWording, GROUND_WORDS } from './protected-grounds.ts';

/** Before any posting JobDesk checks: these laws were in force long before (1962 in Ontario). */
const LONG_IN_FORCE = '1990-01-01';
const WITHOUT_SECTION = 'its employment provisions';

type HumanRightsLaw = {
  province: ProvinceCode;
  /** The law as a sentence names it: "the Ontario Human Rights Code". */
  named: Localized;
  source: LawSource;
};

const HUMAN_RIGHTS_LAWS: readonly HumanRightsLaw[] = [
  {
    province: 'AB',
    named: { en: 'the Alberta Human Rights Act', fr: 'la loi albertaine sur les droits de la personne' },
    source: {
      law: 'Alberta Human Rights Act, RSA 2000, c. A-25.5',
      section: WITHOUT_SECTION,
      url: 'https://kings-printer.alberta.ca/1266.cfm?page=A25P5.cfm&leg_type=Acts&isbncln=9780779839742',
    },
  },
  {
    province: 'BC',
    named: { en: 'the BC Human Rights Code', fr: 'le Human Rights Code de la Colombie-Britannique' },
    source: {
      law: 'Human Rights Code, RSBC 1996, c. 210 (British Columbia)',
      section: 's. 11',
      url: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/00_96210_01',
    },
  },
  {
    province: 'MB',
    named: { en: 'the Manitoba Human Rights Code', fr: 'le Code des droits de la personne du Manitoba' },
    source: {
      law: 'The Human Rights Code, CCSM c. H175 (Manitoba)',
      section: WITHOUT_SECTION,
      url: 'https://web2.gov.mb.ca/laws/statutes/ccsm/h175e.php',
    },
  },
  {
    province: 'NB',
    named: {
      en: 'the New Brunswick Human Rights Act',
      fr: 'la Loi sur les droits de la personne du Nouveau-Brunswick',
    },
    source: {
      law: 'Human Rights Act, RSNB 2011, c. 171 (New Brunswick)',
      section: WITHOUT_SECTION,
      url: 'https://laws.gnb.ca/en/document/cs/2011-c.171',
    },
  },
  {
    province: 'NL',
    named: {
      en: 'the Newfoundland and Labrador Human Rights Act',
      fr: 'la loi sur les droits de la personne de Terre-Neuve-et-Labrador',
    },
    source: {
      law: 'Human Rights Act, 2010, SNL 2010, c. H-13.1 (Newfoundland and Labrador)',
      section: WITHOUT_SECTION,
      url: 'https://www.assembly.nl.ca/legislation/sr/statutes/h13-1.htm',
    },
  },
  {
    province: 'NS',
    named: {
      en: 'the Nova Scotia Human Rights Act',
      fr: 'la loi sur les droits de la personne de la Nouvelle-Écosse',
    },
    source: {
      law: 'Human Rights Act, RSNS 1989, c. 214 (Nova Scotia)',
      section: 's. 5',
      url: 'https://nslegislature.ca/sites/default/files/legc/statutes/human%20rights.pdf',
    },
  },
  {
    province: 'NT',
    named: {
      en: 'the Northwest Territories Human Rights Act',
      fr: 'la Loi sur les droits de la personne des Territoires du Nord-Ouest',
    },
    source: {
      law: 'Human Rights Act, SNWT 2002, c. 18 (Northwest Territories)',
      section: WITHOUT_SECTION,
      url: 'https://www.justice.gov.nt.ca/en/files/legislation/human-rights/human-rights.a.pdf',
    },
  },
  {
    province: 'NU',
    named: { en: 'the Nunavut Human Rights Act', fr: 'la Loi sur les droits de la personne du Nunavut' },
    source: {
      law: 'Human Rights Act, SNu 2003, c. 12 (Nunavut)',
      section: WITHOUT_SECTION,
      url: 'https://www.nunavutlegislation.ca/en/consolidated-law/human-rights-act-official-consolidation',
    },
  },
  {
    province: 'ON',
    named: {
      en: 'the Ontario Human Rights Code',
      fr: 'le Code des droits de la personne de l’Ontario',
    },
    source: {
      law: 'Human Rights Code, RSO 1990, c. H.19 (Ontario)',
      section: 's. 23',
      url: 'https://www.ontario.ca/laws/statute/90h19',
    },
  },
  {
    province: 'PE',
    named: {
      en: 'the Prince Edward Island Human Rights Act',
      fr: 'la loi sur les droits de la personne de l’Île-du-Prince-Édouard',
    },
    source: {
      law: 'Human Rights Act, RSPEI 1988, c. H-12 (Prince Edward Island)',
      section: WITHOUT_SECTION,
      url: 'https://www.princeedwardisland.ca/en/legislation/human-rights-act',
    },
  },
  {
    province: 'QC',
    named: {
      en: 'Quebec’s Charter of human rights and freedoms',
      fr: 'la Charte des droits et libertés de la personne du Québec',
    },
    source: {
      law: 'Charter of human rights and freedoms, CQLR c. C-12 (Quebec)',
      section: WITHOUT_SECTION,
      url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/C-12',
    },
  },
  {
    province: 'SK',
    named: {
      en: 'the Saskatchewan Human Rights Code',
      fr: 'le Code des droits de la personne de la Saskatchewan',
    },
    source: {
      law: 'The Saskatchewan Human Rights Code, 2018, SS 2018, c. S-24.2',
      section: WITHOUT_SECTION,
      url: 'https://publications.saskatchewan.ca/#/products/90511',
    },
  },
  {
    province: 'YT',
    named: { en: 'the Yukon Human Rights Act', fr: 'la Loi sur les droits de la personne du Yukon' },
    source: {
      law: 'Human Rights Act, RSY 2002, c. 116 (Yukon)',
      section: WITHOUT_SECTION,
      url: 'https://laws.yukon.ca/cms/images/LEGISLATION/PRINCIPAL/2002/2002-0116/2002-0116.pdf',
    },
  },
];

function screeningWording(law: HumanRightsLaw) {
  return (posting: PostingFacts): RuleOutcome | null => {
    const found = findScreeningWording(posting.sentences);
    if (found === undefined) return null;
    const ground = GROUND_WORDS[found.ground];
    return {
      severity: 'check',
      message: {
        en: `"${found.phrase}" can screen out applicants by ${ground.en}, which ${law.named.en} forbids in hiring unless the job truly requires it: reword it.`,
        fr: `« ${found.phrase} » peut écarter des candidats en raison ${ground.fr}, ce que ${law.named.fr} interdit à l’embauche, sauf si le poste l’exige réellement : reformulez-le.`,
      },
    };
  };
}

export const HUMAN_RIGHTS_RULES: readonly PostingRule[] = HUMAN_RIGHTS_LAWS.map(
  (law): PostingRule => ({
    id: `${law.province.toLowerCase()}-screening-wording`,
    title: { en: 'Wording that screens out applicants', fr: 'Formulation qui écarte des candidats' },
    province: law.province,
    effectiveFrom: LONG_IN_FORCE,
    appliesTo: 'every-employer',
    field: 'description',
    checks:
      'No wording that screens applicants by age, sex, family status, religion, national origin or disability ("young", "recent graduate", "digital native"), in English or French.',
    source: law.source,
    verified:
      law.source.section === WITHOUT_SECTION
        ? 'The law covers hiring and its advertisements on these grounds; its section number could not be read from here, so none is cited.'
        : `The section is the one the shared research page gives for employment advertisements; the law’s text was not opened from here.`,
    evaluate: screeningWording(law),
  }),
);
