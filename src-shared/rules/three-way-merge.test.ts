// The three-way merge of a job's properties: who changed what since the common version.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MERGED_PROPERTIES } from '../schemas/conflicts.ts';
import { validInput } from './job-fixtures.testing.ts';
import { mergeJobThreeWay, mergeProperty, pickProperties, samePropertyValue } from './three-way-merge.ts';

const base = validInput({ referenceId: 'R-1', title: 'Cook', closeDate: '2026-12-15T00:00:00.000Z' });

describe('mergeJobThreeWay', () => {
  it('takes theirs for a property changed only on their side and sends mine for one changed only here', () => {
    const mine = { ...base, title: 'Head Cook' };
    const theirs = {
      ...base,
      salary: { amount: 61000, maxAmount: null, period: { id: 1 }, plusCommission: false },
    };
    const merge = mergeJobThreeWay(base, mine, theirs);
    expect(merge.mine).toEqual(['title']);
    expect(merge.theirs).toEqual(['salary']);
    expect(merge.conflicts).toEqual([]);
    expect(merge.properties.description).toBe('unchanged');
  });

  it('calls the same property changed to different values on both sides a conflict', () => {
    const merge = mergeJobThreeWay(base, { ...base, title: 'Mine' }, { ...base, title: 'Theirs' });
    expect(merge.conflicts).toEqual(['title']);
    expect(merge.mine).toEqual([]);
    expect(merge.theirs).toEqual([]);
  });

  it('needs nothing when both sides made the same change', () => {
    const merge = mergeJobThreeWay(base, { ...base, status: 'archived' }, { ...base, status: 'archived' });
    expect(merge.properties.status).toBe('same');
    expect([...merge.mine, ...merge.theirs, ...merge.conflicts]).toEqual([]);
  });

  it('keeps an archive on their side and a description edit on mine apart: status is a property like the others', () => {
    const merge = mergeJobThreeWay(
      { ...base, status: 'active' },
      { ...base, status: 'active', description: '<p>New</p>' },
      { ...base, status: 'archived' },
    );
    expect(merge.theirs).toEqual(['status']);
    expect(merge.mine).toEqual(['description']);
  });

  it('treats a list or an object as one value, compared in order and by value', () => {
    const twoPlaces = {
      ...base,
      locations: [{ description: 'Moncton, NB' }, { description: 'Halifax, NS' }],
    };
    const reordered = {
      ...base,
      locations: [{ description: 'Halifax, NS' }, { description: 'Moncton, NB' }],
    };
    expect(mergeJobThreeWay(twoPlaces, twoPlaces, reordered).theirs).toEqual(['locations']);
    const salary = { amount: 50000, maxAmount: null, period: { id: 1 }, plusCommission: false };
    const withSalary = { ...base, salary };
    expect(mergeJobThreeWay(withSalary, withSalary, { ...base, salary: { ...salary } }).theirs).toEqual([]);
    expect(
      mergeJobThreeWay(withSalary, withSalary, { ...base, salary: { ...salary, maxAmount: 60000 } }).theirs,
    ).toEqual(['salary']);
  });

  it('compares values canonically: dates, referenceIds and place names written differently are the same', () => {
    expect(samePropertyValue('closeDate', '2026-12-15T00:00:00Z', '2026-12-15T00:00:00.000Z')).toBe(true);
    expect(samePropertyValue('closeDate', '2026-12-15T00:00:00.000Z', '2026-12-16T00:00:00.000Z')).toBe(
      false,
    );
    expect(samePropertyValue('referenceId', ' R-1 ', 'R-1')).toBe(true);
    expect(samePropertyValue('referenceId', '', null)).toBe(true);
    expect(samePropertyValue('referenceId', 'r-1', 'R-1')).toBe(false);
    expect(
      samePropertyValue('locations', [{ description: 'moncton,  nb' }], [{ description: 'Moncton, NB' }]),
    ).toBe(true);
    expect(samePropertyValue('positionType', { id: 1 }, { id: 2 })).toBe(false);
  });

  it('without a base, leaves every difference to a person and agrees where both sides agree', () => {
    const merge = mergeJobThreeWay(
      null,
      { ...base, title: 'Mine' },
      { ...base, description: '<p>Theirs</p>' },
    );
    expect(merge.conflicts).toEqual(['title', 'description']);
    expect(merge.mine).toEqual([]);
    expect(merge.theirs).toEqual([]);
    expect(mergeJobThreeWay(null, base, { ...base }).properties.title).toBe('unchanged');
  });

  it('picks only the properties named, with their values', () => {
    expect(pickProperties({ ...base, title: 'T' }, ['title', 'status'])).toEqual({
      title: 'T',
      status: 'draft',
    });
  });
});

describe('mergeProperty, for any three values', () => {
  const value = fc.constantFrom('a', 'b', 'c');
  it('sends mine only when theirs is the base, takes theirs only when mine is, and never drops a change', () => {
    fc.assert(
      fc.property(value, value, value, (b, m, t) => {
        const outcome = mergeProperty('title', b, m, t);
        if (outcome === 'mine') expect(t === b && m !== b).toBe(true);
        if (outcome === 'theirs') expect(m === b && t !== b).toBe(true);
        if (outcome === 'conflict') expect(m !== b && t !== b && m !== t).toBe(true);
        // Applying the outcome leaves both sides with one value that holds every change.
        const result = outcome === 'mine' ? m : outcome === 'theirs' ? t : outcome === 'conflict' ? null : m;
        if (result !== null) {
          if (m !== b) expect(result).toBe(m);
          if (t !== b) expect(result).toBe(t);
        }
      }),
    );
  });

  it('covers every merged property', () => {
    const merge = mergeJobThreeWay(base, base, base);
    expect(Object.keys(merge.properties)).toEqual([...MERGED_PROPERTIES]);
  });
});
