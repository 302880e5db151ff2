// A job's version in the other language over /app/v1 (GET and POST /jobs/{id}/language-version): a linked
// twin job with the original's details and its own Reference ID, published, archived and closed with the
// original in one transaction by the app's writes (not by /api/v1.1's), meeting Quebec's French rule; and the recruiter's answer that a role pays
// over $200,000 a year (GET and PUT /jobs/{id}/posting-answers), which Ontario's pay rule then spares.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOMMODATION_STATEMENT } from '../../src-shared/posting-laws/statements.ts';
import { JobListViewSchema } from '../../src-shared/schemas/job-list-view.ts';
import {
  LanguageVersionViewSchema,
  PostingAnswersSchema,
} from '../../src-shared/schemas/language-versions.ts';
import { PostingFindingListSchema } from '../../src-shared/schemas/posting-checks.ts';
import { ErrorBodySchema, type Job, JobSchema } from '../../src-shared/schemas/resources.ts';
import { createLocalAppDoor, type LocalAppDoor } from './local-app-door.ts';

let door: LocalAppDoor;
beforeEach(async () => {
  door = await createLocalAppDoor();
});
afterEach(() => door.close());

const ENGLISH =
  '<p>We are looking for a senior accountant to join our finance team in Montreal.</p><p>You will prepare the monthly statements and reconcile accounts.</p>';
const FRENCH =
  '<p>Nous recherchons un comptable principal pour se joindre à notre équipe des finances à Montréal.</p><p>Vous préparerez les états financiers mensuels et ferez les rapprochements.</p>';

const MONTREAL_JOB = {
  title: 'Senior Accountant',
  referenceId: 'ACC-12',
  locations: [{ description: 'Montréal, QC' }],
  categories: [{ id: 1 }, { id: 8 }],
  positionType: { id: 3 },
  salary: { amount: 62_000, maxAmount: 70_000, period: { id: 1 }, plusCommission: false },
  closeDate: '2027-02-04',
  applicantRoutingType: { id: 2 },
  applicationUrl: 'https://example.com/apply',
  applicationEmail: null,
  description: ENGLISH,
};

async function bodyOf<T>(response: Response, status: number, parse: (body: unknown) => T): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return parse(await response.json());
}

async function errorOf(response: Response, status: number) {
  return bodyOf(response, status, (body) => ErrorBodySchema.parse(body).error);
}

const getJob = async (id: number) =>
  bodyOf(await door.call('GET', `/api/v1.1/jobs/${id}`), 200, (body) => JobSchema.parse(body));

async function addVersion(job: Job, body: Record<string, unknown> = {}): Promise<Job> {
  return bodyOf(await door.call('POST', `/app/v1/jobs/${job.id}/language-version`, body), 201, (answer) =>
    JobSchema.parse(answer),
  );
}

async function checksOf(id: number): Promise<string[]> {
  const answer = await bodyOf(await door.call('GET', `/app/v1/jobs/${id}/checks`), 200, (body) =>
    PostingFindingListSchema.parse(body),
  );
  return answer.data.map((finding) => `${finding.rule}:${finding.severity}`);
}

