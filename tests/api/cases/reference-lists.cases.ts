// Cases for the reference lists: /positiontypes, /categories and /locations, which need no API key.
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src-shared/catalogs/index.ts';
import { normalizePlaceName } from '../../../src-shared/locations/normalize-place-name.ts';
import { LocationListSchema } from '../../../src-shared/schemas/resources.ts';
import { type ApiTarget, expectJson, send } from '../../helpers/index.ts';

const PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];

/** Lower case, accents removed: how /locations compares a name with its q. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

async function searchLocations(target: ApiTarget, q: string) {
  const answer = await send(target, {
    method: 'GET',
    path: `/locations?q=${encodeURIComponent(q)}`,
    key: null,
  });
  const parsed = LocationListSchema.safeParse(expectJson(answer, 200));
  expect(parsed.error?.issues ?? [], answer.summary).toEqual([]);
  return parsed.data?.data ?? [];
}

export function defineReferenceListCases(getTarget: () => ApiTarget): void {
  describe('reference lists', () => {
    it('lists exactly the five position types of api-decisions.md at /positiontypes, without an API key', async () => {
      const answer = await send(getTarget(), { method: 'GET', path: '/positiontypes', key: null });
      expect(expectJson(answer, 200)).toEqual({
        data: [
          { id: 1, name: 'Full Time' },
          { id: 2, name: 'Part Time' },
          { id: 3, name: 'Contract' },
          { id: 4, name: 'Temp' },
          { id: 5, name: 'Volunteer' },
        ],
      });
    });

    it('serves the reference lists with an API key too', async () => {
      const target = getTarget();
      for (const path of ['/positiontypes', '/categories', '/locations?q=mon']) {
        const answer = await send(target, { method: 'GET', path });
        expect(answer.status, answer.summary).toBe(200);
      }
    });

    it('lists about 30 categories at /categories, each with a distinct id and a name of at most 40 characters', async () => {
      const answer = await send(getTarget(), { method: 'GET', path: '/categories', key: null });
      const body = expectJson(answer, 200) as { data: Array<{ id: number; name: string }> };
      expect(body.data.length).toBeGreaterThanOrEqual(25);
      expect(body.data.length).toBeLessThanOrEqual(40);
      for (const category of body.data) {
        expect(Object.keys(category).sort()).toEqual(['id', 'name']);
        expect(Number.isInteger(category.id) && category.id > 0).toBe(true);
        expect(category.name.trim()).not.toBe('');
        expect(category.name.length).toBeLessThanOrEqual(40);
      }
      expect(new Set(body.data.map((category) => category.id)).size).toBe(body.data.length);
      // Ids are stable across releases: every category JobDesk ships keeps its id and name.
      for (const category of CATEGORIES)
        expect(body.data).toContainEqual({ id: category.id, name: category.name });
    });

    it('finds at most 20 places at /locations?q=mon, each a Town whose name starts with "mon"', async () => {
      const places = await searchLocations(getTarget(), 'mon');
      expect(places.length).toBeGreaterThan(0);
      expect(places.length).toBeLessThanOrEqual(20);
      for (const place of places) {
        expect(folded(place.name).startsWith('mon'), place.name).toBe(true);
        expect(place.type).toBe('Town');
        const [city, province] = place.description.split(', ');
        expect(city).toBe(place.name);
        expect(PROVINCE_CODES).toContain(province);
      }
      expect(places.map((place) => place.description)).toContain('Moncton, NB');
    });

    it('matches q accent- and case-insensitively: "montre" and "MONTRÉ" both find Montréal, QC', async () => {
      const target = getTarget();
      for (const q of ['montre', 'MONTRÉ', 'Montréal']) {
        const places = await searchLocations(target, q);
        expect(
          places.map((place) => place.description),
          q,
        ).toContain('Montréal, QC');
        for (const place of places)
          expect(normalizePlaceName(place.name).startsWith(normalizePlaceName(q))).toBe(true);
      }
    });

    it('finds no place for a q that starts no place name', async () => {
      expect(await searchLocations(getTarget(), 'zzqxv')).toEqual([]);
    });
  });
}
