// The status transitions of api-decisions.md, every pair of statuses.
import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../schemas/resources.ts';
import { canTransition, isPublishing, STATUS_TRANSITIONS, transitionMessage } from './status-transitions.ts';

describe('canTransition', () => {
  it.each([
    ['draft', 'active', true],
    ['draft', 'archived', true],
    ['active', 'archived', true],
    ['archived', 'active', true],
    ['draft', 'draft', true],
    ['active', 'active', true],
    ['archived', 'archived', true],
    ['active', 'draft', false],
    ['archived', 'draft', false],
  ] as const)('%s to %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('lists a rule for every status', () => {
    expect(Object.keys(STATUS_TRANSITIONS).sort()).toEqual([...JOB_STATUSES].sort());
  });

  it('says why a job cannot go back to draft', () => {
    expect(transitionMessage('archived', 'draft')).toBe(
      'A job that has been archived cannot go back to draft.',
    );
  });
});

describe('isPublishing', () => {
  it('is publishing when a draft or an archived job becomes active, and only then', () => {
    const publishing = JOB_STATUSES.flatMap((from) => JOB_STATUSES.map((to) => [from, to] as const)).filter(
      ([from, to]) => isPublishing(from, to),
    );
    expect(publishing).toEqual([
      ['archived', 'active'],
      ['draft', 'active'],
    ]);
  });
});
