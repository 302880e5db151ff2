import { describe, expect, it } from 'vitest';
import { storedJob } from './job-fixtures.testing.ts';
import {
  descriptionLanguage,
  sharedDetailsPatch,
  suggestedVersionReferenceId,
  versionLanguageToOffer,
} from './language-version.ts';

const ENGLISH =
  '<p>We are looking for a senior accountant to join our finance team.</p><p>You will prepare the monthly statements and reconcile accounts.</p>';
const FRENCH =
  '<p>Nous recherchons un comptable principal pour se joindre à notre équipe des finances.</p><p>Vous préparerez les états financiers mensuels.</p>';

describe('the language of a job’s version', () => {
  it('offers a French version of a job described in English, and an English one of a job in French', () => {
    expect(descriptionLanguage(ENGLISH)).toBe('en');
    expect(versionLanguageToOffer(ENGLISH)).toBe('fr');
    expect(descriptionLanguage(FRENCH)).toBe('fr');
    expect(versionLanguageToOffer(FRENCH)).toBe('en');
  });

  it('offers French for a description too short to tell', () => {
    expect(versionLanguageToOffer('<p>Cook.</p>')).toBe('fr');
  });

  it('suggests the original’s Reference ID with -FR or -EN, cut from its start to stay within 50 characters', () => {
    expect(suggestedVersionReferenceId('JD-7Q2M0KX9TB', 'fr')).toBe('JD-7Q2M0KX9TB-FR');
    expect(suggestedVersionReferenceId('ACC-12', 'en')).toBe('ACC-12-EN');
    const long = 'R'.repeat(50);
    expect(suggestedVersionReferenceId(long, 'fr')).toBe(`${'R'.repeat(47)}-FR`);
    expect(suggestedVersionReferenceId(null, 'fr')).toBeNull();
  });
});

describe('the details a job and its version keep in step', () => {
  const original = storedJob({ status: 'draft', title: 'Line Cook' });
  const twin = storedJob({ status: 'draft', title: 'Cuisinier de ligne', referenceId: 'JD-0000000001-FR' });

  it('gives the version the close date, status, pay, places and categories just changed', () => {
    const after = storedJob({
      status: 'active',
      title: 'Line Cook',
      closeDate: '2027-01-31T00:00:00.000Z',
      salary: { amount: 45_000, maxAmount: 55_000, period: { id: 1 }, plusCommission: true },
      locations: [{ description: 'Moncton, NB' }, { description: 'Halifax, NS' }],
      categories: [{ id: 12 }, { id: 26 }],
      positionType: { id: 2 },
    });
    expect(sharedDetailsPatch(original, after, twin)).toEqual({
      status: 'active',
      closeDate: '2027-01-31T00:00:00.000Z',
      salary: { amount: 45_000, maxAmount: 55_000, period: { id: 1 }, plusCommission: true },
      locations: [{ description: 'Moncton, NB' }, { description: 'Halifax, NS' }],
      categories: [{ id: 12 }, { id: 26 }],
      positionType: { id: 2 },
    });
  });

  it('never carries the title, description, Reference ID or where to apply: each version’s own', () => {
    const after = storedJob({
      status: 'draft',
      title: 'Prep Cook',
      referenceId: 'COOK-2',
      description: '<p>Another text</p>',
      applicantRoutingType: { id: 2 },
      applicationEmail: null,
      applicationUrl: 'https://example.com/apply',
    });
    expect(sharedDetailsPatch(original, after, twin)).toBeNull();
  });

  it('carries nothing the version has already, and never a return to draft', () => {
    const publishedTwin = storedJob({ status: 'active', referenceId: 'JD-0000000001-FR' });
    expect(sharedDetailsPatch(original, storedJob({ status: 'active' }), publishedTwin)).toBeNull();
    expect(
      sharedDetailsPatch(storedJob({ status: 'active' }), storedJob({ status: 'draft' }), publishedTwin),
    ).toBeNull();
  });
});
