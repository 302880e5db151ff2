// The app's views as hash routes (#/jobs, #/jobs/new, #/jobs/42, #/jobs/new?duplicate=42, #/drafts,
// #/attention, #/settings, #/templates, #/jobs/new?template=7, #/jobs/42/history).
// Views live in the hash, never in the path: the built page loads its files relative to index.html.

export type Route =
  | { name: 'jobs' }
  /** `fromTemplate`: the whole-job template the new job starts from (absent: none). */
  | { name: 'new-job'; duplicateOf: number | null; fromTemplate?: number }
  | { name: 'edit-job'; jobId: number }
  | { name: 'drafts' }
  | { name: 'attention' }
  | { name: 'settings' }
  | { name: 'templates' }
  | { name: 'job-history'; jobId: number };

const JOB_ID = /^[1-9]\d{0,9}$/;

function parseId(text: string | null | undefined): number | null {
  if (text == null || !JOB_ID.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** The app's home, the jobs list: a page opened with no hash is given this one. */
export const HOME_HASH = '#/jobs';

/** The route a location hash names; anything unknown is the jobs list. */
export function parseRoute(hash: string): Route {
  const text = hash.replace(/^#/, '');
  const [path = '', search = ''] = text.split('?', 2);
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments[0] === 'drafts' && segments.length === 1) return { name: 'drafts' };
  if (segments[0] === 'attention' && segments.length === 1) return { name: 'attention' };
  if (segments[0] === 'settings' && segments.length === 1) return { name: 'settings' };
  if (segments[0] === 'templates' && segments.length === 1) return { name: 'templates' };
  if (segments[0] === 'jobs' && segments[2] === 'history' && segments.length === 3) {
    const jobId = parseId(segments[1]);
    if (jobId !== null) return { name: 'job-history', jobId };
  }
  if (segments[0] === 'jobs' && segments.length === 2) {
    if (segments[1] === 'new') {
      const params = new URLSearchParams(search);
      const fromTemplate = parseId(params.get('template'));
      return {
        name: 'new-job',
        duplicateOf: parseId(params.get('duplicate')),
        ...(fromTemplate === null ? {} : { fromTemplate }),
      };
    }
    const jobId = parseId(segments[1]);
    if (jobId !== null) return { name: 'edit-job', jobId };
  }
  return { name: 'jobs' };
}

/** The hash (with its `#`) of a route; `parseRoute(formatRoute(r))` is `r`. */
export function formatRoute(route: Route): string {
  switch (route.name) {
    case 'jobs':
      return HOME_HASH;
    case 'drafts':
      return '#/drafts';
    case 'attention':
      return '#/attention';
    case 'settings':
      return '#/settings';
    case 'templates':
      return '#/templates';
    case 'job-history':
      return `#/jobs/${route.jobId}/history`;
    case 'edit-job':
      return `#/jobs/${route.jobId}`;
    case 'new-job':
      if (route.fromTemplate !== undefined) return `#/jobs/new?template=${route.fromTemplate}`;
      return route.duplicateOf === null ? '#/jobs/new' : `#/jobs/new?duplicate=${route.duplicateOf}`;
  }
}
