// One rule for place suggestions: the API's /locations and the in-memory directory the UI can use
// answer a prefix with the same places in the same order (by name key, in code-unit order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import { normalizePlaceName } from '../../src-shared/locations/normalize-place-name.ts';
import { createMemoryPlaceDirectory } from '../../src-shared/locations/place-directory.testing.ts';
import { type Place, searchPlacesByPrefix } from '../../src-shared/locations/place-directory.ts';
import type { ProvinceCode } from '../../src-shared/locations/provinces.ts';
import { LocationListSchema } from '../../src-shared/schemas/resources.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

const PLACES: Array<{ name: string; province: ProvinceCode }> = [
  { name: 'Saint-Jérôme', province: 'QC' },
  { name: 'Sainte-Anne-des-Monts', province: 'QC' },
  { name: 'St. Albert', province: 'AB' },
  { name: 'Stratford', province: 'ON' },
  { name: 'Port', province: 'NL' },
  { name: 'Port Alberni', province: 'BC' },
  { name: 'Portage la Prairie', province: 'MB' },
  { name: 'Windsor', province: 'ON' },
  { name: 'Windsor', province: 'NS' },
  { name: 'Lac-Mégantic', province: 'QC' },
  { name: 'Lachute', province: 'QC' },
  { name: "L'Assomption", province: 'QC' },
];

let board: StandaloneBoard;
let directory: ReturnType<typeof createMemoryPlaceDirectory>;

beforeAll(async () => {
  board = await createStandaloneBoard({ keys: [], places: PLACES, logger: createTestLogger() });
  const stored: Place[] = PLACES.map(({ name, province }) => {
    const place = board.store.places.findPlaceByKeyAndProvince(normalizePlaceName(name), province);
    if (!place) throw new Error(`${name}, ${province} was not seeded`);
    return place;
  });
  directory = createMemoryPlaceDirectory(stored);
});
afterAll(() => board.close());

async function suggested(q: string): Promise<string[]> {
  const response = await board.fetch(
    new Request(`http://board.test/api/v1.1/locations?q=${encodeURIComponent(q)}`),
  );
  return LocationListSchema.parse(await response.json()).data.map((location) => location.description);
}

describe('place suggestions', () => {
  it('answer the same places in the same order from the API and the in-memory directory', async () => {
    for (const q of ['s', 'saint', 'st', 'St.', 'port', 'Port ', 'w', 'la', 'l', 'lac']) {
      const fromMemory = searchPlacesByPrefix(directory, q, 20).map(
        (place) => `${place.name}, ${place.province}`,
      );
      expect(await suggested(q), q).toEqual(fromMemory);
    }
  });

  it('order by name key in code units, then province: not by the locale', async () => {
    // localeCompare on the names would put Saint-Jérôme and Sainte-Anne-des-Monts before St. Albert.
    expect(await suggested('saint')).toEqual([
      'St. Albert, AB',
      'Saint-Jérôme, QC',
      'Sainte-Anne-des-Monts, QC',
    ]);
    expect(await suggested('windsor')).toEqual(['Windsor, NS', 'Windsor, ON']);
  });
});
