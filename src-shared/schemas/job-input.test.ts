// The job body's rules: each row of the interface's Errors and Limits tables and each api-decisions.md
// decision about request bodies, one named case each.
import { describe, expect, it } from 'vitest';
import {
  fieldsOf,
  jobFromInput,
  storedJob,
  successOf,
  validBody,
  validInput,
} from '../rules/job-fixtures.testing.ts';
import { parseWithMessages } from '../rules/validation-issues.ts';
import { JobCreateInputSchema, JobPatchSchema } from './job-input.ts';
import { LIMITS } from './limits.ts';

function read(body: unknown) {
  return parseWithMessages(JobCreateInputSchema, body);
}

function without(key: string): Record<string, unknown> {
  const body = validBody();
  delete body[key];
  return body;
}

describe('the Errors table: a create is rejected when', () => {
  it('rejects a create without a title', () => {
    expect(fieldsOf(read(without('title')))).toEqual([{ path: 'title', message: 'Title is required.' }]);
  });

  it('rejects a create whose title is only spaces', () => {
    expect(fieldsOf(read(validBody({ title: '   ' })))).toEqual([
      { path: 'title', message: 'Title is required.' },
    ]);
  });

  it('rejects a create without locations', () => {
    expect(fieldsOf(read(without('locations')))).toEqual([
      { path: 'locations', message: 'Add at least one location.' },
    ]);
  });

  it('rejects a create without categories', () => {
    expect(fieldsOf(read(without('categories')))).toEqual([
      { path: 'categories', message: 'Choose at least one category.' },
    ]);
  });

  it('rejects a create without positionType.id, at positionType.id whether the object or only its id is missing', () => {
    const expected = [{ path: 'positionType.id', message: 'Choose a position type.' }];
    expect(fieldsOf(read(without('positionType')))).toEqual(expected);
    expect(fieldsOf(read(validBody({ positionType: {} })))).toEqual(expected);
    expect(fieldsOf(read(validBody({ positionType: null })))).toEqual(expected);
  });

  it('rejects a create without a description', () => {
    expect(fieldsOf(read(without('description')))).toEqual([
      { path: 'description', message: 'Description is required.' },
    ]);
  });

  it('rejects a create without applicantRoutingType.id', () => {
    const expected = [
      {
        path: 'applicantRoutingType.id',
        message: 'Choose how candidates apply: by email or on your website.',
      },
    ];
    expect(fieldsOf(read(without('applicantRoutingType')))).toEqual(expected);
    expect(fieldsOf(read(validBody({ applicantRoutingType: {} })))).toEqual(expected);
  });

  it('rejects an empty list of locations', () => {
    expect(fieldsOf(read(validBody({ locations: [] })))).toEqual([
      { path: 'locations', message: 'Add at least one location.' },
    ]);
  });

  it('rejects four locations', () => {
    const locations = ['Moncton, NB', 'Dieppe, NB', 'Halifax, NS', 'Truro, NS'].map((description) => ({
      description,
    }));
    expect(fieldsOf(read(validBody({ locations })))).toEqual([
      { path: 'locations', message: 'A job can have at most 3 locations.' },
    ]);
  });

  it('rejects an empty list of categories', () => {
    expect(fieldsOf(read(validBody({ categories: [] })))).toEqual([
      { path: 'categories', message: 'Choose at least one category.' },
    ]);
  });

  it('rejects four categories', () => {
    const categories = [1, 2, 3, 4].map((id) => ({ id }));
    expect(fieldsOf(read(validBody({ categories })))).toEqual([
      { path: 'categories', message: 'A job can have at most 3 categories.' },
    ]);
  });

  it('rejects routing by email without an applicationEmail', () => {
    const expected = [
      {
        path: 'applicationEmail',
        message: 'Application email is required when applications are sent by email.',
      },
    ];
    expect(fieldsOf(read(without('applicationEmail')))).toEqual(expected);
    expect(fieldsOf(read(validBody({ applicationEmail: null })))).toEqual(expected);
    expect(fieldsOf(read(validBody({ applicationEmail: '  ' })))).toEqual(expected);
  });

  it('rejects routing by URL without an applicationUrl', () => {
    const expected = [
      {
        path: 'applicationUrl',
        message: 'Application URL is required when candidates apply on your website.',
      },
    ];
    expect(fieldsOf(read(validBody({ applicantRoutingType: { id: 2 } })))).toEqual(expected);
    expect(fieldsOf(read(validBody({ applicantRoutingType: { id: 2 }, applicationUrl: '' })))).toEqual(
      expected,
    );
  });

  it('rejects salary.amount without salary.period.id', () => {
    const expected = [
      {
        path: 'salary.period.id',
        message: 'Enter a salary period (yearly, monthly, …) for the salary amount.',
      },
    ];
    expect(fieldsOf(read(validBody({ salary: { amount: 50000 } })))).toEqual(expected);
    expect(fieldsOf(read(validBody({ salary: { amount: 50000, period: {} } })))).toEqual(expected);
    expect(fieldsOf(read(validBody({ salary: { amount: 50000, period: null } })))).toEqual(expected);
  });

  it('rejects a description with a tag outside the allowed set, naming the tag', () => {
    const fields = fieldsOf(read(validBody({ description: '<p>Hello <img src="x.png"></p>' })));
    expect(fields.map((field) => field.path)).toEqual(['description']);
    expect(fields[0]?.message).toMatch(/img/);
  });

  it('rejects a description with an attribute outside the allowed set, naming the attribute', () => {
    const fields = fieldsOf(read(validBody({ description: '<p class="lead">Hello</p>' })));
    expect(fields.map((field) => field.path)).toEqual(['description']);
    expect(fields[0]?.message).toMatch(/class/);
  });

  it('rejects a blank description at description', () => {
    expect(fieldsOf(read(validBody({ description: '<p> </p>' }))).map((field) => field.path)).toEqual([
      'description',
    ]);
  });

  it('reports every problem of a body at once, each at its own path', () => {
    const body = validBody({ title: '', categories: [], applicationEmail: 'not-an-email' });
    delete body.description;
    expect(fieldsOf(read(body)).map((field) => field.path)).toEqual([
      'title',
      'categories',
      'description',
      'applicationEmail',
    ]);
  });
});

