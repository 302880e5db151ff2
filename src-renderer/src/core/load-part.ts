// The one way the page loads its own code later (a dynamic import): tried again after a failure, since in
// browser mode the core that serves the code may be restarting, and ready only once the UI's whole catalog is
// in too (the first screen starts with its own messages only: activate-language.ts), so that nothing loaded
// later ever shows a message id. Every dynamic import of the page's code goes through here
// (tests/i18n/first-screen-catalog.test.ts checks it).
import { wholeCatalogLoaded } from './activate-language.ts';
import { loadWithRetries } from './load-with-retries.ts';

/** A part's code, tried again after a failure (a core restarting), resolved once the whole catalog is in too. */
export async function loadPart<Loaded>(load: () => Promise<Loaded>): Promise<Loaded> {
  const [part] = await Promise.all([loadWithRetries(load), wholeCatalogLoaded()]);
  return part;
}
