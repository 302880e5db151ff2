// The French catalog as the Office québécois de la langue française sets French: a no-break space before a
// colon and inside « guillemets », none that can break before ; ! ? — so a line never starts with the sign.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const FRENCH_CATALOG = resolve(import.meta.dirname, '../../src-renderer/locales/fr/messages.po');

/** Every translation of a PO file's text (msgstr), its escapes left as written. */
function translationsOf(po: string): string[] {
  return [...po.matchAll(/^msgstr "((?:[^"\\]|\\.)*)"$/gm)].map((match) => match[1] ?? '');
}

/** What breaks the rule in one translation: each sign with the space before or after it that is wrong. */
function typographyFaults(text: string): string[] {
  // Addresses and placeholders are not French text: https:// keeps its colon, {count} its braces.
  const prose = text.replace(/https?:\/\//g, '').replace(/\{[^}]*\}/g, 'x');
  const faults: string[] = [];
  for (const [index, sign] of [...prose].entries()) {
    const before = prose[index - 1];
    const after = prose[index + 1];
    if (sign === ':' && before !== undefined && before !== '\u00a0')
      faults.push('no no-break space before ":"');
    if (';!?'.includes(sign) && before !== undefined && before !== '\u202f' && before !== '\u00a0')
      faults.push(`no no-break space before "${sign}"`);
    if (sign === '«' && after !== '\u00a0') faults.push('no no-break space after "«"');
    if (sign === '»' && before !== '\u00a0') faults.push('no no-break space before "»"');
  }
  return faults;
}

describe('the French catalog', () => {
  it('spaces colons, guillemets and ; ! ? as Quebec sets them, in every translation', () => {
    const faulty = translationsOf(readFileSync(FRENCH_CATALOG, 'utf8'))
      .map((text) => ({ text, faults: typographyFaults(text) }))
      .filter(({ faults }) => faults.length > 0);
    expect(faulty).toEqual([]);
  });

  it('finds a colon, a guillemet or a question mark set the English way', () => {
    expect(typographyFaults('Titre: {title}')).toEqual(['no no-break space before ":"']);
    expect(typographyFaults('« {term} »')).toEqual([
      'no no-break space after "«"',
      'no no-break space before "»"',
    ]);
    expect(typographyFaults('Supprimer ?')).toEqual(['no no-break space before "?"']);
    expect(typographyFaults('ses champs; enregistrez-en un')).toEqual(['no no-break space before ";"']);
    expect(typographyFaults('Titre\u00a0: «\u00a0{title}\u00a0» — voir https://exemple.ca')).toEqual([]);
  });
});
