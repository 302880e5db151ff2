// A job's version in the other language: which language to offer for a job, and the Reference ID suggested
// for the version (the original's with "-FR" or "-EN"), and the details the two share and keep in step;
// one rule for the editor and the core.
import { descriptionText } from '../description/description-text.ts';
import { descriptionLanguages, mainLanguageOf } from '../posting-laws/description-language.ts';
import type { JobInput } from '../schemas/job-input.ts';
import type { VersionLanguage } from '../schemas/language-versions.ts';
import { LIMITS } from '../schemas/limits.ts';
import type { Job } from '../schemas/resources.ts';
import { jobToInput } from './job-merge.ts';

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

/**
 * What a job and its version in the other language share, and so keep in step: whether it is up (a publish
 * or an archive; a draft is each one's own until published), where, what kind, the pay and when it closes.
 * The words a candidate reads or is sent to (Reference ID, title, description, where to apply: a French
 * version may send candidates to a French page) are each version's own and never follow the other's.
 */
export const SHARED_VERSION_DETAILS = [
  'status',
  'closeDate',
  'locations',
  'categories',
  'positionType',
  'salary',
  'confidential',
  'autoRefresh',
] as const satisfies ReadonlyArray<keyof JobInput>;

export type SharedVersionDetail = (typeof SHARED_VERSION_DETAILS)[number];

/**
 * The shared details that changed from `before` to `after` (one job's write: a save, a status change, a
 * pull), as a partial update for its version `twin`: only those the twin does not have already. Null when
 * the twin has nothing to take. A job going back to draft, or a half-done draft's missing position type,
 * is never carried over.
 */
export function sharedDetailsPatch(before: Job, after: Job, twin: Job): Partial<JobInput> | null {
  const was = jobToInput(before);
  const now = jobToInput(after);
  const has = jobToInput(twin);
  const patch: Record<string, unknown> = {};
  for (const detail of SHARED_VERSION_DETAILS) {
    const value = now[detail];
    if (JSON.stringify(value) === JSON.stringify(was[detail])) continue;
    if (JSON.stringify(value) === JSON.stringify(has[detail])) continue;
    if (detail === 'status' && value === 'draft') continue;
    if (detail === 'positionType' && value === null) continue;
    patch[detail] = value;
  }
  return Object.keys(patch).length === 0 ? null : (patch as Partial<JobInput>);
}
