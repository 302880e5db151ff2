import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv-text.ts';

describe('CSV text', () => {
  it('leaves a plain cell as it is and quotes one with a comma, a quote or a line break', () => {
    expect(csvCell('Welder')).toBe('Welder');
    expect(csvCell('Moncton, NB')).toBe('"Moncton, NB"');
    expect(csvCell('The "best" cook')).toBe('"The ""best"" cook"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from reading a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('@cook')).toBe("'@cook");
  });

  it('starts with a byte order mark and ends every row with CRLF, accents kept', () => {
    const text = csvText([
      ['Title', 'Locations'],
      ['Électricienne', 'Montréal, QC'],
    ]);
    expect(text).toBe('\uFEFFTitle,Locations\r\nÉlectricienne,"Montréal, QC"\r\n');
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
