import { describe, expect, it } from 'vitest';
import { shownPublishDate } from './publish-date.ts';

const DAY = '2026-12-06T09:00:00.000Z';

describe('the publish date a job shows', () => {
  it('is the board’s date for a published job, whatever its history says', () => {
    expect(shownPublishDate('active', DAY, { createdHere: true, wasActive: false })).toBe(DAY);
  });

  it('is none for a draft, though the board dates a draft the day it was made', () => {
    expect(shownPublishDate('draft', DAY, { createdHere: false, wasActive: true })).toBeNull();
  });

  it('is none for a job created here and archived without ever being published', () => {
    expect(shownPublishDate('archived', DAY, { createdHere: true, wasActive: false })).toBeNull();
  });

  it('stays for an archived job that was published, or that came from the board already archived', () => {
    expect(shownPublishDate('archived', DAY, { createdHere: true, wasActive: true })).toBe(DAY);
    expect(shownPublishDate('archived', DAY, { createdHere: false, wasActive: false })).toBe(DAY);
  });
});
