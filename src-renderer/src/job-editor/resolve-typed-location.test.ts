import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../src-shared/result.ts';
import type { Location } from '../../../src-shared/schemas/resources.ts';
import { placesAfterLookUp, resolveTypedLocation } from './resolve-typed-location.ts';

const PLACES: Location[] = [
  { id: 1, name: 'Moncton', description: 'Moncton, NB', type: 'Town' },
  { id: 2, name: 'Montréal', description: 'Montréal, QC', type: 'Town' },
  { id: 3, name: 'Springfield', description: 'Springfield, NS', type: 'Town' },
  { id: 4, name: 'Springfield', description: 'Springfield, NB', type: 'Town' },
  { id: 5, name: 'Springfield', description: 'Springfield, MB', type: 'Town' },
];

/** The core's `/locations?q=`: places whose name starts with q (here, plain case-insensitive). */
const search = async (q: string) =>
  ok(PLACES.filter((place) => place.name.toLowerCase().startsWith(q.toLowerCase())));
const offline = async () => err({ messages: ['Could not reach the core.'] });

describe('resolving a typed location', () => {
  it('takes a city that names one place, spelled as the place is', async () => {
    expect(await resolveTypedLocation('moncton', search)).toEqual({
      kind: 'place',
      description: 'Moncton, NB',
    });
    expect(await resolveTypedLocation('montréal, qc', search)).toEqual({
      kind: 'place',
      description: 'Montréal, QC',
    });
  });

  it('accepts a City, PR the core does not know, as the board does', async () => {
    expect(await resolveTypedLocation('Tiny Hamlet, pe', search)).toEqual({
      kind: 'place',
      description: 'Tiny Hamlet, PE',
      notListed: "Tiny Hamlet, PE is not in JobDesk's list of places — check the spelling.",
    });
    expect(await resolveTypedLocation('Tiny Hamlet, PE', offline)).toEqual({
      kind: 'place',
      description: 'Tiny Hamlet, PE',
    });
  });

  it('marks a City, PR not in the list, but not a known one, nor one it could not look up', async () => {
    expect(await resolveTypedLocation('Atlantis, ON', search)).toEqual({
      kind: 'place',
      description: 'Atlantis, ON',
      notListed: "Atlantis, ON is not in JobDesk's list of places — check the spelling.",
    });
    expect(await resolveTypedLocation('Moncton, NB', search)).toEqual({
      kind: 'place',
      description: 'Moncton, NB',
    });
    expect(await resolveTypedLocation('Atlantis, ON', offline)).toEqual({
      kind: 'place',
      description: 'Atlantis, ON',
    });
  });

  it('reads a city and a province code written without the comma', async () => {
    expect(await resolveTypedLocation('Moncton NB', search)).toEqual({
      kind: 'place',
      description: 'Moncton, NB',
    });
    expect(await resolveTypedLocation('springfield ns', search)).toEqual({
      kind: 'place',
      description: 'Springfield, NS',
    });
  });

  it('offers the candidates of a city found in several provinces', async () => {
    expect(await resolveTypedLocation('Springfield', search)).toEqual({
      kind: 'choose',
      city: 'Springfield',
      candidates: ['Springfield, MB', 'Springfield, NB', 'Springfield, NS'],
    });
  });

  it('says what is wrong with an unknown city or a malformed location', async () => {
    expect(await resolveTypedLocation('Atlantis', search)).toEqual({
      kind: 'problem',
      message: 'We could not find Atlantis in Canada. Add the province, for example "Atlantis, ON".',
    });
    expect(await resolveTypedLocation('Moncton, New Brunswick', search)).toMatchObject({
      kind: 'problem',
      message: expect.stringMatching(/NB/),
    });
    expect(await resolveTypedLocation('Moncton', offline)).toMatchObject({
      kind: 'problem',
      message: expect.stringMatching(/Could not look up Moncton/),
    });
  });
});

describe('the places once a look-up comes back', () => {
  it('keeps a place added while the look-up was on its way, and adds what was found once', () => {
    // "Moncton, NB" was picked while "Windsor"'s look-up ran from the empty list.
    expect(placesAfterLookUp(['Moncton, NB'], [], ['Tiny Hamlet, PE'], 3)).toEqual([
      'Moncton, NB',
      'Tiny Hamlet, PE',
    ]);
    expect(placesAfterLookUp(['Moncton, NB'], [], ['Moncton, NB'], 3)).toEqual(['Moncton, NB']);
  });

  it('leaves out what the change took out, and stops at the limit', () => {
    expect(placesAfterLookUp(['Ottawa, ON', 'Hull, QC'], ['Hull, QC'], ['Gatineau, QC'], 3)).toEqual([
      'Ottawa, ON',
      'Gatineau, QC',
    ]);
    expect(placesAfterLookUp(['A, ON', 'B, ON', 'C, ON'], [], ['D, ON'], 3)).toEqual([
      'A, ON',
      'B, ON',
      'C, ON',
    ]);
  });
});
