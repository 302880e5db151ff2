// Cases for the rows of the interface document's Errors table and the limits of api-decisions.md: each
// refused body is a 400 whose field errors name the field, so a form can show the message under it.
import { describe, expect, it } from 'vitest';
import {
  type ApiTarget,
  clientFor,
  createJob,
  expectFieldError,
  expectJob,
  send,
  uniqueToken,
  validJobBody,
} from '../../helpers/index.ts';

type RefusedBody = [label: string, overrides: Record<string, unknown>, paths: string[]];

const ERRORS_TABLE_ROWS: RefusedBody[] = [
  ['title is missing', { title: undefined }, ['title']],
  ['locations is missing', { locations: undefined }, ['locations']],
  ['categories is missing', { categories: undefined }, ['categories']],
  ['positionType is missing', { positionType: undefined }, ['positionType', 'positionType.id']],
  ['positionType.id is missing', { positionType: {} }, ['positionType.id']],
  ['description is missing', { description: undefined }, ['description']],
  [
    'applicantRoutingType is missing',
    { applicantRoutingType: undefined },
    ['applicantRoutingType', 'applicantRoutingType.id'],
  ],
  ['applicantRoutingType.id is missing', { applicantRoutingType: {} }, ['applicantRoutingType.id']],
  ['locations is empty', { locations: [] }, ['locations']],
  [
    'locations has 4 items',
    {
      locations: [
        { description: 'Moncton, NB' },
        { description: 'Halifax, NS' },
        { description: 'Fredericton, NB' },
        { description: 'Truro, NS' },
      ],
    },
    ['locations'],
  ],
  ['categories is empty', { categories: [] }, ['categories']],
  ['categories has 4 items', { categories: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] }, ['categories']],
  ['routing is 1 and applicationEmail is missing', { applicationEmail: undefined }, ['applicationEmail']],
  [
    'routing is 2 and applicationUrl is missing',
    { applicantRoutingType: { id: 2 }, applicationEmail: undefined },
    ['applicationUrl'],
  ],
  [
    'salary.amount is given without a period',
    { salary: { amount: 40_000 } },
    ['salary.period.id', 'salary.period'],
  ],
  ['salary.period.id is missing', { salary: { amount: 40_000, period: {} } }, ['salary.period.id']],
];

const LIMIT_AND_RULE_ROWS: RefusedBody[] = [
  ['title is 257 characters', { title: 't'.repeat(257) }, ['title']],
  ['title is blank', { title: '   ' }, ['title']],
  ['referenceId is 51 characters', { referenceId: 'r'.repeat(51) }, ['referenceId']],
  ['applicationEmail is not an address', { applicationEmail: 'not-an-email' }, ['applicationEmail']],
  [
    'applicationEmail is 51 characters',
    { applicationEmail: `${'a'.repeat(39)}@example.com` },
    ['applicationEmail'],
  ],
  [
    'applicationUrl has no http(s) scheme',
    { applicantRoutingType: { id: 2 }, applicationUrl: 'www.example.com/jobs' },
    ['applicationUrl'],
  ],
  [
    'applicationUrl is ftp',
    { applicantRoutingType: { id: 2 }, applicationUrl: 'ftp://example.com/jobs' },
    ['applicationUrl'],
  ],
  [
    'applicationUrl is 201 characters',
    { applicantRoutingType: { id: 2 }, applicationUrl: `https://example.com/${'p'.repeat(181)}` },
    ['applicationUrl'],
  ],
  [
    'routing type is 3',
    { applicantRoutingType: { id: 3 } },
    ['applicantRoutingType.id', 'applicantRoutingType'],
  ],
  ['category id is unknown', { categories: [{ id: 999 }] }, ['categories[0].id', 'categories[0]']],
  ['a category is repeated', { categories: [{ id: 2 }, { id: 2 }] }, ['categories[1].id', 'categories[1]']],
  ['position type id is unknown', { positionType: { id: 9 } }, ['positionType.id', 'positionType']],
  ['salary period id is 6', { salary: { amount: 10, period: { id: 6 } } }, ['salary.period.id']],
  ['salary amount is negative', { salary: { amount: -1, period: { id: 1 } } }, ['salary.amount']],
  [
    'salary maxAmount is below amount',
    { salary: { amount: 50_000, maxAmount: 40_000, period: { id: 1 } } },
    ['salary.maxAmount'],
  ],
  [
    'salary maxAmount has no amount',
    { salary: { maxAmount: 40_000, period: { id: 1 } } },
    ['salary.maxAmount', 'salary.amount'],
  ],
  ['title is a number', { title: 42 }, ['title']],
  ['confidential is a string', { confidential: 'yes' }, ['confidential']],
  ['locations is an object', { locations: { description: 'Moncton, NB' } }, ['locations']],
  ['a location has no description', { locations: [{}] }, ['locations[0].description', 'locations[0]']],
  [
    'the second location is not a Canadian location',
    { locations: [{ description: 'Moncton, NB' }, { description: 'Springfield, ZZ' }] },
    ['locations[1].description'],
  ],
  [
    'two locations are the same place, spelled with and without accents',
    { locations: [{ description: 'Montréal, QC' }, { description: 'Montreal, QC' }] },
    ['locations[1].description'],
  ],
  [
    'applicationUrl is only a scheme',
    { applicantRoutingType: { id: 2 }, applicationUrl: 'https://' },
    ['applicationUrl'],
  ],
  [
    'two locations are the same place',
    { locations: [{ description: 'Moncton, NB' }, { description: 'moncton, nb' }] },
    ['locations[1].description'],
  ],
];

