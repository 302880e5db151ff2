// /app/v1/spelling: the recruiter's language and own dictionary, and a job's own language, in the store.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import {
  JobSpellingSchema,
  SPELLING_MESSAGES,
  SpellingSettingsSchema,
} from '../../src-shared/schemas/spelling.ts';
import { createLocalAppDoor, type LocalAppDoor } from './local-app-door.ts';

let door: LocalAppDoor;
beforeEach(async () => {
  door = await createLocalAppDoor();
});
afterEach(() => door.close());

async function spelling() {
  const response = await door.call('GET', '/app/v1/spelling');
  expect(response.status).toBe(200);
  return SpellingSettingsSchema.parse(await response.json());
}

describe('/app/v1/spelling', () => {
  it('starts in Canadian English with an empty dictionary, and keeps the language picked', async () => {
    expect(await spelling()).toEqual({ language: 'en-CA', words: [] });
    const changed = await door.call('PUT', '/app/v1/spelling', { language: 'fr-CA' });
    expect(SpellingSettingsSchema.parse(await changed.json()).language).toBe('fr-CA');
    expect((await spelling()).language).toBe('fr-CA');
    const refused = await door.call('PUT', '/app/v1/spelling', { language: 'de-DE' });
    expect(refused.status).toBe(400);
    expect(ErrorBodySchema.parse(await refused.json()).error.fields?.[0]?.path).toBe('language');
  });

  it('adds words to the dictionary once each, and removes them', async () => {
    await door.call('POST', '/app/v1/spelling/words', { word: 'JobDesk' });
    await door.call('POST', '/app/v1/spelling/words', { word: ' Kubernetes ' });
    const again = await door.call('POST', '/app/v1/spelling/words', { word: 'JobDesk' });
    expect(SpellingSettingsSchema.parse(await again.json()).words).toEqual(['JobDesk', 'Kubernetes']);
    expect((await door.call('DELETE', '/app/v1/spelling/words/JobDesk')).status).toBe(204);
    expect((await door.call('DELETE', '/app/v1/spelling/words/JobDesk')).status).toBe(404);
    expect((await spelling()).words).toEqual(['Kubernetes']);
  });

  it('refuses two words at once and an empty word, with a message under the field', async () => {
    const two = await door.call('POST', '/app/v1/spelling/words', { word: 'two words' });
    expect(ErrorBodySchema.parse(await two.json()).error.fields).toEqual([
      { path: 'word', message: SPELLING_MESSAGES.oneWord },
    ]);
    const empty = await door.call('POST', '/app/v1/spelling/words', { word: '' });
    expect(empty.status).toBe(400);
  });

  it("keeps a job's own language until it is set back to null, and answers 404 for a job that does not exist", async () => {
    const job = await door.createJob();
    const path = `/app/v1/jobs/${job.id}/spelling`;
    expect(JobSpellingSchema.parse(await (await door.call('GET', path)).json())).toEqual({ language: null });
    await door.call('PUT', path, { language: 'fr-CA' });
    expect(JobSpellingSchema.parse(await (await door.call('GET', path)).json())).toEqual({
      language: 'fr-CA',
    });
    await door.call('PUT', path, { language: null });
    expect(JobSpellingSchema.parse(await (await door.call('GET', path)).json())).toEqual({ language: null });
    expect((await door.call('GET', '/app/v1/jobs/999/spelling')).status).toBe(404);
  });
});
