// /app/v1/spelling: the recruiter's spelling language and own dictionary ("Add to dictionary"), and a
// job's own language (/jobs/{id}/spelling). The dictionaries themselves ship with the UI: nothing here
// is ever fetched from the internet.
import type { Hono } from 'hono';
import { parseJobId } from '../../src-shared/rules/query.ts';
import {
  DictionaryWordInputSchema,
  DictionaryWordSchema,
  type JobSpelling,
  JobSpellingSchema,
  SpellingLanguageUpdateSchema,
  type SpellingSettings,
} from '../../src-shared/schemas/spelling.ts';
import type { Store } from '../store/store.ts';
import { notFoundError, validationError } from './api-error.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { readJsonBody } from './http-body.ts';
import { jsonResponse } from './json-response.ts';
import { parseRequest } from './parse-request.ts';

/** Adds the spelling routes to the app endpoints (mounted at /app/v1, behind their key check). */
export function addSpellingRoutes(
  app: Hono<AuthenticatedEnv>,
  options: { store: Store; employerId: number },
) {
  const { store, employerId } = options;
  const settings = (): SpellingSettings => ({
    language: store.spelling.getLanguage(employerId),
    words: store.spelling.listWords(employerId),
  });
  const existingJobId = (segment: string): number => {
    const id = parseJobId(segment);
    if (!id.ok) throw validationError(id.error);
    if (!store.jobs.getJob(employerId, id.value)) throw notFoundError();
    return id.value;
  };
  // Every UI open on this core reads the spelling settings again from this event.
  const spellingChanged = () => store.changes.publish({ type: 'spelling' });

  app.get('/spelling', () => jsonResponse(200, settings()));
  app.put('/spelling', async (c) => {
    const { language } = parseRequest(SpellingLanguageUpdateSchema, await readJsonBody(c));
    store.spelling.setLanguage(employerId, language);
    spellingChanged();
    return jsonResponse(200, settings());
  });
  app.post('/spelling/words', async (c) => {
    const { word } = parseRequest(DictionaryWordInputSchema, await readJsonBody(c));
    store.spelling.addWord(employerId, word);
    spellingChanged();
    return jsonResponse(200, settings());
  });
  app.delete('/spelling/words/:word', (c) => {
    const word = parseRequest(DictionaryWordSchema, c.req.param('word'));
    if (!store.spelling.removeWord(employerId, word)) {
      throw notFoundError('This word is not in your dictionary.');
    }
    spellingChanged();
    return new Response(null, { status: 204 });
  });
  app.get('/jobs/:id/spelling', (c) => {
    const id = existingJobId(c.req.param('id'));
    return jsonResponse(200, { language: store.spelling.getJobLanguage(id) } satisfies JobSpelling);
  });
  app.put('/jobs/:id/spelling', async (c) => {
    const id = existingJobId(c.req.param('id'));
    const { language } = parseRequest(JobSpellingSchema, await readJsonBody(c));
    store.spelling.setJobLanguage(id, language);
    spellingChanged();
    return jsonResponse(200, { language } satisfies JobSpelling);
  });
}
