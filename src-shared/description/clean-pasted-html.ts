// Turns what Word, Google Docs, LibreOffice or a web page put on the clipboard into description HTML: real
// lists for Word's typed bullets and numbers, headings as bold paragraphs, each table row on one line with its
// cells separated, and no markup the board does not allow. Parsed with htmlparser2; only the Word rules are ours.
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import { checkLinkHref, checkLinkTarget } from './check-link.ts';
import {
  addRun,
  type BlockSink,
  blocksOnOneLine,
  blocksToHtml,
  closeParagraph,
  hasVisibleText,
  joinRuns,
  type List,
  type Marks,
  NO_MARKS,
  newSink,
  type Run,
} from './pasted-blocks.ts';
import {
  conditionalCommentKind,
  isNumberedMarker,
  isWordHeadingClass,
  isWordListMarker,
  nestWordListItems,
  styleDeclarations,
  type WordListItem,
  wordListPlace,
} from './word-clipboard.ts';

/** What goes between the cells of a table row, which becomes one paragraph. */
export const TABLE_CELL_SEPARATOR = ' | ';

type DomNode = ReturnType<typeof parseDocument>['children'][number];
type DomElement = Extract<DomNode, { attribs: Record<string, string> }>;
type DomText = Extract<DomNode, { type: typeof ElementType.Text }>;
type DomComment = Extract<DomNode, { type: typeof ElementType.Comment }>;

// domutils 4 no longer re-exports domhandler's node guards, and domhandler is not a dependency of ours.
function isElement(node: DomNode): node is DomElement {
  return 'attribs' in node;
}
function isText(node: DomNode): node is DomText {
  return node.type === ElementType.Text;
}
function isComment(node: DomNode): node is DomComment {
  return node.type === ElementType.Comment;
}

/**
 * The formatting in force; whether inside a heading (bold whatever its spans say: Google Docs writes
 * `font-weight:400` on a heading's text); whether whitespace is kept as typed (inside `pre`).
 */
type Context = Marks & { heading: boolean; preformatted: boolean };
/** Set between Word's downlevel conditional comments, whose content is left out; spans the whole walk. */
type WalkState = { skipping: boolean };

/** Elements whose content is not text a candidate should read: metadata, scripts, media, Word's drawings. */
const DROPPED = new Set([
  'head',
  'title',
  'meta',
  'link',
  'style',
  'script',
  'noscript',
  'template',
  'xml',
  'img',
  'picture',
  'video',
  'audio',
  'canvas',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'input',
  'select',
  'textarea',
  'colgroup',
  'col',
]);

/** Elements that begin and end a block: the text around them is in other paragraphs. */
const BLOCKS = new Set([
  'html',
  'body',
  'p',
  'div',
  'li',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'figure',
  'figcaption',
  'address',
  'center',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'caption',
  'form',
  'fieldset',
  'legend',
  'hr',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
]);

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Description HTML for pasted clipboard HTML. The result contains only `p`, `ul`, `ol`, `li`, `strong`, `em`,
 * `br` and `a` with an allowed `href` and `target`, so it passes the shared description check whenever it has
 * any text; every piece of visible text of the input is kept (formatting the board has no tag for, such as
 * underline or strikethrough, is dropped, never its text). Never throws.
 */
export function cleanPastedHtml(html: string): string {
  const document = parseDocument(html, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
  });
  const sink = newSink();
  walkNodes(document.children, { ...NO_MARKS, heading: false, preformatted: false }, sink, {
    skipping: false,
  });
  return blocksToHtml(sink.blocks);
}

