import { describe, expect, it } from 'vitest';
import { jobFromInput, validInput } from '../../../src-shared/rules/job-fixtures.testing.ts';
import type { Job } from '../../../src-shared/schemas/resources.ts';
import { jobToFormValues } from './form-values.ts';
import {
  changedSinceBase,
  changedUnderneath,
  decideConflict,
  type EditorBase,
  partialUpdateBody,
  rebaseOnSaved,
  takenSentence,
} from './merge-saved-job.ts';

const loaded: Job = jobFromInput(
  validInput({
    title: 'Line Cook',
    closeDate: '2026-12-15T09:00:00.000Z',
    salary: { amount: 18, maxAmount: null, period: { id: 2 }, plusCommission: false },
    description: '<p>Old description</p>',
  }),
);
const base: EditorBase = { job: loaded, values: jobToFormValues(loaded) };
const savedElsewhere = (changes: Partial<Job>): Job => ({ ...loaded, ...changes });

describe('what the editor sends', () => {
  it('names only the properties this tab changed since it loaded the job', () => {
    const mine = { ...base.values, title: 'Head Cook', salary: 19 as const };
    expect(changedSinceBase(base, mine, 'draft')).toEqual(['title', 'salary']);
  });

  it('names nothing for a job opened and saved untouched, its close date kept to the instant', () => {
    expect(changedSinceBase(base, base.values, 'draft')).toEqual([]);
  });

  it('counts the status a Publish gives as a change', () => {
    expect(changedSinceBase(base, base.values, 'active')).toEqual(['status']);
  });

  it('counts a cleared position type as a change, not as the loaded one', () => {
    expect(changedSinceBase(base, { ...base.values, positionType: '' }, 'draft')).toEqual(['positionType']);
  });

  it('builds a partial update of the changed properties alone', () => {
    const mine = { ...base.values, title: 'Head Cook' };
    expect(partialUpdateBody(mine, 'active', loaded, ['title', 'status'])).toEqual({
      title: 'Head Cook',
      status: 'active',
    });
  });
});

describe('a version saved underneath the editor', () => {
  it('is noticed when a property differs, not when the same job comes back', () => {
    expect(changedUnderneath(base, savedElsewhere({ title: 'Sous Chef' }))).toBe(true);
    expect(changedUnderneath(base, savedElsewhere({ publishDate: '2026-11-23T10:00:00.000Z' }))).toBe(false);
  });

  it('does not count the editor normalising the description on load as anyone’s change', () => {
    const normalised: EditorBase = {
      ...base,
      values: { ...base.values, description: '<p>Old description</p>\n' },
    };
    expect(changedUnderneath(normalised, savedElsewhere({ title: 'Line Cook' }))).toBe(false);
    const mine = { ...normalised.values, description: '<p>Mine</p>' };
    const rebase = rebaseOnSaved(normalised, mine, savedElsewhere({ title: 'Sous Chef' }));
    expect(rebase.conflicts).toEqual([]);
    expect(rebase.values.description).toBe('<p>Mine</p>');
  });

  it('replaces every input of a tab without edits by the saved version', () => {
    const theirs = savedElsewhere({ title: 'Sous Chef', description: '<p>New description</p>' });
    const rebase = rebaseOnSaved(base, base.values, theirs);
    expect(rebase.values).toEqual(jobToFormValues(theirs));
    expect(rebase.taken).toEqual(['title', 'description']);
    expect(rebase.conflicts).toEqual([]);
    expect(rebase.base.job).toBe(theirs);
  });

  it('keeps this tab’s change and takes theirs to a property this tab did not touch', () => {
    const mine = { ...base.values, description: '<p>Mine</p>' };
    const rebase = rebaseOnSaved(base, mine, savedElsewhere({ title: 'Sous Chef' }));
    expect(rebase.values.title).toBe('Sous Chef');
    expect(rebase.values.description).toBe('<p>Mine</p>');
    expect(rebase.taken).toEqual(['title']);
    // Measured from the new base, only this tab's own change is left to send.
    expect(changedSinceBase(rebase.base, rebase.values, 'draft')).toEqual(['description']);
  });

  it('takes the salary inputs together, as the one property the board replaces whole', () => {
    const theirs = savedElsewhere({
      salary: {
        amount: 20,
        maxAmount: 24,
        period: (loaded.salary as NonNullable<Job['salary']>).period,
        plusCommission: true,
      },
    });
    const rebase = rebaseOnSaved(base, { ...base.values, title: 'Head Cook' }, theirs);
    expect(rebase.values).toMatchObject({
      title: 'Head Cook',
      salary: 20,
      maxSalary: 24,
      plusCommission: true,
    });
  });

  it('combines a salary part changed here with another saved underneath, and sends the combined salary', () => {
    const period = (loaded.salary as NonNullable<Job['salary']>).period;
    const theirs = savedElsewhere({ salary: { amount: 18, maxAmount: 24, period, plusCommission: false } });
    const rebase = rebaseOnSaved(base, { ...base.values, salary: 19 }, theirs);
    expect(rebase.conflicts).toEqual([]);
    expect(rebase.values).toMatchObject({ salary: 19, maxSalary: 24, payPeriod: '2' });
    expect(rebase.taken).toEqual(['salary']);
    expect(changedSinceBase(rebase.base, rebase.values, 'draft')).toEqual(['salary']);
  });

  it('keeps a place added here and one added underneath, this tab’s first', () => {
    const theirs = savedElsewhere({
      locations: [...loaded.locations, { id: 9, name: 'Halifax', description: 'Halifax, NS', type: 'Town' }],
    });
    const mine = { ...base.values, locations: [...base.values.locations, 'Toronto, ON'] };
    const rebase = rebaseOnSaved(base, mine, theirs);
    expect(rebase.conflicts).toEqual([]);
    expect(rebase.values.locations).toEqual(['Moncton, NB', 'Toronto, ON', 'Halifax, NS']);
  });

  it('asks when the same property changed on both sides, keeping this tab’s value until decided', () => {
    const mine = { ...base.values, title: 'Head Cook' };
    const rebase = rebaseOnSaved(base, mine, savedElsewhere({ title: 'Sous Chef' }));
    expect(rebase.conflicts).toEqual([{ property: 'title', mine: 'Head Cook', theirs: 'Sous Chef' }]);
    expect(rebase.values.title).toBe('Head Cook');
    expect(decideConflict(rebase.values, rebase.base, 'title', 'theirs').title).toBe('Sous Chef');
    expect(decideConflict(rebase.values, rebase.base, 'title', 'mine').title).toBe('Head Cook');
  });

  it('does not ask when both sides made the same change', () => {
    const mine = { ...base.values, title: 'Sous Chef' };
    const rebase = rebaseOnSaved(base, mine, savedElsewhere({ title: 'Sous Chef' }));
    expect(rebase.conflicts).toEqual([]);
    expect(changedSinceBase(rebase.base, rebase.values, 'draft')).toEqual([]);
  });
});

describe('what the editor says after taking a saved version', () => {
  it('names the details taken under the editor’s labels', () => {
    expect(takenSentence(['title'])).toBe(
      'Title now shows the version saved elsewhere; your own changes are kept.',
    );
    expect(takenSentence(['title', 'closeDate', 'description'])).toBe(
      'Title, Close date and Description now show the version saved elsewhere; your own changes are kept.',
    );
  });
});
