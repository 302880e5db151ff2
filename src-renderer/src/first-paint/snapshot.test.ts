import { describe, expect, it } from 'vitest';
import {
  type FirstPaintSnapshot,
  listRequestPath,
  localDay,
  parseSnapshot,
  snapshotFits,
} from './snapshot.ts';

const SNAPSHOT: FirstPaintSnapshot = {
  version: 1,
  build: 'http://127.0.0.1:5180/assets/index-abc.js',
  listUrl: '/app/v1/jobs?page=1&pageSize=25',
  listBody: '{"data":[]}',
  hash: '#/jobs',
  day: '2027-02-04',
  htmlAttributes: [
    ['lang', 'fr-CA'],
    ['data-mantine-color-scheme', 'light'],
  ],
  html: '<div>Postes</div>',
  rows: 0,
};
const LAUNCH = { build: SNAPSHOT.build, hash: '#/jobs', day: '2027-02-04', lang: 'fr-CA' };

describe('the first paint’s snapshot', () => {
  it('reads back what was kept', () => {
    expect(parseSnapshot(JSON.stringify(SNAPSHOT))).toEqual(SNAPSHOT);
  });

  it('reads nothing from no snapshot, a broken one, an older version or one that lists something else', () => {
    expect(parseSnapshot(null)).toBeNull();
    expect(parseSnapshot('{"version":1,')).toBeNull();
    expect(parseSnapshot(JSON.stringify({ ...SNAPSHOT, version: 0 }))).toBeNull();
    expect(parseSnapshot(JSON.stringify({ ...SNAPSHOT, html: 7 }))).toBeNull();
    expect(parseSnapshot(JSON.stringify({ ...SNAPSHOT, hash: undefined }))).toBeNull();
    expect(parseSnapshot(JSON.stringify({ ...SNAPSHOT, rows: -1 }))).toBeNull();
    expect(parseSnapshot(JSON.stringify({ ...SNAPSHOT, listUrl: '/app/v1/settings' }))).toBeNull();
    expect(parseSnapshot(JSON.stringify({ ...SNAPSHOT, htmlAttributes: [['lang']] }))).toBeNull();
  });

  it('fits a launch of the same build, on the same view, on the same day, in the same language only', () => {
    expect(snapshotFits(SNAPSHOT, LAUNCH)).toBe(true);
    expect(snapshotFits(SNAPSHOT, { ...LAUNCH, build: 'http://127.0.0.1:5180/assets/index-new.js' })).toBe(
      false,
    );
    expect(snapshotFits(SNAPSHOT, { ...LAUNCH, hash: '#/jobs/42' })).toBe(false);
    expect(snapshotFits(SNAPSHOT, { ...LAUNCH, day: '2027-02-05' })).toBe(false);
    expect(snapshotFits(SNAPSHOT, { ...LAUNCH, lang: 'en-CA' })).toBe(false);
  });

  it('names the local day', () => {
    expect(localDay(new Date(2027, 1, 4, 23, 59))).toBe('2027-02-04');
  });

  it('keeps a list request by its path and query, on the page’s own scheme and host only', () => {
    const page = 'http://127.0.0.1:5180/?token=x#/jobs';
    expect(listRequestPath('http://127.0.0.1:5180/app/v1/jobs?page=2', page)).toBe('/app/v1/jobs?page=2');
    expect(listRequestPath('http://127.0.0.1:5181/app/v1/jobs', page)).toBeNull();
    expect(listRequestPath('http://127.0.0.1:5180/app/v1/jobs/attention', page)).toBeNull();
    expect(listRequestPath('jobdesk://app/app/v1/jobs?q=a', 'jobdesk://app/index.html')).toBe(
      '/app/v1/jobs?q=a',
    );
  });
});
