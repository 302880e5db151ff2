// The values a job's history keeps (history.ts: lists and the salary as compact text) read back as the
// values a job holds.
import * as z from 'zod/mini';
import type { MergedProperty } from '../schemas/conflicts.ts';
import type { HistoryValue } from '../schemas/history.ts';

/**
 * The history's compact form of a property's value back in the shape JobInput and a request body hold
 * (lists from their text, ids as objects, the salary from its stored JSON): so one set of words serves
 * both, and a value the history kept can be restored as an edit. A value of a shape not known is returned
 * as it is (a request then refuses it).
 */
export function historyValueToInput(property: MergedProperty, value: HistoryValue): unknown {
  switch (property) {
    case 'locations':
      return typeof value === 'string'
        ? value
            .split('; ')
            .filter((part) => part !== '')
            .map((description) => ({ description }))
        : value;
    case 'categories':
      return typeof value === 'string'
        ? value
            .split(',')
            .filter((part) => part.trim() !== '')
            .map((id) => ({ id: Number(id) }))
        : value;
    case 'positionType':
    case 'applicantRoutingType':
      return typeof value === 'number' ? { id: value } : value;
    case 'salary': {
      if (typeof value !== 'string') return value;
      const stored = StoredSalarySchema.safeParse(safeJson(value));
      if (!stored.success) return value;
      const { periodId, ...rest } = stored.data;
      return { ...rest, period: { id: periodId } };
    }
    default:
      return value;
  }
}

const StoredSalarySchema = z.object({
  amount: z.number(),
  maxAmount: z.nullable(z.number()),
  periodId: z.number(),
  plusCommission: z.boolean(),
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
