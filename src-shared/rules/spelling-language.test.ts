import { describe, expect, it } from 'vitest';
import { spellingLanguageOfDescription } from './spelling-language.ts';

describe("a description's spelling language", () => {
  it('is French (Canada) for a description written in French', () => {
    expect(
      spellingLanguageOfDescription(
        '<p>Nous cherchons une soudeuse expérimentée pour notre atelier de Québec.</p><ul><li>Quart de jour, avantages sociaux complets</li></ul>',
      ),
    ).toBe('fr-CA');
  });

  it('is Canadian English for a description written in English', () => {
    expect(
      spellingLanguageOfDescription(
        '<p>We are looking for an experienced welder for our shop in Moncton.</p><ul><li>Day shift with full benefits</li></ul>',
      ),
    ).toBe('en-CA');
  });

  it('is none while the description is too short to tell', () => {
    expect(spellingLanguageOfDescription('<p>Souder.</p>')).toBeNull();
    expect(spellingLanguageOfDescription('')).toBeNull();
  });
});
