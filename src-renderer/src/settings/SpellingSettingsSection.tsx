// Settings, spelling: the language jobs are checked in unless they have their own, and the recruiter's own
// dictionary (the words added with "Add to dictionary"), each removable.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SPELLING_LANGUAGE_NAMES,
  SPELLING_LANGUAGES,
  type SpellingLanguage,
} from '../../../src-shared/schemas/spelling.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { spellingSettingsQuery } from '../core/spelling-queries.ts';
import { useRemoveDictionaryWord, useSetSpellingLanguage } from './mutations.ts';

const OPTIONS = SPELLING_LANGUAGES.map((language) => ({
  value: language,
  label: SPELLING_LANGUAGE_NAMES[language],
}));

export function SpellingSettingsSection() {
  const { t } = useLingui();
  const { app } = useCore();
  const settings = useQuery(spellingSettingsQuery(app));
  const saveLanguage = useSetSpellingLanguage();
  const remove = useRemoveDictionaryWord();
  const [status, setStatus] = useState<{ text: string; ok: boolean } | null>(null);

  const setLanguage = (language: SpellingLanguage) =>
    saveLanguage.mutate(language, {
      onSuccess: () =>
        setStatus({ text: t`Saved. Jobs without a language of their own are checked in it.`, ok: true }),
      onError: (error) => {
        const why = coreErrorMessage(error);
        setStatus({ text: t`Not saved: ${why}`, ok: false });
      },
    });
  const removeWord = (word: string) =>
    remove.mutate(word, {
      onSuccess: () => setStatus({ text: t`“${word}” removed from your dictionary.`, ok: true }),
      onError: (error) => {
        const why = coreErrorMessage(error);
        setStatus({ text: t`Not removed: ${why}`, ok: false });
      },
    });

  return (
    <Stack component="section" aria-labelledby="spelling-settings-title">
      <Title order={3} size="h4" id="spelling-settings-title">
        <Trans>Spelling</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          JobDesk checks descriptions with dictionaries that come with it: no internet needed. A job can have
          its own language, chosen beside its description.
        </Trans>
      </Text>
      <NativeSelect
        label={t`Spelling language`}
        data={OPTIONS}
        value={settings.data?.language ?? 'en-CA'}
        disabled={settings.data === undefined}
        onChange={(event) => setLanguage(event.currentTarget.value as SpellingLanguage)}
        maw={280}
      />
      <Text size="sm" fw={500} id="dictionary-words-title">
        <Trans>Your dictionary</Trans>
      </Text>
      {settings.isError ? (
        <Alert color="red" title={t`Your spelling settings could not be read`}>
          {coreErrorMessage(settings.error)}
        </Alert>
      ) : (
        // Nothing until the core's answer is in: "No words yet" before it would be a guess.
        settings.data !== undefined && <DictionaryWords words={settings.data.words} onRemove={removeWord} />
      )}
      {status !== null ? (
        <Text size="sm" c={status.ok ? 'teal.9' : 'red.9'} role="status">
          {status.text}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The recruiter's own words, each with its Remove button, or a line saying there are none yet. */
function DictionaryWords({ words, onRemove }: { words: readonly string[]; onRemove(word: string): void }) {
  const { t } = useLingui();
  if (words.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>No words yet: “Add to dictionary” on a marked word puts it here.</Trans>
      </Text>
    );
  return (
    <Group gap="xs" role="list" aria-labelledby="dictionary-words-title">
      {words.map((word) => (
        <Group key={word} gap={4} role="listitem" wrap="nowrap">
          <Text size="sm">{word}</Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red.9"
            onClick={() => onRemove(word)}
            aria-label={t`Remove ${word} from your dictionary`}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      ))}
    </Group>
  );
}
