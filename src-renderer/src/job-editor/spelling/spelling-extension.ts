// The description editor's spelling: a ProseMirror plugin that keeps the misspellings as decorations,
// judging only the paragraphs a change touched; the worker answers later, and its answers judge again only
// the paragraphs that were waiting for them. It opens the suggestions on a right-click or the shortcut.
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { DecorationSet, type EditorView } from '@tiptap/pm/view';
import { type DocWord, judgeRanges, MISSPELLED_CLASS, misspellingAt, type Span } from './doc-misspellings.ts';
import type { SpellChecker } from './spell-checker.ts';

/** The marks, and the spans whose words wait for the worker's answer. */
type SpellingPluginState = { set: DecorationSet; waiting: Span[] };

export const spellingPluginKey = new PluginKey<SpellingPluginState>('jobdesk-spelling');

/** The keyboard shortcut that opens the suggestions for the misspelled word at the cursor. */
export const SUGGESTIONS_SHORTCUT = { key: '.', label: 'Ctrl+.', ariaKeyShortcuts: 'Control+.' } as const;

const REFRESH = 'refresh';
/** A word was added to or taken out of the dictionary: every paragraph is judged again (a rare act, not typing). */
const REFRESH_ALL = 'refresh-all';

export type SpellingMenuRequest = DocWord & { x: number; y: number };

export type SpellingOptions = {
  checker: SpellChecker;
  /** What a marked word says when pointed at, in the UI's language (it names SUGGESTIONS_SHORTCUT). */
  markTitle: string;
  /** Opens the suggestions menu for a misspelled word at a point of the screen. */
  openMenu: (request: SpellingMenuRequest) => void;
};

/** The ranges of the new document that a transaction changed. */
function changedRanges(tr: Transaction): Span[] {
  const ranges: Span[] = [];
  tr.mapping.maps.forEach((map, index) => {
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      const rest = tr.mapping.slice(index + 1);
      ranges.push({ from: rest.map(newStart, -1), to: rest.map(newEnd, 1) });
    });
  });
  return ranges;
}

/** The plugin, registered on the editor once the checker is ready (editor.registerPlugin). */
export function createSpellingPlugin({
  checker,
  markTitle,
  openMenu,
}: SpellingOptions): Plugin<SpellingPluginState> {
  const openAt = (view: EditorView, word: DocWord, point?: { x: number; y: number }) => {
    const coords = point ?? { x: view.coordsAtPos(word.from).left, y: view.coordsAtPos(word.from).bottom };
    openMenu({ ...word, x: coords.x, y: coords.y });
  };
  const marksOf = (view: EditorView) => spellingPluginKey.getState(view.state)?.set;
  return new Plugin<SpellingPluginState>({
    key: spellingPluginKey,
    state: {
      init: (_config, state) =>
        judgeRanges(
          DecorationSet.empty,
          state.doc,
          [{ from: 0, to: state.doc.content.size }],
          checker,
          markTitle,
        ),
      apply(tr, previous) {
        if (tr.getMeta(spellingPluginKey) === REFRESH_ALL) {
          return judgeRanges(
            previous.set,
            tr.doc,
            [{ from: 0, to: tr.doc.content.size }],
            checker,
            markTitle,
          );
        }
        if (tr.getMeta(spellingPluginKey) === REFRESH) {
          if (previous.waiting.length === 0) return previous;
          return judgeRanges(previous.set, tr.doc, previous.waiting, checker, markTitle);
        }
        if (!tr.docChanged) return previous;
        const mapped = previous.set.map(tr.mapping, tr.doc);
        const stillWaiting = previous.waiting
          .map((span) => ({ from: tr.mapping.map(span.from, -1), to: tr.mapping.map(span.to, 1) }))
          .filter((span) => span.to > span.from);
        const judged = judgeRanges(mapped, tr.doc, changedRanges(tr), checker, markTitle);
        return { set: judged.set, waiting: [...stillWaiting, ...judged.waiting] };
      },
    },
    view(view) {
      // The worker's answers come later: draw them in one transaction that is not an edit.
      const unsubscribe = checker.subscribe((change) => {
        if (view.isDestroyed) return;
        const meta = change.added === undefined && change.removed === undefined ? REFRESH : REFRESH_ALL;
        view.dispatch(view.state.tr.setMeta(spellingPluginKey, meta).setMeta('addToHistory', false));
      });
      return { destroy: unsubscribe };
    },
    props: {
      decorations: (state) => spellingPluginKey.getState(state)?.set,
      handleDOMEvents: {
        contextmenu(view, event) {
          const target =
            event.target instanceof Element ? event.target.closest(`.${MISSPELLED_CLASS}`) : null;
          if (target === null) return false;
          const set = marksOf(view);
          const word = set ? misspellingAt(set, view.posAtDOM(target, 0)) : null;
          if (word === null) return false;
          event.preventDefault();
          openAt(view, word, { x: event.clientX, y: event.clientY });
          return true;
        },
      },
      handleKeyDown(view, event) {
        if (event.key !== SUGGESTIONS_SHORTCUT.key || !(event.ctrlKey || event.metaKey) || event.altKey)
          return false;
        const set = marksOf(view);
        const word = set ? misspellingAt(set, view.state.selection.head) : null;
        if (word === null) return false;
        event.preventDefault();
        openAt(view, word);
        return true;
      },
    },
  });
}
