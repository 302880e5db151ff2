// Loads the UI's words and makes a language the UI's, the page's `lang` with it, and the desktop menu's.
// Each language has two catalogs, both compiled ahead (@lingui/vite-plugin; scripts/first-screen-catalog.ts):
// the first screen's, only the messages the code the page's entry imports statically can show, loaded before
// the first render; and the whole catalog, loaded once the first screen has settled. Every part loaded later
// waits for the whole one (`wholeCatalogLoaded`, through core/load-part.ts), so none shows a message id. A page
// opened on another screen than the list (all lazily loaded) activates the whole catalog at once (main.tsx).
// Only the active language's catalogs are fetched. French brings dayjs's French (Canada) locale along with its
// whole catalog: Mantine's date pickers (never on the first screen) read their month and day names from it.
import { i18n, type Messages } from '@lingui/core';
import type { AppLanguage } from '../../../src-shared/i18n/app-language.ts';
import { showLanguageToShell } from './desktop-shell.ts';
import { loadWithRetries } from './load-with-retries.ts';
import { pageLang } from './ui-language.ts';

// One import per language, spelled out: the bundler makes each its own chunk.
async function firstScreenCatalogOf(language: AppLanguage): Promise<Messages> {
  if (language === 'en') return (await import('../../locales/en/messages.po?first-screen')).messages;
  return (await import('../../locales/fr/messages.po?first-screen')).messages;
}

async function wholeCatalogOf(language: AppLanguage): Promise<Messages> {
  if (language === 'en') return (await import('../../locales/en/messages.po')).messages;
  const [catalog] = await Promise.all([
    import('../../locales/fr/messages.po'),
    // Registers 'fr-ca' with dayjs (a side effect of the module): the pickers ask for it by name.
    import('dayjs/locale/fr-ca'),
  ]);
  return catalog.messages;
}

/** Each language's whole catalog once asked for: fetched once, tried again after a failure. */
const wholeCatalogs = new Map<AppLanguage, Promise<Messages>>();
/** The language whose first-screen catalog is active until its whole catalog is in; none otherwise. */
let firstScreenOnly: AppLanguage | undefined;
/** Its whole catalog being added, once asked for. */
let completing: Promise<void> | undefined;

function wholeCatalog(language: AppLanguage): Promise<Messages> {
  let loading = wholeCatalogs.get(language);
  if (loading === undefined) {
    loading = loadWithRetries(() => wholeCatalogOf(language));
    // A catalog that could not be fetched is asked for again by the next part that needs it.
    loading.catch(() => wholeCatalogs.delete(language));
    wholeCatalogs.set(language, loading);
  }
  return loading;
}

/** Makes `language` the UI's with its whole catalog (a language chosen in Settings). */
export async function activateLanguage(language: AppLanguage, page: Document = document): Promise<void> {
  const messages = await wholeCatalog(language);
  firstScreenOnly = undefined;
  completing = undefined;
  show(language, messages, page);
}

/**
 * Makes `language` the UI's with its first-screen catalog: enough for what the entry's own code shows. Its
 * whole catalog follows when `wholeCatalogLoaded` is first called (after the first screen, or by a part).
 */
export async function activateFirstScreenLanguage(
  language: AppLanguage,
  page: Document = document,
): Promise<void> {
  const messages = await firstScreenCatalogOf(language);
  firstScreenOnly = language;
  completing = undefined;
  show(language, messages, page);
}

/**
 * Resolves once the active language's whole catalog is in, fetching it now if it was not asked for yet; at
 * once when no first-screen catalog is active (after a choice in Settings, or in a test that loads its own).
 * Rejects when it could not be fetched after a few tries; the next call tries again.
 */
export function wholeCatalogLoaded(): Promise<void> {
  const language = firstScreenOnly;
  if (language === undefined) return Promise.resolve();
  completing ??= wholeCatalog(language).then(
    (whole) => {
      if (firstScreenOnly !== language) return;
      // Added to the active language's messages: Lingui re-renders what shows them, and no word changes.
      i18n.load(language, whole);
      firstScreenOnly = undefined;
    },
    (error: unknown) => {
      completing = undefined;
      throw error;
    },
  );
  return completing;
}

function show(language: AppLanguage, messages: Messages, page: Document): void {
  // `locales`: the numbers in messages (a plural's #) as Canada writes them, as format.ts's are.
  i18n.loadAndActivate({ locale: language, locales: [pageLang(language)], messages });
  page.documentElement.lang = pageLang(language);
  showLanguageToShell(globalThis, language);
}
