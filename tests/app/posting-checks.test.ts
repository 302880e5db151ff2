// The posting-law checks over HTTP: GET /app/v1/jobs/{id}/checks for a saved job, POST /app/v1/checks for
// one not saved yet, the employer facts at /app/v1/settings/posting-laws, and the list's findings count.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOMMODATION_STATEMENT } from '../../src-shared/posting-laws/statements.ts';
import { JobListViewSchema } from '../../src-shared/schemas/job-list-view.ts';
import {
  PostingFindingListSchema,
  PostingLawSettingsSchema,
  PublishChecksSchema,
} from '../../src-shared/schemas/posting-checks.ts';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import { createLocalAppDoor, type LocalAppDoor } from './local-app-door.ts';

let door: LocalAppDoor;
beforeEach(async () => {
  door = await createLocalAppDoor();
});
afterEach(() => door.close());

const WIDE_ONTARIO_JOB = {
  locations: [{ description: 'Toronto, ON' }, { description: 'Moncton, NB' }],
  salary: { amount: 80_000, maxAmount: 140_000, period: { id: 1 }, plusCommission: false },
  description: `<p>Build things. This posting is for an existing vacancy. ${ACCOMMODATION_STATEMENT.en}</p>`,
};

async function findings(response: Response) {
  expect(response.status).toBe(200);
  return PostingFindingListSchema.parse(await response.json()).data;
}

async function errorOf(response: Response) {
  return ErrorBodySchema.parse(await response.json()).error;
}

describe('GET /app/v1/jobs/{id}/checks', () => {
  it("lists a saved Ontario job's findings with their rule, province, severity, field and source", async () => {
    const job = await door.createJob(WIDE_ONTARIO_JOB);
    const data = await findings(await door.call('GET', `/app/v1/jobs/${job.id}/checks`));
    expect(data.map((finding) => finding.rule)).toEqual(['on-pay-range', 'on-ai-statement']);
    expect(data[0]).toMatchObject({
      province: 'ON',
      severity: 'required',
      field: 'salary',
      source: { url: 'https://www.ontario.ca/laws/regulation/240476' },
    });
    expect(data[0]?.message).toContain('$60,000 wide');
    expect(data[1]).toMatchObject({ severity: 'check', field: 'description' });
  });

  it('writes the messages in the language the request asks for, English by default', async () => {
    const job = await door.createJob(WIDE_ONTARIO_JOB);
    const path = `/app/v1/jobs/${job.id}/checks`;
    const inFrench = await findings(
      await door.call('GET', path, undefined, undefined, { 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.8' }),
    );
    expect(inFrench[0]?.message).toContain('un écart de 60\u00a0000\u00a0$');
    const preferringEnglish = await findings(
      await door.call('GET', path, undefined, undefined, { 'Accept-Language': 'fr;q=0.5, en-CA' }),
    );
    expect(preferringEnglish[0]?.message).toContain('$60,000 wide');
    const unspoken = await findings(
      await door.call('GET', path, undefined, undefined, { 'Accept-Language': 'de-DE' }),
    );
    expect(unspoken[0]?.message).toContain('$60,000 wide');
  });

  it('checks a job in Montréal against Quebec’s French rule, in the language asked', async () => {
    const job = await door.createJob({
      locations: [{ description: 'Montréal, QC' }],
      description: '<p>We are looking for a senior accountant to join our finance team in Montreal.</p>',
    });
    const [finding] = await findings(
      await door.call('GET', `/app/v1/jobs/${job.id}/checks`, undefined, undefined, {
        'Accept-Language': 'fr-CA',
      }),
    );
    expect(finding).toMatchObject({ rule: 'qc-french', province: 'QC', severity: 'required' });
    expect(finding?.message).toContain('Le Québec exige');
  });

  it('answers an empty list for a job only in provinces without such a law', async () => {
    const job = await door.createJob({ locations: [{ description: 'Halifax, NS' }], salary: null });
    expect(await findings(await door.call('GET', `/app/v1/jobs/${job.id}/checks`))).toEqual([]);
  });

  it('answers 404 for no such job (or another employer’s), and 400 for a malformed id', async () => {
    const theirs = await door.createJob(WIDE_ONTARIO_JOB, 'other-key-456');
    const missing = await door.call('GET', `/app/v1/jobs/${theirs.id}/checks`);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).type).toBe('NotFoundException');
    expect((await door.call('GET', '/app/v1/jobs/99999/checks')).status).toBe(404);
    expect((await door.call('GET', '/app/v1/jobs/abc/checks')).status).toBe(400);
  });
});

