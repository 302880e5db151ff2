// @vitest-environment jsdom
// The description's HTML read a block at a time is TipTap's own HTML, after every kind of edit.
import { Editor } from '@tiptap/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { descriptionExtensions } from './description-extensions.ts';
import { descriptionHtmlOf } from './description-html.ts';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function newEditor(content: string): Editor {
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({ element, extensions: descriptionExtensions(), content });
  editors.push(editor);
  return editor;
}

/** TipTap's HTML of the editor, and '' for an empty one (as the form holds it). */
function tiptapHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

const START =
  '<p>Cook <strong>fresh</strong> food.</p><ul><li><p>Prep</p></li><li><p>Clean</p></li></ul>' +
  '<p>See <a href="https://example.com/jobs" target="_blank">the details</a> &amp; apply.</p><ol><li><p>One</p></li></ol>';

/** An edit at a place given as a fraction of the document, so every generated edit lands inside it. */
type Edit =
  | { kind: 'type'; at: number; text: string }
  | { kind: 'bold'; from: number; to: number }
  | { kind: 'split'; at: number }
  | { kind: 'delete'; from: number; to: number }
  | { kind: 'bullet-list'; at: number };

const fraction = fc.double({ min: 0, max: 1, noNaN: true });
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('type' as const),
    at: fraction,
    text: fc.constantFrom('a', ' é', '<b>', '&'),
  }),
  fc.record({ kind: fc.constant('bold' as const), from: fraction, to: fraction }),
  fc.record({ kind: fc.constant('split' as const), at: fraction }),
  fc.record({ kind: fc.constant('delete' as const), from: fraction, to: fraction }),
  fc.record({ kind: fc.constant('bullet-list' as const), at: fraction }),
);

function apply(editor: Editor, change: Edit): void {
  const size = editor.state.doc.content.size;
  const position = (at: number) => Math.max(1, Math.min(size - 1, Math.round(at * size)));
  const range = (a: number, b: number) => ({
    from: Math.min(position(a), position(b)),
    to: Math.max(position(a), position(b)),
  });
  const chain = editor.chain();
  switch (change.kind) {
    case 'type':
      chain.setTextSelection(position(change.at)).insertContent(change.text).run();
      return;
    case 'bold':
      chain.setTextSelection(range(change.from, change.to)).toggleBold().run();
      return;
    case 'split':
      chain.setTextSelection(position(change.at)).splitBlock().run();
      return;
    case 'delete':
      chain.setTextSelection(range(change.from, change.to)).deleteSelection().run();
      return;
    case 'bullet-list':
      chain.setTextSelection(position(change.at)).toggleBulletList().run();
      return;
  }
}

describe('the description HTML read a block at a time', () => {
  it('is the HTML TipTap writes for the same document', () => {
    const editor = newEditor(START);
    expect(descriptionHtmlOf(editor)).toBe(tiptapHtml(editor));
  });

  it('stays the HTML TipTap writes after every edit, the changed block read again and the others kept', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (changes) => {
        const editor = newEditor(START);
        // Read before each edit too: the blocks it keeps are then the ones the next read reuses.
        for (const change of changes) {
          expect(descriptionHtmlOf(editor)).toBe(tiptapHtml(editor));
          apply(editor, change);
        }
        expect(descriptionHtmlOf(editor)).toBe(tiptapHtml(editor));
        editors.splice(editors.indexOf(editor), 1);
        editor.destroy();
      }),
      { numRuns: 60 },
    );
    // 60 runs of up to 12 edits in jsdom take about a second alone; on two cores shared with other suites,
    // five times that, past Vitest's 5 s.
  }, 30_000);

  it('is empty for an editor with nothing in it, so the form says the description is required', () => {
    const editor = newEditor('<p></p>');
    expect(descriptionHtmlOf(editor)).toBe('');
    editor.commands.insertContent('Cook');
    expect(descriptionHtmlOf(editor)).toBe('<p>Cook</p>');
  });
});