/** `named`: the tag the message must name (api-decisions.md: "the message names the tag"). */
const DESCRIPTION_ROWS: Array<[label: string, description: string, named: string | null]> = [
  ['a script tag', '<p>Hi</p><script>alert(1)</script>', 'script'],
  ['an img tag', '<p>Hi <img src="https://example.com/a.png"></p>', 'img'],
  ['a span tag', '<p><span>Hi</span></p>', 'span'],
  ['an h1 tag', '<h1>Hi</h1>', 'h1'],
  ['a class attribute on p', '<p class="lead">Hi</p>', null],
  ['a style attribute on strong', '<p><strong style="color:red">Hi</strong></p>', null],
  ['an a tag without href', '<p><a target="_blank">Apply</a></p>', null],
  [
    'an a tag with an onclick attribute',
    '<p><a href="https://example.com" onclick="x()">Apply</a></p>',
    null,
  ],
  ['a javascript: link', '<p><a href="javascript:alert(1)">Apply</a></p>', null],
  ['an HTML comment', '<p>Hi</p><!-- note -->', null],
  ['a CDATA section', '<p>Hi</p><![CDATA[x]]>', null],
  [
    'a target outside _blank _self _parent _top',
    '<p><a href="https://example.com" target="evil">Apply</a></p>',
    null,
  ],
  ['a data: link', '<p><a href="data:text/html,hi">Apply</a></p>', null],
  ['100,001 characters', `<p>${'x'.repeat(100_001 - 7)}</p>`, null],
  ['only whitespace and empty tags', '<p> </p><br>', null],
];