describe('POST /app/v1/jobs/{id}/language-version', () => {
  it('makes a French draft with the same details and boards, its own Reference ID, linked both ways', async () => {
    const original = await door.createJob(MONTREAL_JOB);
    const version = await addVersion(original);
    expect(version.id).not.toBe(original.id);
    expect(version).toMatchObject({
      referenceId: 'ACC-12-FR',
      status: 'draft',
      title: original.title,
      description: original.description,
      locations: original.locations,
      categories: original.categories,
      positionType: original.positionType,
      salary: original.salary,
      closeDate: original.closeDate,
      applicantRoutingType: original.applicantRoutingType,
      applicationUrl: 'https://example.com/apply',
    });
    const boardsOf = (id: number) =>
      door.core.store.boards.postingsOfJob(id).map((posting) => posting.boardId);
    expect(boardsOf(version.id)).toEqual(boardsOf(original.id));
    const fromOriginal = await bodyOf(
      await door.call('GET', `/app/v1/jobs/${original.id}/language-version`),
      200,
      (body) => LanguageVersionViewSchema.parse(body),
    );
    expect(fromOriginal).toEqual({
      jobId: original.id,
      twin: {
        id: version.id,
        referenceId: 'ACC-12-FR',
        title: 'Senior Accountant',
        status: 'draft',
        language: 'fr',
      },
      offer: null,
    });
    const fromVersion = await bodyOf(
      await door.call('GET', `/app/v1/jobs/${version.id}/language-version`),
      200,
      (body) => LanguageVersionViewSchema.parse(body),
    );
    expect(fromVersion.twin).toMatchObject({ id: original.id, language: 'en' });
  });

  it('takes the title, description and Reference ID the recruiter typed', async () => {
    const original = await door.createJob(MONTREAL_JOB);
    const version = await addVersion(original, {
      referenceId: ' ACC-12-QC ',
      title: 'Comptable principal',
      description: FRENCH,
    });
    expect(version).toMatchObject({
      referenceId: 'ACC-12-QC',
      title: 'Comptable principal',
      description: FRENCH,
    });
  });

  it('offers an English version of a job described in French, with -EN suggested', async () => {
    const original = await door.createJob({ ...MONTREAL_JOB, description: FRENCH });
    const view = await bodyOf(
      await door.call('GET', `/app/v1/jobs/${original.id}/language-version`),
      200,
      (body) => LanguageVersionViewSchema.parse(body),
    );
    expect(view).toEqual({
      jobId: original.id,
      twin: null,
      offer: { language: 'en', referenceId: 'ACC-12-EN' },
    });
    expect((await addVersion(original)).referenceId).toBe('ACC-12-EN');
  });

  it('answers 400 with a clear message for a bad body or id, 404 for no such job', async () => {
    const original = await door.createJob(MONTREAL_JOB);
    const path = `/app/v1/jobs/${original.id}/language-version`;
    const tooLong = await errorOf(await door.call('POST', path, { referenceId: 'R'.repeat(51) }), 400);
    expect(tooLong.messages).toEqual(['A Reference ID is text of at most 50 characters.']);
    expect(tooLong.fields?.[0]?.path).toBe('referenceId');
    const blankTitle = await errorOf(await door.call('POST', path, { title: '  ' }), 400);
    expect(blankTitle.messages).toEqual(['A title is text of 1 to 256 characters.']);
    const notText = await errorOf(await door.call('POST', path, { description: 12 }), 400);
    expect(notText.messages).toEqual(['The description is text (HTML).']);
    expect((await door.call('POST', '/app/v1/jobs/abc/language-version', {})).status).toBe(400);
    expect((await door.call('POST', '/app/v1/jobs/999/language-version', {})).status).toBe(404);
    expect((await door.call('GET', '/app/v1/jobs/999/language-version')).status).toBe(404);
    expect(door.core.store.db.prepare('SELECT count(*) FROM jobs').pluck().get()).toBe(1);
  });

  it('refuses a Reference ID in use (409) and a second version (409), making nothing', async () => {
    const original = await door.createJob(MONTREAL_JOB);
    await door.createJob({ ...MONTREAL_JOB, referenceId: 'TAKEN' });
    const path = `/app/v1/jobs/${original.id}/language-version`;
    const inUse = await errorOf(await door.call('POST', path, { referenceId: 'TAKEN' }), 409);
    expect(inUse.messages).toEqual(['Another job already uses the Reference ID "TAKEN".']);
    const version = await addVersion(original);
    const again = await errorOf(await door.call('POST', path, {}), 409);
    expect(again.messages).toEqual([`This job already has a French version (job ${version.id}).`]);
    const fromVersion = await errorOf(
      await door.call('POST', `/app/v1/jobs/${version.id}/language-version`, {}),
      409,
    );
    expect(fromVersion.messages[0]).toContain('already has an English version');
    expect(door.core.store.db.prepare('SELECT count(*) FROM jobs').pluck().get()).toBe(3);
  });
});

describe('a job and its version publish, archive and close together', () => {
  /** The editor's Save of the job's changed properties (PUT /app/v1/jobs/{id}/with-postings). */
  const save = (id: number, job: Record<string, unknown>) =>
    door.call('PUT', `/app/v1/jobs/${id}/with-postings`, { job });

  it('publishes the version with the job, archives it with it, and gives it the job’s new close date', async () => {
    const original = await door.createJob({ ...MONTREAL_JOB, status: 'draft' });
    const version = await addVersion(original);
    const before = door.changes.length;
    expect((await save(original.id, { status: 'active' })).status).toBe(200);
    expect((await getJob(version.id)).status).toBe('active');
    // Both changes went out, each job's.
    expect(
      door.changes
        .slice(before)
        .filter((change) => change.type === 'job')
        .map((change) => 'jobId' in change && change.jobId),
    ).toEqual(expect.arrayContaining([original.id, version.id]));
    expect((await save(version.id, { closeDate: '2027-03-01' })).status).toBe(200);
    expect((await getJob(original.id)).closeDate).toBe('2027-03-01T00:00:00.000Z');
    expect((await save(original.id, { status: 'archived' })).status).toBe(200);
    expect((await getJob(version.id)).status).toBe('archived');
    // Each job's own text stays its own.
    expect((await save(version.id, { title: 'Comptable principal' })).status).toBe(200);
    expect((await getJob(original.id)).title).toBe('Senior Accountant');
  });

  it('leaves the version alone when /api/v1.1 changes the job: the board’s interface writes the job it names', async () => {
    const original = await door.createJob({ ...MONTREAL_JOB, status: 'draft' });
    const version = await addVersion(original);
    expect((await door.call('PUT', `/api/v1.1/jobs/${original.id}`, { status: 'active' })).status).toBe(200);
    expect((await getJob(original.id)).status).toBe('active');
    expect((await getJob(version.id)).status).toBe('draft');
  });

  it('queues an outbox row and a history entry for the version, so it reaches the boards as its own job', async () => {
    const original = await door.createJob({ ...MONTREAL_JOB, status: 'draft' });
    const version = await addVersion(original);
    const rows = () =>
      door.core.store.db
        .prepare("SELECT count(*) FROM outbox WHERE job_id = ? AND operation = 'update'")
        .pluck()
        .get(version.id);
    expect(rows()).toBe(0);
    expect((await save(original.id, { status: 'active' })).status).toBe(200);
    expect(rows()).toBeGreaterThan(0);
  });

  it('publishes both from a bulk Publish of one of them', async () => {
    const original = await door.createJob({ ...MONTREAL_JOB, status: 'draft' });
    const version = await addVersion(original);
    const answer = await door.call('POST', '/app/v1/jobs/bulk', { action: 'publish', ids: [version.id] });
    expect(answer.status).toBe(200);
    expect((await getJob(original.id)).status).toBe('active');
    expect((await getJob(version.id)).status).toBe('active');
  });

  it('changes neither when the version cannot change with the job, and says why under the field', async () => {
    const original = await door.createJob({ ...MONTREAL_JOB, status: 'draft', closeDate: '2026-12-20' });
    // A version made a month later has a later publish date: a close date before it is refused there.
    door.clock.now = new Date('2026-12-02T09:00:00.000Z');
    const version = await addVersion(original);
    door.clock.now = new Date('2026-11-02T10:00:00.000Z');
    const refused = await errorOf(await save(original.id, { closeDate: '2026-11-20' }), 400);
    expect(refused.messages[0]).toContain('Its French version (ACC-12-FR) cannot change with it:');
    expect(refused.fields?.[0]?.path).toBe('job.closeDate');
    expect((await getJob(original.id)).closeDate).toBe('2026-12-20T00:00:00.000Z');
    expect((await getJob(version.id)).closeDate).toBe('2026-12-20T00:00:00.000Z');
  });
});

