// The paste cleaner on what Word, Google Docs and LibreOffice really put on the clipboard (fixtures/), and on
// each of its rules alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDescriptionHtml } from '../../src-shared/description/check-description-html.ts';
import { cleanPastedHtml } from '../../src-shared/description/clean-pasted-html.ts';
import { descriptionText } from '../../src-shared/description/description-text.ts';

function readPasteFixture(name: 'word' | 'google-docs' | 'libreoffice'): string {
  return readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');
}

/** What the three fixtures hold, as the board receives it: the same document written by three programs. */
const EXPECTED_FROM_EVERY_PROGRAM =
  '<p><strong>Line Cook – Moncton</strong></p>' +
  '<p>Join the kitchen at <strong>Acme Bistro</strong>, a <em>busy</em> downtown restaurant. Pay is $22.50 an hour, $18 an hour no longer.</p>' +
  '<p><strong>What you will do</strong></p>' +
  '<ul><li><p>Prepare the line before each service</p></li>' +
  '<li><p>Excel wizardry for the weekly order</p><ul><li><p>Counts on <strong>Sunday</strong> night</p></li></ul></li>' +
  '<li><p>Keep the walk-in clean</p></li></ul>' +
  '<p><strong>How to apply</strong></p>' +
  '<ol><li><p>Send your résumé to <a href="mailto:jobs@acme.ca">jobs@acme.ca</a></p></li><li><p>Come for a trial shift</p></li></ol>' +
  '<p><strong>Shift</strong> | <strong>Hours</strong></p><p>Weekdays | 4 pm to midnight</p><p>Weekends | 10 am to 6 pm</p>';