describe('the Limits table', () => {
  it('accepts one, two and three locations', () => {
    for (const count of [1, 2, 3]) {
      const locations = Array.from({ length: count }, (_, index) => ({ description: `Town ${index}, NB` }));
      expect(successOf(read(validBody({ locations }))).locations).toHaveLength(count);
    }
  });

  it('accepts one, two and three categories', () => {
    for (const count of [1, 2, 3]) {
      const categories = Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
      expect(successOf(read(validBody({ categories }))).categories).toHaveLength(count);
    }
  });

  it('rejects a referenceId of 51 characters and accepts 50', () => {
    const limit = LIMITS.referenceIdLength;
    expect(successOf(read(validBody({ referenceId: 'R'.repeat(limit) }))).referenceId).toBe(
      'R'.repeat(limit),
    );
    expect(fieldsOf(read(validBody({ referenceId: 'R'.repeat(limit + 1) })))).toEqual([
      { path: 'referenceId', message: 'Reference ID must be at most 50 characters.' },
    ]);
  });

  it('rejects a title of 257 characters and accepts 256', () => {
    const limit = LIMITS.titleLength;
    expect(successOf(read(validBody({ title: 'T'.repeat(limit) }))).title).toHaveLength(limit);
    expect(fieldsOf(read(validBody({ title: 'T'.repeat(limit + 1) })))).toEqual([
      { path: 'title', message: 'Title must be at most 256 characters.' },
    ]);
  });

  it('measures the title after trimming it', () => {
    expect(successOf(read(validBody({ title: `  ${'T'.repeat(LIMITS.titleLength)}  ` }))).title).toHaveLength(
      LIMITS.titleLength,
    );
  });

  it('accepts only the three statuses, so a status is never over 10 characters', () => {
    for (const status of ['active', 'archived', 'draft'] as const) {
      expect(successOf(read(validBody({ status }))).status).toBe(status);
    }
    for (const status of ['published', 'Active', '', 'draft '.repeat(3)]) {
      expect(fieldsOf(read(validBody({ status })))).toEqual([
        { path: 'status', message: 'Status must be active, archived or draft.' },
      ]);
    }
  });

  it('rejects an applicationEmail of 51 characters and accepts 50', () => {
    const at50 = `${'a'.repeat(LIMITS.applicationEmailLength - '@example.com'.length)}@example.com`;
    expect(successOf(read(validBody({ applicationEmail: at50 }))).applicationEmail).toBe(at50);
    expect(fieldsOf(read(validBody({ applicationEmail: `a${at50}` })))).toEqual([
      { path: 'applicationEmail', message: 'Application email must be at most 50 characters.' },
    ]);
  });

  it('rejects an applicationUrl of 201 characters and accepts 200', () => {
    const prefix = 'https://example.com/';
    const at200 = prefix + 'p'.repeat(LIMITS.applicationUrlLength - prefix.length);
    const routing = { applicantRoutingType: { id: 2 } };
    expect(successOf(read(validBody({ ...routing, applicationUrl: at200 }))).applicationUrl).toBe(at200);
    expect(fieldsOf(read(validBody({ ...routing, applicationUrl: `${at200}p` })))).toEqual([
      { path: 'applicationUrl', message: 'Application URL must be at most 200 characters.' },
    ]);
  });

  it('rejects a location description of 301 characters and accepts 300', () => {
    const limit = LIMITS.locationDescriptionLength;
    expect(successOf(read(validBody({ locations: [{ description: 'L'.repeat(limit) }] }))).locations).toEqual(
      [{ description: 'L'.repeat(limit) }],
    );
    expect(fieldsOf(read(validBody({ locations: [{ description: 'L'.repeat(limit + 1) }] })))).toEqual([
      { path: 'locations[0].description', message: 'A location must be at most 300 characters.' },
    ]);
  });

  it('ignores the read-only names of a body, so their response limits never reject an input', () => {
    const long = 'N'.repeat(1000);
    const body = validBody({
      employer: { id: 1, name: long },
      locations: [{ id: 1, name: long, description: 'Moncton, NB', type: long }],
      categories: [{ id: 12, name: long }],
      positionType: { id: 1, name: long },
      salary: { amount: 1, period: { id: 1, name: long, unit: long } },
      applicantRoutingType: { id: 1, name: long },
    });
    expect(read(body).ok).toBe(true);
  });
});

