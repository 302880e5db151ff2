// Why a location cannot be taken (src-shared/locations/location-problems.ts), in the screen's language: the
// shared rules word it in the API's English; the editor words the same kinds from the catalogs.
import { t } from '@lingui/core/macro';
import type { LocationProblem } from '../../../src-shared/locations/location-problems.ts';
import { PROVINCE_CODES, provinceName } from '../../../src-shared/locations/provinces.ts';
import { LIMITS } from '../../../src-shared/schemas/limits.ts';
import { activeLanguage } from '../core/format.ts';

/** The sentence the editor shows for `problem`. */
export function locationProblemWords(problem: LocationProblem): string {
  switch (problem.kind) {
    case 'too-long': {
      const max = LIMITS.locationDescriptionLength;
      return t`A location must be at most ${max} characters.`;
    }
    case 'required':
      return t`Location is required. Write a city and its province, for example "Moncton, NB".`;
    case 'too-many-commas':
      return t`Write a location as "City" or "City, PR", with one comma at most, for example "Moncton, NB".`;
    case 'no-city':
      return t`Write the city before the comma, for example "Moncton, NB".`;
    case 'city-too-long': {
      const max = LIMITS.locationNameLength;
      return t`A city name can be at most ${max} characters long.`;
    }
    case 'no-province':
      return t`Write the province or territory code after the comma, for example "Moncton, NB".`;
    case 'province-by-name': {
      const { city, code } = problem;
      const name = provinceName(code, activeLanguage());
      return t`Use the code ${code} for ${name}: "${city}, ${code}".`;
    }
    case 'not-a-province': {
      const { written } = problem;
      const codes = PROVINCE_CODES.join(', ');
      return t`${written} is not a Canadian province or territory code. Use one of ${codes}.`;
    }
    case 'not-found': {
      const { city } = problem;
      return t`We could not find ${city} in Canada. Add the province, for example "${city}, ON".`;
    }
    case 'in-several-provinces': {
      const { city } = problem;
      const places = problem.listed.join(', ');
      return t`${city} is in more than one province: ${places}. Add the province.`;
    }
    case 'not-listed': {
      const { description } = problem;
      return t`${description} is not in JobDesk's list of places — check the spelling.`;
    }
  }
}
