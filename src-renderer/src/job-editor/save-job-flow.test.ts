// One Save of the editor without React or a core: what it sends in its one request (the job's changes and
// its boards), when it sends nothing, and the state it leaves the save store in.
import { describe, expect, it } from 'vitest';
import type { JobSaveRequest } from '../../../src-shared/client/app-client-job-save.ts';
import { err, ok } from '../../../src-shared/result.ts';
import { jobFromInput, validInput } from '../../../src-shared/rules/job-fixtures.testing.ts';
import type { Posting } from '../../../src-shared/schemas/boards.ts';
import type { Job } from '../../../src-shared/schemas/resources.ts';
import { createEditorSaveStore } from './editor-save-store.ts';
import { type FormErrors, NO_FORM_ERRORS } from './form-errors.ts';
import { type JobFormValues, jobToFormValues } from './form-values.ts';
import { type BoardsPlan, boardValuesNeeded, type SaveFlowParts, saveJobFlow } from './save-job-flow.ts';

const loaded: Job = jobFromInput(validInput({ title: 'Line Cook', description: '<p>Cook.</p>' }));
const loadedValues = jobToFormValues(loaded);
const posting: Posting = {
  boardId: 2,
  status: 'draft',
  boardJobId: null,
  sync: { state: 'pending', messages: [] },
};

type World = {
  parts: SaveFlowParts;
  sent: JobSaveRequest[];
  shown: JobFormValues[];
  form: { values: JobFormValues };
};

/** A form showing `values`, a core that has `current` and answers each request with `answer`. */
function world(options: {
  stored: Job | null;
  values: JobFormValues;
  current?: Job;
  boards?: BoardsPlan;
  errors?: FormErrors;
  answer?: (request: JobSaveRequest) => ReturnType<SaveFlowParts['send']>;
}): World {
  const sent: JobSaveRequest[] = [];
  const shown: JobFormValues[] = [];
  const form = { values: options.values };
  const store = createEditorSaveStore(
    options.stored,
    options.stored ? jobToFormValues(options.stored) : options.values,
  );
  const parts: SaveFlowParts = {
    store,
    readJob: async () => options.current ?? options.stored,
    currentValues: () => form.values,
    showValues: (values) => {
      form.values = values;
      shown.push(values);
    },
    check: () => options.errors ?? NO_FORM_ERRORS,
    boards: () => options.boards ?? { ok: true },
    send: async (request) => {
      sent.push(request);
      if (options.answer) return options.answer(request);
      const job: Job = {
        ...(options.stored ?? loaded),
        id: options.stored?.id ?? 41,
        title: form.values.title,
      };
      return ok({ job, postings: request.postings ? [posting] : [] });
    },
  };
  return { parts, sent, shown, form };
}

