// What a paste cleaner collects from clipboard HTML (paragraphs and lists of text runs with bold, italic and a
// link) and how it is written back as the only markup a description allows.

/** An allowed link: its href and target already passed the shared link checks. */
export type RunLink = { href: string; target?: string };

export type Marks = { bold: boolean; italic: boolean; link: RunLink | undefined };

/** A piece of text with its formatting, or a line break. */
export type Run = { kind: 'text'; text: string; marks: Marks } | { kind: 'break'; marks: Marks };

export type Paragraph = { kind: 'paragraph'; runs: Run[] };
/** A list's items, each a sequence of blocks (its text, then any nested list). */
export type List = { kind: 'list'; ordered: boolean; items: Block[][] };
export type Block = Paragraph | List;

export const NO_MARKS: Marks = { bold: false, italic: false, link: undefined };

/** Where blocks are written while walking: a container's blocks and the paragraph open at its end, if any. */
export type BlockSink = { blocks: Block[]; open: Paragraph | undefined };

export function newSink(): BlockSink {
  return { blocks: [], open: undefined };
}

/** Adds a run to the open paragraph, opening one at the end of the container if none is open. */
export function addRun(sink: BlockSink, run: Run): void {
  if (sink.open === undefined) {
    sink.open = { kind: 'paragraph', runs: [] };
    sink.blocks.push(sink.open);
  }
  sink.open.runs.push(run);
}

/** Ends the open paragraph: what follows starts a new one. */
export function closeParagraph(sink: BlockSink): void {
  sink.open = undefined;
}

/** Space as HTML collapses it, plus the no-break spaces Word pads bullets and empty paragraphs with. */
const EDGE_SPACE = /^[\s\u00a0]+|[\s\u00a0]+$/g;
/** Text a reader sees: anything but whitespace, no-break spaces and invisible format characters. */
const VISIBLE = /[^\s\u00a0\p{Cf}]/u;

export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text);
}

/** The runs of a paragraph without the spaces and line breaks at its two ends. */
export function trimRuns(runs: readonly Run[]): Run[] {
  const trimmed = [...runs];
  const isEmptyEdge = (run: Run | undefined) =>
    run !== undefined && (run.kind === 'break' || run.text.replace(EDGE_SPACE, '') === '');
  while (isEmptyEdge(trimmed[0])) trimmed.shift();
  while (isEmptyEdge(trimmed.at(-1))) trimmed.pop();
  const first = trimmed[0];
  if (first?.kind === 'text') trimmed[0] = { ...first, text: first.text.replace(/^[\s\u00a0]+/, '') };
  const last = trimmed.at(-1);
  if (last?.kind === 'text') {
    trimmed[trimmed.length - 1] = { ...last, text: last.text.replace(/[\s\u00a0]+$/, '') };
  }
  return trimmed;
}

/** All the text of some blocks as runs on one line: paragraphs joined by a space, list items by "; ". */
export function blocksOnOneLine(blocks: readonly Block[]): Run[] {
  const pieces: Run[][] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      const runs = trimRuns(block.runs).map(
        (run): Run => (run.kind === 'break' ? { kind: 'text', text: ' ', marks: run.marks } : run),
      );
      if (runs.some((run) => run.kind === 'text' && hasVisibleText(run.text))) pieces.push(runs);
    } else {
      const items = block.items.map(blocksOnOneLine).filter((runs) => runs.length > 0);
      if (items.length > 0) pieces.push(joinRuns(items, '; '));
    }
  }
  return joinRuns(pieces, ' ');
}

/** Runs of several pieces with `separator` (unformatted) between each two. */
export function joinRuns(pieces: readonly Run[][], separator: string): Run[] {
  return pieces.flatMap((piece, index) =>
    index === 0 ? piece : [{ kind: 'text', text: separator, marks: NO_MARKS } as Run, ...piece],
  );
}

/** The blocks as description HTML: `p`, `ul`, `ol`, `li`, `strong`, `em`, `br` and `a` only; empty ones left out. */
export function blocksToHtml(blocks: readonly Block[]): string {
  let html = '';
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      const runs = trimRuns(block.runs);
      if (runs.some((run) => run.kind === 'text' && hasVisibleText(run.text)))
        html += `<p>${runsToHtml(runs)}</p>`;
    } else {
      const items = block.items.map(blocksToHtml).filter((item) => item !== '');
      if (items.length === 0) continue;
      const tag = block.ordered ? 'ol' : 'ul';
      html += `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
    }
  }
  return html;
}

function runsToHtml(runs: readonly Run[]): string {
  let html = '';
  let index = 0;
  while (index < runs.length) {
    const marks = runs[index]?.marks ?? NO_MARKS;
    let inner = '';
    // Neighbouring runs with the same formatting share one set of tags.
    for (let run = runs[index]; run !== undefined && sameMarks(run.marks, marks); run = runs[++index]) {
      if (run.kind === 'break') inner += '<br>';
      // Two spaces in a row would collapse on the page anyway; one keeps the HTML as a browser reads it.
      else inner += escapeText(inner.endsWith(' ') ? run.text.replace(/^ +/, '') : run.text);
    }
    if (marks.italic) inner = `<em>${inner}</em>`;
    if (marks.bold) inner = `<strong>${inner}</strong>`;
    if (marks.link !== undefined) {
      const target = marks.link.target === undefined ? '' : ` target="${escapeAttribute(marks.link.target)}"`;
      inner = `<a href="${escapeAttribute(marks.link.href)}"${target}>${inner}</a>`;
    }
    html += inner;
  }
  return html;
}

function sameMarks(a: Marks, b: Marks): boolean {
  return (
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.link?.href === b.link?.href &&
    a.link?.target === b.link?.target
  );
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
