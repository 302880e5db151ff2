// Create and update validation: service-set dates, partial updates merged then validated whole, and the
// status transitions (api-decisions.md, "Jobs").
import { describe, expect, it } from 'vitest';
import { jobCreateInputSchema } from '../schemas/job-input.ts';
import type { Job } from '../schemas/resources.ts';
import {
  CONTEXT,
  fieldsOf,
  jobFromInput,
  NOW,
  pathsOf,
  STORED_CLOSE_DATE,
  STORED_PUBLISH_DATE,
  storedJob,
  successOf,
  validBody,
  validInput,
} from './job-fixtures.testing.ts';
import { jobToInput, mergeJobUpdate } from './job-merge.ts';
import { LOCAL_CLOSE_DATE_SLACK_MS, validateJobCreate, validateJobUpdate } from './validate-job.ts';

const NOW_ISO = NOW.toISOString();

function update(stored: Job, patch: unknown) {
  return validateJobUpdate(stored, patch, CONTEXT);
}

describe('validateJobCreate', () => {
  it.each([
    ['an array', [validBody()]],
    ['null', null],
    ['a string', '{"title":"Cook"}'],
    ['a number', 42],
  ])('rejects %s as the body', (_name, body) => {
    expect(fieldsOf(validateJobCreate(body, CONTEXT))).toEqual([
      { path: '', message: 'The request body must be a JSON object.' },
    ]);
  });

  it('refuses a NUL character in any text, at its path, in a create and in an update', () => {
    const message = 'Remove the NUL character (U+0000): text cannot contain it.';
    expect(
      fieldsOf(validateJobCreate(validBody({ referenceId: '\u0000', title: 'Co\u0000ok' }), CONTEXT)),
    ).toEqual([
      { path: 'referenceId', message },
      { path: 'title', message },
    ]);
    expect(fieldsOf(update(storedJob(), { applicationEmail: 'a\u0000@example.com' }))).toEqual([
      { path: 'applicationEmail', message },
    ]);
  });

  it('takes category and position type ids from the lists it is given, with their names in messages', () => {
    const catalogs = {
      categories: [{ id: 31, name: 'Cannabis' }],
      positionTypes: [
        { id: 9, name: 'Seasonal' },
        { id: 10, name: 'Gig' },
      ],
    };
    const custom = { ...CONTEXT, jobSchema: jobCreateInputSchema(catalogs) };
    const accepted = validBody({ categories: [{ id: 31 }], positionType: { id: 9 } });
    expect(successOf(validateJobCreate(accepted, custom)).input.categories).toEqual([{ id: 31 }]);
    expect(fieldsOf(validateJobCreate(validBody(), custom))).toEqual([
      { path: 'categories[0].id', message: 'Category 12 is not in the category list.' },
      { path: 'positionType.id', message: 'Position type must be one of Seasonal or Gig.' },
    ]);
    expect(update(storedJob(), { title: 'Renamed' }).ok).toBe(true);
    expect(fieldsOf(validateJobUpdate(storedJob(), { title: 'Renamed' }, custom))).toHaveLength(2);
    expect(fieldsOf(validateJobCreate(accepted, CONTEXT)).map((field) => field.path)).toEqual([
      'categories[0].id',
      'positionType.id',
    ]);
  });

  it('sets publishDate to now', () => {
    expect(successOf(validateJobCreate(validBody(), CONTEXT)).publishDate).toBe(NOW_ISO);
  });

  it('ignores a publishDate in the body, as the client cannot set it', () => {
    expect(successOf(validateJobCreate(validBody({ publishDate: '2030-01-01' }), CONTEXT)).publishDate).toBe(
      NOW_ISO,
    );
  });

  it('sets closeDate to 60 days after publishDate when it is omitted', () => {
    const job = successOf(validateJobCreate(validBody(), CONTEXT));
    expect(job.closeDate).toBe('2027-01-21T14:03:00.000Z');
    expect(job.input.closeDate).toBeNull();
  });

  it('keeps the closeDate given', () => {
    expect(successOf(validateJobCreate(validBody({ closeDate: '2027-03-01' }), CONTEXT)).closeDate).toBe(
      '2027-03-01T00:00:00.000Z',
    );
  });

  it('rejects a closeDate before publishDate and accepts one equal to it', () => {
    expect(successOf(validateJobCreate(validBody({ closeDate: NOW_ISO }), CONTEXT)).closeDate).toBe(NOW_ISO);
    expect(fieldsOf(validateJobCreate(validBody({ closeDate: '2026-11-22' }), CONTEXT))).toEqual([
      { path: 'closeDate', message: `Close date must not be before the publish date (${NOW_ISO}).` },
    ]);
  });

  it('accepts a job created with any status', () => {
    for (const status of ['draft', 'active', 'archived'] as const) {
      expect(successOf(validateJobCreate(validBody({ status }), CONTEXT)).input.status).toBe(status);
    }
  });
});

