// A job's version in the other language, as commands: making it (a job of its own with the original's
// details and boards, linked to it) and saving the recruiter's answer about a job's pay. The versions are
// kept in step by the app's writes and by pulls (language-version-steps.ts).
import { err, ok, type Result } from '../../src-shared/result.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import {
  descriptionLanguage,
  suggestedVersionReferenceId,
  versionLanguageToOffer,
} from '../../src-shared/rules/language-version.ts';
import type {
  LanguageVersionCreate,
  LanguageVersionView,
  PostingAnswers,
} from '../../src-shared/schemas/language-versions.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { JobWriteError } from './jobs-service.ts';
import {
  createSaveWithPostings,
  type SaveWithPostingsError,
  type SaveWithPostingsOptions,
} from './save-with-postings.ts';

/** Why a version was not made: the job's own refusals, or the job has its version already. */
export type LanguageVersionError = SaveWithPostingsError | { type: 'has-version'; message: string };

const NOT_FOUND: JobWriteError = {
  type: 'not-found',
  message: 'No job with this id exists for your account.',
};

export function createLanguageVersions(options: SaveWithPostingsOptions) {
  const { store } = options;
  const { saveJobWithPostings } = createSaveWithPostings(options);

  /** The job's version, or the one to offer; undefined for no such job. */
  function view(employerId: number, jobId: number): LanguageVersionView | undefined {
    const job = store.jobs.getJob(employerId, jobId);
    if (job === undefined) return undefined;
    const link = store.languageVersions.twinOf(jobId);
    const twin = link === undefined ? undefined : store.jobs.getJob(employerId, link.twinJobId);
    if (link !== undefined && twin !== undefined)
      return {
        jobId,
        twin: {
          id: twin.id,
          referenceId: twin.referenceId,
          title: twin.title,
          status: twin.status,
          language: link.language,
        },
        offer: null,
      };
    const language = versionLanguageToOffer(job.description);
    return {
      jobId,
      twin: null,
      offer: { language, referenceId: suggestedVersionReferenceId(job.referenceId, language) },
    };
  }

  /**
   * Makes the job's version in the other language: a draft with the original's details (locations,
   * categories, salary, close date, position type, application email or address) on the same boards, its
   * own Reference ID (the one suggested when none is given), and the title and description given (the
   * original's when not, to be translated in place), linked to the original. All or nothing, in one
   * transaction; a repeat finds the version made and is refused (`has-version`).
   */
  function createVersion(
    employerId: number,
    jobId: number,
    request: LanguageVersionCreate,
  ): Result<Job, LanguageVersionError> {
    return store.transaction((): Result<Job, LanguageVersionError> => {
      const original = store.jobs.getJob(employerId, jobId);
      if (original === undefined) return err(NOT_FOUND);
      const existing = store.languageVersions.twinOf(jobId);
      if (existing !== undefined) return err(hasVersion(existing.language, existing.twinJobId));
      const language = versionLanguageToOffer(original.description);
      const referenceId =
        request.referenceId === undefined || request.referenceId === ''
          ? suggestedVersionReferenceId(original.referenceId, language)
          : request.referenceId;
      const postings = store.boards.postingsOfJob(jobId).map((posting) => ({
        boardId: posting.boardId,
        categories: posting.categoryIds?.map((id) => ({ id })) ?? null,
        positionType: posting.positionTypeId === null ? null : { id: posting.positionTypeId },
        ...(posting.closeDate === null ? {} : { closeDate: posting.closeDate }),
      }));
      const saved = saveJobWithPostings(employerId, {
        jobId: null,
        job: {
          ...jobToInput(original),
          status: 'draft',
          referenceId,
          title: request.title ?? original.title,
          description: request.description ?? original.description,
        },
        postings,
      });
      if (!saved.ok) return saved;
      const version = saved.value.job;
      store.languageVersions.link(jobId, descriptionLanguage(original.description), version.id, language);
      // The version is checked for spelling in its own language from the start.
      store.spelling.setJobLanguage(version.id, language === 'fr' ? 'fr-CA' : 'en-CA');
      return ok(version);
    });
  }

  function answers(employerId: number, jobId: number): PostingAnswers | undefined {
    if (store.jobs.getJob(employerId, jobId) === undefined) return undefined;
    return { paysOver200k: store.languageVersions.paysOver200k(jobId) };
  }

  /** Saves the recruiter's answer; the job's findings change with it, so its change goes out. */
  function setAnswers(
    employerId: number,
    jobId: number,
    update: PostingAnswers,
  ): Result<PostingAnswers, JobWriteError> {
    return store.transaction((): Result<PostingAnswers, JobWriteError> => {
      if (store.jobs.getJob(employerId, jobId) === undefined) return err(NOT_FOUND);
      store.languageVersions.setPaysOver200k(jobId, update.paysOver200k);
      store.changes.publish({ type: 'posting-laws' });
      return ok({ paysOver200k: update.paysOver200k });
    });
  }

  return { view, createVersion, answers, setAnswers };
}

export type LanguageVersions = ReturnType<typeof createLanguageVersions>;

function hasVersion(language: 'en' | 'fr', twinJobId: number): LanguageVersionError {
  const which = language === 'fr' ? 'a French' : 'an English';
  return { type: 'has-version', message: `This job already has ${which} version (job ${twinJobId}).` };
}
