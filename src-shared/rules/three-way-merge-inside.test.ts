// The three-way merge inside a property: the salary by its parts, locations and categories as sets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JobInput } from '../schemas/job-input.ts';
import { validInput } from './job-fixtures.testing.ts';
import { changesToSend, mergeJobThreeWay, mergePropertyValue } from './three-way-merge.ts';

const salary = { amount: 50000, maxAmount: 60000, period: { id: 1 }, plusCommission: false };
const base = validInput({ referenceId: 'R-1', salary });
const places = (...names: string[]) => names.map((description) => ({ description }));

describe('the salary, merged by its parts', () => {
  it('keeps the low end raised here and the high end raised on the board, and sends the salary whole', () => {
    const mine = { ...base, salary: { ...salary, amount: 55000 } };
    const theirs = { ...base, salary: { ...salary, maxAmount: 70000 } };
    const merge = mergeJobThreeWay(base, mine, theirs);
    expect(merge.properties.salary).toBe('merged');
    expect(merge.merged).toEqual(['salary']);
    expect(merge.conflicts).toEqual([]);
    expect(merge.values.salary).toEqual({ ...salary, amount: 55000, maxAmount: 70000 });
    expect(changesToSend(mine, merge)).toEqual({ salary: { ...salary, amount: 55000, maxAmount: 70000 } });
  });

  it('keeps a period changed here and a commission added there', () => {
    const result = mergePropertyValue(
      'salary',
      salary,
      { ...salary, period: { id: 2 } },
      { ...salary, plusCommission: true },
    );
    expect(result).toEqual({
      outcome: 'merged',
      value: { ...salary, period: { id: 2 }, plusCommission: true },
    });
  });

  it('calls the same part changed to different values a conflict', () => {
    const merge = mergeJobThreeWay(
      base,
      { ...base, salary: { ...salary, amount: 55000 } },
      { ...base, salary: { ...salary, amount: 52000, maxAmount: 70000 } },
    );
    expect(merge.conflicts).toEqual(['salary']);
    expect(merge.merged).toEqual([]);
  });

  it('calls parts that do not hold together a conflict (the high end below the low end)', () => {
    const result = mergePropertyValue(
      'salary',
      salary,
      { ...salary, amount: 58000 },
      { ...salary, maxAmount: 55000 },
    );
    expect(result.outcome).toBe('conflict');
  });

  it('treats a salary added or removed as a change of the whole salary', () => {
    expect(mergePropertyValue('salary', salary, null, { ...salary, maxAmount: 70000 }).outcome).toBe(
      'conflict',
    );
    expect(
      mergePropertyValue('salary', null, { ...salary, amount: 40000 }, { ...salary, maxAmount: 90000 })
        .outcome,
    ).toBe('conflict');
  });

  it('takes a side whole when the other side changed nothing the first did not', () => {
    const mine = { ...salary, amount: 55000, maxAmount: 70000 };
    expect(mergePropertyValue('salary', salary, mine, { ...salary, maxAmount: 70000 }).outcome).toBe('mine');
  });
});

describe('locations and categories, merged as sets', () => {
  const one = { ...base, locations: places('Toronto, ON') };

  it('keeps Ottawa added here and Hamilton added on the board, mine first', () => {
    const merge = mergeJobThreeWay(
      one,
      { ...one, locations: places('Toronto, ON', 'Ottawa, ON') },
      { ...one, locations: places('Toronto, ON', 'Hamilton, ON') },
    );
    expect(merge.properties.locations).toBe('merged');
    expect(merge.values.locations).toEqual(places('Toronto, ON', 'Ottawa, ON', 'Hamilton, ON'));
  });

  it('drops an item one side removed while the other kept it and added another', () => {
    const two = { ...base, locations: places('Toronto, ON', 'Ottawa, ON') };
    const merge = mergeJobThreeWay(
      two,
      { ...two, locations: places('Toronto, ON', 'Ottawa, ON', 'Hamilton, ON') },
      { ...two, locations: places('Toronto, ON') },
    );
    expect(merge.values.locations).toEqual(places('Toronto, ON', 'Hamilton, ON'));
  });

  it('compares places by their canonical description', () => {
    const merge = mergeJobThreeWay(
      one,
      { ...one, locations: places('Toronto, ON', 'Ottawa, ON') },
      { ...one, locations: places('toronto,  on', 'ottawa, ON', 'Hamilton, ON') },
    );
    expect(merge.properties.locations).toBe('theirs');
  });

  it('calls a merged list over its limit of 3 a conflict, and one left empty too', () => {
    const two = { ...base, locations: places('Toronto, ON', 'Ottawa, ON') };
    const over = mergeJobThreeWay(
      two,
      { ...two, locations: places('Toronto, ON', 'Ottawa, ON', 'Hamilton, ON') },
      { ...two, locations: places('Toronto, ON', 'Ottawa, ON', 'Kingston, ON') },
    );
    expect(over.conflicts).toEqual(['locations']);
    const empty = mergeJobThreeWay(
      two,
      { ...two, locations: places('Toronto, ON') },
      { ...two, locations: places('Ottawa, ON') },
    );
    expect(empty.conflicts).toEqual(['locations']);
  });

  it('merges categories by id', () => {
    const merge = mergeJobThreeWay(
      { ...base, categories: [{ id: 1 }, { id: 2 }] },
      { ...base, categories: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      { ...base, categories: [{ id: 2 }] },
    );
    expect(merge.values.categories).toEqual([{ id: 2 }, { id: 3 }]);
  });
});

describe('a merged list, for any three sets', () => {
  const names = ['Toronto, ON', 'Ottawa, ON', 'Hamilton, ON', 'Kingston, ON', 'Guelph, ON'];
  const list = fc
    .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 3 })
    .map((items) => places(...items));
  it('holds every addition and removal of each side, or is a conflict only beyond the limits', () => {
    fc.assert(
      fc.property(list, list, list, (b, m, t) => {
        const result = mergePropertyValue('locations', b, m, t);
        const of = (items: JobInput['locations']) => new Set(items.map((item) => item.description));
        const [inBase, inMine, inTheirs] = [of(b), of(m), of(t)];
        const expected = new Set(
          [...inBase, ...inMine, ...inTheirs].filter(
            (name) =>
              (inMine.has(name) || !inBase.has(name)) &&
              (inTheirs.has(name) || !inBase.has(name)) &&
              (inMine.has(name) || inTheirs.has(name)),
          ),
        );
        const value =
          result.outcome === 'merged'
            ? result.value
            : result.outcome === 'theirs'
              ? t
              : result.outcome === 'conflict'
                ? null
                : m;
        if (value === null) expect(expected.size < 1 || expected.size > 3).toBe(true);
        else expect(of(value)).toEqual(expected);
      }),
    );
  });
});
