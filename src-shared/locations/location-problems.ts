// Why a location cannot be taken, as a kind and its values: the API words it in English (its own words,
// `locationProblemInEnglish`), the editor in the screen's language, from the same kinds.
import { JOB_MESSAGES } from '../rules/job-messages.ts';
import { LIMITS } from '../schemas/limits.ts';
import { PROVINCE_CODES, type ProvinceCode, provinceName } from './provinces.ts';

export type LocationProblem =
  | { kind: 'too-long' }
  | { kind: 'required' }
  | { kind: 'too-many-commas' }
  | { kind: 'no-city' }
  | { kind: 'city-too-long' }
  | { kind: 'no-province' }
  /** "Moncton, New Brunswick": the province named rather than coded. */
  | { kind: 'province-by-name'; city: string; code: ProvinceCode }
  | { kind: 'not-a-province'; written: string }
  /** A city alone that no known place has. */
  | { kind: 'not-found'; city: string }
  /** A city alone that known places in several provinces have: `listed` as "Richmond, BC". */
  | { kind: 'in-several-provinces'; city: string; listed: readonly string[] }
  /** A `City, PR` accepted, though JobDesk's list of places does not have it: most often a typing mistake. */
  | { kind: 'not-listed'; description: string };

/** An example of a location as the messages show it. */
const LOCATION_EXAMPLE = '"Moncton, NB"';

/** The problem in the API's words. */
export function locationProblemInEnglish(problem: LocationProblem): string {
  switch (problem.kind) {
    case 'too-long':
      return JOB_MESSAGES.locationTooLong;
    case 'required':
      return `Location is required. Write a city and its province, for example ${LOCATION_EXAMPLE}.`;
    case 'too-many-commas':
      return `Write a location as "City" or "City, PR", with one comma at most, for example ${LOCATION_EXAMPLE}.`;
    case 'no-city':
      return `Write the city before the comma, for example ${LOCATION_EXAMPLE}.`;
    case 'city-too-long':
      return `A city name can be at most ${LIMITS.locationNameLength} characters long.`;
    case 'no-province':
      return `Write the province or territory code after the comma, for example ${LOCATION_EXAMPLE}.`;
    case 'province-by-name':
      return `Use the code ${problem.code} for ${provinceName(problem.code)}: "${problem.city}, ${problem.code}".`;
    case 'not-a-province':
      return `${problem.written} is not a Canadian province or territory code. Use one of ${PROVINCE_CODES.join(', ')}.`;
    case 'not-found':
      return `We could not find ${problem.city} in Canada. Add the province, for example "${problem.city}, ON".`;
    case 'in-several-provinces':
      return `${problem.city} is in more than one province: ${problem.listed.join(', ')}. Add the province.`;
    case 'not-listed':
      return `${problem.description} is not in JobDesk's list of places — check the spelling.`;
  }
}
