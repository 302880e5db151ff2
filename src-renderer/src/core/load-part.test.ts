import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEnglishUi } from '../../../tests/helpers/english-ui.ts';
import { activateFirstScreenLanguage, activateLanguage, wholeCatalogLoaded } from './activate-language.ts';
import { loadPart } from './load-part.ts';

// The first screen's French catalog as a build makes it, cut to nothing: what a part shows is then in French
// only once the whole catalog is in.
vi.mock('../../locales/fr/messages.po?first-screen', () => ({ messages: {} }));

afterEach(() => useEnglishUi());

/** A page whose `lang` the language sets. */
const page = () => ({ documentElement: { lang: '' } }) as unknown as Document;

describe('a part loaded after the first screen', () => {
  it('resolves only once the whole catalog of the language is in, so it never shows a message id', async () => {
    await activateFirstScreenLanguage('fr', page());
    expect(t`Settings`).not.toBe('Paramètres');
    const part = await loadPart(async () => () => t`Settings`);
    expect(part()).toBe('Paramètres');
    expect(i18n.locale).toBe('fr');
  });

  it('waits for nothing once a language was chosen with its whole catalog (Settings)', async () => {
    await activateLanguage('fr', page());
    await wholeCatalogLoaded();
    expect(t`Settings`).toBe('Paramètres');
  });
});
