import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizePlaceName } from '../../src-shared/locations/normalize-place-name.ts';
import { createBoardCore } from './board-core.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the board core', () => {
  it('seeds the packaged places once per data package version, keeping places users added', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'board-core-'));
    dirs.push(dataDir);
    const keys = [{ key: 'K1', employer: 'Acme' }];

    const first = await createBoardCore({ keys, dataDir });
    const seeded = first.store.places.countPlaces();
    expect(seeded).toBeGreaterThan(1000);
    expect(first.store.settings.getSetting('places.catalog')).toMatch(/^country-state-city@\d+\.\d+\.\d+/);
    first.store.places.addUserPlace({ name: 'Nowhereville', province: 'ON' }, normalizePlaceName);
    first.close();

    const second = await createBoardCore({ keys, dataDir });
    expect(second.store.places.countPlaces()).toBe(seeded + 1);
    expect(second.store.employers.findEmployerByKey('K1')?.name).toBe('Acme');
    second.close();
  });
});