describe('request bodies (api-decisions.md, Wire format)', () => {
  it('accepts a Job read from GET posted back unchanged', () => {
    const fromGet = storedJob({ referenceId: 'REQ-77', confidential: true, autoRefresh: true });
    expect(successOf(read(fromGet))).toEqual(
      validInput({
        referenceId: 'REQ-77',
        confidential: true,
        autoRefresh: true,
        status: 'active',
        closeDate: fromGet.closeDate,
        salary: { amount: 40000, maxAmount: 50000, period: { id: 1 }, plusCommission: false },
      }),
    );
  });

  it('accepts a Job read from GET with routing by URL posted back unchanged', () => {
    const input = validInput({
      applicantRoutingType: { id: 2 },
      applicationEmail: null,
      applicationUrl: 'https://example.com/careers',
    });
    expect(successOf(read(jobFromInput(input))).applicationUrl).toBe('https://example.com/careers');
  });

  it('ignores unknown properties', () => {
    expect(successOf(read(validBody({ colour: 'blue', id: 5, publishDate: '2020-01-01' })))).toEqual(
      validInput(),
    );
  });

  it('treats referenceId "" as none', () => {
    expect(successOf(read(validBody({ referenceId: '' }))).referenceId).toBeNull();
    expect(successOf(read(validBody({ referenceId: '   ' }))).referenceId).toBeNull();
    expect(successOf(read(validBody({ referenceId: null }))).referenceId).toBeNull();
  });

  it('trims a referenceId', () => {
    expect(successOf(read(validBody({ referenceId: '  REQ-1 ' }))).referenceId).toBe('REQ-1');
  });

  it.each([
    ['0', 0],
    ['a negative id', -1],
    ['a fraction', 1.5],
    ['one past the Int32 range', LIMITS.maxInt32 + 1],
    ['an id missing from the list', 999],
  ])('rejects category id %s', (_name, id) => {
    expect(fieldsOf(read(validBody({ categories: [{ id }] })))).toEqual([
      { path: 'categories[0].id', message: `Category ${id} is not in the category list.` },
    ]);
  });

  it('rejects an id given as text', () => {
    expect(fieldsOf(read(validBody({ categories: [{ id: '12' }] })))).toEqual([
      { path: 'categories[0].id', message: 'The id of category 1 must be a number.' },
    ]);
  });

  it('rejects a repeated category id at the repeat', () => {
    expect(fieldsOf(read(validBody({ categories: [{ id: 3 }, { id: 5 }, { id: 3 }] })))).toEqual([
      {
        path: 'categories[2].id',
        message: 'Category 3 is chosen more than once; choose each category once.',
      },
    ]);
  });

  it('rejects a position type id missing from the list', () => {
    expect(fieldsOf(read(validBody({ positionType: { id: 6 } })))).toEqual([
      {
        path: 'positionType.id',
        message: 'Position type must be one of Full Time, Part Time, Contract, Temp or Volunteer.',
      },
    ]);
  });

  it('takes a close date given as YYYY-MM-DD as 00:00 UTC', () => {
    expect(successOf(read(validBody({ closeDate: '2026-12-31' }))).closeDate).toBe(
      '2026-12-31T00:00:00.000Z',
    );
  });

  it('normalizes a close date-time with an offset to UTC', () => {
    expect(successOf(read(validBody({ closeDate: '2026-12-31T17:30:00-05:00' }))).closeDate).toBe(
      '2026-12-31T22:30:00.000Z',
    );
    expect(successOf(read(validBody({ closeDate: '2026-12-31T17:30:00.000Z' }))).closeDate).toBe(
      '2026-12-31T17:30:00.000Z',
    );
  });

  it.each([
    ['a date-time without an offset', '2026-12-31T17:30:00'],
    ['a North American date', '12/31/2026'],
    ['a day that does not exist', '2026-02-30'],
    ['hour 24', '2026-12-31T24:00:00Z'],
    ['a date in words', 'next Friday'],
    ['a number', 1798675200000],
  ])('rejects a close date given as %s', (_name, closeDate) => {
    expect(fieldsOf(read(validBody({ closeDate })))).toEqual([
      { path: 'closeDate', message: 'Close date must be a date like 2026-12-31.' },
    ]);
  });

  it('reads a null close date as not given', () => {
    expect(successOf(read(validBody({ closeDate: null }))).closeDate).toBeNull();
  });
});

