import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizePlaceName } from '../../src-shared/locations/normalize-place-name.ts';
import { openSeededStore } from './seeded-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the seeded store', () => {
  it('seeds the packaged places once per data package version, keeping places users added', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seeded-store-'));
    dirs.push(dataDir);
    const options = {
      dataDir,
      databaseFile: 'board.db',
      now: () => new Date(),
      keys: [{ key: 'K1', employer: 'Acme' }],
    };

    const first = await openSeededStore(options);
    const seeded = first.places.countPlaces();
    expect(seeded).toBeGreaterThan(1000);
    expect(first.settings.getSetting('places.catalog')).toMatch(/^country-state-city@\d+\.\d+\.\d+/);
    first.places.addUserPlace({ name: 'Nowhereville', province: 'ON' }, normalizePlaceName);
    first.close();

    const second = await openSeededStore(options);
    expect(second.places.countPlaces()).toBe(seeded + 1);
    expect(second.employers.findEmployerByKey('K1')?.name).toBe('Acme');
    second.close();
  });
});
