// Property-based tests of partial updates: merge-then-validate equals validating the hand-merged job,
// a one-property patch changes only that property, and an invalid patch is blamed on what it touched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../catalogs/categories.ts';
import type { JobInput } from '../schemas/job-input.ts';
import { JOB_STATUSES } from '../schemas/resources.ts';
import {
  CONTEXT,
  fieldsOf,
  jobFromInput,
  NOW,
  STORED_PUBLISH_DATE,
  successOf,
} from './job-fixtures.testing.ts';
import { STATUS_TRANSITIONS } from './status-transitions.ts';
import { validateJobCreate, validateJobUpdate } from './validate-job.ts';

type Body = Record<string, unknown>;

const PLACES = ['Moncton, NB', 'Halifax, NS', 'Toronto, ON', 'Québec, QC', 'Whitehorse, YT', 'Dieppe'];
const DESCRIPTIONS = [
  '<p>Hello</p>',
  '<p>Hi <b>there</b></p>',
  '<ul><li>One</li><li>Two</li></ul>',
  'Plain text',
];

const titleArb = fc
  .string({ minLength: 1, maxLength: 80 })
  .map((title) => title.trim())
  .filter((title) => title !== '');
const referenceIdArb = fc.stringMatching(/^[A-Z0-9-]{1,20}$/);
/** Close dates after NOW, so they are never before a publish date, stored or refreshed. */
const closeInstantArb = fc.date({
  min: new Date('2026-12-01T00:00:00Z'),
  max: new Date('2030-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const closeDateIsoArb = closeInstantArb.map((date) => date.toISOString());
/** The forms a client may send: ISO in UTC, a bare date, or a date-time with an offset. */
const closeDateTextArb = fc.oneof(
  closeDateIsoArb,
  closeInstantArb.map((date) => date.toISOString().slice(0, 10)),
  closeInstantArb.map((date) => `${date.toISOString().slice(0, 19)}-04:00`),
);
const locationsArb = fc
  .array(fc.constantFrom(...PLACES), { minLength: 1, maxLength: 3 })
  .map((places) => places.map((description) => ({ description })));
const categoriesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: CATEGORIES.length }), { minLength: 1, maxLength: 3 })
  .map((ids) => ids.map((id) => ({ id })));
const positionTypeArb = fc.integer({ min: 1, max: 5 }).map((id) => ({ id }));
const salaryArb = fc.option(
  fc
    .record({
      amount: fc.integer({ min: 0, max: 300_000 }),
      raise: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      period: fc.integer({ min: 1, max: 5 }),
      plusCommission: fc.boolean(),
    })
    .map(({ amount, raise, period, plusCommission }) => ({
      amount,
      maxAmount: raise === null ? null : amount + raise,
      period: { id: period },
      plusCommission,
    })),
  { nil: null },
);
const emailArb = fc.constantFrom('jobs@example.com', 'hr@acme.ca', 'apply+cook@resto.example.org');
const urlArb = fc.constantFrom(
  'https://example.com/careers',
  'http://acme.ca/jobs?id=7',
  'https://jobs.example.org/a/b',
);
const routingArb = fc.oneof(
  fc.record({
    applicantRoutingType: fc.constant({ id: 1 }),
    applicationEmail: emailArb,
    applicationUrl: fc.constant(null),
  }),
  fc.record({
    applicantRoutingType: fc.constant({ id: 2 }),
    applicationEmail: fc.constant(null),
    applicationUrl: urlArb,
  }),
);

/** A valid, normalized JobInput with a close date: what a stored job reads back as. */
const storedInputArb: fc.Arbitrary<JobInput> = fc
  .record({
    referenceId: fc.option(referenceIdArb, { nil: null }),
    title: titleArb,
    closeDate: closeDateIsoArb,
    confidential: fc.boolean(),
    autoRefresh: fc.boolean(),
    status: fc.constantFrom(...JOB_STATUSES),
    locations: locationsArb,
    categories: categoriesArb,
    positionType: positionTypeArb,
    salary: salaryArb,
    description: fc.constantFrom(...DESCRIPTIONS),
  })
  .chain((base) => routingArb.map((routing) => ({ ...base, ...routing })));

