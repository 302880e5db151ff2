// The menu's words in the UI's language, from the UI's own catalogs (src-renderer/locales, compiled when
// imported by @lingui/vite-plugin, in the main build as in the tests): the menu and the page say the same.
import { setupI18n } from '@lingui/core';
import { messages as english } from '../../src-renderer/locales/en/messages.po';
import { messages as french } from '../../src-renderer/locales/fr/messages.po';
import type { AppLanguage } from '../../src-shared/i18n/app-language.ts';
import type { MessageDescriptor } from '../../src-shared/keyboard/message-descriptor.ts';

export type Translate = (message: MessageDescriptor) => string;

export function menuTranslator(language: AppLanguage): Translate {
  const i18n = setupI18n({ locale: language, messages: { en: english, fr: french } });
  // A message missing from a catalog shows its English source (`lingui check missing` keeps French complete).
  return (message) => i18n._(message);
}
