// The paste cleaner, property-based: random documents written as Word, Google Docs and web pages put them on
// the clipboard always come out as a description the shared check accepts, with the text of every list item
// (as an item of a list of the right kind) and of every table cell (on its row's line) kept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDescriptionHtml } from '../../src-shared/description/check-description-html.ts';
import { cleanPastedHtml, TABLE_CELL_SEPARATOR } from '../../src-shared/description/clean-pasted-html.ts';
import { descriptionText } from '../../src-shared/description/description-text.ts';

/** A word as written in HTML and as it reads. */
type Word = { html: string; text: string };
type Text = { html: string; text: string };
type Item = { text: Text; children: Text[] };
type DocBlock =
  | { kind: 'paragraph'; text: Text }
  | { kind: 'heading'; text: Text }
  | { kind: 'list'; ordered: boolean; items: Item[] }
  | { kind: 'table'; rows: Text[][] };

const word: fc.Arbitrary<Word> = fc.constantFrom(
  { html: 'Cook', text: 'Cook' },
  { html: 'shifts', text: 'shifts' },
  { html: 'R&amp;D', text: 'R&D' },
  { html: '&lt;5', text: '<5' },
  { html: '$22.50', text: '$22.50' },
  { html: 'naïve', text: 'naïve' },
  { html: 'Montréal', text: 'Montréal' },
  { html: 'o', text: 'o' },
  { html: '1.', text: '1.' },
  { html: '·', text: '·' },
);

/** Inline formatting from all three programs and the web, some of which the board has no tag for. */
const wrapper = fc.constantFrom(
  (html: string) => html,
  (html: string) => `<b>${html}</b>`,
  (html: string) => `<i>${html}</i>`,
  (html: string) => `<u>${html}</u>`,
  (html: string) => `<s>${html}</s>`,
  (html: string) => `<strike>${html}</strike>`,
  (html: string) => `<span lang=EN-US>${html}</span>`,
  (html: string) => `<span style='mso-bidi-font-weight:normal'>${html}</span>`,
  (html: string) =>
    `<span style="font-weight:700;font-style:normal;text-decoration:underline;">${html}</span>`,
  (html: string) => `<span style="font-weight:400;text-decoration:line-through;">${html}</span>`,
  (html: string) => `<font face="Calibri" color="#333">${html}</font>`,
  (html: string) => `${html}<o:p></o:p>`,
  (html: string) => `<a href="https://acme.ca/jobs">${html}</a>`,
  (html: string) => `<a href="javascript:alert(1)">${html}</a>`,
);

const text: fc.Arbitrary<Text> = fc
  .array(fc.tuple(word, wrapper, fc.constantFrom(' ', '\n', ' \n')), { minLength: 1, maxLength: 3 })
  .map((parts) => ({
    html: parts.map(([w, wrap, space], index) => (index === 0 ? '' : space) + wrap(w.html)).join(''),
    text: parts.map(([w]) => w.text).join(' '),
  }));