/** A valid patch of any subset of properties, for a stored job with this input. */
function validPatchArb(stored: JobInput): fc.Arbitrary<Body> {
  const routingPatchArb = fc.oneof(
    routingArb,
    // Only the contact detail of the stored routing type, or also the other (dropped).
    stored.applicantRoutingType.id === 1
      ? fc.record({ applicationEmail: emailArb }, { requiredKeys: [] })
      : fc.record({ applicationUrl: urlArb, applicationEmail: emailArb }, { requiredKeys: [] }),
  );
  const propertiesArb = fc.record(
    {
      referenceId: fc.oneof(referenceIdArb, fc.constant(''), fc.constant(null)),
      title: fc.oneof(
        titleArb,
        titleArb.map((title) => `  ${title} `),
      ),
      closeDate: fc.oneof(closeDateTextArb, fc.constant(null)),
      confidential: fc.boolean(),
      autoRefresh: fc.boolean(),
      status: fc.constantFrom(...STATUS_TRANSITIONS[stored.status]),
      locations: locationsArb,
      categories: categoriesArb,
      positionType: positionTypeArb,
      salary: salaryArb,
      description: fc.constantFrom(...DESCRIPTIONS),
    },
    { requiredKeys: [] },
  );
  return fc
    .tuple(propertiesArb, fc.option(routingPatchArb, { nil: undefined }))
    .map(([properties, routing]) => ({ ...properties, ...routing }));
}

