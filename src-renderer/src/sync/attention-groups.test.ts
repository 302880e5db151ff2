import { describe, expect, it } from 'vitest';
import type { AttentionJob } from '../../../src-shared/schemas/attention.ts';
import { attentionActionWords, groupAttentionJobs, nothingNeedsAttentionWords } from './attention-groups.ts';

const job = (jobId: number, reason: AttentionJob['reason'], at: string): AttentionJob => ({
  jobId,
  title: `Job ${jobId}`,
  reason,
  messages: [],
  at,
});

describe('groupAttentionJobs', () => {
  it('groups by reason in a fixed order, newest first, leaving out empty groups', () => {
    const groups = groupAttentionJobs([
      job(1, 'missing-on-remote', '2026-11-25T10:00:00Z'),
      job(2, 'refused', '2026-11-25T09:00:00Z'),
      job(3, 'refused', '2026-11-25T11:00:00Z'),
    ]);
    expect(groups.map((group) => [group.reason, group.jobs.map((one) => one.jobId)])).toEqual([
      ['refused', [3, 2]],
      ['missing-on-remote', [1]],
    ]);
  });

  it('offers each group its own ways out, the next step first (Edit for a refusal, which Retry alone would repeat)', () => {
    const groups = groupAttentionJobs([
      job(1, 'refused', 'a'),
      job(2, 'needs-credit', 'a'),
      job(3, 'missing-on-remote', 'a'),
    ]);
    expect(groups.map((group) => group.actions)).toEqual([
      ['edit', 'retry', 'discard'],
      ['retry', 'discard'],
      ['republish', 'remove-here'],
    ]);
    expect(groups[1]?.explanation).toContain('The board needs job credit to publish this job');
  });

  it('offers a delete held back on the board its two choices, delete it there too first, after conflicts', () => {
    const groups = groupAttentionJobs([
      job(1, 'refused', 'a'),
      job(2, 'delete-held', 'a'),
      job(3, 'conflict', 'a'),
    ]);
    expect(groups.map((group) => group.reason)).toEqual(['conflict', 'delete-held', 'refused']);
    const held = groups[1];
    expect(held?.actions.map((action) => attentionActionWords(action, undefined))).toEqual([
      'Delete it on the board too',
      'Leave it on the board',
    ]);
    // The board's message names the job found there: the group adds nothing to it.
    expect(held?.explanation).toBeNull();
  });

  it('is empty when nothing needs the recruiter', () => {
    expect(groupAttentionJobs([])).toEqual([]);
  });

  it('offers to put a draft gone from the board back, and to publish again a job that was published', () => {
    expect(attentionActionWords('republish', 'draft')).toBe('Put back on the job board');
    expect(attentionActionWords('republish', 'active')).toBe('Publish again');
    expect(attentionActionWords('republish', undefined)).toBe('Publish again');
  });

  it('offers to change the Reference ID when the board refused it alone, and to edit otherwise', () => {
    const taken = [
      { path: 'referenceId', message: 'The Reference ID “REQ-1” is already used on this job board.' },
    ];
    expect(attentionActionWords('edit', 'active', taken)).toBe('Change the Reference ID');
    expect(attentionActionWords('edit', 'active', [...taken, { path: 'title', message: 'Too long.' }])).toBe(
      'Edit',
    );
    expect(attentionActionWords('edit', 'active')).toBe('Edit');
    // Remove here says what goes: the job, with one board; that board's posting, with several.
    expect(attentionActionWords('remove-here', 'draft')).toBe('Delete the job here');
    expect(attentionActionWords('remove-here', 'active', [], 'West')).toBe('Remove the West posting');
  });
});

describe('an empty Needs attention', () => {
  it('says every change was accepted or is on its way when a board is set up', () => {
    expect(nothingNeedsAttentionWords(true)).toBe(
      'Nothing needs your attention: every change was accepted or is on its way.',
    );
  });

  it('says no change goes anywhere yet, and where refusals will show, without a board', () => {
    const words = nothingNeedsAttentionWords(false);
    expect(words).not.toMatch(/accepted|on its way/);
    expect(words).toContain('Once a job board is connected in Settings');
  });
});