describe('pasting from a word processor', () => {
  for (const program of ['word', 'google-docs', 'libreoffice'] as const) {
    it(`turns ${program}'s clipboard into lists, bold headings and one line per table row`, () => {
      const cleaned = cleanPastedHtml(readPasteFixture(program));
      expect(cleaned).toBe(EXPECTED_FROM_EVERY_PROGRAM);
      expect(checkDescriptionHtml(cleaned)).toEqual([]);
    });
  }

  it('leaves nothing of Word behind: no o:p, mso styles, classes or conditional comments', () => {
    const cleaned = cleanPastedHtml(readPasteFixture('word'));
    expect(cleaned).not.toMatch(/o:p|mso-|Mso|class=|style=|\[if|endif|·|&nbsp;/);
    expect(descriptionText(cleaned)).toContain(
      '• Excel wizardry for the weekly order\n  • Counts on Sunday night',
    );
    expect(descriptionText(cleaned)).toContain(
      '1. Send your résumé to jobs@acme.ca\n2. Come for a trial shift',
    );
  });
});

function wordListParagraph(list: string, level: number, marker: string, text: string): string {
  return (
    `<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:${list} level${level} lfo1'>` +
    `<![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}` +
    `<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>` +
    `<span lang=EN-US>${text}<o:p></o:p></span></p>\n`
  );
}

describe('the Word rules', () => {
  it('reads the downlevel-revealed form of the conditional comments too (<![if !supportLists]>)', () => {
    const html = wordListParagraph('l0', 1, '·', 'First') + wordListParagraph('l0', 1, '·', 'Second');
    expect(cleanPastedHtml(html)).toBe('<ul><li><p>First</p></li><li><p>Second</p></li></ul>');
  });

  it('numbers a list whose markers are numbers, letters or roman numerals, and bullets the rest', () => {
    for (const marker of ['1.', '12)', 'a.', 'b)', 'iv.', '(3)']) {
      expect(cleanPastedHtml(wordListParagraph('l0', 1, marker, 'Item')), marker).toBe(
        '<ol><li><p>Item</p></li></ol>',
      );
    }
    for (const marker of ['·', 'o', '§', '\uf0a7', '–', '-']) {
      expect(cleanPastedHtml(wordListParagraph('l0', 1, marker, 'Item')), marker).toBe(
        '<ul><li><p>Item</p></li></ul>',
      );
    }
  });

  it('starts a new list when the list changes or bullets turn into numbers at the same level', () => {
    const html =
      wordListParagraph('l0', 1, '·', 'Bullet') +
      wordListParagraph('l1', 1, '·', 'Other list') +
      wordListParagraph('l1', 1, '1.', 'Numbered');
    expect(cleanPastedHtml(html)).toBe(
      '<ul><li><p>Bullet</p></li></ul><ul><li><p>Other list</p></li></ul><ol><li><p>Numbered</p></li></ol>',
    );
  });

  it('nests deeper levels in the item above, and comes back out after them', () => {
    const html =
      wordListParagraph('l0', 1, '1.', 'One') +
      wordListParagraph('l0', 2, 'a.', 'One a') +
      wordListParagraph('l0', 3, '·', 'Deep') +
      wordListParagraph('l0', 1, '2.', 'Two');
    expect(cleanPastedHtml(html)).toBe(
      '<ol><li><p>One</p><ol><li><p>One a</p><ul><li><p>Deep</p></li></ul></li></ol></li><li><p>Two</p></li></ol>',
    );
  });

  it('makes a list copied from its second level on an ordinary list, and a later first level a list after it', () => {
    expect(
      cleanPastedHtml(wordListParagraph('l0', 2, 'o', 'Indented') + wordListParagraph('l0', 1, '·', 'Outer')),
    ).toBe('<ul><li><p>Indented</p></li></ul><ul><li><p>Outer</p></li></ul>');
  });

  it('ends a conditional region left open with its element, keeping the text after it', () => {
    expect(cleanPastedHtml('<p><!--[if !supportLists]-->· <span>hidden</span></p><p>Kept</p>')).toBe(
      '<p>Kept</p>',
    );
    expect(
      cleanPastedHtml('<table><![if !supportMisalignedColumns]><tr><td>x</td></tr></table><p>After</p>'),
    ).toBe('<p>After</p>');
  });

  it("leaves out Word's spacer row for misaligned columns", () => {
    expect(
      cleanPastedHtml(
        "<table><tr><td><p class=MsoNormal>Shift</p></td><td><p class=MsoNormal>Hours</p></td></tr>\n<![if !supportMisalignedColumns]><tr height=0><td width=301 style='border:none'></td><td width=12 style='border:none'></td></tr><![endif]></table>",
      ),
    ).toBe('<p>Shift | Hours</p>');
  });

  it("makes Word's Title and heading styles bold paragraphs", () => {
    expect(cleanPastedHtml('<p class=MsoTitle>Cook<o:p></o:p></p><h3><span lang=EN-US>Pay</span></h3>')).toBe(
      '<p><strong>Cook</strong></p><p><strong>Pay</strong></p>',
    );
  });

  it("does not read mso-bidi-font-weight as a weight: Word's b stays bold", () => {
    expect(cleanPastedHtml("<p class=MsoNormal><b style='mso-bidi-font-weight:normal'>Bold</b></p>")).toBe(
      '<p><strong>Bold</strong></p>',
    );
  });
});

describe('the rules for any clipboard', () => {
  it("does not make Google Docs' whole-paste b wrapper bold, but keeps its weight-700 spans bold", () => {
    expect(
      cleanPastedHtml(
        '<b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:400">Plain</span> <span style="font-weight:700">heavy</span></p></b>',
      ),
    ).toBe('<p>Plain <strong>heavy</strong></p>');
  });

  it('keeps the text of underline, strikethrough and other formatting the board has no tag for', () => {
    expect(
      cleanPastedHtml(
        '<p><u>under</u> <s>struck</s> <strike>old</strike> <del>gone</del> <mark>hi</mark></p>',
      ),
    ).toBe('<p>under struck old gone hi</p>');
  });

  it('separates the cells of each row and leaves out empty cells', () => {
    expect(
      cleanPastedHtml(
        '<table><thead><tr><th>Day</th><th></th><th>Hours</th></tr></thead><tbody><tr><td>Mon</td><td>&nbsp;</td><td><p>9</p><p>to 5</p></td></tr></tbody></table>',
      ),
    ).toBe('<p><strong>Day</strong> | <strong>Hours</strong></p><p>Mon | 9 to 5</p>');
  });

  it('keeps a list inside a table cell on the row, its items separated', () => {
    expect(
      cleanPastedHtml('<table><tr><td>Perks</td><td><ul><li>Meals</li><li>Tips</li></ul></td></tr></table>'),
    ).toBe('<p>Perks | Meals; Tips</p>');
  });

  it('keeps allowed links with their target and unwraps the others, keeping their text', () => {
    expect(
      cleanPastedHtml(
        '<p><a href="https://acme.ca/jobs" target="_BLANK" rel="noopener" class="x">Apply</a> <a href="javascript:alert(1)">bad</a> <a name="_Toc1">anchor</a></p>',
      ),
    ).toBe('<p><a href="https://acme.ca/jobs" target="_blank">Apply</a> bad anchor</p>');
  });

  it('escapes text so that what looks like markup stays text', () => {
    const cleaned = cleanPastedHtml('<p>R&amp;D &lt;b&gt;not bold&lt;/b&gt; 5 &gt; 3</p>');
    expect(cleaned).toBe('<p>R&amp;D &lt;b&gt;not bold&lt;/b&gt; 5 &gt; 3</p>');
    expect(checkDescriptionHtml(cleaned)).toEqual([]);
  });

  it('keeps the lines of preformatted text as line breaks', () => {
    expect(cleanPastedHtml('<pre>Mon  9-5\nTue 9-5</pre>')).toBe('<p>Mon  9-5<br>Tue 9-5</p>');
  });

  it('leaves out scripts, styles, images and empty paragraphs', () => {
    expect(
      cleanPastedHtml(
        '<style>p{color:red}</style><script>alert(1)</script><p><img src="x.png" alt="Logo"></p><p>&nbsp;</p><p>Text</p>',
      ),
    ).toBe('<p>Text</p>');
  });
});