export function defineValidationCases(getTarget: () => ApiTarget): void {
  describe('rejected job bodies', () => {
    it.each(ERRORS_TABLE_ROWS)('answers 400 naming the field when %s', async (_label, overrides, paths) => {
      const answer = await send(getTarget(), {
        method: 'POST',
        path: '/jobs',
        json: validJobBody(overrides),
      });
      expectFieldError(answer, paths);
    });

    it.each(LIMIT_AND_RULE_ROWS)('answers 400 naming the field when %s', async (_label, overrides, paths) => {
      const answer = await send(getTarget(), {
        method: 'POST',
        path: '/jobs',
        json: validJobBody(overrides),
      });
      expectFieldError(answer, paths);
    });

    it.each(DESCRIPTION_ROWS)(
      'answers 400 naming the description when it has %s',
      async (_label, description, named) => {
        const answer = await send(getTarget(), {
          method: 'POST',
          path: '/jobs',
          json: validJobBody({ description }),
        });
        const field = expectFieldError(answer, 'description');
        if (named !== null) expect(field.message.toLowerCase()).toContain(named);
      },
    );

    it('lists every problem of a body at once, each on its own field', async () => {
      const answer = await send(getTarget(), {
        method: 'POST',
        path: '/jobs',
        json: { title: '', locations: [], categories: [], description: '<p>Hi</p>' },
      });
      for (const path of ['title', 'locations', 'categories']) expectFieldError(answer, path);
    });

    it('accepts the limits themselves: a 256-character title, a 50-character referenceId, 3 locations and 3 categories', async () => {
      const referenceId = `${uniqueToken('lim')}${'r'.repeat(35)}`;
      const answer = await send(getTarget(), {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({
          title: 't'.repeat(256),
          referenceId,
          locations: [
            { description: 'Moncton, NB' },
            { description: 'Halifax, NS' },
            { description: 'Regina, SK' },
          ],
          categories: [{ id: 1 }, { id: 2 }, { id: 3 }],
          applicationEmail: `${'a'.repeat(38)}@example.com`,
        }),
      });
      const job = expectJob(answer, 201);
      expect(job.title).toHaveLength(256);
      expect(job.referenceId).toHaveLength(50);
      expect(job.locations).toHaveLength(3);
      expect(job.categories).toHaveLength(3);
    });

    it('accepts a salary of 0 and a maxAmount equal to the amount', async () => {
      const job = await createJob(
        getTarget(),
        validJobBody({ salary: { amount: 0, maxAmount: 0, period: { id: 3 } } }),
      );
      expect(job.salary).toMatchObject({
        amount: 0,
        maxAmount: 0,
        period: { id: 3, name: 'Weekly', unit: 'week' },
      });
    });

    it('drops the application URL sent with routing type 1, and the email sent with routing type 2', async () => {
      const target = getTarget();
      const byEmail = await createJob(target, validJobBody({ applicationUrl: 'https://example.com/apply' }));
      expect(byEmail.applicationUrl).toBeNull();
      const byUrl = await createJob(
        target,
        validJobBody({ applicantRoutingType: { id: 2 }, applicationUrl: 'https://example.com/apply' }),
      );
      expect(byUrl).toMatchObject({ applicationEmail: null, applicationUrl: 'https://example.com/apply' });
    });

    it('reads tag names case-insensitively in the description', async () => {
      const job = await createJob(
        getTarget(),
        validJobBody({ description: '<P>Hi <STRONG>there</STRONG></P>' }),
      );
      expect(job.description).toContain('there');
    });

    it('accepts every allowed tag and a link with href and target in the description', async () => {
      const description =
        '<div><p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i><br></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<p><a href="https://example.com/x" target="_blank">link</a> <a href="mailto:hr@example.com">mail</a> &amp; more</p></div>';
      const job = await createJob(getTarget(), validJobBody({ description }));
      expect(job.description).toBe(description);
    });
  });

  describe('locations', () => {
    it('resolves a city given alone when exactly one known place has that name', async () => {
      const job = await createJob(getTarget(), validJobBody({ locations: [{ description: 'moncton' }] }));
      expect(job.locations).toEqual([
        { id: expect.any(Number), name: 'Moncton', description: 'Moncton, NB', type: 'Town' },
      ]);
    });

    it('reads the province code in any case and writes the known spelling', async () => {
      const job = await createJob(
        getTarget(),
        validJobBody({ locations: [{ description: 'montreal, qc' }] }),
      );
      expect(job.locations[0]).toMatchObject({ name: 'Montréal', description: 'Montréal, QC', type: 'Town' });
    });

    it('answers 400 listing the candidates when a city alone is in several provinces', async () => {
      const target = getTarget();
      const found = await clientFor(target).searchLocations('Richmond');
      const candidates = (found.ok ? found.value : [])
        .filter((location) => location.name === 'Richmond')
        .map((location) => location.description);
      expect(candidates.length).toBeGreaterThan(1);
      const answer = await send(target, {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({ locations: [{ description: 'Richmond' }] }),
      });
      const field = expectFieldError(answer, 'locations[0].description');
      for (const candidate of candidates) expect(field.message).toContain(candidate);
    });

    it('answers 400 listing both candidates once "Springfield" is known in two provinces', async () => {
      const target = getTarget();
      await createJob(target, validJobBody({ locations: [{ description: 'Springfield, MB' }] }));
      await createJob(target, validJobBody({ locations: [{ description: 'Springfield, NS' }] }));
      const answer = await send(target, {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({ locations: [{ description: 'Springfield' }] }),
      });
      const field = expectFieldError(answer, 'locations[0].description');
      expect(field.message).toContain('Springfield, MB');
      expect(field.message).toContain('Springfield, NS');
    });

    it('finds exactly 20 places for a q that starts more than 20 names', async () => {
      const found = await clientFor(getTarget(), null).searchLocations('sa');
      expect(found.ok && found.value.length).toBe(20);
    });

    it('answers 400 to a city alone that is not a known place', async () => {
      const answer = await send(getTarget(), {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({ locations: [{ description: uniqueToken('Nowhere') }] }),
      });
      expectFieldError(answer, 'locations[0].description');
    });

    it('accepts an unknown "Nowhereville, ON" and adds it to the places /locations finds', async () => {
      const target = getTarget();
      const job = await createJob(target, validJobBody({ locations: [{ description: 'Nowhereville, ON' }] }));
      expect(job.locations).toEqual([
        { id: expect.any(Number), name: 'Nowhereville', description: 'Nowhereville, ON', type: 'Town' },
      ]);
      const found = await clientFor(target, null).searchLocations('nowherev');
      expect(found.ok && found.value).toContainEqual(job.locations[0]);
      const alone = await createJob(target, validJobBody({ locations: [{ description: 'Nowhereville' }] }));
      expect(alone.locations[0]?.description).toBe('Nowhereville, ON');
    });
  });
}
