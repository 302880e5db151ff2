// A law as a finding cites it, in the language of the screen. Canada's federal and bilingual provinces'
// statutes (Quebec, New Brunswick, Manitoba, Ontario, the territories) have official French titles, cited as
// their French editions do (RLRQ, LRO, CPLM…); the statutes of the English-only provinces (British
// Columbia, Alberta, Saskatchewan, Nova Scotia, Prince Edward Island, Newfoundland and Labrador) have none,
// and are cited under their one title in both languages.
import type { AppLanguage } from '../i18n/app-language.ts';
import type { LawSource } from '../schemas/posting-checks.ts';

/** Each cited law's official French title, by its English citation as the rules write it. */
export const FRENCH_LAW_TITLES: Readonly<Record<string, string>> = {
  'Charter of the French Language, CQLR c. C-11 (Quebec), as amended in 2022 (Bill 96)':
    'Charte de la langue française, RLRQ, c. C-11 (Québec), modifiée en 2022 (projet de loi 96)',
  'Charter of human rights and freedoms, CQLR c. C-12 (Quebec)':
    'Charte des droits et libertés de la personne, RLRQ, c. C-12 (Québec)',
  'Integrated Accessibility Standards, O. Reg. 191/11 (Ontario), under the AODA, 2005':
    'Normes d’accessibilité intégrées, Règl. de l’Ont. 191/11, pris en vertu de la Loi de 2005 sur l’accessibilité pour les personnes handicapées de l’Ontario',
  'Accessible Employment Standard, Man. Reg. 14/2019, under The Accessibility for Manitobans Act':
    'Norme d’accessibilité en matière d’emploi, Règl. du Man. 14/2019, pris en vertu de la Loi sur l’accessibilité pour les Manitobains',
  'The Human Rights Code, CCSM c. H175 (Manitoba)':
    'Code des droits de la personne, CPLM, c. H175 (Manitoba)',
  'Human Rights Act, RSNB 2011, c. 171 (New Brunswick)':
    'Loi sur les droits de la personne, LRN-B 2011, c. 171 (Nouveau-Brunswick)',
  'Human Rights Act, SNWT 2002, c. 18 (Northwest Territories)':
    'Loi sur les droits de la personne, LTN-O 2002, c. 18 (Territoires du Nord-Ouest)',
  'Human Rights Act, SNu 2003, c. 12 (Nunavut)':
    'Loi sur les droits de la personne, LNun 2003, c. 12 (Nunavut)',
  'Human Rights Code, RSO 1990, c. H.19 (Ontario)':
    'Code des droits de la personne, LRO 1990, chap. H.19 (Ontario)',
  'Human Rights Act, RSY 2002, c. 116 (Yukon)': 'Loi sur les droits de la personne, LRY 2002, c. 116 (Yukon)',
  'Employment Standards Act, 2000 (Ontario), Part III.1':
    'Loi de 2000 sur les normes d’emploi (Ontario), partie III.1',
  'O. Reg. 476/24, Rules and Exemptions re Job Postings (Ontario), under the Employment Standards Act, 2000':
    'Règl. de l’Ont. 476/24, Règles et exemptions relatives aux offres d’emploi affichées publiquement (Ontario), pris en vertu de la Loi de 2000 sur les normes d’emploi',
  'O. Reg. 476/24, Rules and Exemptions re Job Postings (Ontario)':
    'Règl. de l’Ont. 476/24, Règles et exemptions relatives aux offres d’emploi affichées publiquement (Ontario)',
};

/** The laws with no official French title: cited as they are in both languages. */
export const ENGLISH_ONLY_LAWS: ReadonlySet<string> = new Set([
  'Alberta Human Rights Act, RSA 2000, c. A-25.5',
  'Human Rights Code, RSBC 1996, c. 210 (British Columbia)',
  'Human Rights Act, 2010, SNL 2010, c. H-13.1 (Newfoundland and Labrador)',
  'Human Rights Act, RSNS 1989, c. 214 (Nova Scotia)',
  'Human Rights Act, RSPEI 1988, c. H-12 (Prince Edward Island)',
  'The Saskatchewan Human Rights Code, 2018, SS 2018, c. S-24.2',
  'Pay Transparency Act, SBC 2023, c. 18 (British Columbia)',
  'Employment Standards Act, RSPEI 1988, c. E-6.2 (Prince Edward Island)',
]);

/** The parts of a law the rules cite by name rather than by section, in French. */
export const FRENCH_SECTION_NAMES: Readonly<Record<string, string>> = {
  'its employment provisions': 'ses dispositions sur l’emploi',
  'the recruitment provisions': 'les dispositions sur le recrutement',
  'the pay-history prohibition': 'l’interdiction de demander la rémunération antérieure',
  'the compensation exemption, with ESA s. 8.2': 'l’exemption de rémunération, avec l’art. 8.2 de la LNE',
  'the compensation-range rule, with ESA s. 8.2':
    'la règle de l’échelle salariale, avec l’art. 8.2 de la LNE',
  'the existing-vacancy statement (Working for Workers Five Act, 2024)':
    'la mention d’un poste vacant existant (Loi de 2024 visant à œuvrer pour les travailleurs, cinq)',
};

/** A section as French cites it: "s. 8.2" is « art. 8.2 »; a part named in words, by its French name. */
function frenchSection(section: string): string {
  return FRENCH_SECTION_NAMES[section] ?? section.replace(/^ss?\. /, 'art. ');
}

/** "Human Rights Code, RSO 1990, c. H.19 (Ontario), s. 23", or in French « Code des droits…, art. 23 ». */
export function lawCitation(source: LawSource, language: AppLanguage): string {
  if (language === 'en') return `${source.law}, ${source.section}`;
  return `${FRENCH_LAW_TITLES[source.law] ?? source.law}, ${frenchSection(source.section)}`;
}
