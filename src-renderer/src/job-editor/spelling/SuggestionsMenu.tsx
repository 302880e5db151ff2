// The one menu of suggestions for a misspelled word, wherever the word is (the description, the title): the
// suggestions the checker finds, each one a pick, then "Add to dictionary". Where it opens and what a pick
// changes belong to the caller.
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, type MenuProps } from '@mantine/core';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import type { SpellChecker } from './spell-checker.ts';

export type SuggestionsMenuProps = {
  /** The misspelled word; null while the menu is for no word (closed, or closing). */
  word: string | null;
  checker: SpellChecker | null;
  opened: boolean;
  onChange(opened: boolean): void;
  /** What the menu opens at: a button, or a point in the text. */
  target: ReactElement;
  onPick(suggestion: string): void;
  onAdd(word: string): void;
  /**
   * Opened from a text that keeps the keyboard (a right-click or Ctrl+. in the description): the first item
   * takes the focus once the suggestions are there, so arrows and Enter act in the menu.
   */
  focusFirstItem?: boolean;
  /** How the menu floats (position, offset, portal), as Mantine's Menu takes it. */
  placement?: Pick<
    MenuProps,
    'position' | 'offset' | 'returnFocus' | 'hideDetached' | 'withinPortal' | 'clickOutsideEvents'
  >;
};

export function SuggestionsMenu({
  word,
  checker,
  opened,
  onChange,
  target,
  onPick,
  onAdd,
  focusFirstItem = false,
  placement,
}: SuggestionsMenuProps) {
  const { t } = useLingui();
  const suggestions = useSuggestions(checker, opened ? word : null);
  const dropdown = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusFirstItem || !opened || suggestions === null) return;
    const frame = requestAnimationFrame(() => {
      dropdown.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusFirstItem, opened, suggestions]);

  return (
    <Menu
      opened={opened}
      onChange={onChange}
      position="bottom-start"
      shadow="md"
      // Without it Mantine puts a focusable role=presentation element in the menu (axe: aria-required-children).
      withInitialFocusPlaceholder={false}
      {...placement}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown
        ref={dropdown}
        data-spelling-menu
        aria-label={word === null ? t`Spelling` : t`Spelling of “${word}”`}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a group of menu items (the ARIA menu pattern), not a form fieldset. */}
        <div role="group" aria-label={word === null ? t`Suggestions` : t`Suggestions for “${word}”`}>
          <Menu.Label aria-hidden>{word === null ? '' : t`“${word}”`}</Menu.Label>
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
            <Menu.Item key={suggestion} onClick={() => onPick(suggestion)}>
              {suggestion}
            </Menu.Item>
          ))}
        </div>
        <Menu.Divider role="separator" />
        <Menu.Item
          onClick={() => {
            if (word !== null) onAdd(word);
          }}
        >
          {t`Add “${word ?? ''}” to dictionary`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The checker's suggestions for `word` (null while they are looked for, or without a word). */
function useSuggestions(checker: SpellChecker | null, word: string | null): string[] | null {
  const [found, setFound] = useState<{ word: string; suggestions: string[] } | null>(null);
  useEffect(() => {
    // Looked for again at each opening: the dictionary may have changed since.
    setFound(null);
    if (word === null || checker === null) return;
    let current = true;
    void checker.suggest(word).then((suggestions) => {
      if (current) setFound({ word, suggestions });
    });
    return () => {
      current = false;
    };
  }, [checker, word]);
  return word !== null && found?.word === word ? found.suggestions : null;
}
