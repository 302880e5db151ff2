import { describe, expect, it } from 'vitest';
import type { PostingLawSettings } from '../schemas/posting-checks.ts';
import { checkPosting } from './check-posting.ts';
import type { PostingCheckInput } from './posting-law-types.ts';

const EMPLOYER: PostingLawSettings = { ontarioEmployees25OrMore: true, usesAiScreening: false };

function inMontreal(descriptionHtml: string): PostingCheckInput {
  return {
    locations: [{ description: 'Montréal, QC' }],
    salary: { amount: 62_000, maxAmount: null, periodId: 1 },
    descriptionHtml,
    checkedOn: '2026-12-06',
  };
}

const ENGLISH =
  '<p>We are looking for a senior accountant to join our finance team.</p><p>You will prepare the monthly statements and reconcile accounts.</p>';
const FRENCH =
  '<p>Nous recherchons un comptable principal pour se joindre à notre équipe des finances.</p><p>Vous préparerez les états financiers mensuels et ferez les rapprochements.</p>';

const findingsOf = (html: string, language: 'en' | 'fr' = 'en') =>
  checkPosting(inMontreal(html), EMPLOYER, { language });

describe("Quebec's posting in French", () => {
  it('requires French of a job in Montréal described in English only', () => {
    const [finding] = findingsOf(ENGLISH);
    expect(finding).toMatchObject({ province: 'QC', rule: 'qc-french', severity: 'required' });
    expect(finding?.message).toContain('Quebec requires offers of employment to be published in French');
    expect(finding?.source?.law).toContain('Charter of the French Language');
  });

  it('is met by a description in French, or by one with an English half and a French half', () => {
    expect(findingsOf(FRENCH)).toEqual([]);
    expect(findingsOf(`${ENGLISH}${FRENCH}`)).toEqual([]);
  });

  it('asks to check a French line or two in an English posting, and a description too short to tell', () => {
    const oneLine = `${ENGLISH}<p>You will also train two junior clerks on our systems.</p><p>Ce poste permanent à temps plein est offert à Montréal.</p>`;
    expect(findingsOf(oneLine).map((finding) => [finding.rule, finding.severity])).toEqual([
      ['qc-french', 'check'],
    ]);
    expect(findingsOf('<p>Comptable</p>').map((finding) => [finding.rule, finding.severity])).toEqual([
      ['qc-french', 'check'],
    ]);
  });

  it('binds no job outside Quebec', () => {
    const inToronto = { ...inMontreal(ENGLISH), locations: [{ description: 'Calgary, AB' }] };
    expect(checkPosting(inToronto, EMPLOYER)).toEqual([]);
  });

  it('speaks French when asked, with Quebec’s no-break space before the colon', () => {
    const [finding] = findingsOf(ENGLISH, 'fr');
    expect(finding?.message).toContain(
      'Le Québec exige que les offres d’emploi soient publiées en français\u00a0:',
    );
    expect(finding?.message).not.toMatch(/ :/);
  });
});

describe("Quebec's rule on requiring another language", () => {
  it.each([
    ['English', `${FRENCH}<p>You must be bilingual (French and English).</p>`, 'bilingual'],
    ['French', `${FRENCH}<p>Anglais requis pour servir la clientèle.</p>`, 'Anglais requis'],
    ['French', `${FRENCH}<p>Maîtrise de l’anglais exigée.</p>`, 'Maîtrise de l’anglais'],
  ])('asks to check a requirement written in %s: %s', (_language, html, phrase) => {
    const findings = findingsOf(html);
    expect(findings.map((finding) => finding.rule)).toEqual(['qc-other-language']);
    expect(findings[0]?.severity).toBe('check');
    expect(findings[0]?.message).toContain(phrase);
  });

  it('says nothing of another language that is only an asset, or of none', () => {
    expect(findingsOf(`${FRENCH}<p>La connaissance de l’anglais est un atout.</p>`)).toEqual([]);
    expect(findingsOf(`${FRENCH}<p>Being bilingual is an asset.</p>`)).toEqual([]);
    expect(findingsOf(FRENCH)).toEqual([]);
  });
});

describe("Quebec's posting in French, met by the job's French version", () => {
  const withVersion = (html: string, version: { language: 'en' | 'fr'; descriptionHtml: string }) =>
    checkPosting({ ...inMontreal(html), job: { otherVersion: version } }, EMPLOYER);

  it('finds nothing for an English job whose French version is in French', () => {
    expect(withVersion(ENGLISH, { language: 'fr', descriptionHtml: FRENCH })).toEqual([]);
  });

  it('asks to translate a French version that still holds the English text, in English and in French', () => {
    const [finding] = withVersion(ENGLISH, { language: 'fr', descriptionHtml: ENGLISH });
    expect(finding).toMatchObject({ rule: 'qc-french', severity: 'check' });
    expect(finding?.message).toContain('its description is not in French yet');
    const [inFrench] = checkPosting(
      { ...inMontreal(ENGLISH), job: { otherVersion: { language: 'fr', descriptionHtml: ENGLISH } } },
      EMPLOYER,
      { language: 'fr' },
    );
    expect(inFrench?.message).toContain('n’est pas encore en français\u00a0:');
  });

  it('still requires French of the French version itself while it is in English', () => {
    const [finding] = withVersion(ENGLISH, { language: 'en', descriptionHtml: ENGLISH });
    expect(finding).toMatchObject({ rule: 'qc-french', severity: 'required' });
  });

  it('finds nothing for the French version once it is in French, whatever its English version says', () => {
    expect(withVersion(FRENCH, { language: 'en', descriptionHtml: ENGLISH })).toEqual([]);
  });
});
