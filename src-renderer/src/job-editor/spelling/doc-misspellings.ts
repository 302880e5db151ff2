// Where the misspellings of a ProseMirror document are: its words by textblock with their positions, those
// the checker judged wrong as inline decorations (an underline with an accessible description), and the
// words it has not judged yet. Pure: tested on real documents without a browser.
import type { Node } from '@tiptap/pm/model';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { SpellingLookup } from './spell-checker.ts';
import { findWords } from './word-ranges.ts';

export type DocWord = { word: string; from: number; to: number };

/** The class of a misspelled word's mark in the editor (styled in spelling.css). */
export const MISSPELLED_CLASS = 'jd-misspelled';

/**
 * The words of every textblock that overlaps [from, to], and the span those blocks cover (what a caller
 * must clear before adding their decorations again).
 */
export function wordsInDoc(
  doc: Node,
  from = 0,
  to = doc.content.size,
): { words: DocWord[]; span: { from: number; to: number }; blocks: Array<{ span: Span; words: DocWord[] }> } {
  const words: DocWord[] = [];
  const blocks: Array<{ span: Span; words: DocWord[] }> = [];
  let spanFrom = to;
  let spanTo = from;
  doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isTextblock) return true;
    spanFrom = Math.min(spanFrom, pos);
    spanTo = Math.max(spanTo, pos + node.nodeSize);
    // Each leaf (a line break) reads as one character, so offsets in the text are offsets in the block.
    const text = node.textBetween(0, node.content.size, undefined, '\n');
    const inBlock = findWords(text).map((range) => ({
      word: range.word,
      from: pos + 1 + range.start,
      to: pos + 1 + range.end,
    }));
    words.push(...inBlock);
    blocks.push({ span: { from: pos, to: pos + node.nodeSize }, words: inBlock });
    return false;
  });
  return { words, span: { from: Math.min(spanFrom, spanTo), to: spanTo }, blocks };
}

/** The decorations of the misspelled words among `words`; the words not judged yet go to `lookup.request`. */
export function misspellingDecorations(
  words: readonly DocWord[],
  lookup: SpellingLookup,
  markTitle: string,
): Decoration[] {
  return judgeWords(words, lookup, markTitle).decorations;
}

function judgeWords(
  words: readonly DocWord[],
  lookup: SpellingLookup,
  markTitle: string,
): { decorations: Decoration[]; waiting: boolean } {
  const decorations: Decoration[] = [];
  const unknown = new Set<string>();
  for (const found of words) {
    const status = lookup.status(found.word);
    if (status === undefined) unknown.add(found.word);
    else if (status === 'misspelled') {
      decorations.push(
        Decoration.inline(
          found.from,
          found.to,
          {
            class: MISSPELLED_CLASS,
            'aria-invalid': 'spelling',
            title: markTitle,
          },
          { word: found.word },
        ),
      );
    }
  }
  if (unknown.size > 0) lookup.request(unknown);
  return { decorations, waiting: unknown.size > 0 };
}

export type Span = { from: number; to: number };

/** Merges overlapping or touching spans, in order. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * Judges the textblocks that overlap `ranges` again: their marks replaced, and the spans of those with
 * words the checker has not judged yet returned as `waiting` (judged again when its answers arrive, so an
 * answer costs those paragraphs, never the whole description).
 */
export function judgeRanges(
  previous: DecorationSet,
  doc: Node,
  ranges: readonly Span[],
  lookup: SpellingLookup,
  markTitle: string,
): { set: DecorationSet; waiting: Span[] } {
  let set = previous;
  const waiting: Span[] = [];
  for (const range of mergeSpans(ranges)) {
    const from = Math.max(0, Math.min(range.from, doc.content.size));
    const to = Math.max(from, Math.min(range.to, doc.content.size));
    const { span, blocks } = wordsInDoc(doc, from, to);
    const decorations: Decoration[] = [];
    for (const block of blocks) {
      const judged = judgeWords(block.words, lookup, markTitle);
      decorations.push(...judged.decorations);
      if (judged.waiting) waiting.push(block.span);
    }
    set = set.remove(set.find(span.from, span.to)).add(doc, decorations);
  }
  return { set, waiting };
}

/** Every misspelling of the document, from scratch. */
export function buildMisspellings(doc: Node, lookup: SpellingLookup, markTitle: string): DecorationSet {
  return DecorationSet.create(doc, misspellingDecorations(wordsInDoc(doc).words, lookup, markTitle));
}

/**
 * The misspellings after a change: the old ones mapped through it, and the textblocks it touched judged
 * again (typing in a long description costs one paragraph, not the whole text).
 */
export function updateMisspellings(
  previous: DecorationSet,
  doc: Node,
  changed: ReadonlyArray<Span>,
  lookup: SpellingLookup,
  markTitle: string,
): DecorationSet {
  return judgeRanges(previous, doc, changed, lookup, markTitle).set;
}

/** The misspelled word at `pos` (the cursor), with its range, or null. */
export function misspellingAt(set: DecorationSet, pos: number): DocWord | null {
  const found = set.find(pos, pos).find((decoration) => decoration.from <= pos && pos <= decoration.to);
  if (found === undefined) return null;
  return { word: (found.spec as { word: string }).word, from: found.from, to: found.to };
}
