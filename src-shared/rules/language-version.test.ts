import { describe, expect, it } from 'vitest';
import {
  descriptionLanguage,
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