describe('defaults', () => {
  it('defaults confidential and autoRefresh to false and status to draft', () => {
    const input = successOf(read(validBody()));
    expect([input.confidential, input.autoRefresh, input.status]).toEqual([false, false, 'draft']);
  });

  it('trims the title, the location descriptions and the application email', () => {
    const input = successOf(
      read(
        validBody({
          title: ' Cook ',
          locations: [{ description: ' Moncton, NB ' }],
          applicationEmail: ' a@b.ca ',
        }),
      ),
    );
    expect([input.title, input.locations, input.applicationEmail]).toEqual([
      'Cook',
      [{ description: 'Moncton, NB' }],
      'a@b.ca',
    ]);
  });

  it('keeps the description exactly as given', () => {
    expect(successOf(read(validBody({ description: '  <p>Hello</p>\n' }))).description).toBe(
      '  <p>Hello</p>\n',
    );
  });
});

describe('routing (api-decisions.md, Jobs)', () => {
  it('drops applicationUrl when routing is email', () => {
    const input = successOf(read(validBody({ applicationUrl: 'https://example.com/apply' })));
    expect([input.applicationEmail, input.applicationUrl]).toEqual(['jobs@example.com', null]);
  });

  it('drops applicationEmail when routing is URL, without checking it', () => {
    const input = successOf(
      read(
        validBody({
          applicantRoutingType: { id: 2 },
          applicationEmail: 'not an email',
          applicationUrl: 'https://example.com/apply',
        }),
      ),
    );
    expect([input.applicationEmail, input.applicationUrl]).toEqual([null, 'https://example.com/apply']);
  });

  it.each(['jobs', 'jobs@', '@example.com', 'jobs@example', 'jo bs@example.com'])(
    'rejects the application email %j',
    (applicationEmail) => {
      expect(fieldsOf(read(validBody({ applicationEmail })))).toEqual([
        {
          path: 'applicationEmail',
          message: 'Application email must be a valid email address, like jobs@example.com.',
        },
      ]);
    },
  );

  it.each(['www.example.com/jobs', 'ftp://example.com/jobs', 'example.com', 'mailto:jobs@example.com'])(
    'rejects the application URL %j for not starting with http:// or https://',
    (applicationUrl) => {
      expect(fieldsOf(read(validBody({ applicantRoutingType: { id: 2 }, applicationUrl })))).toEqual([
        {
          path: 'applicationUrl',
          message: 'Application URL must start with http:// or https://, like https://example.com/careers.',
        },
      ]);
    },
  );

  it.each(['https://', 'http://exa mple.com', 'https://example.com/careers and more'])(
    'rejects the application URL %j as not a valid address',
    (applicationUrl) => {
      expect(fieldsOf(read(validBody({ applicantRoutingType: { id: 2 }, applicationUrl })))).toEqual([
        {
          path: 'applicationUrl',
          message: 'Application URL must be a valid web address, like https://example.com/careers.',
        },
      ]);
    },
  );

  it('accepts an http:// application URL', () => {
    const input = successOf(
      read(validBody({ applicantRoutingType: { id: 2 }, applicationUrl: 'http://example.com/a' })),
    );
    expect(input.applicationUrl).toBe('http://example.com/a');
  });

  it('rejects routing type 3', () => {
    expect(fieldsOf(read(validBody({ applicantRoutingType: { id: 3 } })))).toEqual([
      {
        path: 'applicantRoutingType.id',
        message: 'Applicant routing must be 1 (by email) or 2 (on your website).',
      },
    ]);
  });
});