describe('jobToInput and mergeJobUpdate', () => {
  it('turns a Job into the shape a client sends, leaving resolved names out', () => {
    expect(jobToInput(storedJob())).toEqual(
      validInput({
        referenceId: 'JD-0000000001',
        status: 'active',
        closeDate: STORED_CLOSE_DATE,
        salary: { amount: 40000, maxAmount: 50000, period: { id: 1 }, plusCommission: false },
      }),
    );
  });

  it('reads a stored referenceId "" as none', () => {
    expect(jobToInput({ ...storedJob(), referenceId: '' }).referenceId).toBeNull();
  });

  it('reads a stored closeDate without a zone as UTC', () => {
    expect(jobToInput({ ...storedJob(), closeDate: '2026-12-15T09:00:00' }).closeDate).toBe(
      STORED_CLOSE_DATE,
    );
  });

  it('lays the properties sent over the stored job and keeps the others', () => {
    const merged = mergeJobUpdate(storedJob(), { title: 'Chef', confidential: true });
    expect(merged).toEqual({ ...jobToInput(storedJob()), title: 'Chef', confidential: true });
  });

  it('turns a referenceId "" in a patch into none', () => {
    expect(mergeJobUpdate(storedJob(), { referenceId: '' }).referenceId).toBeNull();
  });
});