describe('POST /app/v1/jobs/publish-checks', () => {
  it('lists the jobs a Publish would change that have findings, with them, in the order asked', async () => {
    const ontarioDraft = await door.createJob({ ...WIDE_ONTARIO_JOB, status: 'draft', title: 'Analyst' });
    const novaScotiaDraft = await door.createJob({
      status: 'draft',
      locations: [{ description: 'Halifax, NS' }],
    });
    const ontarioActive = await door.createJob({ ...WIDE_ONTARIO_JOB, status: 'active' });
    const response = await door.call('POST', '/app/v1/jobs/publish-checks', {
      ids: [novaScotiaDraft.id, ontarioActive.id, ontarioDraft.id, 99999],
    });
    expect(response.status).toBe(200);
    const { data } = PublishChecksSchema.parse(await response.json());
    expect(data.map((job) => [job.id, job.title])).toEqual([[ontarioDraft.id, 'Analyst']]);
    expect(data[0]?.findings.map((finding) => finding.rule)).toEqual(['on-pay-range', 'on-ai-statement']);
  });

  it('answers 400 naming the limit for no ids, too many, or not whole numbers', async () => {
    for (const ids of [[], Array.from({ length: 101 }, (_, index) => index + 1), ['a']]) {
      const response = await door.call('POST', '/app/v1/jobs/publish-checks', { ids });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).messages.join(' ')).toContain('Give 1 to 100 job ids');
    }
  });
});

describe('POST /app/v1/checks', () => {
  it('checks an unsaved job body, a city written alone found through the place list', async () => {
    const data = await findings(
      await door.call('POST', '/app/v1/checks', {
        title: 'Anything else in the body is ignored',
        locations: [{ description: 'Moncton' }, { description: 'Charlottetown, PE' }],
        salary: null,
        description: '<p>Draft</p>',
      }),
    );
    expect(data.map((finding) => `${finding.province}:${finding.rule}`)).toEqual(['PE:pe-pay']);
  });

  it('accepts a draft with nothing in it yet', async () => {
    expect(await findings(await door.call('POST', '/app/v1/checks', {}))).toEqual([]);
  });

  it('refuses a body of the wrong shape with a message under each field', async () => {
    const response = await door.call('POST', '/app/v1/checks', {
      locations: 'Toronto',
      salary: { amount: -5, period: { id: 9 } },
      description: 42,
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.type).toBe('ValidationException');
    expect(error.fields?.map((field) => field.path).sort()).toEqual([
      'description',
      'locations',
      'salary.amount',
      'salary.period.id',
    ]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await door.call('POST', '/app/v1/checks', undefined);
    expect(response.status).toBe(400);
  });
});

describe('the posting-law settings', () => {
  it('start at 25 or more employees and AI use not said, and change what the findings are', async () => {
    const initial = await door.call('GET', '/app/v1/settings/posting-laws');
    expect(PostingLawSettingsSchema.parse(await initial.json())).toEqual({
      ontarioEmployees25OrMore: true,
      usesAiScreening: null,
    });
    const job = await door.createJob(WIDE_ONTARIO_JOB);

    const noAi = await door.call('PUT', '/app/v1/settings/posting-laws', { usesAiScreening: false });
    expect(PostingLawSettingsSchema.parse(await noAi.json()).usesAiScreening).toBe(false);
    const rules = async () =>
      (await findings(await door.call('GET', `/app/v1/jobs/${job.id}/checks`))).map(
        (finding) => finding.rule,
      );
    expect(await rules()).toEqual(['on-pay-range']);

    await door.call('PUT', '/app/v1/settings/posting-laws', { ontarioEmployees25OrMore: false });
    expect(await rules()).toEqual([]);
  });

  it('refuses an answer that is not yes or no, under its field', async () => {
    const response = await door.call('PUT', '/app/v1/settings/posting-laws', {
      ontarioEmployees25OrMore: 'yes',
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.[0]?.path).toBe('ontarioEmployees25OrMore');
  });
});

describe('the jobs list', () => {
  it("counts each row's findings with the same rules", async () => {
    const wide = await door.createJob(WIDE_ONTARIO_JOB);
    const fine = await door.createJob({ locations: [{ description: 'Halifax, NS' }] });
    const response = await door.call('GET', '/app/v1/jobs');
    const rows = JobListViewSchema.parse(await response.json()).data;
    expect(rows.find((row) => row.id === wide.id)?.findings).toBe(2);
    expect(rows.find((row) => row.id === fine.id)?.findings).toBe(0);
  });
});
