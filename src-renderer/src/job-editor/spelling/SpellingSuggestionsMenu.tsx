// The description's suggestions menu, at the word (right-click) or the cursor (Ctrl+.): a suggestion replaces
// the word in the document; "Add to dictionary" keeps it as right from now on. Esc closes and the editor gets
// the focus back. The menu itself is SuggestionsMenu, the title's too.
import type { Editor } from '@tiptap/react';
import { useRef } from 'react';
import { SuggestionsMenu } from './SuggestionsMenu.tsx';
import type { SpellChecker } from './spell-checker.ts';
import type { SpellingMenuRequest } from './spelling-extension.ts';

export type SpellingSuggestionsMenuProps = {
  editor: Editor;
  checker: SpellChecker | null;
  request: SpellingMenuRequest | null;
  onAddToDictionary(word: string): void;
  onClose(): void;
};

export function SpellingSuggestionsMenu({
  editor,
  checker,
  request,
  onAddToDictionary,
  onClose,
}: SpellingSuggestionsMenuProps) {
  // The point stays where the menu last opened while it closes, so the closing menu is never measured
  // against a point that jumped to the corner of the window.
  const lastPoint = useRef({ x: 0, y: 0 });
  if (request !== null) lastPoint.current = { x: request.x, y: request.y };

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  /** Replaces the word, if it is still where it was (the text may have changed while the menu was open). */
  const replace = (suggestion: string) => {
    if (request === null) return;
    const { state } = editor;
    if (
      request.to <= state.doc.content.size &&
      state.doc.textBetween(request.from, request.to) === request.word
    ) {
      editor.view.dispatch(state.tr.insertText(suggestion, request.from, request.to));
    }
    close();
  };

  return (
    <SuggestionsMenu
      word={request?.word ?? null}
      checker={checker}
      opened={request !== null}
      onChange={(opened) => {
        if (!opened) close();
      }}
      onPick={replace}
      onAdd={(word) => {
        onAddToDictionary(word);
        close();
      }}
      // Opened from the editor (a right-click or Ctrl+.): the keyboard goes to the menu once it has its items.
      focusFirstItem
      placement={{
        offset: 4,
        returnFocus: false,
        // The target is a point, not an element the recruiter sees: Mantine's default hides the menu
        // (display: none) whenever floating-ui last judged that point clipped, which a stale judgement of the
        // point's previous place could do after Ctrl+. (the menu then never showed).
        hideDetached: false,
        withinPortal: true,
        // Mantine's Menu also closes on a key pressed outside it; Ctrl+. is one, pressed in the editor. Its
        // keydown reaching the document after the menu rendered (a menu reopened while the last one was fading
        // out) closed the menu it had just opened.
        clickOutsideEvents: ['mousedown', 'touchstart'],
      }}
      target={
        <span
          aria-hidden
          style={{
            position: 'fixed',
            left: lastPoint.current.x,
            top: lastPoint.current.y,
            width: 1,
            height: 1,
          }}
        />
      }
    />
  );
}
