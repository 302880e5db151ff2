import { describe, expect, it } from 'vitest';
import { shownPublishDate } from './auto-refresh.ts';

const published = '2026-11-01T09:00:00.000Z';
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.parse(published) + days * day);

describe('the publish date a read shows', () => {
  it('advances an active auto-refreshed job in whole 7-day steps', () => {
    const job = { publishDate: published, autoRefresh: true, status: 'active' };
    expect(shownPublishDate(job, at(6.9))).toBe(published);
    expect(shownPublishDate(job, at(7))).toBe(at(7).toISOString());
    expect(shownPublishDate(job, at(20))).toBe(at(14).toISOString());
  });

  it('leaves a job without auto-refresh alone', () => {
    expect(shownPublishDate({ publishDate: published, autoRefresh: false, status: 'active' }, at(30))).toBe(
      published,
    );
  });

  it('leaves a draft or archived job alone', () => {
    for (const status of ['draft', 'archived']) {
      expect(shownPublishDate({ publishDate: published, autoRefresh: true, status }, at(30))).toBe(published);
    }
  });
});
