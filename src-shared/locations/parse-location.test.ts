// Parsing a location description: "City" or "City, PR".
import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { JOB_MESSAGES } from '../rules/job-messages.ts';
import { LIMITS } from '../schemas/limits.ts';
import { listCanadianPlaces } from './canadian-places.ts';
import {
  formatLocationDescription,
  parseLocation,
  parseLocationDescription,
  withProvinceComma,
} from './parse-location.ts';
import { PROVINCE_CODES } from './provinces.ts';

describe('parseLocationDescription', () => {
  it('reads a city alone', () => {
    expect(parseLocationDescription('Moncton')).toEqual(ok({ city: 'Moncton', province: null }));
  });

  it('reads a city and a province code', () => {
    expect(parseLocationDescription('Moncton, NB')).toEqual(ok({ city: 'Moncton', province: 'NB' }));
  });

  it.each(['nb', 'Nb', 'nB'])('reads the province code %s in any case', (code) => {
    expect(parseLocationDescription(`Moncton, ${code}`)).toEqual(ok({ city: 'Moncton', province: 'NB' }));
  });

  it('accepts every one of the 13 codes', () => {
    for (const code of PROVINCE_CODES) {
      expect(parseLocationDescription(`Town,${code}`)).toEqual(ok({ city: 'Town', province: code }));
    }
  });

  it('trims the parts and collapses inner whitespace, keeping the spelling of the city', () => {
    expect(parseLocationDescription('  Trois-Rivières \t,  qc ')).toEqual(
      ok({ city: 'Trois-Rivières', province: 'QC' }),
    );
    expect(parseLocationDescription('Thunder   Bay')).toEqual(ok({ city: 'Thunder Bay', province: null }));
  });

  it('rejects an unknown province code, listing the valid ones', () => {
    expect(parseLocationDescription('Moncton, ZZ')).toEqual(
      err(
        'ZZ is not a Canadian province or territory code. Use one of AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK, YT.',
      ),
    );
  });

  it('points to the code when the province is written out', () => {
    expect(parseLocationDescription('Moncton, New Brunswick')).toEqual(
      err('Use the code NB for New Brunswick: "Moncton, NB".'),
    );
    expect(parseLocationDescription('Gaspé, Québec')).toEqual(
      err('Use the code QC for Quebec: "Gaspé, QC".'),
    );
  });

  it('points to the code when the province is written out in French', () => {
    expect(parseLocation('Moncton, Nouveau-Brunswick')).toEqual(
      err({ kind: 'province-by-name', city: 'Moncton', code: 'NB' }),
    );
    expect(parseLocationDescription('Victoria, colombie britannique')).toEqual(
      err('Use the code BC for British Columbia: "Victoria, BC".'),
    );
  });

  it('rejects a description with two commas', () => {
    const parsed = parseLocationDescription('Moncton, NB, Canada');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/one comma at most/);
  });

  it.each([
    ['an empty description', '', /Location is required/],
    ['a blank description', '   ', /Location is required/],
    ['a province without a city', ' , NB', /city before the comma/],
    ['a comma without a province', 'Moncton, ', /code after the comma/],
  ])('rejects %s', (_name, text, message) => {
    const parsed = parseLocationDescription(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it('accepts a description at the length limit and rejects a longer one', () => {
    const longestCity = 'x'.repeat(LIMITS.locationNameLength);
    const padding = ' '.repeat(LIMITS.locationDescriptionLength - LIMITS.locationNameLength - ', ON'.length);
    const atLimit = `${longestCity}${padding}, ON`;
    expect(atLimit).toHaveLength(LIMITS.locationDescriptionLength);
    expect(parseLocationDescription(atLimit)).toEqual(ok({ city: longestCity, province: 'ON' }));
    expect(parseLocationDescription(` ${atLimit}`)).toEqual(err(JOB_MESSAGES.locationTooLong));
  });

  it('rejects a city name longer than a location name may be', () => {
    expect(parseLocationDescription(`${'x'.repeat(LIMITS.locationNameLength + 1)}, ON`)).toEqual(
      err(`A city name can be at most ${LIMITS.locationNameLength} characters long.`),
    );
  });
});

describe('formatLocationDescription', () => {
  it('writes a city and its code as the board shows them', () => {
    expect(formatLocationDescription('Montréal', 'QC')).toBe('Montréal, QC');
  });
});

describe('withProvinceComma', () => {
  it.each([
    ['Halifax NS', 'Halifax, NS'],
    ['halifax ns', 'halifax, NS'],
    ['  Trois-Rivières   Qc ', 'Trois-Rivières, QC'],
    ['Grand Falls-Windsor NL', 'Grand Falls-Windsor, NL'],
  ])('puts the comma into %j', (typed, expected) => {
    expect(withProvinceComma(typed)).toBe(expected);
  });

  it.each(['Halifax', 'Halifax, NS', 'Halifax XX', 'NS', 'Red Deer', 'Moncton N B'])(
    'leaves %j as it is: a comma already, no province code at the end, or nothing before it',
    (typed) => {
      expect(withProvinceComma(typed)).toBe(typed);
    },
  );

  it('never changes the name of a place in the list, none of which ends in a province code', () => {
    for (const place of listCanadianPlaces()) expect(withProvinceComma(place.name)).toBe(place.name);
  });
});
