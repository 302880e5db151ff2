import { describe, expect, it } from 'vitest';
import { BUILT_IN_JOB_CATALOGS, JobCreateInputSchema } from '../schemas/job-input.ts';
import { incompleteDraftMessage, missingDraftDetails, readJobOrDraft } from './draft-details.ts';
import { validBody, validInput } from './job-fixtures.testing.ts';

const read = (body: unknown) => readJobOrDraft(JobCreateInputSchema, BUILT_IN_JOB_CATALOGS, body);
const titleOnly = { title: 'Line Cook', applicantRoutingType: { id: 1 } };

describe('missingDraftDetails', () => {
  it('finds nothing missing in a job the board takes', () => {
    expect(missingDraftDetails(validBody())).toEqual([]);
  });

  it('names every detail a title-only draft lacks, in the order of the editor', () => {
    expect(missingDraftDetails(titleOnly)).toEqual([
      'locations',
      'categories',
      'positionType',
      'applicationEmail',
      'description',
    ]);
  });

  it('counts a description with no text, a blank email and an empty list as missing', () => {
    const body = validBody({ description: '<p> </p>', applicationEmail: '  ', categories: [] });
    expect(missingDraftDetails(body)).toEqual(['categories', 'applicationEmail', 'description']);
  });

  it('asks for the application URL, not the email, when candidates apply on a website', () => {
    const body = validBody({ applicantRoutingType: { id: 2 }, applicationEmail: null });
    expect(missingDraftDetails(body)).toEqual(['applicationUrl']);
  });

  it('does not count a wrong value as missing: an email that is not one, an unknown category', () => {
    const body = validBody({ applicationEmail: 'not an email', categories: [{ id: 99_999 }] });
    expect(missingDraftDetails(body)).toEqual([]);
  });
});

describe('readJobOrDraft', () => {
  it('reads a complete job as the board does, nothing missing', () => {
    expect(read(validBody())).toEqual({ ok: true, value: { input: validInput(), missing: [] } });
  });

  it('keeps a title-only draft with every missing detail empty', () => {
    const answer = read(titleOnly);
    expect(answer.ok && answer.value.missing).toHaveLength(5);
    expect(answer.ok && answer.value.input).toMatchObject({
      title: 'Line Cook',
      status: 'draft',
      locations: [],
      categories: [],
      positionType: null,
      applicationEmail: null,
      description: '',
    });
  });

  it('still refuses a draft without a title', () => {
    const answer = read({ applicantRoutingType: { id: 1 } });
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error.fields.map((field) => field.path)).toContain('title');
  });

  it('refuses what a draft holds that the board would refuse, and only that', () => {
    const answer = read({
      ...titleOnly,
      applicationEmail: 'not an email',
      salary: { amount: -5, period: { id: 1 } },
    });
    expect(!answer.ok && answer.error.fields.map((field) => field.path).sort()).toEqual([
      'applicationEmail',
      'salary.amount',
    ]);
  });

  it('refuses to publish a half-done job, naming each missing detail as the board does', () => {
    const answer = read({ ...validBody({ positionType: null, description: '' }), status: 'active' });
    expect(!answer.ok && answer.error.fields.map((field) => field.path)).toEqual(
      expect.arrayContaining(['positionType.id', 'description']),
    );
  });
});

describe('incompleteDraftMessage', () => {
  it('lists what to add in words a recruiter reads', () => {
    expect(incompleteDraftMessage(['positionType'])).toBe(
      'This draft waits until it is complete: add a position type.',
    );
    expect(incompleteDraftMessage(['locations', 'positionType', 'description'])).toBe(
      'This draft waits until it is complete: add a location, a position type and a description.',
    );
  });
});
