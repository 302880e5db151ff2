// The suggestions for a misspelled word, in a menu at the word (right-click) or the cursor (Ctrl+.):
// each suggestion replaces the word; "Add to dictionary" keeps it as right from now on. Esc closes and
// the editor gets the focus back.
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
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
  const { t } = useLingui();
  const [suggestions, setSuggestions] = useState<string[] | null>(null);
  useEffect(() => {
    setSuggestions(null);
    if (request === null || checker === null) return;
    let current = true;
    void checker.suggest(request.word).then((found) => {
      if (current) setSuggestions(found);
    });
    return () => {
      current = false;
    };
  }, [checker, request]);

  // Opened from the editor (a right-click or Ctrl+.): the keyboard goes to the menu once it has its items.
  useEffect(() => {
    if (request === null || suggestions === null) return;
    const frame = requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('[data-spelling-menu] [role="menuitem"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [request, suggestions]);

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
    <Menu
      opened={request !== null}
      onChange={(opened) => {
        if (!opened) close();
      }}
      position="bottom-start"
      offset={4}
      returnFocus={false}
      // Without it Mantine puts a focusable role=presentation element in the menu (axe: aria-required-children).
      withInitialFocusPlaceholder={false}
      // The target is a point, not an element the recruiter sees: Mantine's default hides the menu
      // (display: none) whenever floating-ui last judged that point clipped, which a stale judgement of the
      // point's previous place could do after Ctrl+. (the menu then never showed).
      hideDetached={false}
      withinPortal
      shadow="md"
    >
      <Menu.Target>
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
      </Menu.Target>
      <Menu.Dropdown data-spelling-menu aria-label={request ? t`Spelling of “${request.word}”` : t`Spelling`}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of menu items (the ARIA menu pattern), not a form fieldset. */}
        <div role="group" aria-label={request ? t`Suggestions for “${request.word}”` : t`Suggestions`}>
          <Menu.Label aria-hidden>{request ? t`“${request.word}”` : ''}</Menu.Label>
          {suggestions === null ? (
            <Menu.Label>
              <Trans>Looking for suggestions…</Trans>
            </Menu.Label>
          ) : null}
          {suggestions?.length === 0 ? (
            <Menu.Label>
              <Trans>No suggestions</Trans>
            </Menu.Label>
          ) : null}
          {suggestions?.map((suggestion) => (
            <Menu.Item key={suggestion} onClick={() => replace(suggestion)}>
              {suggestion}
            </Menu.Item>
          ))}
        </div>
        <Menu.Divider role="separator" />
        <Menu.Item
          onClick={() => {
            if (request !== null) onAddToDictionary(request.word);
            close();
          }}
        >
          {t`Add “${request?.word ?? ''}” to dictionary`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