function walkNodes(nodes: readonly DomNode[], context: Context, sink: BlockSink, state: WalkState): void {
  const skippingBefore = state.skipping;
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index] as DomNode;
    if (!state.skipping && isElement(node) && isWordListParagraph(node)) {
      // Word writes each list item as a paragraph of its own; its neighbours in the same run are one list.
      const run: DomElement[] = [node];
      let next = index + 1;
      for (; next < nodes.length; next++) {
        const sibling = nodes[next] as DomNode;
        if (isElement(sibling) && isWordListParagraph(sibling)) run.push(sibling);
        else if (!(isText(sibling) && !hasVisibleText(sibling.data))) break;
      }
      index = next - 1;
      addWordLists(run, context, sink, state);
      continue;
    }
    walkNode(node, context, sink, state);
  }
  // Word opens and closes a conditional region within one element; one left open (never seen from Word)
  // ends with its element, so it can never swallow the text after it.
  if (!skippingBefore) state.skipping = false;
}

function walkNode(node: DomNode, context: Context, sink: BlockSink, state: WalkState): void {
  if (isComment(node)) {
    const kind = conditionalCommentKind(node.data);
    if (kind !== undefined) state.skipping = kind === 'start';
    return;
  }
  if (state.skipping) return;
  if (isText(node)) {
    addText(node.data, context, sink);
    return;
  }
  if (!isElement(node)) return;
  walkElement(node, context, sink, state);
}

function walkElement(element: DomElement, context: Context, sink: BlockSink, state: WalkState): void {
  const name = element.name;
  if (DROPPED.has(name) || isOfficeDrawing(name) || isWordListMarker(element.attribs.style)) return;
  if (name === 'br') {
    addRun(sink, { kind: 'break', marks: marksOf(context) });
    return;
  }
  const inner = innerContext(element, context);
  if (name === 'ul' || name === 'ol') {
    closeParagraph(sink);
    sink.blocks.push(readList(element, name === 'ol', inner, state));
    return;
  }
  if (name === 'table') {
    closeParagraph(sink);
    addTableRows(element, inner, sink, state);
    return;
  }
  const block = BLOCKS.has(name) || HEADINGS.has(name);
  if (block) closeParagraph(sink);
  walkNodes(element.children, inner, sink, state);
  if (block) closeParagraph(sink);
}

/** The formatting inside an element: its tag and its inline style (Docs wraps everything in a non-bold `b`). */
function innerContext(element: DomElement, context: Context): Context {
  const name = element.name;
  const inner: Context = { ...context };
  if (name === 'b' || name === 'strong' || name === 'th') inner.bold = true;
  if (HEADINGS.has(name) || isWordHeadingClass(element.attribs.class)) inner.heading = true;
  if (name === 'i' || name === 'em' || name === 'cite' || name === 'dfn' || name === 'var')
    inner.italic = true;
  if (name === 'pre') inner.preformatted = true;
  if (name === 'a') {
    const href = element.attribs.href;
    if (href !== undefined && checkLinkHref(href) === undefined) {
      const target = element.attribs.target;
      inner.link =
        target !== undefined && checkLinkTarget(target) === undefined
          ? { href, target: target.toLowerCase() }
          : { href };
    }
  }
  const style = styleDeclarations(element.attribs.style);
  const weight = style.get('font-weight')?.toLowerCase();
  if (weight !== undefined) {
    if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) inner.bold = true;
    else if (weight === 'normal' || weight === 'lighter' || Number(weight) < 600) inner.bold = false;
  }
  const fontStyle = style.get('font-style')?.toLowerCase();
  if (fontStyle === 'italic' || fontStyle === 'oblique') inner.italic = true;
  else if (fontStyle === 'normal') inner.italic = false;
  return inner;
}

function marksOf(context: Context): Marks {
  return { bold: context.bold || context.heading, italic: context.italic, link: context.link };
}

function addText(text: string, context: Context, sink: BlockSink): void {
  const marks = marksOf(context);
  if (!context.preformatted) {
    addRun(sink, { kind: 'text', text: text.replace(/[ \t\n\r\f]+/g, ' '), marks });
    return;
  }
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) addRun(sink, { kind: 'break', marks });
    if (line !== '') addRun(sink, { kind: 'text', text: line, marks });
  });
}

