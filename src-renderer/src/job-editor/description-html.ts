// The description's HTML as the form holds it, read from the editor's document a block at a time. TipTap's
// getHTML serializes the whole document into a new HTML document on every call: about 3 ms for a
// 20,000-character description on the machines we measure on, paid each time the unsaved edits are kept
// (after every key). A ProseMirror node never changes once made and a transaction reuses every block it
// did not touch, so each top-level block's HTML is kept by the node: a key costs the one block it changed.
import { DOMSerializer, Fragment, type Node as ProseMirrorNode, type Schema } from '@tiptap/pm/model';

/** What descriptionHtmlOf reads of the editor (TipTap's Editor has it). */
export type DescriptionSource = { isEmpty: boolean; state: { doc: ProseMirrorNode }; schema: Schema };

const blockHtml = new WeakMap<ProseMirrorNode, string>();
/** A detached element: serializing into it lays nothing out. */
let container: HTMLElement | null = null;

function htmlOfFragment(fragment: Fragment, schema: Schema): string {
  container ??= document.createElement('div');
  container.replaceChildren(DOMSerializer.fromSchema(schema).serializeFragment(fragment));
  const html = container.innerHTML;
  container.replaceChildren();
  return html;
}

function htmlOfBlock(block: ProseMirrorNode, schema: Schema): string {
  let html = blockHtml.get(block);
  if (html === undefined) {
    // A top-level block carries no marks (they live on inline content), so its HTML alone is the same as its
    // part of the whole document's.
    html = htmlOfFragment(Fragment.from(block), schema);
    blockHtml.set(block, html);
  }
  return html;
}

/** The editor's HTML, as TipTap's getHTML writes it: `''` when there is nothing in it, so "required" is said. */
export function descriptionHtmlOf(editor: DescriptionSource): string {
  if (editor.isEmpty) return '';
  let html = '';
  editor.state.doc.forEach((block) => {
    html += htmlOfBlock(block, editor.schema);
  });
  return html;
}
