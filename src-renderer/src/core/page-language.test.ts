import { describe, expect, it } from 'vitest';
import { startLanguageOfPage } from './page-language.ts';

const storage = (chosen: string | null) => ({
  getItem: (key: string) => (key === 'jobdesk.language' ? chosen : null),
});
const shell = (systemLanguages: string[]) => ({
  jobdesk: { onMenuCommand: () => () => {}, systemLanguages },
});

describe('the language a page starts in', () => {
  it('is the desktop shell’s system language over the browser’s, as the app and its first paint both read it', () => {
    const page = { ...shell(['fr-CA']), localStorage: storage(null), navigator: { languages: ['en-US'] } };
    expect(startLanguageOfPage(page)).toBe('fr');
  });

  it('is the browser’s in a browser', () => {
    expect(
      startLanguageOfPage({ localStorage: storage(null), navigator: { languages: ['fr-FR', 'en'] } }),
    ).toBe('fr');
  });

  it('is the one chosen in Settings whatever the system speaks', () => {
    const page = { ...shell(['fr-CA']), localStorage: storage('en'), navigator: { languages: ['fr'] } };
    expect(startLanguageOfPage(page)).toBe('en');
  });
});
