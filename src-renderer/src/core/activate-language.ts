// Loads the catalog of one language (compiled ahead by @lingui/vite-plugin: only that language's chunk is
// fetched) and makes it the UI's, the page's `lang` with it, and the desktop menu's.
import { i18n } from '@lingui/core';
import type { AppLanguage } from '../../../src-shared/i18n/app-language.ts';
import { showLanguageToShell } from './desktop-shell.ts';
import { pageLang } from './ui-language.ts';

async function catalogOf(language: AppLanguage) {
  // One import per language, spelled out: the bundler makes each its own chunk.
  return language === 'fr'
    ? (await import('../../locales/fr/messages.po')).messages
    : (await import('../../locales/en/messages.po')).messages;
}

export async function activateLanguage(language: AppLanguage, page: Document = document): Promise<void> {
  i18n.loadAndActivate({ locale: language, messages: await catalogOf(language) });
  page.documentElement.lang = pageLang(language);
  showLanguageToShell(globalThis, language);
}
