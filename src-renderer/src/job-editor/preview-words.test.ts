import { describe, expect, it } from 'vitest';
import { closeDayInWords, howToApplyInWords } from './preview-words.ts';

describe('the preview words', () => {
  it('says how a candidate applies for each routing, and nothing while the address is empty', () => {
    expect(
      howToApplyInWords({ routing: 'email', applicationEmail: ' jobs@acme.ca ', applicationUrl: '' }),
    ).toBe('Candidates apply on the job board; applications are emailed to jobs@acme.ca.');
    expect(
      howToApplyInWords({
        routing: 'url',
        applicationEmail: 'jobs@acme.ca',
        applicationUrl: 'https://acme.ca/jobs',
      }),
    ).toBe('Candidates apply on your website: https://acme.ca/jobs');
    expect(
      howToApplyInWords({ routing: 'url', applicationEmail: 'jobs@acme.ca', applicationUrl: '' }),
    ).toBeNull();
  });

  it('writes the close day as the app writes days, the same day in every time zone', () => {
    expect(closeDayInWords('2027-03-15')).toBe('Applications close on March 15, 2027.');
    expect(closeDayInWords('2027-01-01')).toBe('Applications close on January 1, 2027.');
    expect(closeDayInWords('')).toBeNull();
    expect(closeDayInWords('not a day')).toBeNull();
  });
});
