// The description editor's spelling: a ProseMirror plugin that keeps the misspellings as decorations,
// judging only the paragraphs a change touched (the worker answers later, and its answers redraw them),
// and opens the suggestions on a right-click or the keyboard shortcut.
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import type { DecorationSet, EditorView } from '@tiptap/pm/view';
import {
  buildMisspellings,
  type DocWord,
  MISSPELLED_CLASS,
  misspellingAt,
  updateMisspellings,
} from './doc-misspellings.ts';
import type { SpellChecker } from './spell-checker.ts';

export const spellingPluginKey = new PluginKey<DecorationSet>('jobdesk-spelling');

/** The keyboard shortcut that opens the suggestions for the misspelled word at the cursor. */
export const SUGGESTIONS_SHORTCUT = { key: '.', label: 'Ctrl+.', ariaKeyShortcuts: 'Control+.' } as const;

const REFRESH = 'refresh';

export type SpellingMenuRequest = DocWord & { x: number; y: number };

export type SpellingOptions = {
  checker: SpellChecker;
  /** Opens the suggestions menu for a misspelled word at a point of the screen. */
  openMenu: (request: SpellingMenuRequest) => void;
};

/** The ranges of the new document that a transaction changed. */
function changedRanges(tr: Transaction): Array<{ from: number; to: number }> {
  const ranges: Array<{ from: number; to: number }> = [];
  tr.mapping.maps.forEach((map, index) => {
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      const rest = tr.mapping.slice(index + 1);
      ranges.push({ from: rest.map(newStart, -1), to: rest.map(newEnd, 1) });
    });
  });
  return ranges;
}

/** The plugin, registered on the editor once the checker is ready (editor.registerPlugin). */
export function createSpellingPlugin({ checker, openMenu }: SpellingOptions): Plugin<DecorationSet> {
  const label = SUGGESTIONS_SHORTCUT.label;
  const openAt = (view: EditorView, word: DocWord, point?: { x: number; y: number }) => {
    const coords = point ?? view.coordsAtPos(word.from);
    openMenu({
      ...word,
      x: 'x' in coords ? coords.x : coords.left,
      y: 'y' in coords ? coords.y : coords.bottom,
    });
  };
  return new Plugin<DecorationSet>({
    key: spellingPluginKey,
    state: {
      init: (_config, state) => buildMisspellings(state.doc, checker, label),
      apply(tr, previous) {
        if (tr.getMeta(spellingPluginKey) === REFRESH) return buildMisspellings(tr.doc, checker, label);
        if (!tr.docChanged) return previous;
        return updateMisspellings(
          previous.map(tr.mapping, tr.doc),
          tr.doc,
          changedRanges(tr),
          checker,
          label,
        );
      },
    },
    view(view) {
      // The worker's answers come later: draw them in one transaction that is not an edit.
      const unsubscribe = checker.subscribe(() => {
        if (!view.isDestroyed)
          view.dispatch(view.state.tr.setMeta(spellingPluginKey, REFRESH).setMeta('addToHistory', false));
      });
      return { destroy: unsubscribe };
    },
    props: {
      decorations: (state) => spellingPluginKey.getState(state),
      handleDOMEvents: {
        contextmenu(view, event) {
          const target =
            event.target instanceof Element ? event.target.closest(`.${MISSPELLED_CLASS}`) : null;
          if (target === null) return false;
          const pos = view.posAtDOM(target, 0);
          const set = spellingPluginKey.getState(view.state);
          const word = set ? misspellingAt(set, pos) : null;
          if (word === null) return false;
          event.preventDefault();
          openAt(view, word, { x: event.clientX, y: event.clientY });
          return true;
        },
      },
      handleKeyDown(view, event) {
        if (event.key !== SUGGESTIONS_SHORTCUT.key || !(event.ctrlKey || event.metaKey) || event.altKey)
          return false;
        const set = spellingPluginKey.getState(view.state);
        const word = set ? misspellingAt(set, view.state.selection.head) : null;
        if (word === null) return false;
        event.preventDefault();
        openAt(view, word);
        return true;
      },
    },
  });
}
