// /app/v1/templates: pieces of description text and whole jobs, kept per employer in the core's store,
// checked with the shared schemas (a template's text passes the description check).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import {
  type JobTemplateFields,
  TEMPLATE_MESSAGES,
  TemplateListSchema,
  TemplateSchema,
} from '../../src-shared/schemas/templates.ts';
import { STARTER_TEXT_TEMPLATES } from '../../src-shared/templates/starter-texts.ts';
import { createLocalAppDoor, type LocalAppDoor } from './local-app-door.ts';

let door: LocalAppDoor;
beforeEach(async () => {
  door = await createLocalAppDoor();
});
afterEach(() => door.close());

const benefits = { kind: 'text', name: 'Benefits', purpose: 'benefits', html: '<p>Dental from day one.</p>' };
const welderJob: JobTemplateFields = {
  title: 'Welder',
  locations: ['Moncton, NB'],
  categoryIds: [3],
  positionTypeId: 1,
  salary: { amount: 25, maxAmount: 30, periodId: 5, plusCommission: false },
  confidential: false,
  autoRefresh: true,
  routing: 'email',
  applicationEmail: 'jobs@acme.ca',
  applicationUrl: '',
  description: '',
};

async function create(body: unknown) {
  const response = await door.call('POST', '/app/v1/templates', body);
  return { status: response.status, body: await response.json() };
}

async function list(query = '') {
  const response = await door.call('GET', `/app/v1/templates${query}`);
  expect(response.status).toBe(200);
  return TemplateListSchema.parse(await response.json()).data;
}

describe('/app/v1/templates', () => {
  it('creates a piece of text and a whole-job template, lists them by kind, and reads one back', async () => {
    const text = await create(benefits);
    expect(text.status).toBe(201);
    const job = await create({ kind: 'job', name: 'Welder, Moncton', job: welderJob });
    expect(job.status).toBe(201);
    const saved = TemplateSchema.parse(job.body);
    expect(saved).toMatchObject({ kind: 'job', name: 'Welder, Moncton', job: welderJob });

    expect((await list()).map((template) => template.name)).toEqual(['Benefits', 'Welder, Moncton']);
    expect((await list('?kind=job')).map((template) => template.kind)).toEqual(['job']);
    const read = await door.call('GET', `/app/v1/templates/${saved.id}`);
    expect(TemplateSchema.parse(await read.json())).toEqual(saved);
  });

  it('refuses text the board would refuse, naming the field and the tag', async () => {
    const refused = await create({ ...benefits, html: '<p>Hi</p><img src="x.png">' });
    expect(refused.status).toBe(400);
    const error = ErrorBodySchema.parse(refused.body).error;
    expect(error.fields?.[0]?.path).toBe('html');
    expect(error.messages.join(' ')).toMatch(/img/);
    const blank = await create({ ...benefits, html: '<p> </p>' });
    expect(blank.status).toBe(400);
    const badJob = await create({
      kind: 'job',
      name: 'x',
      job: { ...welderJob, description: '<h1>Hi</h1>' },
    });
    expect(ErrorBodySchema.parse(badJob.body).error.fields?.[0]?.path).toBe('job.description');
  });

  it('refuses a nameless template and a second one of the same kind with the same name, whatever its case', async () => {
    const nameless = await create({ ...benefits, name: '  ' });
    expect(ErrorBodySchema.parse(nameless.body).error.messages).toEqual([TEMPLATE_MESSAGES.nameRequired]);
    await create(benefits);
    const again = await create({ ...benefits, name: 'BENEFITS' });
    expect(again.status).toBe(409);
    expect(ErrorBodySchema.parse(again.body).error.fields).toEqual([
      { path: 'name', message: TEMPLATE_MESSAGES.nameInUse },
    ]);
    expect((await create({ kind: 'job', name: 'Benefits', job: welderJob })).status).toBe(201);
  });

  it('renames and edits a template with PUT, keeps its kind, and deletes it', async () => {
    const { body } = await create(benefits);
    const id = TemplateSchema.parse(body).id;
    const renamed = await door.call('PUT', `/app/v1/templates/${id}`, {
      ...benefits,
      name: 'Perks',
      html: '<p>Dental and vision.</p>',
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Perks', html: '<p>Dental and vision.</p>' });
    const kindChange = await door.call('PUT', `/app/v1/templates/${id}`, {
      kind: 'job',
      name: 'x',
      job: welderJob,
    });
    expect(kindChange.status).toBe(409);
    expect((await door.call('DELETE', `/app/v1/templates/${id}`)).status).toBe(204);
    expect((await door.call('DELETE', `/app/v1/templates/${id}`)).status).toBe(404);
    expect((await door.call('GET', `/app/v1/templates/${id}`)).status).toBe(404);
    expect((await door.call('GET', '/app/v1/templates/abc')).status).toBe(400);
  });

  it('answers only the key of the employer this JobDesk works for', async () => {
    const { body } = await create(benefits);
    const id = TemplateSchema.parse(body).id;
    expect((await door.call('GET', `/app/v1/templates/${id}`, undefined, 'other-key-456')).status).toBe(401);
    expect((await door.call('GET', '/app/v1/templates', undefined, 'other-key-456')).status).toBe(401);
  });

  it('adds the starter texts once, leaving alone a template that already has a starter name', async () => {
    await create({ ...benefits, html: '<p>Ours.</p>' });
    const first = await door.call('POST', '/app/v1/templates/starters');
    const added = TemplateListSchema.parse(await first.json()).data;
    expect(added.map((template) => template.name)).toEqual(
      STARTER_TEXT_TEMPLATES.map((starter) => starter.name).filter((name) => name !== 'Benefits'),
    );
    const second = await door.call('POST', '/app/v1/templates/starters');
    expect(TemplateListSchema.parse(await second.json()).data).toEqual([]);
    const kept = (await list()).find((template) => template.name === 'Benefits');
    expect(kept).toMatchObject({ html: '<p>Ours.</p>' });
  });
});
