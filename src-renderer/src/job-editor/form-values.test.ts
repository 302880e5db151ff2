import { describe, expect, it } from 'vitest';
import { jobFromInput, validInput } from '../../../src-shared/rules/job-fixtures.testing.ts';
import { GENERATED_REFERENCE_ID_PREFIX } from '../../../src-shared/rules/reference-id.ts';
import { validateJobCreate } from '../../../src-shared/rules/validate-job.ts';
import { addLocalDays, localDateOf } from './close-date.ts';
import {
  formAfterSave,
  formValuesToJobBody,
  jobToFormValues,
  newJobDefaults,
  newJobFormValues,
} from './form-values.ts';

const NOW = new Date(2026, 10, 22, 15, 30);
const counting = (count: number) => Uint8Array.from({ length: count }, (_, index) => index);

describe('the editor form values', () => {
  it('starts a new job with a generated Reference ID and a close date 60 days ahead', () => {
    const defaults = newJobDefaults(NOW, counting);
    expect(defaults.referenceId.startsWith(GENERATED_REFERENCE_ID_PREFIX)).toBe(true);
    expect(defaults.referenceId).toBe('JD-0123456789');
    expect(defaults.closeDate).toBe('2027-01-21');
  });

  it('reads a job into the form and sends back the same job', () => {
    const job = jobFromInput(
      validInput({
        referenceId: 'COOK-1',
        locations: [{ description: 'Moncton, NB' }, { description: 'Halifax, NS' }],
        categories: [{ id: 12 }, { id: 9 }],
        salary: { amount: 52000, maxAmount: 61000, period: { id: 1 }, plusCommission: true },
        confidential: true,
        autoRefresh: true,
      }),
    );
    const values = jobToFormValues(job);
    expect(values).toMatchObject({
      referenceId: 'COOK-1',
      locations: ['Moncton, NB', 'Halifax, NS'],
      categories: ['12', '9'],
      positionType: '1',
      salary: 52000,
      maxSalary: 61000,
      payPeriod: '1',
      plusCommission: true,
      routing: 'email',
    });
    const body = formValuesToJobBody(values, 'draft', job);
    // An untouched close date keeps the job's own instant: saving changes nothing nobody changed.
    expect(body.closeDate).toBe(job.closeDate);
    expect(body).toMatchObject({
      referenceId: 'COOK-1',
      salary: { amount: 52000, maxAmount: 61000, period: { id: 1 }, plusCommission: true },
      categories: [{ id: 12 }, { id: 9 }],
      applicationUrl: null,
    });
  });

  it('closes a picked day at its end where the recruiter is, so today is accepted by the core rules', () => {
    const today = localDateOf(NOW);
    const values = {
      ...newJobFormValues({ referenceId: 'R-1', closeDate: today }),
      title: 'Cook',
      locations: ['Moncton, NB'],
      categories: ['12'],
      positionType: '1',
      description: '<p>Hi</p>',
      applicationEmail: 'jobs@example.com',
    };
    const body = formValuesToJobBody(values, 'active');
    expect(localDateOf(new Date(body.closeDate ?? ''))).toBe(today);
    expect(validateJobCreate(body, { now: NOW }).ok).toBe(true);
    const yesterday = { ...values, closeDate: addLocalDays(today, -1) };
    expect(validateJobCreate(formValuesToJobBody(yesterday, 'active'), { now: NOW }).ok).toBe(false);
  });

  it('sends no salary when both amounts are empty, and only the contact of the chosen routing', () => {
    const values = {
      ...newJobFormValues({ referenceId: 'R-1', closeDate: '2027-01-01' }),
      routing: 'url' as const,
      applicationEmail: 'left@example.com',
      applicationUrl: ' https://example.com/jobs ',
    };
    const body = formValuesToJobBody(values, 'draft');
    expect(body.salary).toBeNull();
    expect(body.applicantRoutingType).toEqual({ id: 2 });
    expect(body.applicationEmail).toBeNull();
    expect(body.applicationUrl).toBe('https://example.com/jobs');
    expect(body).not.toHaveProperty('positionType');
  });

  it('keeps after a save what was typed while it was on its way, and takes the core’s copy of the rest', () => {
    const sent = {
      ...newJobFormValues(newJobDefaults(NOW, counting)),
      title: 'Night Welder ',
      locations: ['Moncton, NB'],
    };
    // The core trimmed the title; meanwhile the recruiter added a location.
    const saved = { ...sent, title: 'Night Welder' };
    const now = { ...sent, locations: ['Moncton, NB', 'Halifax, NS'] };
    expect(formAfterSave(sent, saved, now)).toEqual({ ...saved, locations: ['Moncton, NB', 'Halifax, NS'] });
    // Nothing typed since: the form is the core's copy.
    expect(formAfterSave(sent, saved, sent)).toEqual(saved);
    // A detail typed since, even back to what the core has, stays as typed.
    const retyped = { ...sent, title: 'Night Welder URGENT' };
    expect(formAfterSave(sent, saved, retyped).title).toBe('Night Welder URGENT');
  });
});
