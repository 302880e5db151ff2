// Resolving location descriptions against known places: known, new, ambiguous, unknown, duplicate.
import { describe, expect, it } from 'vitest';
import { validationFailure } from '../errors/validation-failure.ts';
import { err } from '../result.ts';
import { createMemoryPlaceDirectory } from './place-directory.testing.ts';
import type { Place } from './place-directory.ts';
import { resolveLocations } from './resolve-location.ts';

const moncton: Place = { id: 1, name: 'Moncton', province: 'NB' };
const montreal: Place = { id: 2, name: 'Montréal', province: 'QC' };
const springfieldMb: Place = { id: 3, name: 'Springfield', province: 'MB' };
const springfieldNs: Place = { id: 4, name: 'Springfield', province: 'NS' };
const stJerome: Place = { id: 5, name: 'Saint-Jérôme', province: 'QC' };
const directory = createMemoryPlaceDirectory([moncton, montreal, springfieldNs, springfieldMb, stJerome]);

const resolve = (...descriptions: string[]) =>
  resolveLocations(
    descriptions.map((description) => ({ description })),
    directory,
  );

describe('resolveLocations', () => {
  it('resolves a known city alone', () => {
    expect(resolve('Moncton')).toEqual({
      ok: true,
      value: [{ place: moncton, name: 'Moncton', province: 'NB', description: 'Moncton, NB', type: 'Town' }],
    });
  });

  it('resolves a known city with its province', () => {
    expect(resolve('moncton, nb')).toEqual({
      ok: true,
      value: [{ place: moncton, name: 'Moncton', province: 'NB', description: 'Moncton, NB', type: 'Town' }],
    });
  });

  it('resolves a city typed without accents to the known spelling', () => {
    const resolved = resolve('montreal');
    expect(resolved.ok && resolved.value[0]).toMatchObject({ place: montreal, description: 'Montréal, QC' });
  });

  it('resolves "St Jerome, qc" to the known Saint-Jérôme', () => {
    const resolved = resolve('St Jerome, qc');
    expect(resolved.ok && resolved.value[0]).toMatchObject({
      place: stJerome,
      description: 'Saint-Jérôme, QC',
    });
  });

  it('accepts an unknown city with a province as a new place, spelled as typed', () => {
    expect(resolve('  Petitcodiac ,  nb ')).toEqual({
      ok: true,
      value: [
        { place: null, name: 'Petitcodiac', province: 'NB', description: 'Petitcodiac, NB', type: 'Town' },
      ],
    });
  });

  it('accepts a known name in another province as a new place', () => {
    const resolved = resolve('Moncton, ON');
    expect(resolved.ok && resolved.value[0]).toMatchObject({ place: null, description: 'Moncton, ON' });
  });

  it('rejects a city alone found in two provinces, listing the candidates', () => {
    expect(resolve('springfield')).toEqual(
      err(
        validationFailure([
          {
            path: 'locations[0].description',
            message:
              'springfield is in more than one province: Springfield, MB, Springfield, NS. Add the province.',
          },
        ]),
      ),
    );
  });

  it('resolves an ambiguous city once its province is given', () => {
    const resolved = resolve('Springfield, NS');
    expect(resolved.ok && resolved.value[0]?.place).toEqual(springfieldNs);
  });

  it('rejects an unknown city alone, suggesting to add the province', () => {
    expect(resolve('Moncton', 'Foo')).toEqual(
      err(
        validationFailure([
          {
            path: 'locations[1].description',
            message: 'We could not find Foo in Canada. Add the province, for example "Foo, ON".',
          },
        ]),
      ),
    );
  });

  it('rejects the later of two items naming the same place', () => {
    expect(resolve('Moncton', 'Montreal', 'MONCTON, NB')).toEqual(
      err(
        validationFailure([{ path: 'locations[2].description', message: 'This location is listed twice.' }]),
      ),
    );
  });

  it('rejects the later of two items naming the same new place', () => {
    expect(resolve('Petitcodiac, NB', 'petitcodiac,nb')).toEqual(
      err(
        validationFailure([{ path: 'locations[1].description', message: 'This location is listed twice.' }]),
      ),
    );
  });

  it('reports every problem, each on its own field', () => {
    const resolved = resolve('', 'Moncton, ZZ', 'Springfield');
    expect(resolved.ok).toBe(false);
    if (!resolved.ok) {
      expect(resolved.error.fields.map((field) => field.path)).toEqual([
        'locations[0].description',
        'locations[1].description',
        'locations[2].description',
      ]);
    }
  });

  it('resolves a city alone to the one place spelled the way it was typed, when St and Saint differ', () => {
    const saints = createMemoryPlaceDirectory([
      { id: 1, name: 'St. Thomas', province: 'ON' },
      { id: 2, name: 'Saint-Thomas', province: 'QC' },
    ]);
    const resolve = (description: string) => resolveLocations([{ description }], saints);
    expect(resolve('st thomas')).toMatchObject({ ok: true, value: [{ description: 'St. Thomas, ON' }] });
    expect(resolve('Saint Thomas')).toMatchObject({ ok: true, value: [{ description: 'Saint-Thomas, QC' }] });
    expect(resolve('ST-THOMAS')).toMatchObject({ ok: true, value: [{ description: 'St. Thomas, ON' }] });
  });

  it('treats one name spelled two ways in one province as one place', () => {
    const twoSpellings = createMemoryPlaceDirectory([
      { id: 1, name: 'Saint-Léonard', province: 'QC' },
      { id: 2, name: 'St-Léonard', province: 'QC' },
    ]);
    const resolved = resolveLocations([{ description: 'st leonard' }], twoSpellings);
    expect(resolved.ok && resolved.value[0]?.description).toBe('Saint-Léonard, QC');
  });
});
