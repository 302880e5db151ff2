import { describe, expect, it } from 'vitest';
import { boardEmployerName } from './queries.ts';

describe("the employer's name the preview shows", () => {
  it('is the name a default board has for the key, else any board’s, else none', () => {
    expect(
      boardEmployerName([
        { employer: 'Other Co', defaultForNewJobs: false },
        { employer: null, defaultForNewJobs: true },
        { employer: 'Acme', defaultForNewJobs: true },
      ]),
    ).toBe('Acme');
    expect(boardEmployerName([{ employer: 'Other Co', defaultForNewJobs: false }])).toBe('Other Co');
    expect(boardEmployerName([{ employer: null, defaultForNewJobs: true }])).toBeNull();
    expect(boardEmployerName([])).toBeNull();
  });
});
