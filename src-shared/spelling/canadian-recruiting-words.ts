// Words of Canadian recruiting the shipped Hunspell dictionaries lack: accepted in every description, as if in
// each recruiter's own dictionary. Hyphenated words are checked by their parts (word-ranges.ts), so "co-op"
// needs "co" in French; English knows both parts. The English list is checked against dictionary-en-ca by
// canadian-recruiting-words.test.ts (French's was found the same way, by hand: its dictionary loads slowly).
import type { SpellingLanguage } from '../schemas/spelling.ts';

/** Places of Canada written in French in English texts too, and the cities job postings name most. */
const PLACES = ['Québec', 'Montréal', 'Québécois', 'Gatineau', 'Saguenay', 'Lévis', 'Sherbrooke', 'Rivières'];
const CITIES_BOTH_LACK = ['Moncton', 'Kelowna', 'Nanaimo'];
/** Bodies, laws and plans a posting names: workers' compensation boards, accessibility, savings plans. */
const ACRONYMS = ['WSIB', 'WorkSafeBC', 'CNESST', 'AODA', 'RRSP', 'TFSA', 'CEGEP'];

export const CANADIAN_RECRUITING_WORDS: Readonly<Record<SpellingLanguage, readonly string[]>> = {
  'en-CA': [
    'résumé',
    'résumés',
    'cégep',
    'cégeps',
    'onboarding',
    'journeyperson',
    'journeypersons',
    ...PLACES,
    ...CITIES_BOTH_LACK,
    ...ACRONYMS,
  ],
  'fr-CA': [
    'co',
    'onboarding',
    'Newfoundland',
    'Saskatoon',
    'Mississauga',
    'PEI',
    ...CITIES_BOTH_LACK,
    ...ACRONYMS,
  ],
};
