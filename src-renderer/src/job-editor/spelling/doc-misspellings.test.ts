import { getSchema } from '@tiptap/core';
import { EditorState } from '@tiptap/pm/state';
import { DecorationSet } from '@tiptap/pm/view';
import { describe, expect, it } from 'vitest';
import { descriptionExtensions } from '../description-extensions.ts';
import {
  buildMisspellings,
  judgeRanges,
  mergeSpans,
  misspellingAt,
  updateMisspellings,
  wordsInDoc,
} from './doc-misspellings.ts';
import type { SpellingLookup } from './spell-checker.ts';

const schema = getSchema(descriptionExtensions());
const text = (value: string, marks: Array<{ type: string; attrs?: object }> = []) => ({
  type: 'text',
  text: value,
  marks,
});
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const doc = (...content: object[]) => schema.nodeFromJSON({ type: 'doc', content });

/** A lookup that knows `wrong` as misspelled, everything else as right once asked; it records what is asked. */
function lookup(wrong: string[], judged = true): SpellingLookup & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    status: (word) => (judged ? (wrong.includes(word) ? 'misspelled' : 'correct') : undefined),
    request: (words) => asked.push(...words),
  };
}

const ranges = (set: ReturnType<typeof buildMisspellings>) =>
  set
    .find()
    .map((decoration) => [decoration.from, decoration.to, (decoration.spec as { word: string }).word]);

describe('the words of a description', () => {
  it('are found in every paragraph and list item with their document positions, across marks and line breaks', () => {
    const described = doc(
      paragraph(text('We '), text('hire', [{ type: 'bold' }]), { type: 'hardBreak' }, text('welders')),
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Dental plan'))] }] },
    );
    const { words } = wordsInDoc(described);
    expect(words.map((found) => [found.word, described.textBetween(found.from, found.to)])).toEqual([
      ['We', 'We'],
      ['hire', 'hire'],
      ['welders', 'welders'],
      ['Dental', 'Dental'],
      ['plan', 'plan'],
    ]);
  });

  it('leave out a link written as an address, an email and numbers', () => {
    const described = doc(
      paragraph(
        text('Apply at '),
        text('https://acme.ca/jobs', [{ type: 'link', attrs: { href: 'https://acme.ca/jobs' } }]),
        text(' or jobs@acme.ca by 2026'),
      ),
    );
    expect(wordsInDoc(described).words.map((found) => found.word)).toEqual(['Apply', 'at', 'or', 'by']);
  });
});

describe('the misspelling decorations', () => {
  it('mark exactly the misspelled words, and ask the checker about words it has not judged', () => {
    const described = doc(paragraph(text('We recieve many aplications')));
    const set = buildMisspellings(described, lookup(['recieve', 'aplications']), 'Ctrl+.');
    expect(ranges(set)).toEqual([
      [4, 11, 'recieve'],
      [17, 28, 'aplications'],
    ]);
    const unjudged = lookup([], false);
    expect(ranges(buildMisspellings(described, unjudged, 'Ctrl+.'))).toEqual([]);
    expect(unjudged.asked).toEqual(['We', 'recieve', 'many', 'aplications']);
  });

  it('follow an edit: the changed paragraph is judged again, the others only move', () => {
    const checker = lookup(['recieve', 'teh']);
    const state = EditorState.create({
      doc: doc(paragraph(text('teh start')), paragraph(text('We recieve mail'))),
    });
    const before = buildMisspellings(state.doc, checker, 'Ctrl+.');
    // Typing "Oh " at the very start shifts everything by 3 and adds no misspelling.
    const tr = state.tr.insertText('Oh ', 1);
    const after = updateMisspellings(
      before.map(tr.mapping, tr.doc),
      tr.doc,
      [{ from: 1, to: 4 }],
      checker,
      'Ctrl+.',
    );
    expect(ranges(after)).toEqual([
      [4, 7, 'teh'],
      [18, 25, 'recieve'],
    ]);
    // Correcting "recieve" clears its mark.
    const fix = tr.doc.resolve(18);
    const corrected = EditorState.create({ doc: tr.doc }).tr.insertText('receive', fix.pos, 25);
    const fixed = updateMisspellings(
      after.map(corrected.mapping, corrected.doc),
      corrected.doc,
      [{ from: 18, to: 25 }],
      checker,
      'Ctrl+.',
    );
    expect(ranges(fixed)).toEqual([[4, 7, 'teh']]);
  });

  it('give the misspelled word under the cursor, at its start, inside and at its end', () => {
    const set = buildMisspellings(doc(paragraph(text('We recieve'))), lookup(['recieve']), 'Ctrl+.');
    for (const pos of [4, 7, 11])
      expect(misspellingAt(set, pos)).toEqual({ word: 'recieve', from: 4, to: 11 });
    expect(misspellingAt(set, 2)).toBeNull();
  });
});

describe('paragraphs waiting for the checker', () => {
  it('are the ones with words not judged yet; judged again, only they change', () => {
    const described = doc(paragraph(text('We hire')), paragraph(text('Zorblatt cooks')));
    const known = new Map<string, 'correct' | 'misspelled'>([
      ['We', 'correct'],
      ['hire', 'correct'],
    ]);
    const checker: SpellingLookup = { status: (word) => known.get(word), request: () => undefined };
    const first = judgeRanges(
      DecorationSet.empty,
      described,
      [{ from: 0, to: described.content.size }],
      checker,
      'Ctrl+.',
    );
    expect(first.waiting).toEqual([{ from: 9, to: 25 }]);
    known.set('Zorblatt', 'misspelled');
    known.set('cooks', 'correct');
    const answered = judgeRanges(first.set, described, first.waiting, checker, 'Ctrl+.');
    expect(ranges(answered.set)).toEqual([[10, 18, 'Zorblatt']]);
    expect(answered.waiting).toEqual([]);
  });

  it('merge when they overlap or touch', () => {
    expect(
      mergeSpans([
        { from: 9, to: 20 },
        { from: 0, to: 9 },
        { from: 30, to: 40 },
        { from: 35, to: 38 },
      ]),
    ).toEqual([
      { from: 0, to: 20 },
      { from: 30, to: 40 },
    ]);
  });
});
