import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../src-main/store/outbox-repository.ts';
import { checkOutboxRows } from '../../src-main/sync/index.ts';

function row(overrides: Partial<OutboxRow> = {}): OutboxRow {
  return {
    seq: 1,
    jobId: 5,
    employerId: 1,
    operation: 'update',
    jobVersion: 2,
    createdAt: '2026-03-02T09:00:00.000Z',
    notBefore: null,
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    lastErrorFields: [],
    state: 'pending',
    ...overrides,
  };
}

describe('outbox rows re-validated when read', () => {
  it('keeps rows that parse, in order', () => {
    const rows = [row({ seq: 1, operation: 'create' }), row({ seq: 2 })];
    expect(checkOutboxRows(rows, 1, true)).toEqual({ valid: rows, setAside: [] });
    const deleteRow = row({ seq: 3, operation: 'delete' });
    expect(checkOutboxRows([deleteRow], 1, false).valid).toEqual([deleteRow]);
  });

  it('sets aside, with the reason, a row that no longer parses', () => {
    const checked = checkOutboxRows(
      [row({ seq: 1, jobVersion: 0 }), row({ seq: 2, operation: 'rename' as OutboxRow['operation'] })],
      1,
      true,
    );
    expect(checked.valid).toEqual([]);
    expect(checked.setAside.map((aside) => aside.seq)).toEqual([1, 2]);
    expect(checked.setAside[0]?.reason).toMatch(
      /^Set aside: this change can no longer be read \(jobVersion: /,
    );
    expect(checked.setAside[1]?.reason).toContain('operation');
  });

  it('sets aside a row of another employer and a delete of a live job', () => {
    const checked = checkOutboxRows(
      [row({ seq: 2, employerId: 2 }), row({ seq: 3, operation: 'delete' })],
      1,
      true,
    );
    expect(checked.setAside).toEqual([
      { seq: 2, reason: 'Set aside: this change belongs to another employer.' },
      { seq: 3, reason: 'Set aside: a delete of a job that still exists.' },
    ]);
  });
});
