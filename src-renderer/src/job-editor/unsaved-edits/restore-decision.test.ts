import { describe, expect, it } from 'vitest';
import { jobFromInput, validInput } from '../../../../src-shared/rules/job-fixtures.testing.ts';
import { jobToFormValues } from '../form-values.ts';
import { decideRestore, jobFingerprint, restoreOfferText } from './restore-decision.ts';

const job = jobFromInput(validInput({ title: 'Line Cook' }));
const loaded = jobToFormValues(job);
const edited = { ...loaded, title: 'Line Cook (nights)' };
const entry = { values: edited, baseFingerprint: jobFingerprint(job), savedAt: 1000 };

describe('deciding whether to offer unsaved edits', () => {
  it('offers nothing without an entry', () => {
    expect(decideRestore(undefined, { job, values: loaded })).toEqual({ kind: 'nothing' });
  });

  it('offers edits made over the job the core still has', () => {
    expect(decideRestore(entry, { job, values: loaded })).toEqual({
      kind: 'offer',
      savedAt: 1000,
      changedSince: 'no',
    });
  });

  it('says when the job changed in the core since the edits began', () => {
    const changed = { ...job, closeDate: '2027-03-01T00:00:00.000Z' };
    expect(decideRestore(entry, { job: changed, values: jobToFormValues(changed) })).toMatchObject({
      changedSince: 'changed',
    });
    expect(decideRestore(entry, { job: null, values: loaded })).toMatchObject({ changedSince: 'deleted' });
  });

  it('drops an entry that holds exactly what the core has', () => {
    expect(decideRestore({ ...entry, values: loaded }, { job, values: loaded })).toEqual({
      kind: 'already-saved',
    });
  });

  it('offers a new job draft with nothing to compare', () => {
    expect(decideRestore({ ...entry, baseFingerprint: null }, undefined)).toEqual({
      kind: 'offer',
      savedAt: 1000,
      changedSince: 'no',
    });
  });

  it('words the offer', () => {
    const time = () => '14:03';
    expect(restoreOfferText({ kind: 'offer', savedAt: 1, changedSince: 'no' }, time)).toBe(
      'You have unsaved edits from 14:03.',
    );
    expect(restoreOfferText({ kind: 'offer', savedAt: 1, changedSince: 'changed' }, time)).toMatch(
      /changed since/,
    );
  });
});