describe('GET /app/v1/jobs/{id}/checks with a French version', () => {
  it('meets Quebec’s French rule once the version is in French, and asks to translate it until then', async () => {
    const original = await door.createJob(MONTREAL_JOB);
    expect(await checksOf(original.id)).toContain('qc-french:required');
    const version = await addVersion(original);
    expect(await checksOf(original.id)).toContain('qc-french:check');
    // The version itself, still in English, must be written in French.
    expect(await checksOf(version.id)).toContain('qc-french:required');
    expect((await door.call('PUT', `/api/v1.1/jobs/${version.id}`, { description: FRENCH })).status).toBe(
      200,
    );
    expect((await checksOf(original.id)).filter((rule) => rule.startsWith('qc-french'))).toEqual([]);
    expect((await checksOf(version.id)).filter((rule) => rule.startsWith('qc-french'))).toEqual([]);
  });
});

describe('GET and PUT /app/v1/jobs/{id}/posting-answers', () => {
  const TORONTO_JOB = {
    locations: [{ description: 'Toronto, ON' }],
    salary: null,
    description: `<p>Lead our finance team. This posting is for an existing vacancy. ${ACCOMMODATION_STATEMENT.en}</p>`,
  };

  it('spares a role paying over $200,000 Ontario’s pay finding once the recruiter says so, and not before', async () => {
    const job = await door.createJob(TORONTO_JOB);
    const path = `/app/v1/jobs/${job.id}/posting-answers`;
    expect(
      await bodyOf(await door.call('GET', path), 200, (body) => PostingAnswersSchema.parse(body)),
    ).toEqual({
      paysOver200k: false,
    });
    expect(await checksOf(job.id)).toContain('on-pay:required');
    const saved = await door.call('PUT', path, { paysOver200k: true });
    expect(await bodyOf(saved, 200, (body) => PostingAnswersSchema.parse(body))).toEqual({
      paysOver200k: true,
    });
    expect(await checksOf(job.id)).not.toContain('on-pay:required');
    expect(door.changes.at(-1)).toEqual({ type: 'posting-laws' });
    const list = await bodyOf(await door.call('GET', '/app/v1/jobs'), 200, (body) =>
      JobListViewSchema.parse(body),
    );
    expect(list.data.find((row) => row.id === job.id)?.findings).toBe((await checksOf(job.id)).length);
    expect((await door.call('PUT', path, { paysOver200k: false })).status).toBe(200);
    expect(await checksOf(job.id)).toContain('on-pay:required');
  });

  it('answers 400 with a clear message for an answer that is not true or false, 404 for no such job', async () => {
    const job = await door.createJob(TORONTO_JOB);
    const refused = await errorOf(
      await door.call('PUT', `/app/v1/jobs/${job.id}/posting-answers`, { paysOver200k: 'yes' }),
      400,
    );
    expect(refused.messages).toEqual(['Answer whether the role pays over $200,000 a year: true or false.']);
    expect((await door.call('PUT', '/app/v1/jobs/999/posting-answers', { paysOver200k: true })).status).toBe(
      404,
    );
    expect((await door.call('GET', '/app/v1/jobs/999/posting-answers')).status).toBe(404);
    expect((await door.call('GET', '/app/v1/jobs/0/posting-answers')).status).toBe(400);
  });
});