describe('salary (api-decisions.md, Jobs)', () => {
  const period = { id: 2 };

  it('accepts a job without a salary, absent or null', () => {
    expect(successOf(read(validBody())).salary).toBeNull();
    expect(successOf(read(validBody({ salary: null }))).salary).toBeNull();
  });

  it('reads a salary without an amount as no salary, as the amount is optional', () => {
    expect(successOf(read(validBody({ salary: { period, plusCommission: true } }))).salary).toBeNull();
  });

  it('accepts an amount of 0 and a decimal amount, and defaults plusCommission to false', () => {
    expect(successOf(read(validBody({ salary: { amount: 0, period } }))).salary).toEqual({
      amount: 0,
      maxAmount: null,
      period,
      plusCommission: false,
    });
    expect(successOf(read(validBody({ salary: { amount: 17.5, period: { id: 5 } } }))).salary?.amount).toBe(
      17.5,
    );
  });

  it('rejects a negative amount', () => {
    expect(fieldsOf(read(validBody({ salary: { amount: -1, period } })))).toEqual([
      { path: 'salary.amount', message: 'Salary amount must not be negative.' },
    ]);
  });

  it('rejects a maxAmount below the amount and accepts one equal to it', () => {
    expect(
      successOf(read(validBody({ salary: { amount: 10, maxAmount: 10, period } }))).salary?.maxAmount,
    ).toBe(10);
    expect(fieldsOf(read(validBody({ salary: { amount: 10, maxAmount: 9.99, period } })))).toEqual([
      { path: 'salary.maxAmount', message: 'Maximum salary must not be less than the salary amount.' },
    ]);
  });

  it('rejects a maxAmount without an amount', () => {
    expect(fieldsOf(read(validBody({ salary: { maxAmount: 60000, period } })))).toEqual([
      { path: 'salary.maxAmount', message: 'A maximum salary needs a salary amount.' },
    ]);
  });

  it.each([0, 6, 1.5])('rejects salary period id %s', (id) => {
    expect(fieldsOf(read(validBody({ salary: { amount: 1, period: { id } } })))).toEqual([
      {
        path: 'salary.period.id',
        message: 'Salary period must be yearly, monthly, weekly, daily or hourly (id 1 to 5).',
      },
    ]);
  });

  it('accepts each of the five salary periods', () => {
    for (const id of [1, 2, 3, 4, 5]) {
      expect(successOf(read(validBody({ salary: { amount: 1, period: { id } } }))).salary?.period).toEqual({
        id,
      });
    }
  });
});

