// Hash routes parse to views and back.
import { describe, expect, it } from 'vitest';
import { formatRoute, parseRoute, type Route } from './routes.ts';

describe('hash routes', () => {
  it.each<[string, Route]>([
    ['#/jobs', { name: 'jobs' }],
    ['', { name: 'jobs' }],
    ['#/jobs/new', { name: 'new-job', duplicateOf: null }],
    ['#/jobs/new?duplicate=12', { name: 'new-job', duplicateOf: 12 }],
    ['#/jobs/42', { name: 'edit-job', jobId: 42 }],
    ['#/drafts', { name: 'drafts' }],
    ['#/attention', { name: 'attention' }],
    ['#/settings', { name: 'settings' }],
    ['#/templates', { name: 'templates' }],
    ['#/jobs/new?template=7', { name: 'new-job', duplicateOf: null, fromTemplate: 7 }],
    ['#/jobs/42/history', { name: 'job-history', jobId: 42 }],
  ])('reads %s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
    if (hash !== '') expect(formatRoute(route)).toBe(hash);
  });

  it.each([
    '#/jobs/0',
    '#/jobs/-1',
    '#/jobs/abc',
    '#/jobs/99999999999',
    '#/nowhere',
    '#/jobs/4/extra',
    '#/jobs/x/history',
  ])('sends an unknown or malformed hash %s to the jobs list', (hash) => {
    expect(parseRoute(hash)).toEqual({ name: 'jobs' });
  });

  it('ignores a duplicate id that is not a job id', () => {
    expect(parseRoute('#/jobs/new?duplicate=x')).toEqual({ name: 'new-job', duplicateOf: null });
  });
});
