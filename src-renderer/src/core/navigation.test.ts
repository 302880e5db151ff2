// Navigating writes the route's hash, or replaces the history entry when asked.
import { describe, expect, it } from 'vitest';
import { navigateTo } from './navigation.ts';

function fakeLocation() {
  const replaced: string[] = [];
  return { location: { hash: '#/jobs', replace: (url: string) => replaced.push(url) }, replaced };
}

describe('navigateTo', () => {
  it('writes the route’s hash, a new history entry', () => {
    const { location, replaced } = fakeLocation();
    navigateTo(location, { name: 'edit-job', jobId: 42 });
    expect(location.hash).toBe('#/jobs/42');
    expect(replaced).toEqual([]);
  });

  it('replaces the current entry when asked, leaving the hash to the browser', () => {
    const { location, replaced } = fakeLocation();
    navigateTo(location, { name: 'new-job', duplicateOf: 7 }, { replace: true });
    expect(replaced).toEqual(['#/jobs/new?duplicate=7']);
    expect(location.hash).toBe('#/jobs');
  });

  it('goes nowhere when the page has left the view it was asked from', () => {
    const { location, replaced } = fakeLocation();
    navigateTo(location, { name: 'edit-job', jobId: 42 }, { replace: true, onlyFrom: '#/jobs/new' });
    expect(replaced).toEqual([]);
    navigateTo(location, { name: 'edit-job', jobId: 42 }, { replace: true, onlyFrom: '#/jobs' });
    expect(replaced).toEqual(['#/jobs/42']);
  });
});