describe('messages a recruiter understands', () => {
  it.each([
    ['the body is not an object', [], '', 'The request body must be a JSON object.'],
    ['the body is null', null, '', 'The request body must be a JSON object.'],
    ['title is a number', validBody({ title: 7 }), 'title', 'Title must be text.'],
    [
      'confidential is text',
      validBody({ confidential: 'yes' }),
      'confidential',
      'Confidential must be true or false.',
    ],
    [
      'autoRefresh is null',
      validBody({ autoRefresh: null }),
      'autoRefresh',
      'Auto-refresh must be true or false.',
    ],
    ['locations is text', validBody({ locations: 'Moncton' }), 'locations', 'Locations must be a list.'],
    [
      'a location is text',
      validBody({ locations: ['Moncton'] }),
      'locations[0]',
      'Location 1 must be an object.',
    ],
    [
      'the second location has a number for description',
      validBody({ locations: [{ description: 'Moncton, NB' }, { description: 5 }] }),
      'locations[1].description',
      'Location 2 must be text.',
    ],
    [
      'a location has no description',
      validBody({ locations: [{ name: 'Moncton' }] }),
      'locations[0].description',
      'Enter a location, like Moncton, NB.',
    ],
    [
      'salary is a number',
      validBody({ salary: 5 }),
      'salary',
      'Salary must be an object with an amount and a period, or null.',
    ],
    [
      'salary amount is text',
      validBody({ salary: { amount: '5', period: { id: 1 } } }),
      'salary.amount',
      'Salary amount must be a number.',
    ],
    ['referenceId is a number', validBody({ referenceId: 5 }), 'referenceId', 'Reference ID must be text.'],
    [
      'description is a list',
      validBody({ description: ['<p>x</p>'] }),
      'description',
      'Description must be text.',
    ],
  ])('words the problem when %s', (_name, body, path, message) => {
    expect(fieldsOf(read(body))).toEqual([{ path, message }]);
  });

  it("never shows zod's default English", () => {
    const bodies: unknown[] = [
      {},
      [],
      'text',
      validBody({ title: 1, locations: [1, {}], categories: [{}], salary: { amount: 'x', maxAmount: 'y' } }),
      validBody({ positionType: 'x', applicantRoutingType: 'x', status: 5, closeDate: {}, confidential: 1 }),
      validBody({
        categories: [{ id: null }],
        salary: { amount: 1, period: 'yearly', plusCommission: 'no' },
      }),
    ];
    for (const body of bodies) {
      for (const { message } of fieldsOf(read(body))) {
        expect(message).not.toMatch(/expected|received|invalid input|element\(s\)|too (big|small)/i);
        expect(message).toMatch(/^[A-Z].*\.$/);
      }
    }
  });

  it('gives the same words to a direct safeParse of the schema', () => {
    const parsed = JobCreateInputSchema.safeParse(validBody({ title: 7, locations: [] }));
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Title must be text.',
      'Add at least one location.',
    ]);
  });
});

describe('JobPatchSchema', () => {
  it('accepts an empty patch and a patch of just a title or just a status', () => {
    expect(successOf(parseWithMessages(JobPatchSchema, {}))).toEqual({});
    expect(successOf(parseWithMessages(JobPatchSchema, { title: 'Chef' }))).toEqual({ title: 'Chef' });
    expect(successOf(parseWithMessages(JobPatchSchema, { status: 'archived' }))).toEqual({
      status: 'archived',
    });
  });

  it('accepts salary null, meaning remove the salary', () => {
    expect(successOf(parseWithMessages(JobPatchSchema, { salary: null }))).toEqual({ salary: null });
  });

  it('checks only types, leaving values to the merged job', () => {
    expect(
      successOf(parseWithMessages(JobPatchSchema, { title: '', locations: [], categories: [{ id: 999 }] })),
    ).toEqual({
      title: '',
      locations: [],
      categories: [{ id: 999 }],
    });
  });

  it('rejects a wrong type with the same words as a create', () => {
    expect(fieldsOf(parseWithMessages(JobPatchSchema, { title: 7, status: 'open', locations: {} }))).toEqual([
      { path: 'title', message: 'Title must be text.' },
      { path: 'status', message: 'Status must be active, archived or draft.' },
      { path: 'locations', message: 'Locations must be a list.' },
    ]);
  });

  it('drops unknown and read-only properties', () => {
    expect(
      successOf(
        parseWithMessages(JobPatchSchema, {
          id: 1,
          employer: {},
          positionType: { id: 2, name: 'Part Time' },
        }),
      ),
    ).toEqual({ positionType: { id: 2 } });
  });
});
