// A bulk action's answer in words: how many changed, which could not and why, a job already gone counted as deleted.
import { describe, expect, it } from 'vitest';
import type { BulkJobResult } from '../../../src-shared/schemas/job-list-view.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import {
  changedHeadline,
  changingBulkActions,
  statusesMatching,
  summarizeBulkResult,
} from './bulk-actions.ts';

const NO_TITLES = new Map<number, string>();

describe('summarizing a bulk action', () => {
  it('counts what changed and lists what could not, with the core’s reasons', () => {
    const result: BulkJobResult = {
      action: 'publish',
      changed: [
        { id: 1, title: 'Job 1' },
        { id: 2, title: 'Job 2' },
      ],
      refused: [{ id: 3, title: 'Job 3', reason: 'unchanged', messages: ['It is already active.'] }],
    };
    expect(summarizeBulkResult(result, NO_TITLES)).toEqual({
      headline: 'Published 2 jobs. 1 job could not be published:',
      refusals: ['“Job 3”: It is already published.'],
      complete: false,
    });
  });

  it('says when nothing changed', () => {
    const summary = summarizeBulkResult(
      {
        action: 'archive',
        changed: [],
        refused: [{ id: 1, title: 'Job 1', reason: 'unchanged', messages: ['It is already archived.'] }],
      },
      NO_TITLES,
    );
    expect(summary.headline).toBe('No job was archived. 1 job could not be archived:');
  });

  it('is complete when every job changed', () => {
    const summary = summarizeBulkResult(
      { action: 'delete', changed: [{ id: 1, title: 'A' }], refused: [] },
      NO_TITLES,
    );
    expect(summary).toEqual({ headline: 'Deleted 1 job.', refusals: [], complete: true });
  });

  it('counts a job already gone as deleted, but not as published', () => {
    const gone = {
      id: 7,
      title: null,
      reason: 'not-found' as const,
      messages: ['This job no longer exists.'],
    };
    expect(summarizeBulkResult({ action: 'delete', changed: [], refused: [gone] }, NO_TITLES)).toEqual({
      headline: 'Deleted 1 job.',
      refusals: [],
      complete: true,
    });
    expect(
      summarizeBulkResult({ action: 'publish', changed: [], refused: [gone] }, new Map([[7, 'Welder']]))
        .refusals,
    ).toEqual(['“Welder”: This job no longer exists.']);
  });
});

describe('a bulk action’s words in French', () => {
  it('counts with ICU plurals and puts a no-break space before the colon', async () => {
    await useFrenchUi();
    expect(changedHeadline('archive', 12)).toBe('12 postes archivés.');
    expect(changedHeadline('publish', 1)).toBe('1 poste publié.');
    const summary = summarizeBulkResult(
      {
        action: 'archive',
        changed: [{ id: 1, title: 'A' }],
        refused: [{ id: 2, title: 'Boulanger', reason: 'unchanged', messages: ['It is already archived.'] }],
      },
      NO_TITLES,
    );
    expect(summary.headline).toBe('1 poste archivé. 1 poste n’a pas pu être archivé\u00a0:');
    expect(summary.refusals).toEqual(['«\u00a0Boulanger\u00a0»\u00a0: Il est déjà archivé.']);
  });
});

describe('the bulk actions offered', () => {
  it('offers only the actions that change at least one selected job', () => {
    expect(changingBulkActions(['active', 'active'])).toEqual(['archive', 'delete']);
    expect(changingBulkActions(['archived'])).toEqual(['publish', 'delete']);
    expect(changingBulkActions(['draft'])).toEqual(['publish', 'archive', 'delete']);
    expect(changingBulkActions(['active', 'archived'])).toEqual(['publish', 'archive', 'delete']);
    expect(changingBulkActions([])).toEqual([]);
  });

  it('knows the statuses among every matching job from the tab and its counts', () => {
    const counts = { all: 7, draft: 0, active: 5, archived: 2 };
    expect(statusesMatching(counts, null)).toEqual(['active', 'archived']);
    expect(statusesMatching(counts, 'active')).toEqual(['active']);
    expect(statusesMatching(counts, 'draft')).toEqual([]);
  });
});
