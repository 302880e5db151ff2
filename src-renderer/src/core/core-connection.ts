// Finds the core the page talks to: the API key the desktop app put in the page, or browser mode's session
// cookie, and the clients on the page's own origin.
import { type AppClient, createAppClient } from '../../../src-shared/client/app-client.ts';
import { createJobBoardClient, type JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { API_KEY_META_NAME } from './api-key-meta.ts';

export { API_KEY_META_NAME };

export type CoreConnection = {
  jobBoard: JobBoardClient;
  app: AppClient;
  /**
   * Whether the jobs list this page first showed was read before the page started (the first paint's answer,
   * first-paint/early-list.ts): the event stream's first opening then has the jobs read again.
   */
  listReadEarly(): boolean;
};

/** What the page needs of its document and location (a test passes its own). */
export type PageContext = {
  document: Pick<Document, 'querySelector'>;
  href: string;
  fetch: typeof fetch;
  /** Whether the first list answer was read before the page started (absent: never). */
  listReadEarly?: () => boolean;
};

/**
 * Builds both clients on the page's origin (`/api/v1.1` and `/app/v1`). The desktop app gives the key in
 * `<meta name="jobdesk-api-key" content="…">`, sent as the API-Key header; browser mode serves the page
 * only to a browser with its session cookie, which the same-origin requests carry (no key in the page).
 */
export function connectToCore(page: PageContext): CoreConnection {
  const meta = page.document.querySelector(`meta[name="${API_KEY_META_NAME}"]`);
  const apiKey = meta?.getAttribute('content')?.trim() || null;
  const getApiKey = () => apiKey;
  return {
    jobBoard: createJobBoardClient({
      baseUrl: new URL('/api/v1.1', page.href).href,
      getApiKey,
      fetch: page.fetch,
    }),
    app: createAppClient({ baseUrl: new URL('/app/v1', page.href).href, getApiKey, fetch: page.fetch }),
    listReadEarly: page.listReadEarly ?? (() => false),
  };
}
