// The title's spelling, under the title: a plain input cannot underline a word, so each misspelled word of
// the title is a button that opens its suggestions and "Add to dictionary" (the description's menu).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useContext, useEffect, useState } from 'react';
import { SpellingContext } from './editor-spelling.ts';
import { SuggestionsMenu } from './SuggestionsMenu.tsx';
import type { SpellChecker } from './spell-checker.ts';
import { findWords, type WordRange } from './word-ranges.ts';

export type TitleSpellingProps = { title: string; onReplace(title: string): void };

export function TitleSpelling({ title, onReplace }: TitleSpellingProps) {
  const { t } = useLingui();
  const spelling = useContext(SpellingContext);
  const checker = spelling?.checker ?? null;
  const [, setAnswers] = useState(0);
  useEffect(() => checker?.subscribe(() => setAnswers((count) => count + 1)), [checker]);
  const words = findWords(title);
  useEffect(() => {
    checker?.request(findWords(title).map((range) => range.word));
  }, [checker, title]);
  if (checker === null || spelling === null) return null;
  const wrong = words.filter((range) => checker.status(range.word) === 'misspelled');
  if (wrong.length === 0) return null;
  return (
    <Group gap="xs" mt={-8} aria-label={t`Spelling of the title`} role="group">
      <Text size="xs" c="red.9">
        <Trans>Spelling in the title:</Trans>
      </Text>
      {wrong.map((range) => (
        <TitleWordMenu
          key={`${range.start}-${range.word}`}
          range={range}
          checker={checker}
          onPick={(suggestion) =>
            onReplace(title.slice(0, range.start) + suggestion + title.slice(range.end))
          }
          onAdd={() => void spelling.addToDictionary(range.word)}
        />
      ))}
    </Group>
  );
}

/** A misspelled word of the title as a button, opening the same suggestions menu as the description's. */
function TitleWordMenu({
  range,
  checker,
  onPick,
  onAdd,
}: {
  range: WordRange;
  checker: SpellChecker;
  onPick(suggestion: string): void;
  onAdd(): void;
}) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  return (
    <SuggestionsMenu
      word={range.word}
      checker={checker}
      opened={opened}
      onChange={setOpened}
      onPick={onPick}
      onAdd={onAdd}
      target={
        <Button
          size="compact-xs"
          variant="default"
          aria-label={t`Suggestions for “${range.word}” in the title`}
        >
          {range.word}
        </Button>
      }
    />
  );
}
