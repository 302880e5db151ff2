// @vitest-environment jsdom
// Pasting whatever Word, Google Docs or a web page put on the clipboard leaves only markup the board allows.
import { Editor } from '@tiptap/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkDescriptionHtml,
  DESCRIPTION_REQUIRED_MESSAGE,
} from '../../../src-shared/description/check-description-html.ts';
import { descriptionExtensions } from './description-extensions.ts';
import { descriptionHtmlOf } from './description-html.ts';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function newEditor(content = ''): Editor {
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({ element, extensions: descriptionExtensions(), content });
  editors.push(editor);
  return editor;
}

/** Pastes `html` as the browser does on Ctrl+V (jsdom has no ClipboardEvent; ProseMirror only needs an event). */
function paste(editor: Editor, html: string): void {
  editor.view.pasteHTML(html, new Event('paste') as ClipboardEvent);
}

/** The problems of the editor's HTML other than "required" (an empty paste leaves an empty editor). */
function markupProblems(editor: Editor): string[] {
  const html = editor.getHTML();
  return checkDescriptionHtml(html)
    .map((problem) => problem.message)
    .filter((message) => message !== DESCRIPTION_REQUIRED_MESSAGE || editor.getText().trim() !== '');
}

const words = fc.constantFrom('Cook', 'shifts', 'bonus', 'Moncton', 'pay', '&amp;', '5 € / h', 'naïve', ' ');
const text = fc.array(words, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));
const href = fc.constantFrom(
  'https://example.com/jobs',
  'http://example.com/?a=1&amp;b=2',
  'mailto:jobs@example.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,hi',
  '/relative/path',
  '#top',
  'ftp://example.com/file',
  'tel:+15065551234',
  '',
);
const style = fc.constantFrom(
  'font-weight:700',
  'font-style:italic',
  'color:red;font-size:14pt',
  'mso-list:l0 level1 lfo1',
  'text-decoration:underline',
  'list-style-type:lower-roman',
);

/** Markup shapes seen on clipboards: Word (o:p, mso styles, font), Google Docs (b wrappers, spans), web pages. */
const fragment: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc
      .tuple(fc.constantFrom('h1', 'h2', 'h3', 'h6'), tie('inner'))
      .map(([tag, inner]) => `<${tag}>${inner}</${tag}>`),
    fc
      .tuple(fc.constantFrom('p', 'div', 'blockquote', 'pre', 'section', 'article'), tie('inner'))
      .map(([tag, inner]) => `<${tag} class="MsoNormal" style="margin:0">${inner}</${tag}>`),
    fc
      .tuple(
        fc.constantFrom('strong', 'b', 'em', 'i', 'u', 's', 'code', 'sub', 'sup', 'mark', 'small'),
        tie('inner'),
      )
      .map(([tag, inner]) => `<${tag}>${inner}</${tag}>`),
    fc.tuple(style, tie('inner')).map(([css, inner]) => `<span style="${css}">${inner}</span>`),
    fc.tuple(tie('inner')).map(([inner]) => `<font face="Calibri" size="3" color="#333">${inner}</font>`),
    fc
      .tuple(tie('inner'))
      .map(([inner]) => `<b style="font-weight:normal;" id="docs-internal-guid-1234">${inner}</b>`),
    fc
      .tuple(
        href,
        fc.constantFrom(
          '',
          ' target="_blank"',
          ' target="_new"',
          ' rel="nofollow noopener" class="btn" title="Apply"',
          ' target="_TOP" onclick="x()"',
        ),
        tie('inner'),
      )
      .map(([url, extra, inner]) => `<a href="${url}"${extra}>${inner}</a>`),
    fc
      .tuple(
        fc.constantFrom(
          '<ol start="5" type="a">',
          '<ol type="I">',
          '<ol>',
          '<ul style="list-style:square">',
          '<ul>',
        ),
        fc.array(tie('inner'), { minLength: 1, maxLength: 3 }),
      )
      .map(
        ([open, items]) =>
          `${open}${items.map((item) => `<li style="${'margin:0'}">${item}</li>`).join('')}</${open.slice(1, 3)}>`,
      ),
    fc
      .array(tie('inner'), { minLength: 1, maxLength: 2 })
      .map(
        (cells) =>
          `<table border="1"><tbody><tr>${cells.map((cell) => `<td style="width:50%">${cell}</td>`).join('')}</tr></tbody></table>`,
      ),
    fc.constantFrom(
      '<img src="https://example.com/logo.png" alt="Logo">',
      '<br>',
      '<br class="Apple-interchange-newline">',
      '<hr>',
      '<o:p></o:p>',
      '<!--[if gte mso 9]><xml></xml><![endif]-->',
      '<meta charset="utf-8">',
      '<style>p{color:red}</style>',
      '<script>alert(1)</script>',
      '<input type="checkbox" checked>',
      '<iframe src="https://example.com"></iframe>',
    ),
  ),
  inner: fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((nodes) => nodes.join('')),
})).inner;

