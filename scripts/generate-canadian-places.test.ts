// The committed places data is exactly what `npm run places` makes from the installed country-state-city.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CANADIAN_PLACES_SOURCE, listCanadianPlaces } from '../src-shared/locations/canadian-places.ts';
import {
  CANADIAN_PLACES_DATA_FILE,
  canadianPlacesFromPackage,
  renderCanadianPlacesModule,
} from './canadian-places-from-package.ts';

describe('the generated Canadian places', () => {
  const fromPackage = canadianPlacesFromPackage();

  it('were generated from the installed version of the package (run `npm run places` after updating it)', () => {
    expect(CANADIAN_PLACES_SOURCE).toBe(fromPackage.source);
  });

  it('hold every place the generator derives from the package, in its order, and nothing else', () => {
    expect(listCanadianPlaces()).toEqual(fromPackage.places);
  });

  it('say in their header that they are generated, and by which command', () => {
    const firstLine = readFileSync(CANADIAN_PLACES_DATA_FILE, 'utf8').split('\n')[0];
    expect(firstLine).toBe(renderCanadianPlacesModule(fromPackage).split('\n')[0]);
  });
});
