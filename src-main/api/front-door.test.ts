import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { createFrontDoor } from './front-door.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A job board API whose every write meets a query-only (or read-only) database. */
function refusingWrites(): Hono<AuthenticatedEnv> {
  const api = new Hono<AuthenticatedEnv>();
  api.post('/jobs', () => {
    throw Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' });
  });
  return api;
}

const post = (door: ReturnType<typeof createFrontDoor>) =>
  door.fetch(new Request('http://jobdesk.test/api/v1.1/jobs', { method: 'POST' }));

describe('the front door and a damaged database', () => {
  it('answers a write refused by a database found damaged with the sentence that says so', async () => {
    const door = createFrontDoor({
      jobBoard: refusingWrites(),
      databaseDamaged: () =>
        'JobDesk’s database /d/jobdesk.db failed SQLite’s integrity check (x), so JobDesk stopped writing to it.',
      logger: quiet,
    });
    const answer = await post(door);
    expect(answer.status).toBe(503);
    expect(ErrorBodySchema.parse(await answer.json()).error).toEqual({
      type: 'ServiceUnavailableException',
      messages: [
        'JobDesk’s database /d/jobdesk.db failed SQLite’s integrity check (x), so JobDesk stopped writing to it. Nothing of this change was saved.',
      ],
    });
  });

  it('answers the same refusal as a read-only disk while the database is not known to be damaged', async () => {
    const door = createFrontDoor({ jobBoard: refusingWrites(), databaseDamaged: () => null, logger: quiet });
    const answer = await post(door);
    expect(answer.status).toBe(503);
    expect(ErrorBodySchema.parse(await answer.json()).error.messages[0]).toMatch(
      /^JobDesk cannot write to its data folder/,
    );
  });
});
