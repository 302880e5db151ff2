// Loads the catalog of one language (compiled ahead by @lingui/vite-plugin: only that language's chunk is
// fetched) and makes it the UI's, the page's `lang` with it, and the desktop menu's. French brings dayjs's
// French (Canada) locale along, which Mantine's date pickers read their month and day names from; English,
// dayjs's own, costs nothing more.
import { i18n } from '@lingui/core';
import type { AppLanguage } from '../../../src-shared/i18n/app-language.ts';
import { showLanguageToShell } from './desktop-shell.ts';
import { pageLang } from './ui-language.ts';

async function catalogOf(language: AppLanguage) {
  // One import per language, spelled out: the bundler makes each its own chunk.
  if (language === 'en') return (await import('../../locales/en/messages.po')).messages;
  const [catalog] = await Promise.all([
    import('../../locales/fr/messages.po'),
    // Registers 'fr-ca' with dayjs (a side effect of the module): the pickers ask for it by name.
    import('dayjs/locale/fr-ca'),
  ]);
  return catalog.messages;
}

export async function activateLanguage(language: AppLanguage, page: Document = document): Promise<void> {
  // `locales`: the numbers in messages (a plural's #) as Canada writes them, as format.ts's are.
  i18n.loadAndActivate({
    locale: language,
    locales: [pageLang(language)],
    messages: await catalogOf(language),
  });
  page.documentElement.lang = pageLang(language);
  showLanguageToShell(globalThis, language);
}