const block: fc.Arbitrary<DocBlock> = fc.oneof(
  text.map((t) => ({ kind: 'paragraph' as const, text: t })),
  text.map((t) => ({ kind: 'heading' as const, text: t })),
  fc
    .tuple(
      fc.boolean(),
      fc.array(fc.record({ text, children: fc.array(text, { maxLength: 2 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
    )
    .map(([ordered, items]) => ({ kind: 'list' as const, ordered, items })),
  fc
    .array(fc.array(text, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 })
    .map((rows) => ({ kind: 'table' as const, rows })),
);

const documentBlocks = fc.array(block, { minLength: 1, maxLength: 5 });

function toWord(blocks: readonly DocBlock[], downlevelRevealed: boolean): string {
  const [open, close] = downlevelRevealed
    ? ['<![if !supportLists]>', '<![endif]>']
    : ['<!--[if !supportLists]-->', '<!--[endif]-->'];
  const listParagraph = (list: number, level: number, marker: string, content: string) =>
    `<p class=MsoListParagraphCxSpMiddle style='margin-left:${36 * level}.0pt;text-indent:-18.0pt;mso-list:l${list} level${level} lfo${list + 1}'>` +
    `${open}<span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;\n</span></span></span>${close}` +
    `<span lang=EN-US>${content}<o:p></o:p></span></p>\n`;
  const body = blocks.map((b, listNumber) => {
    switch (b.kind) {
      case 'paragraph':
        return `<p class=MsoNormal><span lang=EN-US>${b.text.html}<o:p></o:p></span></p>\n<p class=MsoNormal><o:p>&nbsp;</o:p></p>\n`;
      case 'heading':
        return `<h2><span lang=EN-US>${b.text.html}<o:p></o:p></span></h2>\n`;
      case 'list':
        return b.items
          .map(
            (item, index) =>
              listParagraph(listNumber, 1, b.ordered ? `${index + 1}.` : '·', item.text.html) +
              item.children
                .map((child, childIndex) =>
                  listParagraph(listNumber, 2, b.ordered ? `${'abc'[childIndex]}.` : 'o', child.html),
                )
                .join(''),
          )
          .join('');
      case 'table':
        return `<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>\n${b.rows
          .map(
            (row) =>
              ` <tr style='mso-yfti-irow:0'>\n${row.map((cell) => `  <td width=301 valign=top style='width:225.4pt;padding:0cm 5.4pt 0cm 5.4pt'>\n  <p class=MsoNormal>${cell.html}<o:p></o:p></p>\n  </td>\n`).join('')} </tr>\n`,
          )
          .join('')}</table>\n`;
    }
    return '';
  });
  return `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">\n<head><meta name=ProgId content=Word.Document><!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--><style><!-- p.MsoNormal {margin:0cm;} @list l0:level1 {mso-level-number-format:bullet;} --></style></head>\n<body lang=EN-CA style='tab-interval:36.0pt'>\n<!--StartFragment-->\n${body.join('')}<!--EndFragment-->\n</body>\n</html>`;
}

function toGoogleDocs(blocks: readonly DocBlock[]): string {
  const span = (html: string) =>
    `<span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;white-space:pre-wrap;">${html}</span>`;
  const paragraph = (html: string) =>
    `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation">${span(html)}</p>`;
  const li = (html: string, level: number, ordered: boolean) =>
    `<li dir="ltr" style="list-style-type:${ordered ? 'decimal' : 'disc'};" aria-level="${level}">${paragraph(html)}</li>`;
  const body = blocks.map((b) => {
    switch (b.kind) {
      case 'paragraph':
        return `${paragraph(b.text.html)}<br />`;
      case 'heading':
        return `<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;">${span(b.text.html)}</h2>`;
      case 'list': {
        const tag = b.ordered ? 'ol' : 'ul';
        // Docs writes a nested list as a sibling of the item it belongs to.
        return `<${tag} style="margin-top:0;padding-inline-start:48px;">${b.items
          .map(
            (item) =>
              li(item.text.html, 1, b.ordered) +
              (item.children.length > 0
                ? `<${tag}>${item.children.map((child) => li(child.html, 2, b.ordered)).join('')}</${tag}>`
                : ''),
          )
          .join('')}</${tag}>`;
      }
      case 'table':
        return `<div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="301" /></colgroup><tbody>${b.rows
          .map(
            (row) =>
              `<tr style="height:0pt">${row.map((cell) => `<td style="vertical-align:top;padding:5pt;">${paragraph(cell.html)}</td>`).join('')}</tr>`,
          )
          .join('')}</tbody></table></div>`;
    }
    return '';
  });
  return `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-0f1e2d3c-7fff-1a2b-3c4d-5e6f7a8b9c0d">${body.join('')}</b><br class="Apple-interchange-newline">`;
}

function toWebPage(blocks: readonly DocBlock[]): string {
  return blocks
    .map((b) => {
      switch (b.kind) {
        case 'paragraph':
          return `<section class="intro"><p style="color:#333">${b.text.html}</p><img src="https://acme.ca/x.png" alt="x"></section>`;
        case 'heading':
          return `<h3 class="title">${b.text.html}</h3>`;
        case 'list': {
          const tag = b.ordered ? 'ol' : 'ul';
          return `<${tag} class="perks">${b.items
            .map(
              (item) =>
                `<li>${item.text.html}${item.children.length > 0 ? `<${tag}>${item.children.map((child) => `<li>${child.html}</li>`).join('')}</${tag}>` : ''}</li>`,
            )
            .join('\n')}</${tag}>`;
        }
        case 'table':
          return `<table><tbody>${b.rows.map((row) => `<tr>${row.map((cell) => `<td>${cell.html}</td>`).join('')}</tr>`).join('\n')}</tbody></table><script>track()</script>`;
      }
      return '';
    })
    .join('\n');
}

const clipboard = fc.oneof(
  fc
    .tuple(documentBlocks, fc.boolean())
    .map(([blocks, revealed]) => ({ blocks, html: toWord(blocks, revealed) })),
  documentBlocks.map((blocks) => ({ blocks, html: toGoogleDocs(blocks) })),
  documentBlocks.map((blocks) => ({ blocks, html: toWebPage(blocks) })),
);

/**
 * The lines of the cleaned description as a reader sees them, without their indentation. Links are unwrapped
 * first: descriptionText adds a link's address after its text, and only the text is compared here.
 */
function readLines(html: string): string[] {
  return descriptionText(html.replace(/<\/?a\b[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '));
}

describe('the paste cleaner on random clipboards', () => {
  it('always gives a description the shared check accepts, keeping every list item and table cell', () => {
    fc.assert(
      fc.property(clipboard, ({ blocks, html }) => {
        const cleaned = cleanPastedHtml(html);
        expect(checkDescriptionHtml(cleaned), cleaned).toEqual([]);
        const lines = readLines(cleaned);
        const expectLine = (line: string) => expect(lines, `${html}\n→ ${cleaned}`).toContain(line);
        const itemLine = (ordered: boolean, itemText: string, index: number) =>
          ordered ? `${index + 1}. ${itemText}` : `• ${itemText}`;
        for (const b of blocks) {
          if (b.kind === 'list') {
            b.items.forEach((item, index) => {
              expectLine(itemLine(b.ordered, item.text.text, index));
              item.children.forEach((child, childIndex) => {
                expectLine(itemLine(b.ordered, child.text, childIndex));
              });
            });
          } else if (b.kind === 'table') {
            for (const row of b.rows) expectLine(row.map((cell) => cell.text).join(TABLE_CELL_SEPARATOR));
          } else {
            expectLine(b.text.text);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
