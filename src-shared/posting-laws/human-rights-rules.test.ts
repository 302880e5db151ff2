import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../locations/provinces.ts';
import type { PostingLawSettings } from '../schemas/posting-checks.ts';
import { checkPosting } from './check-posting.ts';
import { HUMAN_RIGHTS_RULES } from './human-rights-rules.ts';

const EMPLOYER: PostingLawSettings = { ontarioEmployees25OrMore: false, usesAiScreening: false };

function wordingFindings(place: string, descriptionHtml: string, language: 'en' | 'fr' = 'en') {
  return checkPosting(
    {
      locations: [{ description: place }],
      salary: { amount: 60_000, maxAmount: null, periodId: 1 },
      descriptionHtml,
      checkedOn: '2026-12-06',
    },
    EMPLOYER,
    { language },
  ).filter((finding) => finding.rule.endsWith('-screening-wording'));
}

describe('wording that screens applicants by a protected ground', () => {
  it('is one rule per province and territory, each citing its own law', () => {
    expect(HUMAN_RIGHTS_RULES.map((rule) => rule.province).sort()).toEqual([...PROVINCE_CODES].sort());
    expect(new Set(HUMAN_RIGHTS_RULES.map((rule) => rule.source.law)).size).toBe(PROVINCE_CODES.length);
  });

  it.each([
    ['Calgary, AB', 'Join our energetic young team!', 'young', 'age', 'Alberta Human Rights Act'],
    ['Toronto, ON', 'Ideal for recent graduates.', 'recent graduates', 'age', 'Ontario Human Rights Code'],
    ['Halifax, NS', 'You are a digital native.', 'digital native', 'age', 'Nova Scotia'],
    [
      'Vancouver, BC',
      'Native English speakers only.',
      'Native English speakers',
      'national or ethnic origin',
      'BC Human Rights Code',
    ],
    ['Regina, SK', 'Applicants must be able-bodied.', 'able-bodied', 'disability', 'Saskatchewan'],
  ])('finds in %s "%s"', (place, sentence, phrase, ground, law) => {
    const [finding] = wordingFindings(place, `<p>${sentence}</p>`);
    expect(finding).toMatchObject({ severity: 'check', field: 'description' });
    expect(finding?.message).toContain(`"${phrase}"`);
    expect(finding?.message).toContain(`by ${ground}`);
    expect(finding?.message).toContain(law);
  });

  it.each([
    ['Montréal, QC', 'Nous cherchons de jeunes diplômés motivés.', 'jeunes diplômés'],
    ['Moncton, NB', 'Candidats de moins de 35 ans.', 'moins de 35 ans'],
    ['Québec, QC', 'Poste réservé aux hommes.', 'réservé aux hommes'],
  ])('finds French wording in %s: "%s"', (place, sentence, phrase) => {
    const [finding] = wordingFindings(place, `<p>${sentence}</p>`, 'fr');
    expect(finding?.message).toContain(`«\u00a0${phrase}\u00a0»`);
    expect(finding?.message).toContain('reformulez-le');
  });

  it('says nothing of wording that screens no one', () => {
    const fair = [
      'We welcome applicants of all ages and backgrounds.',
      'Five years of experience in accounting.',
      'Nous accueillons les candidatures de toutes les personnes qualifiées.',
      'Join the youngest-growing team? No: join a growing team.',
    ];
    for (const sentence of fair) expect(wordingFindings('Toronto, ON', `<p>${sentence}</p>`)).toEqual([]);
  });
});
