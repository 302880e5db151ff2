// Finds the core the page talks to: the API key the server put in the page, and the clients on the page's own origin.
import { type AppClient, createAppClient } from '../../../src-shared/client/app-client.ts';
import { createJobBoardClient, type JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { err, ok, type Result } from '../../../src-shared/result.ts';

/** The meta element whatever serves index.html injects (browser mode's server, Electron's scheme handler). */
export const API_KEY_META_NAME = 'jobdesk-api-key';

export type CoreConnection = {
  jobBoard: JobBoardClient;
  app: AppClient;
};

/** What the page needs of its document and location (a test passes its own). */
export type PageContext = {
  document: Pick<Document, 'querySelector'>;
  href: string;
  fetch: typeof fetch;
};

/**
 * Reads the key from `<meta name="jobdesk-api-key" content="…">` and builds both clients on the page's origin
 * (`/api/v1.1` and `/app/v1`). Without the meta (a page opened some other way) the error says what to do.
 */
export function connectToCore(page: PageContext): Result<CoreConnection, string> {
  const meta = page.document.querySelector(`meta[name="${API_KEY_META_NAME}"]`);
  const apiKey = meta?.getAttribute('content')?.trim() ?? '';
  if (apiKey === '')
    return err(
      'This page was opened without the key JobDesk needs to reach its core. Open JobDesk from the app, or the address `npm run web` prints.',
    );
  const getApiKey = () => apiKey;
  return ok({
    jobBoard: createJobBoardClient({
      baseUrl: new URL('/api/v1.1', page.href).href,
      getApiKey,
      fetch: page.fetch,
    }),
    app: createAppClient({ baseUrl: new URL('/app/v1', page.href).href, getApiKey, fetch: page.fetch }),
  });
}