describe('the description editor', () => {
  it('turns any pasted HTML into markup the shared description check accepts', () => {
    const editor = newEditor();
    fc.assert(
      fc.property(fragment, (html) => {
        editor.commands.clearContent();
        paste(editor, html);
        expect(markupProblems(editor), `${html}\n→ ${editor.getHTML()}`).toEqual([]);
      }),
      { numRuns: 300 },
    );
    // A few hundred real editor pastes, each through the paste cleaner: about a second alone, but 15–30 s on
    // a 2-core machine shared with other test runs.
  }, 90_000);

  it('loads any such HTML into markup the shared check accepts too', () => {
    fc.assert(
      fc.property(fragment, (html) => {
        const editor = newEditor(html);
        expect(markupProblems(editor), `${html}\n→ ${editor.getHTML()}`).toEqual([]);
        editor.destroy();
        editors.pop();
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('keeps what the board allows: bold, italic, line breaks, lists and links with their target', () => {
    const editor = newEditor();
    paste(
      editor,
      '<p><b>Bold</b> <i>italic</i><br>next</p><ol start="3"><li>one</li></ol><ul><li>two</li></ul><p><a href="https://example.com" target="_blank" rel="noopener" class="x">apply</a> <a href="javascript:alert(1)">bad</a></p>',
    );
    expect(editor.getHTML()).toBe(
      '<p><strong>Bold</strong> <em>italic</em><br>next</p><ol><li><p>one</p></li></ol><ul><li><p>two</p></li></ul><p><a href="https://example.com" target="_blank">apply</a> bad</p>',
    );
  });

  it('turns Word and Google Docs styling into the allowed tags or plain text', () => {
    const editor = newEditor();
    paste(
      editor,
      '<h1>Title</h1><p><span style="font-weight:700">heavy</span> <u>under</u> <font color="red">red</font></p><table><tr><td>cell</td></tr></table><img src="x.png">',
    );
    expect(editor.getHTML()).toBe(
      '<p><strong>Title</strong></p><p><strong>heavy</strong> under red</p><p>cell</p>',
    );
  });

  it('pastes a word copied from a web page into the sentence where the cursor is, not as a new paragraph', () => {
    const editor = newEditor('<p>ab</p>');
    editor.commands.setTextSelection(2);
    paste(editor, '<meta charset="utf-8"><span style="color:red;font-weight:700">word</span>');
    expect(editor.getHTML()).toBe('<p>a<strong>word</strong>b</p>');
  });

  it("pastes Word's typed bullets and numbers as real lists, through the shared paste cleaner", () => {
    const editor = newEditor();
    const item = (list: string, marker: string, text: string) =>
      `<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:${list} level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]--><span lang=EN-US>${text}<o:p></o:p></span></p>`;
    paste(
      editor,
      `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->${item('l0', '·', 'Excel wizardry')}${item('l1', '1.', 'Send your résumé')}<!--EndFragment--></body></html>`,
    );
    expect(editor.getHTML()).toBe(
      '<ul><li><p>Excel wizardry</p></li></ul><ol><li><p>Send your résumé</p></li></ol>',
    );
  });

  it('holds an empty description as empty text, so the form says it is required', () => {
    const editor = newEditor();
    expect(editor.getHTML()).toBe('<p></p>');
    expect(descriptionHtmlOf(editor)).toBe('');
  });
});
