import { describe, expect, it } from 'vitest';
import type { JobListRow } from '../../../src-shared/schemas/job-list-view.ts';
import { rowsInPlace } from './rows-in-place.ts';

function row(id: number, status: JobListRow['status'], publishDate: string | null = null): JobListRow {
  return {
    id,
    title: `Job ${id}`,
    referenceId: null,
    status,
    publishDate,
    closeDate: null,
    confidential: false,
    locations: [],
    sync: { jobId: id, state: 'synced', messages: [], remoteId: null, pendingChanges: 0 },
    boardStatus: null,
    boards: [],
    findings: 0,
  };
}

describe('the rows kept in place after a bulk action', () => {
  it('keeps the order the recruiter saw though a Publish sorted the published jobs to the top', () => {
    const pinned = [row(1, 'active'), row(2, 'draft'), row(3, 'active')];
    const fresh = [row(2, 'active', '2026-12-06T09:00:00.000Z'), row(1, 'active'), row(3, 'active')];
    const shown = rowsInPlace(pinned, fresh, {
      action: 'publish',
      changed: [{ id: 2, title: 'Job 2' }],
      refused: [],
    });
    expect(shown.map((each) => each.id)).toEqual([1, 2, 3]);
    expect(shown[1]).toBe(fresh[0]);
  });

  it('keeps the archived rows in the Active tab, shown archived, and drops the deleted ones', () => {
    const pinned = [row(1, 'active'), row(2, 'active'), row(3, 'active')];
    const archived = rowsInPlace(pinned, [row(3, 'active')], {
      action: 'archive',
      changed: [
        { id: 1, title: 'Job 1' },
        { id: 2, title: 'Job 2' },
      ],
      refused: [],
    });
    expect(archived.map((each) => [each.id, each.status])).toEqual([
      [1, 'archived'],
      [2, 'archived'],
      [3, 'active'],
    ]);
    const deleted = rowsInPlace(pinned, [row(3, 'active')], {
      action: 'delete',
      changed: [{ id: 1, title: 'Job 1' }],
      refused: [],
    });
    expect(deleted.map((each) => each.id)).toEqual([2, 3]);
  });

  it('shows a draft published out of the Draft tab dated when the core published it, its change waiting to be sent', () => {
    const pinned = [
      {
        ...row(1, 'draft'),
        boards: [{ boardId: 1, name: 'Job board', status: 'draft' as const, syncState: 'synced' as const }],
      },
    ];
    const [shown] = rowsInPlace(pinned, [], {
      action: 'publish',
      changed: [{ id: 1, title: 'Job 1' }],
      refused: [],
      restorableUntil: '2026-12-06T12:00:05.000Z',
    });
    expect(shown).toMatchObject({
      status: 'active',
      publishDate: '2026-12-06T12:00:00.000Z',
      sync: { state: 'pending', pendingChanges: 1 },
      boards: [{ status: 'active', syncState: 'pending' }],
    });
  });

  it('keeps a never-published draft archived out of its tab without a publish date', () => {
    const [shown] = rowsInPlace([row(1, 'draft')], [], {
      action: 'archive',
      changed: [{ id: 1, title: 'Job 1' }],
      refused: [],
      restorableUntil: '2026-12-06T12:00:05.000Z',
    });
    expect(shown).toMatchObject({ status: 'archived', publishDate: null, sync: { state: 'pending' } });
  });

  it('shows a row pushed off the page as it was, and rows new to the page only once the pin ends', () => {
    const pinned = [row(1, 'draft'), row(2, 'active')];
    const shown = rowsInPlace(pinned, [row(9, 'active'), row(1, 'archived')], undefined);
    expect(shown.map((each) => [each.id, each.status])).toEqual([
      [1, 'archived'],
      [2, 'active'],
    ]);
  });
});
