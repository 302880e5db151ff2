import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('takes the singular for one only, as English does', () => {
    expect(plural(1, 'job', 'jobs')).toBe('job');
    for (const count of [0, 2, 11, 1.5, 1_000]) expect(plural(count, 'job', 'jobs')).toBe('jobs');
  });
});
