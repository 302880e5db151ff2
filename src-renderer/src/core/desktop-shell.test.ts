import { describe, expect, it } from 'vitest';
import { desktopBridgeOf, showLanguageToShell, systemLanguagesOf } from './desktop-shell.ts';

const shell = (extra: object) => ({ jobdesk: { onMenuCommand: () => () => {}, ...extra } });

describe('the desktop shell as the page finds it', () => {
  it('finds the bridge only where the shell put one with onMenuCommand', () => {
    const bridge = { onMenuCommand: () => () => {} };
    expect(desktopBridgeOf({ jobdesk: bridge })).toBe(bridge);
    expect(desktopBridgeOf({})).toBeNull();
    expect(desktopBridgeOf({ jobdesk: { onMenuCommand: 'no' } })).toBeNull();
  });

  it('takes the system’s languages from the desktop shell, and from the browser in a browser', () => {
    expect(systemLanguagesOf(shell({ systemLanguages: ['fr-CA'] }), ['en-US'])).toEqual(['fr-CA']);
    expect(systemLanguagesOf({}, ['en-US', 'fr'])).toEqual(['en-US', 'fr']);
  });

  it('falls back to the browser’s languages when the shell gives none or something else', () => {
    expect(systemLanguagesOf(shell({ systemLanguages: [] }), ['fr-CA'])).toEqual(['fr-CA']);
    expect(systemLanguagesOf(shell({ systemLanguages: 'fr' }), ['en'])).toEqual(['en']);
    expect(systemLanguagesOf(shell({ systemLanguages: [42] }), ['en'])).toEqual(['en']);
  });

  it('tells the shell the UI’s language, and does nothing without one', () => {
    const told: string[] = [];
    showLanguageToShell(shell({ showLanguage: (language: string) => told.push(language) }), 'fr');
    showLanguageToShell({}, 'en');
    showLanguageToShell(shell({}), 'en');
    expect(told).toEqual(['fr']);
  });
});