describe('one save of the editor', () => {
  it('creates a new job with its boards in one request, and is saved', async () => {
    const { parts, sent } = world({
      stored: null,
      values: { ...loadedValues, title: 'Baker' },
      boards: { ok: true, postings: [{ boardId: 2 }] },
    });
    const outcome = await saveJobFlow(parts, 'save');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      jobId: null,
      job: { title: 'Baker', status: 'draft' },
      postings: [{ boardId: 2 }],
    });
    expect(outcome).toMatchObject({ kind: 'saved', created: true, postings: [posting] });
    expect(parts.store.getState()).toMatchObject({ phase: 'saved', stored: { id: 41, title: 'Baker' } });
  });

  it('sends only the details this tab changed, and no boards when they are the core’s already', async () => {
    const { parts, sent } = world({ stored: loaded, values: { ...loadedValues, title: 'Head Cook' } });
    await saveJobFlow(parts, 'publish');
    expect(sent).toEqual([{ jobId: loaded.id, job: { title: 'Head Cook', status: 'active' } }]);
    expect(parts.store.getState().phase).toBe('saved');
  });

  it('sends the boards alone when only they changed', async () => {
    const { parts, sent } = world({
      stored: loaded,
      values: loadedValues,
      boards: { ok: true, postings: [{ boardId: 1 }] },
    });
    const outcome = await saveJobFlow(parts, 'save');
    expect(sent).toEqual([{ jobId: loaded.id, postings: [{ boardId: 1 }] }]);
    expect(outcome).toMatchObject({ kind: 'saved', postings: [posting] });
  });

  it('tells what it sent apart from what was typed while the save was on its way', async () => {
    const { parts, form } = world({
      stored: loaded,
      values: { ...loadedValues, title: 'Night Shift Welder' },
      answer: async (request) => {
        // The recruiter types on while the core answers.
        form.values = { ...form.values, title: 'Night Shift Welder URGENT' };
        return ok({ job: { ...loaded, title: request.job?.title ?? loaded.title }, postings: [] });
      },
    });
    const outcome = await saveJobFlow(parts, 'save');
    expect(outcome).toMatchObject({
      kind: 'saved',
      sentValues: { title: 'Night Shift Welder' },
      values: { title: 'Night Shift Welder' },
    });
    // The base is what the core has: the title typed since is still an edit to save.
    expect(parts.store.getState().baseline.title).toBe('Night Shift Welder');
  });

  it('sends nothing when neither the job nor its boards changed, and is saved', async () => {
    const { parts, sent } = world({ stored: loaded, values: loadedValues });
    expect(await saveJobFlow(parts, 'save')).toMatchObject({ kind: 'saved', job: loaded, postings: null });
    expect(sent).toEqual([]);
    expect(parts.store.getState().phase).toBe('saved');
  });

  it('merges a change saved on the board meanwhile and sends only this tab’s own', async () => {
    const current = { ...loaded, description: '<p>Cook, from the board.</p>' };
    const { parts, sent, shown } = world({
      stored: loaded,
      values: { ...loadedValues, title: 'Head Cook' },
      current,
    });
    await saveJobFlow(parts, 'save');
    expect(shown.at(-1)).toMatchObject({ title: 'Head Cook', description: '<p>Cook, from the board.</p>' });
    expect(sent).toEqual([{ jobId: loaded.id, job: { title: 'Head Cook' } }]);
    expect(parts.store.getState()).toMatchObject({ phase: 'saved', taken: [] });
  });

  it('sends nothing and waits in conflict when the board changed the same detail to another value', async () => {
    const current = { ...loaded, title: 'Sous Chef' };
    const { parts, sent } = world({
      stored: loaded,
      values: { ...loadedValues, title: 'Head Cook' },
      current,
    });
    expect(await saveJobFlow(parts, 'save')).toEqual({ kind: 'conflict' });
    expect(sent).toEqual([]);
    expect(parts.store.getState().phase).toBe('conflict');
    expect(await saveJobFlow(parts, 'save')).toEqual({ kind: 'not-now' });
  });

  it('fails with the core’s refusal, keeping the base it had, and can be saved again', async () => {
    const refusal: FormErrors = { fields: { title: 'Give the job a title.' }, general: [] };
    const { parts } = world({
      stored: loaded,
      values: { ...loadedValues, title: 'x' },
      answer: async () => err(refusal),
    });
    expect(await saveJobFlow(parts, 'save')).toEqual({ kind: 'refused', errors: refusal });
    expect(parts.store.getState()).toMatchObject({ phase: 'failed', stored: loaded });
    expect(parts.store.getState().saveStarted()).toBe(true);
  });

  it('fails without sending when the form’s checks refuse it', async () => {
    const errors: FormErrors = { fields: { title: 'Give the job a title.' }, general: [] };
    const { parts, sent } = world({ stored: null, values: { ...loadedValues, title: '' }, errors });
    expect(await saveJobFlow(parts, 'save')).toEqual({ kind: 'invalid', errors });
    expect(sent).toEqual([]);
    expect(parts.store.getState().phase).toBe('failed');
  });

  it('fails without sending while a board asks for values of its own', async () => {
    const { parts, sent } = world({ stored: loaded, values: loadedValues, boards: { ok: false } });
    expect(await saveJobFlow(parts, 'save')).toEqual({
      kind: 'invalid',
      errors: { fields: {}, general: [boardValuesNeeded()] },
    });
    expect(sent).toEqual([]);
  });

  it('sends one create when Save is pressed twice before the core answers', async () => {
    let answer: (() => void) | undefined;
    const { parts, sent } = world({
      stored: null,
      values: loadedValues,
      answer: (request) =>
        new Promise((resolve) => {
          answer = () =>
            resolve(ok({ job: { ...loaded, id: 7 }, postings: request.postings ? [posting] : [] }));
        }),
    });
    const first = saveJobFlow(parts, 'save');
    await Promise.resolve();
    expect(await saveJobFlow(parts, 'save')).toEqual({ kind: 'not-now' });
    answer?.();
    expect(await first).toMatchObject({ kind: 'saved', created: true });
    expect(sent).toHaveLength(1);
  });

  it('is failed, not left saving, when the request throws', async () => {
    const { parts } = world({
      stored: loaded,
      values: { ...loadedValues, title: 'Head Cook' },
      answer: async () => {
        throw new Error('the core went away');
      },
    });
    await expect(saveJobFlow(parts, 'save')).rejects.toThrow('the core went away');
    expect(parts.store.getState().phase).toBe('failed');
  });
});
