import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POSITION_TYPES } from '../../src-shared/catalogs/position-types.ts';
import type { Store } from './store.ts';
import { openTestStore, sampleJobFields, TEST_CATEGORIES } from './test-fixtures.ts';

describe('the reference repository', () => {
  let store: Store;
  beforeEach(() => {
    store = openTestStore();
  });
  afterEach(() => store.close());

  it('lists the seeded categories and position types by id', () => {
    expect(store.reference.listCategories()).toEqual(TEST_CATEGORIES);
    expect(store.reference.listPositionTypes()).toEqual(POSITION_TYPES);
    expect(store.reference.getPositionType(4)).toEqual({ id: 4, name: 'Temp' });
    expect(store.reference.getCategory(99)).toBeUndefined();
  });

  it('renames on a refresh, never deletes, and jobs read the new names', () => {
    const acme = store.employers.addEmployerWithKey('Acme', 'k').id;
    const created = store.jobs.insertJob(acme, sampleJobFields({ categoryIds: [1] }));
    if (!created.ok) throw new Error('insert failed');
    store.reference.upsertCategories([{ id: 1, name: 'Finance' }]);
    expect(store.reference.listCategories()).toHaveLength(3);
    expect(store.jobs.getJob(acme, created.value.id)?.categories).toEqual([{ id: 1, name: 'Finance' }]);
  });

  it('lists what is committed after each refresh, and nothing a rolled-back one added', () => {
    const ids = () => store.reference.listCategories().map((category) => category.id);
    expect(ids()).toEqual([1, 2, 3]);
    store.reference.upsertCategories([{ id: 4, name: 'Legal' }]);
    expect(ids()).toEqual([1, 2, 3, 4]);
    expect(() =>
      store.transaction(() => {
        store.reference.upsertCategories([{ id: 5, name: 'Mining' }]);
        expect(ids()).toEqual([1, 2, 3, 4, 5]);
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(ids()).toEqual([1, 2, 3, 4]);
    store.reference.upsertPositionTypes([{ id: 9, name: 'Seasonal' }]);
    expect(store.reference.listPositionTypes().at(-1)).toEqual({ id: 9, name: 'Seasonal' });
  });
});
