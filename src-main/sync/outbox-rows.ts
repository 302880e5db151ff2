// Outbox rows re-validated when read: a row that no longer parses or cannot be right is set aside with its
// reason, never dropped in silence and never allowed to hold up the queue.
import * as z from 'zod/mini';
import { OUTBOX_OPERATIONS, OUTBOX_STATES, type OutboxRow } from '../store/outbox-repository.ts';

export const OutboxRowSchema = z.object({
  seq: z.int().check(z.positive()),
  jobId: z.int().check(z.positive()),
  employerId: z.int().check(z.positive()),
  operation: z.enum(OUTBOX_OPERATIONS),
  jobVersion: z.int().check(z.minimum(1)),
  createdAt: z.string().check(z.minLength(1)),
  attempts: z.int().check(z.minimum(0)),
  nextAttemptAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  state: z.enum(OUTBOX_STATES),
});

export type SetAsideRow = { seq: number; reason: string };

export type CheckedRows = {
  /** Rows that parse and fit the job, oldest first. */
  valid: OutboxRow[];
  /** Rows to set aside, each with the sentence that says why. */
  setAside: SetAsideRow[];
};

/**
 * Splits a job's rows (any state but `set-aside`, oldest first) into those that can be replayed and
 * those to set aside: rows that do not parse, rows of another employer, and deletes of a job that
 * still exists (ids are never reused, so such a row cannot be right).
 */
export function checkOutboxRows(
  rows: readonly OutboxRow[],
  employerId: number,
  jobExists: boolean,
): CheckedRows {
  const valid: OutboxRow[] = [];
  const setAside: SetAsideRow[] = [];
  for (const row of rows) {
    const parsed = OutboxRowSchema.safeParse(row);
    if (!parsed.success) {
      const details = parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
        .join('; ');
      setAside.push({ seq: row.seq, reason: `Set aside: this change can no longer be read (${details}).` });
    } else if (row.employerId !== employerId) {
      setAside.push({ seq: row.seq, reason: 'Set aside: this change belongs to another employer.' });
    } else if (row.operation === 'delete' && jobExists) {
      setAside.push({ seq: row.seq, reason: 'Set aside: a delete of a job that still exists.' });
    } else {
      valid.push(row);
    }
  }
  return { valid, setAside };
}
