import { describe, expect, it } from 'vitest';
import type { PostingLawSettings } from '../schemas/posting-checks.ts';
import { checkPosting } from './check-posting.ts';
import { ACCOMMODATION_STATEMENT } from './statements.ts';

// A small employer: Ontario's ESA posting rules spare it, the accessibility standard does not.
const SMALL_EMPLOYER: PostingLawSettings = { ontarioEmployees25OrMore: false, usesAiScreening: false };

function findingsIn(place: string, descriptionHtml: string, language: 'en' | 'fr' = 'en') {
  return checkPosting(
    {
      locations: [{ description: place }],
      salary: { amount: 60_000, maxAmount: null, periodId: 1 },
      descriptionHtml,
      checkedOn: '2026-12-06',
    },
    SMALL_EMPLOYER,
    { language },
  );
}

describe('the accommodation statement of Ontario and Manitoba', () => {
  it.each([
    ['Toronto, ON', 'on-accommodation', 'Ontario', 'O. Reg. 191/11'],
    ['Winnipeg, MB', 'mb-accommodation', 'Manitoba', 'Man. Reg. 14/2019'],
  ])(
    'asks a posting in %s to say accommodation is available, offering the sentence',
    (place, rule, name, law) => {
      const [finding] = findingsIn(place, '<p>Join our warehouse team.</p>');
      expect(finding).toMatchObject({ rule, severity: 'check', field: 'description' });
      expect(finding?.message).toContain(name);
      expect(finding?.source?.law).toContain(law);
      expect(finding?.suggestion).toBe(ACCOMMODATION_STATEMENT.en);
    },
  );

  it('is met by the sentence offered, or by the employer’s own words, in English or French', () => {
    expect(findingsIn('Toronto, ON', `<p>${ACCOMMODATION_STATEMENT.en}</p>`)).toEqual([]);
    expect(findingsIn('Toronto, ON', `<p>${ACCOMMODATION_STATEMENT.fr}</p>`)).toEqual([]);
    expect(
      findingsIn(
        'Winnipeg, MB',
        '<p>Accommodations are available on request for candidates with disabilities.</p>',
      ),
    ).toEqual([]);
  });

  it('does not take "accommodation" of travellers for the statement', () => {
    const hotel = '<p>You will book accommodation for our travelling staff.</p>';
    expect(findingsIn('Toronto, ON', hotel).map((finding) => finding.rule)).toEqual(['on-accommodation']);
  });

  it('offers the French sentence for a French description, whatever the screen’s language', () => {
    const french = '<p>Rejoignez notre équipe d’entrepôt à Winnipeg dès maintenant, poste permanent.</p>';
    const [finding] = findingsIn('Winnipeg, MB', french, 'en');
    expect(finding?.suggestion).toBe(ACCOMMODATION_STATEMENT.fr);
    expect(finding?.message).toContain('Manitoba requires employers');
  });

  it('binds no province without such a standard', () => {
    expect(findingsIn('Calgary, AB', '<p>Join our warehouse team.</p>')).toEqual([]);
  });
});
