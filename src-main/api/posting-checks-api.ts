// The posting-law checks over HTTP (mounted at /app/v1, behind the app endpoints' key check): a saved
// job's findings, an unsaved job's, and the employer facts the checks depend on. The rules are the shared
// ones the editor runs (src-shared/posting-laws).
import type { Hono } from 'hono';
import type { AppLanguage } from '../../src-shared/i18n/app-language.ts';
import { localCalendarDay } from '../../src-shared/posting-laws/check-posting.ts';
import { checkPosting, postingInputOfJob } from '../../src-shared/posting-laws/index.ts';
import type { PostingCheckInput, PostingJobFacts } from '../../src-shared/posting-laws/posting-law-types.ts';
import { bulkStatusRefusal } from '../../src-shared/rules/bulk-job-action.ts';
import { parseJobId } from '../../src-shared/rules/query.ts';
import {
  type PostingCheckRequest,
  PostingCheckRequestSchema,
  type PostingFinding,
  type PostingFindingList,
  PostingLawSettingsUpdateSchema,
  type PublishChecks,
  PublishChecksRequestSchema,
} from '../../src-shared/schemas/posting-checks.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { readPostingLawSettings, updatePostingLawSettings } from '../store/posting-law-settings.ts';
import type { Store } from '../store/store.ts';
import { notFoundError, validationError } from './api-error.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { readJsonBody } from './http-body.ts';
import { jsonResponse } from './json-response.ts';
import { parseRequest } from './parse-request.ts';
import { requestLanguage } from './request-language.ts';

export type PostingChecksOptions = { store: Store; employerId: number; now: () => Date };

/**
 * The findings of postings, with the employer's settings and the place list read at each call; messages
 * in `language` (English unless given).
 */
export type PostingChecker = {
  findings(input: Omit<PostingCheckInput, 'checkedOn'>, language?: AppLanguage): PostingFinding[];
  /** A saved job's, with its version in the other language and the recruiter's answers about it. */
  findingsOfJob(
    job: Pick<Job, 'id' | 'locations' | 'salary' | 'description'>,
    language?: AppLanguage,
  ): PostingFinding[];
};

export function createPostingChecker({
  store,
  employerId,
  now,
}: Pick<PostingChecksOptions, 'store' | 'employerId' | 'now'>): PostingChecker {
  // A city written alone ("Kelowna") is in the province of the one place of that name, if there is one.
  const provinceOfCity = (normalizedCity: string) => {
    const places = store.places.findPlacesByKey(normalizedCity);
    const province = places[0]?.province;
    return places.every((place) => place.province === province) ? province : undefined;
  };
  // What the recruiter said or made for a saved job: its version in the other language, its pay answer.
  const jobFacts = (job: Pick<Job, 'id'>): PostingJobFacts => {
    const link = store.languageVersions.twinOf(job.id);
    const twin = link === undefined ? undefined : store.jobs.getJob(employerId, link.twinJobId);
    return {
      ...(link === undefined || twin === undefined
        ? {}
        : { otherVersion: { language: link.language, descriptionHtml: twin.description } }),
      paysOver200k: store.languageVersions.paysOver200k(job.id),
    };
  };
  const findings = (input: Omit<PostingCheckInput, 'checkedOn'>, language?: AppLanguage) =>
    checkPosting({ ...input, checkedOn: localCalendarDay(now()) }, readPostingLawSettings(store.settings), {
      provinceOfCity,
      ...(language === undefined ? {} : { language }),
    });
  return {
    findings,
    findingsOfJob: (job, language) => findings(postingInputOfJob(job, '', jobFacts(job)), language),
  };
}

function inputOfRequest(body: PostingCheckRequest): Omit<PostingCheckInput, 'checkedOn'> {
  const salary = body.salary ?? null;
  return {
    locations: body.locations,
    salary:
      salary === null
        ? null
        : {
            amount: salary.amount ?? null,
            maxAmount: salary.maxAmount ?? null,
            periodId: salary.period?.id ?? null,
          },
    descriptionHtml: body.description,
  };
}

/** Adds GET /jobs/{id}/checks, POST /jobs/publish-checks, POST /checks and GET, PUT /settings/posting-laws. */
export function addPostingChecksRoutes(app: Hono<AuthenticatedEnv>, options: PostingChecksOptions): void {
  const { store, employerId } = options;
  const checker = createPostingChecker(options);

  app.get('/jobs/:id/checks', (c) => {
    const id = parseJobId(c.req.param('id'));
    if (!id.ok) throw validationError(id.error);
    const job = store.jobs.getJob(employerId, id.value);
    if (!job) throw notFoundError();
    return jsonResponse(200, {
      data: checker.findingsOfJob(job, requestLanguage(c)),
    } satisfies PostingFindingList);
  });

  // What a bulk Publish asks about before it publishes: only the jobs it would change, only with findings.
  app.post('/jobs/publish-checks', async (c) => {
    const { ids } = parseRequest(PublishChecksRequestSchema, await readJsonBody(c));
    const language = requestLanguage(c);
    const data: PublishChecks['data'] = [];
    for (const id of new Set(ids)) {
      const job = store.jobs.getJob(employerId, id);
      if (job === undefined || bulkStatusRefusal('publish', job.status) !== null) continue;
      const findings = checker.findingsOfJob(job, language);
      if (findings.length > 0) data.push({ id, title: job.title, findings });
    }
    return jsonResponse(200, { data } satisfies PublishChecks);
  });

  app.post('/checks', async (c) => {
    const parsed = parseRequest(PostingCheckRequestSchema, await readJsonBody(c));
    return jsonResponse(200, {
      data: checker.findings(inputOfRequest(parsed), requestLanguage(c)),
    } satisfies PostingFindingList);
  });

  app.get('/settings/posting-laws', () => jsonResponse(200, readPostingLawSettings(store.settings)));
  app.put('/settings/posting-laws', async (c) => {
    const parsed = parseRequest(PostingLawSettingsUpdateSchema, await readJsonBody(c));
    const saved = updatePostingLawSettings(store.settings, parsed);
    // Every job's findings may change with the employer's answers: the UI reads them (and the list) again.
    store.changes.publish({ type: 'posting-laws' });
    return jsonResponse(200, saved);
  });
}
