// A job and its version in the other language kept in step, as commands: the app's own writes of a job (the
// editor's saves, Publish, Archive, a close date, bulk actions and their Undo, a value restored from the
// history) give its version the shared details they changed in the same transaction, or neither changes; a
// pull that brings the board's change of a job gives it to its version too. `/api/v1.1` writes only the job
// it names, as the interface says (README, "A French version of a job"). And a deleted job's link, put back
// with it by an Undo.
import { validationFailure } from '../../src-shared/errors/validation-failure.ts';
import { err, type Result } from '../../src-shared/result.ts';
import { sharedDetailsPatch } from '../../src-shared/rules/language-version.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { KeptJob } from '../store/deleted-jobs-repository.ts';
import type { Store } from '../store/store.ts';
import type { JobsService, JobWriteError, JobWriteOptions } from './jobs-service.ts';

export type LanguageVersionSteps = {
  /**
   * The app's update of a job (as JobsService.update) and, in the same transaction, its version given the
   * shared details the update changed (SHARED_VERSION_DETAILS), with the same options (a bulk action's
   * window holds both jobs' board updates). All or nothing: the version's refusal is the job's, said as
   * "Its French version (…) cannot change with it: …" under the field refused.
   */
  update(
    employerId: number,
    id: number,
    body: unknown,
    options?: JobWriteOptions,
  ): Result<Job, JobWriteError>;
  /**
   * Runs `write`, a pull's write of the board's version of job `jobId`, and gives the job's version the
   * shared details it changed, as the recruiter's change of it (sent to its boards), in the caller's
   * transaction. The board's change is never refused for the version's sake: a version that cannot take it
   * (a close date before its own publish date, say) is left as it is, and `onRefused` is told why.
   */
  followBoard<T>(
    employerId: number,
    jobId: number,
    write: () => T,
    onRefused?: (twinJobId: number, refusal: JobWriteError) => void,
  ): T;
};

/** Carries the version's refusal out of the transaction, which rolls back the job's own change with it. */
class VersionRefused extends Error {
  readonly refusal: JobWriteError;
  constructor(refusal: JobWriteError) {
    super('language version refused');
    this.refusal = refusal;
  }
}

export function createLanguageVersionSteps(store: Store, jobs: JobsService): LanguageVersionSteps {
  /** The version's update with what `before` → `after` changed of the shared details; null when nothing to do. */
  function carry(
    employerId: number,
    before: Job,
    after: Job,
    options: JobWriteOptions,
  ): { twin: Job; language: 'en' | 'fr'; result: Result<Job, JobWriteError> } | null {
    const link = store.languageVersions.twinOf(after.id);
    const twin = link === undefined ? undefined : store.jobs.getJob(employerId, link.twinJobId);
    if (link === undefined || twin === undefined) return null;
    const patch = sharedDetailsPatch(before, after, twin);
    if (patch === null) return null;
    return { twin, language: link.language, result: jobs.update(employerId, twin.id, patch, options) };
  }

  function update(
    employerId: number,
    id: number,
    body: unknown,
    options: JobWriteOptions = {},
  ): Result<Job, JobWriteError> {
    try {
      return store.transaction((): Result<Job, JobWriteError> => {
        const before = store.jobs.getJob(employerId, id);
        const updated = jobs.update(employerId, id, body, options);
        if (!updated.ok || before === undefined) return updated;
        const carried = carry(employerId, before, updated.value, options);
        if (carried !== null && !carried.result.ok)
          throw new VersionRefused(refusedWithIt(carried.twin, carried.language, carried.result.error));
        return updated;
      });
    } catch (error) {
      if (error instanceof VersionRefused) return err(error.refusal);
      throw error;
    }
  }

  function followBoard<T>(
    employerId: number,
    jobId: number,
    write: () => T,
    onRefused?: (twinJobId: number, refusal: JobWriteError) => void,
  ): T {
    return store.transaction(() => {
      const before = store.jobs.getJob(employerId, jobId);
      const written = write();
      const after = store.jobs.getJob(employerId, jobId);
      if (before === undefined || after === undefined) return written;
      // A version that is a half-done draft may stay one (the editor's rules for drafts).
      const carried = carry(employerId, before, after, { drafts: true });
      if (carried !== null && !carried.result.ok) onRefused?.(carried.twin.id, carried.result.error);
      return written;
    });
  }

  return { update, followBoard };
}

/**
 * What a deleted job's Undo puts back of its link: relinked to its version when the version is still here
 * and has no other version meanwhile (it may have been deleted too, or given a new one). Call it in the
 * Undo's transaction, once the job's row is back.
 */
export function relinkRestoredVersion(store: Store, kept: KeptJob): void {
  const link = kept.versionLink;
  if (link === null) return;
  const twin = store.jobs.getJob(kept.job.employer.id, link.twinJobId);
  if (twin === undefined || store.languageVersions.twinOf(twin.id) !== undefined) return;
  if (store.languageVersions.twinOf(kept.job.id) !== undefined) return;
  store.languageVersions.link(kept.job.id, link.ownLanguage, twin.id, link.twinLanguage);
}

/** The version's refusal as the job's: the same fields, each message saying which version refused. */
function refusedWithIt(twin: Job, language: 'en' | 'fr', refusal: JobWriteError): JobWriteError {
  const version = language === 'fr' ? 'French' : 'English';
  const prefix = `Its ${version} version (${twin.referenceId ?? twin.title}) cannot change with it: `;
  const fields =
    refusal.type === 'invalid'
      ? refusal.failure.fields.map((field) => ({ path: field.path, message: `${prefix}${field.message}` }))
      : [{ path: 'status', message: `${prefix}${refusal.message}` }];
  return { type: 'invalid', failure: validationFailure(fields) };
}
