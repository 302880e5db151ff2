// A job's version in the other language and the recruiter's answers about it for the posting laws, over
// HTTP (mounted at /app/v1, behind the app endpoints' key check). The commands are src-main/jobs'.
import type { Hono } from 'hono';
import { parseJobId } from '../../src-shared/rules/query.ts';
import {
  LanguageVersionCreateSchema,
  PostingAnswersUpdateSchema,
} from '../../src-shared/schemas/language-versions.ts';
import { createLanguageVersions, type LanguageVersionError } from '../jobs/language-versions.ts';
import type { SaveWithPostingsOptions } from '../jobs/save-with-postings.ts';
import { ApiError, jobWriteError, notFoundError, validationError } from './api-error.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { readJsonBody } from './http-body.ts';
import { jsonResponse } from './json-response.ts';
import { parseRequest } from './parse-request.ts';

export type LanguageVersionsApiOptions = SaveWithPostingsOptions & { employerId: number };

/** Adds GET and POST /jobs/{id}/language-version, GET and PUT /jobs/{id}/posting-answers. */
export function addLanguageVersionRoutes(
  app: Hono<AuthenticatedEnv>,
  options: LanguageVersionsApiOptions,
): void {
  const { employerId } = options;
  const versions = createLanguageVersions(options);
  const jobId = (segment: string): number => {
    const id = parseJobId(segment);
    if (!id.ok) throw validationError(id.error);
    return id.value;
  };

  app.get('/jobs/:id/language-version', (c) => {
    const view = versions.view(employerId, jobId(c.req.param('id')));
    if (view === undefined) throw notFoundError();
    return jsonResponse(200, view);
  });
  app.post('/jobs/:id/language-version', async (c) => {
    const id = jobId(c.req.param('id'));
    const parsed = parseRequest(LanguageVersionCreateSchema, await readJsonBody(c));
    const created = versions.createVersion(employerId, id, parsed);
    if (!created.ok) throw versionRefusal(created.error);
    return jsonResponse(201, created.value);
  });

  app.get('/jobs/:id/posting-answers', (c) => {
    const answers = versions.answers(employerId, jobId(c.req.param('id')));
    if (answers === undefined) throw notFoundError();
    return jsonResponse(200, answers);
  });
  app.put('/jobs/:id/posting-answers', async (c) => {
    const id = jobId(c.req.param('id'));
    const parsed = parseRequest(PostingAnswersUpdateSchema, await readJsonBody(c));
    const saved = versions.setAnswers(employerId, id, parsed);
    if (!saved.ok) throw jobWriteError(saved.error);
    return jsonResponse(200, saved.value);
  });
}

function versionRefusal(error: LanguageVersionError): ApiError {
  if (error.type === 'has-version') return new ApiError(409, 'ConflictException', [error.message]);
  if (error.type === 'postings-refused')
    return new ApiError(
      400,
      'ValidationException',
      error.problems.map((problem) => problem.message),
      {
        fields: error.problems,
      },
    );
  return jobWriteError(error);
}
