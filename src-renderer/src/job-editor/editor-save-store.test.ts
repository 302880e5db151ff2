// The editor's save, merge and conflict states without React: every transition of the save store, from
// editing to saving, saved, merged with a version saved elsewhere, in conflict, and failed.
import { describe, expect, it } from 'vitest';
import { jobFromInput, validInput } from '../../../src-shared/rules/job-fixtures.testing.ts';
import type { Job } from '../../../src-shared/schemas/resources.ts';
import { createEditorSaveStore, selectCanSave } from './editor-save-store.ts';
import { jobToFormValues } from './form-values.ts';

const loaded: Job = jobFromInput(
  validInput({
    title: 'Line Cook',
    salary: { amount: 18, maxAmount: 22, period: { id: 2 }, plusCommission: false },
    description: '<p>Old description</p>',
  }),
);
const loadedValues = jobToFormValues(loaded);
const elsewhere = (changes: Partial<Job>): Job => ({ ...loaded, ...changes });
const phases = (store: ReturnType<typeof createEditorSaveStore>) => {
  const seen: string[] = [];
  store.subscribe((state, previous) => {
    if (state.phase !== previous.phase) seen.push(state.phase);
  });
  return seen;
};

describe('the editor’s save store', () => {
  it('starts editing from the job as loaded, with nothing taken and nothing to decide', () => {
    const state = createEditorSaveStore(loaded, loadedValues).getState();
    expect(state).toMatchObject({ phase: 'editing', stored: loaded, baseline: loadedValues, taken: [] });
    expect(state.conflicts).toEqual([]);
    expect(selectCanSave(state)).toBe(true);
  });

  it('goes saving then saved, taking the saved job as the base its next edits are measured from', () => {
    const store = createEditorSaveStore(loaded, loadedValues);
    const seen = phases(store);
    expect(store.getState().saveStarted()).toBe(true);
    expect(selectCanSave(store.getState())).toBe(false);
    const saved = elsewhere({ title: 'Head Cook' });
    store.getState().saveSucceeded(saved, jobToFormValues(saved));
    expect(seen).toEqual(['saving', 'saved']);
    expect(store.getState()).toMatchObject({ stored: saved, baseline: { title: 'Head Cook' } });
  });

  it('refuses a second save while one is on its way, so a create is never sent twice', () => {
    const store = createEditorSaveStore(null, loadedValues);
    expect(store.getState().saveStarted()).toBe(true);
    expect(store.getState().saveStarted()).toBe(false);
    expect(store.getState().phase).toBe('saving');
  });

  it('goes failed when the save is refused, and can be saved again', () => {
    const store = createEditorSaveStore(loaded, loadedValues);
    store.getState().saveStarted();
    store.getState().saveFailed();
    expect(store.getState()).toMatchObject({ phase: 'failed', stored: loaded });
    expect(store.getState().saveStarted()).toBe(true);
  });

  it('merges the board’s change to a detail this tab did not touch, keeping the tab’s own edit', () => {
    const store = createEditorSaveStore(loaded, loadedValues);
    const mine = { ...loadedValues, title: 'Head Cook' };
    const theirs = elsewhere({ description: '<p>New from the board</p>' });
    const met = store.getState().metSaved(theirs, mine, true);
    expect(met).toEqual({
      values: { ...mine, description: '<p>New from the board</p>' },
      conflicts: false,
    });
    expect(store.getState()).toMatchObject({ phase: 'merged', stored: theirs, taken: ['description'] });
    expect(store.getState().descriptionResetKey).not.toBe('initial');
  });

  it('merges a salary by its parts: the tab’s low end and the board’s high end both kept', () => {
    const store = createEditorSaveStore(loaded, loadedValues);
    const mine = { ...loadedValues, salary: 19 as const };
    const theirs = elsewhere({ salary: loaded.salary && { ...loaded.salary, maxAmount: 25 } });
    const met = store.getState().metSaved(theirs, mine, true);
    expect(met?.conflicts).toBe(false);
    expect(met?.values).toMatchObject({ salary: 19, maxSalary: 25 });
    expect(store.getState().phase).toBe('merged');
  });

  it('shows a version saved elsewhere to a tab without edits and says nothing was taken', () => {
    const store = createEditorSaveStore(loaded, loadedValues);
    const met = store.getState().metSaved(elsewhere({ title: 'Sous Chef' }), loadedValues, false);
    expect(met?.values.title).toBe('Sous Chef');
    expect(store.getState().taken).toEqual([]);
  });

  it('notices nothing when the same job comes back', () => {
    const store = createEditorSaveStore(loaded, loadedValues);
    expect(store.getState().metSaved(elsewhere({}), loadedValues, false)).toBeNull();
    expect(store.getState().phase).toBe('editing');
  });

  it('goes into conflict when the same detail changed both here and there, and refuses to save until decided', () => {
    const store = createEditorSaveStore(loaded, loadedValues);
    const mine = { ...loadedValues, title: 'Head Cook' };
    store.getState().saveStarted();
    const met = store.getState().metSaved(elsewhere({ title: 'Sous Chef' }), mine, true);
    expect(met).toEqual({ values: mine, conflicts: true });
    expect(store.getState().phase).toBe('conflict');
    expect(store.getState().conflicts).toEqual([
      { property: 'title', mine: 'Head Cook', theirs: 'Sous Chef' },
    ]);
    store.getState().saveFailed();
    expect(store.getState().phase).toBe('conflict');
    expect(store.getState().saveStarted()).toBe(false);
  });

  it('leaves the conflict as merged once every detail is decided, taking theirs into the form when chosen', () => {
    const store = createEditorSaveStore(loaded, loadedValues);
    const mine = { ...loadedValues, title: 'Head Cook', description: '<p>Mine</p>' };
    store.getState().metSaved(elsewhere({ title: 'Sous Chef', description: '<p>Theirs</p>' }), mine, true);
    expect(store.getState().conflicts.map((conflict) => conflict.property)).toEqual(['title', 'description']);
    const afterTitle = store.getState().conflictDecided('title', 'mine', mine);
    expect(afterTitle.title).toBe('Head Cook');
    expect(store.getState().phase).toBe('conflict');
    const key = store.getState().descriptionResetKey;
    const decided = store.getState().conflictDecided('description', 'theirs', afterTitle);
    expect(decided).toMatchObject({ title: 'Head Cook', description: '<p>Theirs</p>' });
    expect(store.getState().phase).toBe('merged');
    expect(store.getState().descriptionResetKey).not.toBe(key);
    expect(selectCanSave(store.getState())).toBe(true);
  });

  it('keeps saving when a version met on the way merges without conflict', () => {
    const store = createEditorSaveStore(loaded, loadedValues);
    store.getState().saveStarted();
    store.getState().metSaved(elsewhere({ confidential: !loaded.confidential }), loadedValues, false);
    expect(store.getState().phase).toBe('saving');
  });

  it('does not count the description’s input normalising the loaded text as an edit', () => {
    const store = createEditorSaveStore(loaded, loadedValues);
    store.getState().descriptionNormalized('<p>Old description</p>\n', loadedValues.description);
    expect(store.getState().baseline.description).toBe('<p>Old description</p>\n');
    store.getState().descriptionNormalized('<p>typed</p>', '<p>something the recruiter typed</p>');
    expect(store.getState().baseline.description).toBe('<p>Old description</p>\n');
  });
});