/**
 * A `ul` or `ol` with its items. Anything directly inside the list but outside an item (Google Docs puts a
 * nested list there; some pages put text) belongs to the item before it.
 */
function readList(element: DomElement, ordered: boolean, context: Context, state: WalkState): List {
  const skippingBefore = state.skipping;
  const list: List = { kind: 'list', ordered, items: [] };
  let item: BlockSink | undefined;
  for (const child of element.children) {
    if (isElement(child) && child.name === 'li' && !state.skipping) {
      item = newSink();
      list.items.push(item.blocks);
      walkNodes(child.children, innerContext(child, context), item, state);
      closeParagraph(item);
      continue;
    }
    if (isText(child) && !hasVisibleText(child.data)) continue;
    if (item === undefined && (isElement(child) || isText(child)) && !state.skipping) {
      item = newSink();
      list.items.push(item.blocks);
    }
    walkNode(child, context, item ?? newSink(), state);
  }
  if (!skippingBefore) state.skipping = false;
  return list;
}

/** Each row of a table (and of its head and foot) as one paragraph, its cells joined by the separator. */
function addTableRows(table: DomElement, context: Context, sink: BlockSink, state: WalkState): void {
  const skippingBefore = state.skipping;
  for (const child of table.children) {
    if (!isElement(child) || state.skipping) {
      walkNode(child, context, sink, state);
      continue;
    }
    if (child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot') {
      addTableRows(child, innerContext(child, context), sink, state);
    } else if (child.name === 'tr') {
      addTableRow(child, innerContext(child, context), sink, state);
    } else {
      walkElement(child, context, sink, state);
    }
  }
  if (!skippingBefore) state.skipping = false;
}

function addTableRow(row: DomElement, context: Context, sink: BlockSink, state: WalkState): void {
  const cells: Run[][] = [];
  for (const child of row.children) {
    if (!isElement(child) || state.skipping) {
      // Text directly in a row is malformed but still text: it reads as a cell of its own.
      const stray = newSink();
      walkNode(child, context, stray, state);
      const runs = blocksOnOneLine(stray.blocks);
      if (runs.length > 0) cells.push(runs);
      continue;
    }
    const cell = newSink();
    walkNodes(child.children, innerContext(child, context), cell, state);
    const runs = blocksOnOneLine(cell.blocks);
    if (runs.length > 0) cells.push(runs);
  }
  if (cells.length === 0) return;
  for (const run of joinRuns(cells, TABLE_CELL_SEPARATOR)) addRun(sink, run);
  closeParagraph(sink);
}

function isWordListParagraph(element: DomElement): boolean {
  return element.name !== 'li' && wordListPlace(element.attribs.style) !== undefined;
}

/** Word's consecutive list paragraphs as nested lists, numbered or bulleted by the marker Word typed. */
function addWordLists(
  paragraphs: readonly DomElement[],
  context: Context,
  sink: BlockSink,
  state: WalkState,
): void {
  const items: WordListItem[] = paragraphs.map((paragraph) => {
    const place = wordListPlace(paragraph.attribs.style) ?? { listId: '', level: 1 };
    const marker = DomUtils.findOne(
      (element) => isWordListMarker(element.attribs.style),
      paragraph.children,
      true,
    );
    const content = newSink();
    walkNodes(paragraph.children, innerContext(paragraph, context), content, state);
    closeParagraph(content);
    return {
      ...place,
      numbered: marker !== null && isNumberedMarker(DomUtils.textContent(marker)),
      content: content.blocks,
    };
  });
  closeParagraph(sink);
  sink.blocks.push(...nestWordListItems(items));
}

/** Word's VML drawings and Office's own elements; `o:p` (an empty paragraph mark) is unwrapped instead. */
function isOfficeDrawing(name: string): boolean {
  return name.startsWith('v:') || (name.startsWith('o:') && name !== 'o:p');
}
