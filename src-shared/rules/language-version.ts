// A job's version in the other language: which language to offer for a job, and the Reference ID suggested
// for the version (the original's with "-FR" or "-EN"), one rule for the editor and the core.
import { descriptionText } from '../description/description-text.ts';
import { descriptionLanguages, mainLanguageOf } from '../posting-laws/description-language.ts';
import type { VersionLanguage } from '../schemas/language-versions.ts';
import { LIMITS } from '../schemas/limits.ts';

/** The language a job's description is in: French when most of it is, English otherwise (too short too). */
export function descriptionLanguage(descriptionHtml: string): VersionLanguage {
  return mainLanguageOf(descriptionLanguages(descriptionText(descriptionHtml))) === 'fr' ? 'fr' : 'en';
}

/** The language of the version to offer: the other one. */
export function versionLanguageToOffer(descriptionHtml: string): VersionLanguage {
  return descriptionLanguage(descriptionHtml) === 'fr' ? 'en' : 'fr';
}

/**
 * The original's Reference ID with "-FR" (or "-EN"), its start cut so the whole stays within the limit;
 * null for an original without one (the core then gives the version a new one).
 */
export function suggestedVersionReferenceId(
  referenceId: string | null,
  language: VersionLanguage,
): string | null {
  if (referenceId === null) return null;
  const suffix = `-${language.toUpperCase()}`;
  return `${referenceId.slice(0, LIMITS.referenceIdLength - suffix.length)}${suffix}`;
}
