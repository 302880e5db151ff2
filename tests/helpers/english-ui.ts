// The renderer's words go through Lingui: a test that builds them speaks the source language (English) unless
// it loads another catalog itself (`useFrenchUi` below). Without an active language Lingui throws.
import { i18n } from '@lingui/core';
import { beforeEach } from 'vitest';

export async function useFrenchUi(): Promise<void> {
  const { messages } = await import('../../src-renderer/locales/fr/messages.po');
  i18n.loadAndActivate({ locale: 'fr', locales: ['fr-CA'], messages });
}

export function useEnglishUi(): void {
  i18n.loadAndActivate({ locale: 'en', locales: ['en-CA'], messages: {} });
}

beforeEach(() => {
  useEnglishUi();
});