describe('validateJobUpdate: partial updates', () => {
  it('accepts a body of just a title and changes nothing else', () => {
    const job = successOf(update(storedJob(), { title: 'Sous-Chef' }));
    expect(job.input).toEqual({ ...jobToInput(storedJob()), title: 'Sous-Chef' });
  });

  it('accepts a body of just a status and changes nothing else', () => {
    const job = successOf(update(storedJob(), { status: 'archived' }));
    expect(job.input).toEqual({ ...jobToInput(storedJob()), status: 'archived' });
  });

  it('accepts an empty body as no change', () => {
    expect(successOf(update(storedJob(), {})).input).toEqual(jobToInput(storedJob()));
  });

  it('replaces the locations whole, never merging them item by item', () => {
    const stored = storedJob({ locations: [{ description: 'Moncton, NB' }, { description: 'Dieppe, NB' }] });
    expect(
      successOf(update(stored, { locations: [{ description: 'Halifax, NS' }] })).input.locations,
    ).toEqual([{ description: 'Halifax, NS' }]);
  });

  it('replaces the categories whole', () => {
    const stored = storedJob({ categories: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    expect(successOf(update(stored, { categories: [{ id: 9 }] })).input.categories).toEqual([{ id: 9 }]);
  });

  it('replaces the salary whole, so a maxAmount not sent is gone', () => {
    const job = successOf(update(storedJob(), { salary: { amount: 45000, period: { id: 1 } } }));
    expect(job.input.salary).toEqual({
      amount: 45000,
      maxAmount: null,
      period: { id: 1 },
      plusCommission: false,
    });
  });

  it('removes the salary when salary is null', () => {
    expect(successOf(update(storedJob(), { salary: null })).input.salary).toBeNull();
  });

  it('replaces the position type whole', () => {
    expect(
      successOf(update(storedJob(), { positionType: { id: 3, name: 'Contract' } })).input.positionType,
    ).toEqual({
      id: 3,
    });
  });

  it('treats referenceId "" in an update as removing it', () => {
    expect(successOf(update(storedJob(), { referenceId: '' })).input.referenceId).toBeNull();
  });

  it('ignores read-only properties in an update', () => {
    const job = successOf(
      update(storedJob(), { id: 9, publishDate: '2030-01-01', employer: { id: 1, name: 'X' } }),
    );
    expect(job.input).toEqual(jobToInput(storedJob()));
    expect(job.publishDate).toBe(STORED_PUBLISH_DATE);
  });

  it('validates the merged job like a create: switching to URL routing needs an applicationUrl', () => {
    expect(fieldsOf(update(storedJob(), { applicantRoutingType: { id: 2 } }))).toEqual([
      {
        path: 'applicationUrl',
        message: 'Application URL is required when candidates apply on your website.',
      },
    ]);
  });

  it('drops the stored applicationEmail when an update switches to URL routing', () => {
    const job = successOf(
      update(storedJob(), { applicantRoutingType: { id: 2 }, applicationUrl: 'https://a.ca/jobs' }),
    );
    expect([job.input.applicationEmail, job.input.applicationUrl]).toEqual([null, 'https://a.ca/jobs']);
  });

  it('rejects a merged job that breaks a rule, at the field sent', () => {
    expect(fieldsOf(update(storedJob(), { title: '' }))).toEqual([
      { path: 'title', message: 'Title is required.' },
    ]);
    expect(pathsOf(update(storedJob(), { locations: [] }))).toEqual(['locations']);
    expect(pathsOf(update(storedJob(), { salary: { maxAmount: 5 } }))).toEqual(['salary.maxAmount']);
  });

  it('rejects a patch of the wrong type at its path', () => {
    expect(fieldsOf(update(storedJob(), { title: 7, locations: [{ description: 3 }] }))).toEqual([
      { path: 'title', message: 'Title must be text.' },
      { path: 'locations[0].description', message: 'Location 1 must be text.' },
    ]);
  });

  it('rejects a patch that is not an object', () => {
    expect(fieldsOf(update(storedJob(), [{ title: 'x' }]))).toEqual([
      { path: '', message: 'The request body must be a JSON object.' },
    ]);
  });
});

describe('validateJobUpdate: publish and close dates', () => {
  it('keeps the stored publishDate on an ordinary update', () => {
    expect(successOf(update(storedJob(), { title: 'Chef' })).publishDate).toBe(STORED_PUBLISH_DATE);
  });

  it('keeps the stored publishDate when an active job is saved as active', () => {
    expect(successOf(update(storedJob({ status: 'active' }), { status: 'active' })).publishDate).toBe(
      STORED_PUBLISH_DATE,
    );
  });

  it('keeps the stored publishDate when a job is archived', () => {
    expect(successOf(update(storedJob({ status: 'active' }), { status: 'archived' })).publishDate).toBe(
      STORED_PUBLISH_DATE,
    );
  });

  it('refreshes publishDate when an archived job is published', () => {
    expect(successOf(update(storedJob({ status: 'archived' }), { status: 'active' })).publishDate).toBe(
      NOW_ISO,
    );
  });

  it('refreshes publishDate when a draft is published', () => {
    expect(successOf(update(storedJob({ status: 'draft' }), { status: 'active' })).publishDate).toBe(NOW_ISO);
  });

  it('keeps the stored closeDate when none is sent, with no 60-day default on update', () => {
    const job = successOf(update(storedJob(), { title: 'Chef' }));
    expect([job.input.closeDate, job.closeDate]).toEqual([STORED_CLOSE_DATE, STORED_CLOSE_DATE]);
  });

  it('keeps the stored closeDate when closeDate null is sent', () => {
    expect(successOf(update(storedJob(), { closeDate: null })).closeDate).toBe(STORED_CLOSE_DATE);
  });

  it('takes a new closeDate sent in an update', () => {
    expect(successOf(update(storedJob(), { closeDate: '2027-02-01' })).closeDate).toBe(
      '2027-02-01T00:00:00.000Z',
    );
  });

  it('rejects a closeDate before the stored publishDate', () => {
    expect(fieldsOf(update(storedJob(), { closeDate: '2026-09-30' }))).toEqual([
      {
        path: 'closeDate',
        message: `Close date must not be before the publish date (${STORED_PUBLISH_DATE}).`,
      },
    ]);
  });

  it('rejects publishing an archived job whose closeDate has passed, unless a new closeDate comes with it', () => {
    const expired = jobFromInput(validInput({ status: 'archived' }), {
      publishDate: '2026-06-01T00:00:00.000Z',
      closeDate: '2026-07-31T00:00:00.000Z',
    });
    expect(pathsOf(update(expired, { status: 'active' }))).toEqual(['closeDate']);
    expect(successOf(update(expired, { status: 'active', closeDate: '2027-01-31' })).publishDate).toBe(
      NOW_ISO,
    );
  });
});

describe('a close date checked on the board’s clock where JobDesk knows it', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const local = (boardOffsetDays: number | null) => ({
    now: NOW,
    closeDateSlackMs: LOCAL_CLOSE_DATE_SLACK_MS,
    ...(boardOffsetDays === null ? {} : { boardNow: new Date(NOW.getTime() + boardOffsetDays * DAY_MS) }),
  });
  const dayOnBoard = (boardOffsetDays: number, days: number) =>
    new Date(NOW.getTime() + (boardOffsetDays + days) * DAY_MS).toISOString();

  for (const [offset, where] of [
    [-2, 'two days behind'],
    [2, 'two days ahead of'],
  ] as const) {
    it(`takes tomorrow by a board ${where} the laptop, and refuses the board’s yesterday naming its today`, () => {
      const context = local(offset);
      expect(
        successOf(validateJobCreate(validBody({ closeDate: dayOnBoard(offset, 1) }), context)),
      ).toMatchObject({ publishDate: NOW_ISO });
      expect(fieldsOf(validateJobCreate(validBody({ closeDate: dayOnBoard(offset, -1) }), context))).toEqual([
        {
          path: 'closeDate',
          message: `Close date must not be before the publish date (${dayOnBoard(offset, 0)}).`,
        },
      ]);
    });
  }

  it('refuses an hour before the board’s now that the laptop’s slack would have let through', () => {
    const anHourBefore = new Date(NOW.getTime() - 2 * DAY_MS - 60 * 60 * 1000).toISOString();
    expect(successOf(validateJobCreate(validBody({ closeDate: anHourBefore }), local(null))).closeDate).toBe(
      anHourBefore,
    );
    expect(pathsOf(validateJobCreate(validBody({ closeDate: anHourBefore }), local(-2)))).toEqual([
      'closeDate',
    ]);
  });

  it('checks a draft published on the board’s clock, and a kept publish date with the slack', () => {
    const draft = storedJob({ status: 'draft' });
    expect(
      pathsOf(validateJobUpdate(draft, { status: 'active', closeDate: dayOnBoard(5, -1) }, local(5))),
    ).toEqual(['closeDate']);
    expect(
      successOf(validateJobUpdate(draft, { status: 'active', closeDate: dayOnBoard(5, 1) }, local(5))),
    ).toBeTruthy();
    // Kept: the stored publish date, which may be the laptop's, less the slack, whatever the board's clock.
    const dayBeforePublish = new Date(Date.parse(STORED_PUBLISH_DATE) - DAY_MS).toISOString();
    expect(
      successOf(validateJobUpdate(storedJob(), { closeDate: dayBeforePublish }, local(60))).closeDate,
    ).toBe(dayBeforePublish);
  });

  it('never refuses a default close date, which follows the publish date', () => {
    expect(successOf(validateJobCreate(validBody(), local(90))).closeDate).toBe('2027-01-21T14:03:00.000Z');
  });
});

describe('validateJobUpdate: status transitions', () => {
  it.each([
    ['draft', 'active'],
    ['draft', 'archived'],
    ['active', 'archived'],
    ['archived', 'active'],
    ['draft', 'draft'],
    ['active', 'active'],
    ['archived', 'archived'],
  ] as const)('allows %s to %s', (from, to) => {
    expect(successOf(update(storedJob({ status: from }), { status: to })).input.status).toBe(to);
  });

  it('rejects archived back to draft', () => {
    expect(fieldsOf(update(storedJob({ status: 'archived' }), { status: 'draft' }))).toEqual([
      { path: 'status', message: 'A job that has been archived cannot go back to draft.' },
    ]);
  });

  it('rejects active back to draft', () => {
    expect(fieldsOf(update(storedJob({ status: 'active' }), { status: 'draft' }))).toEqual([
      { path: 'status', message: 'A job that has been active cannot go back to draft.' },
    ]);
  });

  it('reports a refused transition together with the other problems of the update', () => {
    expect(pathsOf(update(storedJob({ status: 'active' }), { status: 'draft', title: '' }))).toEqual([
      'title',
      'status',
    ]);
  });
});