/** One property (or a routing group) set to a value that breaks a rule, whatever else the patch holds. */
function invalidPieceArb(stored: JobInput): fc.Arbitrary<Body> {
  const otherRouting = stored.applicantRoutingType.id === 1 ? 2 : 1;
  const pieces: Array<fc.Arbitrary<Body>> = [
    fc.constantFrom('', '   ', 'T'.repeat(257), 7, null).map((title) => ({ title })),
    fc.constantFrom('R'.repeat(51), 5).map((referenceId) => ({ referenceId })),
    fc
      .constantFrom('soon', '2026-13-01', '2026-12-31T10:00', '2020-01-01', 5)
      .map((closeDate) => ({ closeDate })),
    fc.constantFrom({ confidential: 'yes' }, { autoRefresh: null }),
    fc
      .constantFrom(...(stored.status === 'draft' ? ['open'] : ['open', 'draft']))
      .map((status) => ({ status })),
    fc
      .constantFrom(
        [],
        PLACES.slice(0, 4).map((description) => ({ description })),
        [{ description: '' }],
        'Moncton',
      )
      .map((locations) => ({ locations })),
    fc
      .constantFrom(
        [],
        [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
        [{ id: 999 }],
        [{ id: 1 }, { id: 1 }],
        [{ id: 0 }],
      )
      .map((categories) => ({ categories })),
    fc.constantFrom({ id: 6 }, {}, null, { id: 'x' }).map((positionType) => ({ positionType })),
    fc
      .constantFrom(
        { amount: -1, period: { id: 1 } },
        { amount: 5 },
        { maxAmount: 5 },
        { amount: 5, maxAmount: 1, period: { id: 1 } },
        { amount: 5, period: { id: 9 } },
        'lots',
      )
      .map((salary) => ({ salary })),
    fc
      .constantFrom('', '<img src="x.png">', '<p onclick="x()">Hi</p>', 5)
      .map((description) => ({ description })),
    fc.constant({ applicantRoutingType: { id: 3 } }),
    // Switching routing type without the contact detail it needs: a cross-field rule.
    fc.constant({ applicantRoutingType: { id: otherRouting } }),
    fc.constant({ applicantRoutingType: { id: 1 }, applicationEmail: 'not-an-email' }),
    fc.constant({ applicantRoutingType: { id: 2 }, applicationUrl: 'www.example.com' }),
  ];
  return fc.oneof(...pieces);
}

/** A field error outside the patch is allowed only where a property the patch touched reaches by a rule. */
const CROSS_FIELD_TRIGGERS: Readonly<Record<string, ReadonlyArray<string>>> = {
  applicationEmail: ['applicantRoutingType'],
  applicationUrl: ['applicantRoutingType'],
  closeDate: ['status'],
};

function topLevelName(path: string): string {
  return path.split(/[.[]/)[0] ?? path;
}

const storedWithPatchArb = storedInputArb.chain((input) =>
  fc.tuple(fc.constant(input), validPatchArb(input)),
);

describe('validateJobUpdate, for any valid stored job', () => {
  it('gives the same job as validating the hand-merged object as a create', () => {
    fc.assert(
      fc.property(storedWithPatchArb, ([input, patch]) => {
        const updated = successOf(validateJobUpdate(jobFromInput(input), patch, CONTEXT));
        const created = successOf(validateJobCreate({ ...input, ...patch }, CONTEXT));
        expect(updated.input).toEqual(created.input);
        expect(updated.closeDate).toBe(created.input.closeDate ?? input.closeDate);
        const publishing = updated.input.status === 'active' && input.status !== 'active';
        expect(updated.publishDate).toBe(publishing ? NOW.toISOString() : STORED_PUBLISH_DATE);
      }),
    );
  });

  it('changes nothing but the title when the patch is just a title', () => {
    fc.assert(
      fc.property(storedInputArb, titleArb, (input, title) => {
        const updated = successOf(validateJobUpdate(jobFromInput(input), { title: ` ${title}  ` }, CONTEXT));
        expect(updated).toEqual({
          input: { ...input, title },
          publishDate: STORED_PUBLISH_DATE,
          closeDate: input.closeDate,
        });
      }),
    );
  });

  it('changes nothing but the status (and the publish date when publishing) when the patch is just an allowed status', () => {
    const withStatusArb = storedInputArb.chain((input) =>
      fc.tuple(fc.constant(input), fc.constantFrom(...STATUS_TRANSITIONS[input.status])),
    );
    fc.assert(
      fc.property(withStatusArb, ([input, status]) => {
        const updated = successOf(validateJobUpdate(jobFromInput(input), { status }, CONTEXT));
        const publishing = status === 'active' && input.status !== 'active';
        expect(updated).toEqual({
          input: { ...input, status },
          publishDate: publishing ? NOW.toISOString() : STORED_PUBLISH_DATE,
          closeDate: input.closeDate,
        });
      }),
    );
  });

  it('blames an invalid merged job on a property the patch touched, or on a rule that property reaches', () => {
    const invalidArb = storedInputArb.chain((input) =>
      fc
        .tuple(fc.constant(input), validPatchArb(input), invalidPieceArb(input))
        .map(([stored, valid, bad]) => {
          const patch: Body = { ...valid, ...bad };
          // A routing switch must not find its contact detail in the valid part of the patch.
          if ('applicantRoutingType' in bad && !('applicationEmail' in bad) && !('applicationUrl' in bad)) {
            delete patch.applicationEmail;
            delete patch.applicationUrl;
          }
          return [stored, patch] as const;
        }),
    );
    fc.assert(
      fc.property(invalidArb, ([input, patch]) => {
        const fields = fieldsOf(validateJobUpdate(jobFromInput(input), patch, CONTEXT));
        const touched = new Set(Object.keys(patch));
        expect(fields.length).toBeGreaterThan(0);
        for (const { path } of fields) {
          const name = topLevelName(path);
          const reached = CROSS_FIELD_TRIGGERS[name]?.some((trigger) => touched.has(trigger)) ?? false;
          expect(touched.has(name) || reached, `${path} not touched by ${JSON.stringify(patch)}`).toBe(true);
        }
      }),
    );
  });
});
